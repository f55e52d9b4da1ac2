// Generated from the PDN OpenAPI document by clients/typescript/scripts/generate.ts: do not edit.
// Regenerate with `npm run generate -w clients/typescript`.
export {};
//# sourceMappingURL=schema.js.map