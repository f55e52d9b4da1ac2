// Shared JSON schemas. Registered once with `$id`; routes refer to them as `{ $ref: 'Name#' }`,
// and the OpenAPI document lists them as components. The same objects validate requests,
// serialize responses, type the handlers and make the document, so none can drift.
import { ERROR_CODES, PROBLEM_TYPE_BASE, statusOf, titleOf, type ErrorCode } from '../shared/errors.js';
import type { RouteAuth } from './auth.plugin.js';
import { requiredRole, type AdminRole } from '../operators/operators.roles.js';

export { MoneySchema, nullableTimestamp, timestamp, ZoneSchema } from '../shared/schemas.js';

export const ProblemSchema = {
  $id: 'Problem',
  title: 'Problem',
  description: 'RFC 9457 problem details, with a stable machine-readable `code`.',
  type: 'object',
  required: ['type', 'title', 'status', 'detail', 'code', 'request_id'],
  properties: {
    type: { type: 'string', description: 'URI reference identifying the problem type; `GET` it for the code\'s title and status.' },
    title: { type: 'string', description: 'Short summary of the problem type; the same for every occurrence of a code.' },
    status: { type: 'integer', description: 'The HTTP status code of this response.' },
    detail: { type: 'string', description: 'What went wrong with this request, for a human.' },
    code: { type: 'string', enum: ERROR_CODES, description: 'Stable machine-readable error code: branch on this.' },
    request_id: { type: 'string', description: 'The `x-request-id` of this request; quote it when you contact us.' },
    errors: {
      type: 'array',
      description: 'For invalid input: each offending field.',
      items: {
        type: 'object',
        description: 'One offending field.',
        required: ['field', 'message'],
        properties: {
          field: { type: 'string', description: 'The field: properties dotted, items of a list in brackets (`pickup.eta_mins`, `steps[0].accept_within`); or `body` / `querystring` / `params`.' },
          message: { type: 'string', description: 'What is wrong with it.' },
        },
      },
    },
    param: { type: 'string', description: 'For a value refused after validation: the field (named as in `errors`) or header concerned.' },
  },
  additionalProperties: true,
  examples: [
    {
      type: '/problems/order_not_available',
      title: 'Order not available',
      status: 409,
      detail: 'Order ord_01HZY3K8V1 is already assigned.',
      code: 'order_not_available',
      request_id: 'req_7f3a9c2b1d4e',
    },
  ],
} as const;

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** The codes each problem response object stands for, so the standard ones can be merged in later. */
const codesOfResponse = new WeakMap<object, ErrorCode[]>();

/** The response object for one error status: a Problem whose `code` is one of `codes`. */
export function problemResponse(codes: ErrorCode[]) {
  const sorted = [...new Set(codes)].sort();
  const status = statusOf(sorted[0]);
  const first = sorted[0];
  const response = {
    description: `${titleOf(first)}${sorted.length > 1 ? ' (or another problem of this status)' : ''}. \`code\`: ${sorted.map((c) => `\`${c}\``).join(', ')}.`,
    content: {
      [PROBLEM_MEDIA_TYPE]: {
        schema: {
          allOf: [{ $ref: 'Problem#' }],
          type: 'object',
          properties: { code: { type: 'string', enum: sorted, description: 'One of the codes this operation answers with this status.' } },
          examples: [
            {
              type: PROBLEM_TYPE_BASE + first,
              title: titleOf(first),
              status,
              detail: `${titleOf(first)}.`,
              code: first,
              request_id: 'req_7f3a9c2b1d4e',
            },
          ],
        },
      },
    },
  };
  codesOfResponse.set(response, sorted);
  return response;
}

export type ProblemResponse = ReturnType<typeof problemResponse>;

/** Error responses for a route, by the codes it can answer with. The ones every route of its kind can give are added centrally (see withStandardProblems). */
export function problems(...codes: ErrorCode[]): Record<number, ProblemResponse> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  return Object.fromEntries([...byStatus].map(([status, list]) => [status, problemResponse(list)]));
}

/**
 * For a route whose 200 is a `oneOf` (events, one branch per type): fast-json-stringify picks the
 * branch by validating every item against each one with ajv at run time, and compiles those
 * validators on the route's first response, a 0.2–0.6 s stall of the event loop
 * (docs/performance.md, "Soak"). These bodies are built by one mapper from the stored envelope, so
 * JSON.stringify writes them.
 */
export const serializedAsBuilt = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

export interface RouteShape {
  method: string;
  auth: RouteAuth | undefined;
  /** An admin route's declared role, if more than its method's. */
  role?: AdminRole;
  hasInput: boolean;
}

/** Methods whose request the server reads a body of (so may answer 413 or 415): all but GET and HEAD. */
export const canCarryBody = (method: string): boolean => !['GET', 'HEAD'].includes(method.toUpperCase());

/** The codes any route of this shape can answer with, whatever it does. */
export function standardCodes(route: RouteShape): ErrorCode[] {
  // Every route reads or writes the store, which may be away for a while (a restart, a held lock).
  const codes: ErrorCode[] = ['invalid_request', 'internal_error', 'store_unavailable'];
  // Any request, before a route is known: Node's HTTP parser refuses headers over 16 KB and a
  // request that does not arrive in time (src/http/problem.plugin.ts, clientErrorProblem).
  codes.push('headers_too_large', 'request_timeout');
  // Any key-checked route: a bad key, and too many bad keys from one address.
  if (route.auth !== undefined && route.auth !== 'public') codes.push('unauthorized', 'too_many_failed_authentications');
  if (route.auth === 'partner') codes.push('rate_limited', 'partner_suspended');
  // An admin route a viewer (or, for admin keys, an operator) may not call.
  if (route.auth === 'admin' && requiredRole(route.method, route.role) !== 'viewer') codes.push('role_forbidden');
  if (route.hasInput) codes.push('invalid_value');
  // Any method that can carry a body (DELETE and PUT too: the server parses, and so can refuse,
  // whatever body comes), whether or not the route reads one.
  if (canCarryBody(route.method)) codes.push('payload_too_large', 'unsupported_media_type');
  if (route.method === 'POST') codes.push('idempotency_key_reused', 'idempotency_key_in_progress');
  if (route.method === 'POST' && route.auth === 'partner') codes.push('idempotency_key_limit_reached');
  // Any write runs in a transaction that may lose to concurrent writes more times than it retries.
  if (route.method !== 'GET') codes.push('concurrent_update');
  return codes;
}

/** A route's `response` with every status it can answer: its own codes plus the standard ones. */
export function withStandardProblems(response: Record<string, unknown>, route: RouteShape): Record<string, unknown> {
  const codes: ErrorCode[] = standardCodes(route);
  const merged: Record<string, unknown> = {};
  for (const [status, value] of Object.entries(response)) {
    const own = value && typeof value === 'object' ? codesOfResponse.get(value) : undefined;
    if (own) codes.push(...own);
    else merged[status] = value;
  }
  return { ...merged, ...problems(...codes) };
}

export const idParam = <N extends string>(name: N, prefix: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', minLength: 1, maxLength: 64, description: `Identifier; starts with \`${prefix}_\`.`, examples: [`${prefix}_01HZY3K8V1`] } } as unknown as {
      [K in N]: { type: 'string'; minLength: 1; maxLength: 64; description: string };
    },
  }) as const;
