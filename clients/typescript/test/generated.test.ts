import fs from 'node:fs';
import { expect, it } from 'vitest';
import { loadServerDocument } from '../../../scripts/openapi-document.js';
import { generateSchemaTypes } from '../scripts/schema-types.js';

it('has generated types that match the current OpenAPI document (run `npm run generate -w clients/typescript`)', async () => {
  const committed = fs.readFileSync(new URL('../src/schema.ts', import.meta.url), 'utf8');
  expect(committed).toBe(await generateSchemaTypes(await loadServerDocument()));
}, 60_000);
