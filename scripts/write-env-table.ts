// `npm run docs:env`: writes the environment table into docs/operations.md.
import fs from 'node:fs';
import { withEnvTable } from '../src/config.env-table.js';

const file = new URL('../docs/operations.md', import.meta.url);
fs.writeFileSync(file, withEnvTable(fs.readFileSync(file, 'utf8')));
