// Shared JSON schemas. Registered once with `$id`; routes refer to them as `{ $ref: 'Name#' }`,
// and the OpenAPI document lists them as components.
import { ERROR_CODES, statusOf, type ErrorCode } from '../shared/errors.js';

export { MoneySchema, ZoneSchema } from '../shared/schemas.js';

export const ProblemSchema = {
  $id: 'Problem',
  title: 'Problem',
  description: 'RFC 9457 problem details, with a stable machine-readable `code`.',
  type: 'object',
  required: ['type', 'title', 'status', 'detail', 'code', 'request_id'],
  properties: {
    type: { type: 'string', description: 'URI identifying the problem type.' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    code: { type: 'string', enum: ERROR_CODES },
    request_id: { type: 'string' },
    errors: {
      type: 'array',
      description: 'For invalid input: each offending field.',
      items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
  additionalProperties: true,
} as const;

const problemRef = { $ref: 'Problem#' } as const;

/** Error responses for a route, by the codes it can answer with (plus auth, rate limit, 5xx). */
export function problems(...codes: ErrorCode[]): Record<number, typeof problemRef> {
  const statuses = new Set<number>([401, 429, 500, ...codes.map(statusOf)]);
  return Object.fromEntries([...statuses].sort().map((status) => [status, problemRef]));
}

export const idParam = (name: string, prefix: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', minLength: 1, maxLength: 64, description: `Starts with \`${prefix}_\`.` } },
  }) as const;
