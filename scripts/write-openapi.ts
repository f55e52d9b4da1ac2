// Writes the OpenAPI document the app serves at /v1/openapi.json to a file (default: stdout).
import fs from 'node:fs';
import { loadServerDocument } from './openapi-document.js';

const text = `${JSON.stringify(await loadServerDocument(), null, 2)}\n`;
const out = process.argv[2];
if (out) fs.writeFileSync(out, text);
else process.stdout.write(text);
