import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { FastifyInstance, FastifySchemaCompiler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../shared/errors.js';
import { DURATION_MAXIMUM, DURATION_MINIMUM, DURATION_PATTERN } from '../shared/schemas.js';
import { parseDuration, parseTimestamp } from '../shared/time.js';
import { addRouteHook, methodsOf } from './route-hooks.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Body fields (top-level names) in which anything wrong, shape included, is a 422
     * `invalid_value` rather than a 400: for a field the contract calls "a bad <field> is 422".
     */
    valueFields?: readonly string[];
  }
}

const DURATION = new RegExp(DURATION_PATTERN);
const DURATION_BOUNDS: Array<[string, string, (ms: number, limitMs: number) => boolean]> = [
  [DURATION_MINIMUM, 'at least', (ms, limitMs) => ms >= limitMs],
  [DURATION_MAXIMUM, 'at most', (ms, limitMs) => ms <= limitMs],
];

// Two validators: query strings and path params arrive as text and are coerced ("10" → 10; in
// decimal digits only, see withDecimalNumbers); JSON bodies are taken as sent, so
// `"capacity": "5"` is refused rather than guessed at.
// Unknown fields are refused, not silently dropped: a typo should not look like success.
function makeAjv(coerceTypes: boolean | 'array') {
  const ajv = new Ajv.default({ coerceTypes, useDefaults: true, removeAdditional: false, allErrors: true, strict: false });
  addFormats.default(ajv);
  // Every date-time input is one the services can read with the one parser they use
  // (parseTimestamp: a leap second is :59.999), so RFC 3339 and our reading cannot disagree.
  const rfc3339 = fullFormats['date-time'] as { validate: (text: string) => boolean };
  ajv.addFormat('date-time', { type: 'string', validate: (text: string) => rfc3339.validate(text) && parseTimestamp(text) !== undefined });
  for (const [keyword, words, within] of DURATION_BOUNDS) {
    ajv.addKeyword({
      keyword,
      type: 'string',
      schemaType: 'string',
      errors: true,
      compile: (limit: string) => {
        const limitMs = parseDuration(limit);
        // Ajv adds where the error is (instancePath).
        const check = (text: unknown): boolean => {
          // Not a duration at all: the pattern says so.
          const ok = typeof text !== 'string' || !DURATION.test(text) || within(parseDuration(text), limitMs);
          check.errors = ok ? undefined : [{ keyword, params: { limit }, message: `must be ${words} ${limit}` }];
          return ok;
        };
        check.errors = undefined as Array<Omit<ValidationIssue, 'instancePath'>> | undefined;
        return check;
      },
    });
  }
  return ajv;
}

/** Where a string holding U+0000 sits in the value (a JSON pointer), if anywhere. */
function nulCharacterAt(value: unknown): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? '' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const key of Object.keys(value)) {
    // The pointer is built only on the way back from a find: every request passes here.
    const found = nulCharacterAt((value as Record<string, unknown>)[key]);
    if (found !== undefined) return `/${key}${found}`;
  }
  return undefined;
}

type Validator = ((data: unknown) => boolean) & { errors?: ValidationIssue[] | null };

function withNulCheck(validate: Validator, input: (data: unknown) => unknown): Validator {
  const validatePart: Validator = (data: unknown) => {
    const value = input(data);
    const valid = validate(value);
    validatePart.errors = validate.errors;
    if (!valid) return false;
    // PostgreSQL text cannot hold U+0000 (it would be a 500) and no field has a use for it:
    // refused on both stores alike, as an invalid value.
    const at = nulCharacterAt(value);
    if (at === undefined) return true;
    validatePart.errors = [{ keyword: 'nulCharacter', instancePath: at, params: {}, message: 'must not contain the NUL character (U+0000)' }];
    return false;
  };
  return validatePart;
}

// A number in a query string or a path is written in decimal digits. Ajv's coercion reads text
// as JavaScript does (`+text`): `limit=0x10` was 16, and `1e2`, ` 5`, `0b11` numbers too (issue 46).
const DECIMAL = { integer: /^-?[0-9]+$/, number: /^-?[0-9]+(\.[0-9]+)?$/ } as const;

/** The properties of a text part's schema that hold numbers (or lists of them), with the form each is written in. */
function numberFields(schema: unknown): Array<[string, keyof typeof DECIMAL]> {
  type Property = { type?: unknown; items?: { type?: unknown } };
  const properties = (schema as { properties?: Record<string, Property> } | undefined)?.properties ?? {};
  return Object.entries(properties).flatMap(([name, property]): Array<[string, keyof typeof DECIMAL]> => {
    const types = [property.type, property.items?.type].flat();
    if (types.includes('integer')) return [[name, 'integer']];
    return types.includes('number') ? [[name, 'number']] : [];
  });
}

/** Refuses, before Ajv coerces it, text that is a number only to JavaScript, as it refuses text that is none. */
function withDecimalNumbers(validate: Validator, fields: Array<[string, keyof typeof DECIMAL]>): Validator {
  if (fields.length === 0) return validate;
  const validatePart: Validator = (data: unknown) => {
    const values = (data ?? {}) as Record<string, unknown>;
    const issues = fields
      .filter(([name, kind]) => [values[name]].flat().some((value) => typeof value === 'string' && !DECIMAL[kind].test(value)))
      .map(([name, kind]) => ({ keyword: 'type', instancePath: `/${name}`, params: { type: kind }, message: `must be ${kind === 'integer' ? 'an integer' : 'a number'} in decimal digits` }));
    if (issues.length > 0) {
      validatePart.errors = issues;
      return false;
    }
    const valid = validate(data);
    validatePart.errors = validate.errors;
    return valid;
  };
  return validatePart;
}

export function validatorCompiler(sharedSchemas: object[]): FastifySchemaCompiler<object> {
  const forText = makeAjv('array');
  const forBody = makeAjv(false);
  for (const schema of sharedSchemas) {
    forText.addSchema(schema);
    forBody.addSchema(schema);
  }
  return ({ schema, httpPart }) =>
    withNulCheck(
      httpPart === 'body' ? (forBody.compile(schema) as Validator) : withDecimalNumbers(forText.compile(schema) as Validator, numberFields(schema)),
      // A POST sent with no body (cancel without a reason; Fastify leaves it null) is checked
      // as `{}`: the schema's required fields decide, instead of "body must be object".
      (data) => (httpPart === 'body' ? (data ?? {}) : data),
    ) as ReturnType<FastifySchemaCompiler<object>>;
}

// Ajv keywords that mean "the request is not shaped as the schema says" answer 400; the
// others (range, enum, pattern, length) mean "well-formed but the value is not allowed": 422.
const STRUCTURAL_KEYWORDS = new Set(['type', 'required', 'additionalProperties', 'minProperties', 'maxProperties', 'const']);

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * The field an issue is about, as every refusal names it (services' `param` too): properties
 * dotted, items of a list in brackets (`steps[0].accept_within`, `pickup.eta_mins`).
 */
function fieldOf(issue: ValidationIssue, context: string): string {
  const missing = (issue.params.missingProperty ?? issue.params.additionalProperty) as string | undefined;
  const parts = [...issue.instancePath.split('/').slice(1), ...(missing === undefined ? [] : [missing])];
  const field = parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
  return field || context;
}

function describeIssue(issue: ValidationIssue): string {
  if (issue.keyword === 'additionalProperties') return 'is not a known field';
  if (issue.keyword === 'required') return 'is required';
  if (issue.keyword === 'enum') return `must be one of ${(issue.params.allowedValues as unknown[]).join(', ')}`;
  return issue.message ?? 'is invalid';
}

/** Whether the issue lies in one of `valueFields` of the body (the field itself or anything inside it). */
const withinFields = (issue: ValidationIssue, valueFields: readonly string[]) =>
  valueFields.some((field) => issue.instancePath === `/${field}` || issue.instancePath.startsWith(`/${field}/`));

/** Input that failed its schema, as the API answers it (and the CLI reports it). */
export function invalidInput(issues: ValidationIssue[], context: string, valueFields: readonly string[] = []): AppError {
  const inValueFields = (issue: ValidationIssue) => context === 'body' && withinFields(issue, valueFields);
  const structural = issues.some((issue) => STRUCTURAL_KEYWORDS.has(issue.keyword) && !inValueFields(issue));
  const errors = issues.map((issue) => ({ field: fieldOf(issue, context), message: describeIssue(issue) }));
  return new AppError(structural ? 'invalid_request' : 'invalid_value', errors.map((e) => `${e.field} ${e.message}`).join('; '), { errors });
}

const inputValidators = new WeakMap<object, Validator>();
let inputAjv: ReturnType<typeof makeAjv> | undefined;

/**
 * Checks input that does not come through a route (the CLI) against the route's body schema,
 * with the API's validator: the same rules, the same errors.
 */
export function checkInput<T>(schema: object, value: unknown): T {
  let validate = inputValidators.get(schema);
  if (!validate) {
    inputAjv ??= makeAjv(false);
    validate = withNulCheck(inputAjv.compile(schema) as Validator, (data) => data);
    inputValidators.set(schema, validate);
  }
  if (!validate(value)) throw invalidInput(validate.errors ?? [], 'body');
  return value as T;
}

/**
 * Routes without a body schema (pickup, deliver, issuing a key) take no body. One sent with
 * fields is refused like an unknown field anywhere else, not silently ignored; none, or `{}`, is fine.
 */
export const bodylessRoutesPlugin = fp(async (app: FastifyInstance) => {
  const takesNoBody = (route: RouteOptions) => route.schema?.body === undefined && methodsOf(route).some((method) => method !== 'GET' && method !== 'HEAD');
  addRouteHook(app, 'preValidation', takesNoBody, async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const body: unknown = request.body;
    if (body === undefined || body === null) return;
    const fields = typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : undefined;
    if (fields?.length === 0) return;
    throw new AppError('invalid_request', 'This endpoint takes no body: send none, or {}.', {
      errors: fields?.length ? fields.map((field) => ({ field, message: 'is not a known field' })) : [{ field: 'body', message: 'must be empty' }],
    });
  });
});
