// The Partner Delivery Network client: every operation typed from the OpenAPI document
// (src/schema.ts, generated), errors as typed problems, safe retries, list iteration and
// webhook verification.
import createFetchClient, { type Client } from 'openapi-fetch';
import { Webhook } from 'standardwebhooks';
import type { components, paths, webhooks } from './schema.js';

export type { components, paths, webhooks };
export type Schemas = components['schemas'];
export type Problem = Schemas['Problem'];
export type ErrorCode = Problem['code'];
export type Order = Schemas['Order'];
/** An order as the network's admin API shows it (with `partner_id` and `reference`). */
export type AdminOrder = Schemas['AdminOrder'];
/** What `POST /v1/admin/orders` answers: the order and its `warnings` (e.g. `zone_not_covered`). */
export type CreatedAdminOrder = Schemas['CreatedAdminOrder'];
/** One of the network's events (`GET /v1/admin/events`). */
export type NetworkEvent = Schemas['NetworkEvent'];
export type AcceptedOrder = Schemas['AcceptedOrder'];
export type Rider = Schemas['Rider'];
export type RiderListItem = Schemas['RiderListItem'];
export type RiderLocation = Schemas['RiderLocation'];
export type RiderSuggestion = Schemas['RiderSuggestion'];
export type DispatchPolicy = Schemas['DispatchPolicy'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
/** A zone's pressure (`GET /v1/fleet/pressure`, and the data of `zone.pressure_changed` less `previous_level`). */
export type ZonePressure = ResponseOf<'/v1/fleet/pressure', 'get'>['zones'][number];
/** A named admin key of the network (`GET /v1/admin/admin_keys`): its role and `last_used_at`, never its secret. */
export type AdminKey = Schemas['AdminKey'];
/** One entry of the audit log (`GET /v1/admin/audit_log`): who changed what, in which request. */
export type AuditEntry = Schemas['AuditEntry'];

/** A webhook payload: a union on `type`, each with its own `data`. */
export type WebhookEvent = { [T in keyof webhooks]: webhooks[T]['post']['requestBody']['content']['application/json'] }[keyof webhooks];
export type WebhookEventType = WebhookEvent['type'];
/** The proof of delivery a partner reports with `POST /v1/orders/{order_id}/deliver`, as `order.delivered` carries it. */
export type DeliveryProof = NonNullable<Extract<WebhookEvent, { type: 'order.delivered' }>['data']['proof']>;

/** A non-2xx answer: the RFC 9457 problem the API sent, with its stable `code`. */
export class PdnError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly problem: Problem;
  readonly requestId: string | null;
  constructor(problem: Problem, response: Response) {
    super(`${problem.status} ${problem.code}: ${problem.detail}`);
    this.name = 'PdnError';
    this.status = problem.status;
    this.code = problem.code;
    this.problem = problem;
    this.requestId = response.headers.get('x-request-id');
  }
}

export interface ClientOptions {
  /** Where the API is, e.g. `https://pdn.example.com` (no `/v1`). */
  baseUrl: string;
  /** Your partner API key. */
  apiKey: string;
  /** Retries of a request answered 429 or 503 (or told to retry with Retry-After), or that failed to connect. Default 3. */
  maxRetries?: number;
  /** Backoff before retry n (from 0) when the answer carries no Retry-After: 0.5 s × 2^n with jitter, at most 30 s. */
  backoffMs?: (attempt: number) => number;
  fetch?: typeof globalThis.fetch;
}

const defaultBackoff = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt) * (0.8 + Math.random() * 0.4);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryAfterMs(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  if (value === null) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * fetch with safe retries: a POST gets one Idempotency-Key, kept across its retries, so a
 * retried accept can never accept twice; 429 and 503 (and any answer with Retry-After, such
 * as a 409 `idempotency_key_in_progress`) wait as told and try again.
 */
function retryingFetch(options: ClientOptions): (request: Request) => Promise<Response> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const maxRetries = options.maxRetries ?? 3;
  const backoff = options.backoffMs ?? defaultBackoff;
  return async (request) => {
    if (request.method === 'POST' && !request.headers.has('idempotency-key')) request.headers.set('idempotency-key', crypto.randomUUID());
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetchImpl(request.clone());
      } catch (error) {
        // No answer: safe to send again (a POST replays under its key).
        if (attempt >= maxRetries) throw error;
        await sleep(backoff(attempt));
        continue;
      }
      const wait = retryAfterMs(response);
      const retryable = response.status === 429 || response.status === 503 || (response.status >= 400 && wait !== undefined);
      if (!retryable || attempt >= maxRetries) return response;
      await response.body?.cancel();
      await sleep(wait ?? backoff(attempt));
    }
  };
}

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
type PathsWith<M extends Method> = { [P in keyof paths]: paths[P] extends Record<M, object> ? P : never }[keyof paths];
type Operation<P extends keyof paths, M extends Method> = paths[P] extends Record<M, infer O> ? O : never;
type SuccessOf<O> = O extends { responses: infer R }
  ? { [S in keyof R]: S extends 200 | 201 | 202 ? (R[S] extends { content: { 'application/json': infer B } } ? B : never) : never }[keyof R]
  : never;
type ParamsOf<O> = O extends { parameters: infer P } ? { [K in keyof P as P[K] extends undefined ? never : K]: P[K] } : Record<never, never>;
type BodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : Record<never, never>;
/** What an operation takes: its path and query parameters and its body, as the document types them. */
export type RequestOf<P extends keyof paths, M extends Method> = { params?: ParamsOf<Operation<P, M>> } & BodyOf<Operation<P, M>> & { headers?: Record<string, string> };
/** What an operation answers on success. */
export type ResponseOf<P extends keyof paths, M extends Method> = SuccessOf<Operation<P, M>>;

/** The lists: GET paths answering `{ data: [...], has_more, next_cursor }`. */
export type ListPath = {
  [P in PathsWith<'get'>]: ResponseOf<P, 'get'> extends { data: unknown[]; next_cursor: string | null } ? P : never;
}[PathsWith<'get'>];
export type ItemOf<P extends ListPath> = ResponseOf<P, 'get'> extends { data: Array<infer Item> } ? Item : never;

export interface PdnClient {
  /** The underlying openapi-fetch client (typed by path), for `{ data, error, response }` style calls. */
  readonly raw: Client<paths>;
  get<P extends PathsWith<'get'>>(path: P, init?: RequestOf<P, 'get'>): Promise<ResponseOf<P, 'get'>>;
  post<P extends PathsWith<'post'>>(path: P, init?: RequestOf<P, 'post'>): Promise<ResponseOf<P, 'post'>>;
  patch<P extends PathsWith<'patch'>>(path: P, init: RequestOf<P, 'patch'>): Promise<ResponseOf<P, 'patch'>>;
  put<P extends PathsWith<'put'>>(path: P, init: RequestOf<P, 'put'>): Promise<ResponseOf<P, 'put'>>;
  delete<P extends PathsWith<'delete'>>(path: P, init?: RequestOf<P, 'delete'>): Promise<ResponseOf<P, 'delete'>>;
  /** Every item of a list, page after page (`starting_after` = the previous page's `next_cursor`). */
  list<P extends ListPath>(path: P, init?: RequestOf<P, 'get'>): AsyncIterable<ItemOf<P>>;
}

export function createClient(options: ClientOptions): PdnClient {
  const raw = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${options.apiKey}` },
    fetch: retryingFetch(options),
  });

  type RawCall = (path: string, init: Record<string, unknown>) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  // Typed by PdnClient's signatures above; inside, the path is only a string.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, init: Record<string, unknown> = {}): Promise<any> {
    const { data, error, response } = await (raw as unknown as Record<typeof method, RawCall>)[method](path, init);
    if (!response.ok) {
      const problem = (error && typeof error === 'object' && 'code' in error ? error : { type: 'about:blank', title: response.statusText, status: response.status, detail: typeof error === 'string' ? error : JSON.stringify(error ?? ''), code: 'internal_error', request_id: response.headers.get('x-request-id') ?? '' }) as Problem;
      throw new PdnError(problem, response);
    }
    return data;
  }

  return {
    raw,
    get: (path, init) => call('GET', path, init),
    post: (path, init) => call('POST', path, init),
    patch: (path, init) => call('PATCH', path, init),
    put: (path, init) => call('PUT', path, init),
    delete: (path, init) => call('DELETE', path, init),
    list(path, init) {
      return {
        async *[Symbol.asyncIterator]() {
          const params = (init?.params ?? {}) as { query?: Record<string, unknown>; path?: Record<string, unknown> };
          let cursor: string | undefined;
          for (;;) {
            const page = (await call('GET', path, { ...init, params: { ...params, query: { ...params.query, ...(cursor ? { starting_after: cursor } : {}) } } })) as { data: unknown[]; has_more: boolean; next_cursor: string | null };
            yield* page.data;
            if (!page.has_more || !page.next_cursor) return;
            cursor = page.next_cursor;
          }
        },
      } as AsyncIterable<never>;
    },
  };
}

/** The webhook headers, as a plain object or a fetch `Headers`. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/**
 * Checks a webhook's Standard Webhooks signature (and that its timestamp is recent) with your
 * endpoint secret (`whsec_…`), and returns the event, typed by its `type`. Throws if it does
 * not verify: answer such a request with a 4xx. Pass the body exactly as received, not re-serialized.
 */
export function verifyWebhook(rawBody: string | Uint8Array, headers: WebhookHeaders, secret: string): WebhookEvent {
  const plain: Record<string, string> = {};
  if (headers instanceof Headers) headers.forEach((value, key) => (plain[key] = value));
  else for (const [key, value] of Object.entries(headers)) if (value !== undefined) plain[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return new Webhook(secret).verify(typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody), plain) as WebhookEvent;
}
