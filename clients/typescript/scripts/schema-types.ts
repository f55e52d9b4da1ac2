import openapiTS, { astToString } from 'openapi-typescript';

const HEADER = '// Generated from the PDN OpenAPI document by clients/typescript/scripts/generate.ts: do not edit.\n// Regenerate with `npm run generate -w clients/typescript`.\n\n';

/** The TypeScript types of a document, as openapi-typescript writes them. */
export async function generateSchemaTypes(doc: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(doc as never, { alphabetize: false });
  return HEADER + astToString(ast);
}
