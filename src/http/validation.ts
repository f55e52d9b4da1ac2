import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// Two validators: query strings and path params arrive as text and are coerced ("10" → 10);
// JSON bodies are taken as sent, so `"capacity": "5"` is refused rather than guessed at.
// Unknown fields are refused, not silently dropped: a typo should not look like success.
function makeAjv(coerceTypes: boolean | 'array') {
  const ajv = new Ajv.default({ coerceTypes, useDefaults: true, removeAdditional: false, allErrors: true, strict: false });
  addFormats.default(ajv);
  return ajv;
}

export function validatorCompiler(sharedSchemas: object[]): FastifySchemaCompiler<object> {
  const forText = makeAjv('array');
  const forBody = makeAjv(false);
  for (const schema of sharedSchemas) {
    forText.addSchema(schema);
    forBody.addSchema(schema);
  }
  return ({ schema, httpPart }) => {
    if (httpPart !== 'body') return forText.compile(schema);
    const validate = forBody.compile(schema);
    // A POST sent with no body (cancel without a reason; Fastify leaves it null) is checked as `{}`: the
    // schema's required fields decide, instead of "body must be object".
    const validateBody = (data: unknown) => {
      const valid = validate(data ?? {});
      validateBody.errors = validate.errors;
      return valid;
    };
    validateBody.errors = validate.errors;
    return validateBody;
  };
}
