// `npm run docs:env`: writes the environment tables into docs/operations.md (all) and README.md (the server's).
import fs from 'node:fs';
import { SERVER_VARIABLES, withEnvTable } from '../src/config.env-table.js';

const write = (relative: string, variables?: typeof SERVER_VARIABLES) => {
  const file = new URL(relative, import.meta.url);
  fs.writeFileSync(file, withEnvTable(fs.readFileSync(file, 'utf8'), variables));
};
write('../docs/operations.md');
write('../README.md', SERVER_VARIABLES);
