// The OpenAPI document the app serves at /v1/openapi.json, built from the routes without
// listening, on a throwaway SQLite store (for the linters and the generated client).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { migrate } from '../src/store/migrate.js';
import { openStore } from '../src/store/store.js';

export async function loadServerDocument(): Promise<Record<string, unknown>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-openapi-'));
  try {
    const config = loadConfig({ PDN_DATABASE_URL: path.join(dir, 'pdn.sqlite'), PDN_ADMIN_KEY: 'pdn_admin_openapi_0123456789', LOG_LEVEL: 'silent' });
    const store = openStore(config.databaseUrl);
    await migrate(store);
    const app = await buildApp({ config, store, logger: false });
    await app.ready();
    const doc = JSON.parse(JSON.stringify(app.swagger())) as Record<string, unknown>;
    await app.close();
    await store.close();
    return doc;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
