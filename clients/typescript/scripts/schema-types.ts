import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../../../src/app.js';
import { loadConfig } from '../../../src/config.js';
import { migrate } from '../../../src/store/migrate.js';
import { openStore } from '../../../src/store/store.js';

const HEADER = '// Generated from the PDN OpenAPI document by clients/typescript/scripts/generate.ts: do not edit.\n// Regenerate with `npm run generate -w clients/typescript`.\n\n';

/** The document the app serves at /v1/openapi.json, built without listening. */
export async function loadServerDocument(): Promise<Record<string, unknown>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-client-gen-'));
  try {
    const config = loadConfig({ PDN_DATABASE_URL: path.join(dir, 'pdn.sqlite'), PDN_ADMIN_KEY: 'pdn_admin_generate_0123456789', LOG_LEVEL: 'silent' });
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

/** The TypeScript types of a document, as openapi-typescript writes them. */
export async function generateSchemaTypes(doc: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(doc as never, { alphabetize: false });
  return HEADER + astToString(ast);
}
