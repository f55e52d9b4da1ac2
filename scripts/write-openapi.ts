// Writes the OpenAPI document the app serves at /v1/openapi.json to a file (default: stdout),
// built from the routes without listening, on a throwaway SQLite store.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { migrate } from '../src/store/migrate.js';
import { openStore } from '../src/store/store.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-openapi-'));
try {
  const config = loadConfig({ PDN_DATABASE_URL: path.join(dir, 'pdn.sqlite'), PDN_ADMIN_KEY: 'pdn_admin_openapi_0123456789', LOG_LEVEL: 'silent' });
  const store = openStore(config.databaseUrl);
  await migrate(store);
  const app = await buildApp({ config, store, logger: false });
  await app.ready();
  const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  await app.close();
  await store.close();
  const out = process.argv[2];
  if (out) fs.writeFileSync(out, text);
  else process.stdout.write(text);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
