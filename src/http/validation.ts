import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../shared/errors.js';

// Two validators: query strings and path params arrive as text and are coerced ("10" → 10);
// JSON bodies are taken as sent, so `"capacity": "5"` is refused rather than guessed at.
// Unknown fields are refused, not silently dropped: a typo should not look like success.
function makeAjv(coerceTypes: boolean | 'array') {
  const ajv = new Ajv.default({ coerceTypes, useDefaults: true, removeAdditional: false, allErrors: true, strict: false });
  addFormats.default(ajv);
  return ajv;
}

/** Where a string holding U+0000 sits in the value (a JSON pointer), if anywhere. */
function nulCharacterAt(value: unknown, pointer = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? pointer : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulCharacterAt(inner, `${pointer}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function validatorCompiler(sharedSchemas: object[]): FastifySchemaCompiler<object> {
  const forText = makeAjv('array');
  const forBody = makeAjv(false);
  for (const schema of sharedSchemas) {
    forText.addSchema(schema);
    forBody.addSchema(schema);
  }
  return ({ schema, httpPart }) => {
    const validate = (httpPart === 'body' ? forBody : forText).compile(schema);
    const validatePart: ReturnType<FastifySchemaCompiler<object>> = (data: unknown) => {
      // A POST sent with no body (cancel without a reason; Fastify leaves it null) is checked
      // as `{}`: the schema's required fields decide, instead of "body must be object".
      const input = httpPart === 'body' ? (data ?? {}) : data;
      const valid = validate(input);
      validatePart.errors = validate.errors;
      if (!valid) return false;
      // PostgreSQL text cannot hold U+0000 (it would be a 500) and no field has a use for it:
      // refused on both stores alike, as an invalid value.
      const at = nulCharacterAt(input);
      if (at === undefined) return true;
      validatePart.errors = [{ keyword: 'nulCharacter', instancePath: at, schemaPath: '#', params: {}, message: 'must not contain the NUL character (U+0000)' }];
      return false;
    };
    return validatePart;
  };
}

/**
 * Routes without a body schema (pickup, deliver, issuing a key) take no body. One sent with
 * fields is refused like an unknown field anywhere else, not silently ignored; none, or `{}`, is fine.
 */
export const bodylessRoutesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.schema?.body !== undefined || request.method === 'GET' || request.method === 'HEAD') return;
    const body: unknown = request.body;
    if (body === undefined || body === null) return;
    const fields = typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : undefined;
    if (fields?.length === 0) return;
    throw new AppError('invalid_request', 'This endpoint takes no body: send none, or {}.', {
      errors: fields?.length ? fields.map((field) => ({ field, message: 'is not a known field' })) : [{ field: 'body', message: 'must be empty' }],
    });
  });
});
