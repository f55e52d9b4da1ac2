// Regenerates src/schema.ts from the OpenAPI document the server builds (no server needed):
// `npm run generate -w clients/typescript`. test/generated.test.ts fails when it is stale.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadServerDocument } from '../../../scripts/openapi-document.js';
import { generateSchemaTypes } from './schema-types.js';

const target = fileURLToPath(new URL('../src/schema.ts', import.meta.url));
fs.writeFileSync(target, await generateSchemaTypes(await loadServerDocument()));
console.log(`wrote ${target}`);
