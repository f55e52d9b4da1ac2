// One attempt, and what it means: the transport seam (a message in, an AttemptResult out, judged
// into one Outcome), the HTTP transport (a signed POST over a keep-alive pool, the target vetted
// again at connect time (webhooks.url-safety.ts), a hard timeout, the start of the answer kept),
// and the pure rules of what follows an attempt (success, retry time, Retry-After, give up).
import { Pool, type Dispatcher } from 'undici';
import { signatureHeader, webhookHeaders } from '../webhooks/webhooks.signing.js';
import { checkUrlShape, RefusedUrl, vettedLookup } from '../webhooks/webhooks.url-safety.js';

const RESPONSE_BODY_LIMIT = 4096;
/** Past this much of an answer we stop reading and drop the connection. */
const DRAIN_LIMIT = 64 * 1024;

export interface AttemptRequest {
  url: string;
  eventId: string;
  body: string;
  secrets: string[];
}

/** What a transport answers for one attempt; never thrown: a failure carries its `error`. */
export interface AttemptResult {
  /** HTTP: the answer's status. */
  status?: number;
  /** A broker's own acknowledgement (publisher confirm, PubAck, XADD's id): delivered. */
  confirmed?: boolean;
  retryAfter?: string;
  responseBody: string | null;
  error: string | null;
  latencyMs: number;
}

/**
 * The seam every destination plugs into: one attempt at a time per call, confirmed or refused.
 * HTTP (below) is the one there is; the next (message brokers) are picked by the URL's scheme.
 */
export interface Transport {
  send(request: AttemptRequest): Promise<AttemptResult>;
  /** Closes its connections (what is in flight finishes first). */
  close(): Promise<void>;
}

export interface TransportOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  /** Connections kept per endpoint: its attempts in flight never exceed this (the sender thread caps them). */
  connectionsPerEndpoint?: number;
}

/** Past this many endpoint URLs, all are forgotten and their pools closed (what is in flight finishes first), then made again as needed. */
const MAX_ENDPOINTS = 10_000;

/** An attempt in flight: when it is late, and how to end it. */
interface Open {
  deadline: number;
  expire(): void;
}

/**
 * The hard timeout: one timer, while attempts are in flight, looks every slice and ends those
 * past their deadline. An AbortSignal per attempt (undici adds and removes a listener on it for
 * each) cost the sender thread about 20 µs an attempt (docs/performance.md, "Webhook worker"). Every
 * attempt is given its full timeout, and at most one slice more.
 */
class Deadlines {
  readonly #sliceMs: number;
  readonly #open = new Set<Open>();
  #timer: NodeJS.Timeout | null = null;

  constructor(timeoutMs: number) {
    this.#sliceMs = Math.min(100, Math.ceil(timeoutMs / 20));
  }

  add(open: Open): void {
    this.#open.add(open);
    this.#timer ??= setInterval(() => this.#sweep(), this.#sliceMs).unref();
  }

  delete(open: Open): void {
    this.#open.delete(open);
    if (this.#open.size === 0 && this.#timer !== null) {
      clearInterval(this.#timer);
      this.#timer = null;
    }
  }

  #sweep(): void {
    const now = performance.now();
    for (const open of this.#open) if (now >= open.deadline) open.expire();
  }
}

/** Ends an attempt whose time is up, or whose answer runs past DRAIN_LIMIT. */
const TIMED_OUT = Object.assign(new Error('the attempt timed out'), { name: 'TimeoutError' });
const TOO_LONG = new Error('answer longer than kept');

export class HttpTransport implements Transport {
  readonly #deadlines: Deadlines;
  /**
   * Per endpoint URL, checked once: refused, or its target and its own pool with as many
   * connections as its attempts in flight: an endpoint that hangs holds only its own, even where
   * several share an origin. Unbounded pools (undici's Agent per origin) opened more sockets than
   * attempts in flight and cost 15 % more CPU per attempt (docs/performance.md, "Webhook worker").
   */
  readonly #endpoints = new Map<string, { url: URL; pool: Pool } | RefusedUrl>();

  constructor(private readonly options: TransportOptions) {
    this.#deadlines = new Deadlines(options.timeoutMs);
  }

  /** A literal address is judged here (no lookup happens for it); a host name at connect time. */
  #endpoint(text: string): { url: URL; pool: Pool } {
    let endpoint = this.#endpoints.get(text);
    if (!endpoint) {
      if (this.#endpoints.size >= MAX_ENDPOINTS) void this.#forget();
      try {
        const url = checkUrlShape(text, this.options.allowPrivate);
        endpoint = { url, pool: this.#newPool(url) };
      } catch (error) {
        endpoint = error instanceof RefusedUrl ? error : new RefusedUrl(String(error));
      }
      this.#endpoints.set(text, endpoint);
    }
    if (endpoint instanceof RefusedUrl) throw endpoint;
    return endpoint;
  }

  #newPool(url: URL): Pool {
    const { timeoutMs, allowPrivate, connectionsPerEndpoint } = this.options;
    return new Pool(url.origin, {
      connections: connectionsPerEndpoint ?? null,
      keepAliveTimeout: 30_000,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      connect: {
        timeout: timeoutMs,
        // Every connection to a host name goes to an address vetted in this very lookup.
        ...(allowPrivate ? {} : { lookup: vettedLookup }),
      },
    });
  }

  /** Closes every pool (gracefully) and forgets every endpoint. */
  async #forget(): Promise<void> {
    const pools = [...this.#endpoints.values()].flatMap((endpoint) => (endpoint instanceof RefusedUrl ? [] : [endpoint.pool]));
    this.#endpoints.clear();
    await Promise.all(pools.map((pool) => pool.close()));
  }

  /** The signed POST. */
  send(request: AttemptRequest): Promise<AttemptResult> {
    let endpoint: { url: URL; pool: Pool };
    try {
      endpoint = this.#endpoint(request.url);
    } catch (error) {
      return Promise.resolve({ responseBody: null, error: `refused: ${(error as Error).message}`, latencyMs: 0 });
    }
    const timestamp = Math.floor(Date.now() / 1000);
    return new Promise((resolve) => {
      const attempt = new Attempt(this.options.timeoutMs, (result) => {
        this.#deadlines.delete(attempt);
        resolve(result);
      });
      this.#deadlines.add(attempt);
      endpoint.pool.dispatch(
        {
          path: endpoint.url.pathname + endpoint.url.search,
          method: 'POST',
          headers: webhookHeaders(request.eventId, timestamp, signatureHeader(request.secrets, request.eventId, timestamp, request.body)),
          body: request.body,
        },
        attempt,
      );
    });
  }

  close(): Promise<void> {
    return this.#forget();
  }
}

/**
 * One attempt as undici's dispatch handler: status, headers and body chunks come straight here,
 * where `request()` built a stream for every answer (docs/performance.md, "Webhook worker").
 */
class Attempt implements Dispatcher.DispatchHandler, Open {
  readonly deadline: number;
  readonly #started = performance.now();
  readonly #timeoutMs: number;
  readonly #done: (result: AttemptResult) => void;
  #finished = false;
  #controller: Dispatcher.DispatchController | undefined;
  #status: number | undefined;
  #retryAfter: string | undefined;
  readonly #kept: Buffer[] = [];
  #size = 0;

  constructor(timeoutMs: number, done: (result: AttemptResult) => void) {
    this.deadline = this.#started + timeoutMs;
    this.#timeoutMs = timeoutMs;
    this.#done = done;
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    if (this.#finished) controller.abort(TIMED_OUT); // its time ran out while it waited for a connection
  }

  /** Called again after a 1xx: the last one is the answer. */
  onResponseStart(_: Dispatcher.DispatchController, statusCode: number, headers: Record<string, string | string[] | undefined>): void {
    this.#status = statusCode;
    const value = headers['retry-after'];
    this.#retryAfter = Array.isArray(value) ? value[0] : value;
  }

  /** The first 4 KB are kept; the rest is read and dropped so the connection can be reused, up to DRAIN_LIMIT. */
  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.#size < RESPONSE_BODY_LIMIT) this.#kept.push(chunk);
    this.#size += chunk.length;
    if (this.#size > DRAIN_LIMIT) {
      this.onResponseEnd();
      controller.abort(TOO_LONG);
    }
  }

  onResponseEnd(): void {
    this.#finish({ status: this.#status, retryAfter: this.#retryAfter, responseBody: startOf(this.#kept, this.#size), error: null });
  }

  onResponseError(_: Dispatcher.DispatchController, error: Error): void {
    this.#finish({ responseBody: null, error: describeError(error, this.#timeoutMs) });
  }

  expire(): void {
    this.#finish({ responseBody: null, error: describeError(TIMED_OUT, this.#timeoutMs) });
    this.#controller?.abort(TIMED_OUT);
  }

  #finish(result: Omit<AttemptResult, 'latencyMs'>): void {
    if (this.#finished) return;
    this.#finished = true;
    this.#done({ ...result, latencyMs: Math.round(performance.now() - this.#started) });
  }
}

/** The start of an answer as text (null: none). */
function startOf(kept: Buffer[], size: number): string | null {
  if (size === 0) return null;
  // PostgreSQL text cannot hold NUL: an endpoint answering binary must not break the batch write.
  return Buffer.concat(kept).subarray(0, RESPONSE_BODY_LIMIT).toString('utf8').replace(/\0/g, '\uFFFD');
}

function describeError(error: unknown, timeoutMs: number): string {
  const err = error as { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError' || err.code === 'UND_ERR_HEADERS_TIMEOUT' || err.code === 'UND_ERR_BODY_TIMEOUT' || err.code === 'UND_ERR_CONNECT_TIMEOUT') {
    return `timeout: no complete answer within ${timeoutMs} ms`;
  }
  if (err.code === 'EWEBHOOKREFUSED' || err.cause?.code === 'EWEBHOOKREFUSED') return `refused: ${err.cause?.message ?? err.message}`;
  const code = err.code ?? err.cause?.code;
  return `connection error${code ? ` ${code}` : ''}: ${err.message ?? String(error)}`;
}

// ------------------------------------------------------------------ judging: pure rules, unit-tested without a network

/** Longest wait a `Retry-After` may ask for; beyond it we keep our own schedule's pace. */
const MAX_RETRY_AFTER_MS = 24 * 3600 * 1000;

type Decision = { kind: 'succeeded' } | { kind: 'gone' } | { kind: 'retry'; at: number } | { kind: 'failed' };

/** ±20 % so that many deliveries failing together do not retry in lockstep. */
export function withJitter(delayMs: number, random: () => number = Math.random): number {
  return Math.round(delayMs * (0.8 + 0.4 * random()));
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds from `now`; undefined if absent or unreadable. */
export function parseRetryAfter(value: string | undefined | null, now: number): number | undefined {
  if (value === undefined || value === null || value.trim() === '') return undefined;
  const text = value.trim();
  let ms: number;
  if (/^\d+$/.test(text)) ms = Number(text) * 1000;
  else {
    // An HTTP date names its day and month; anything else (e.g. "-5") is not one.
    const at = /[a-z]/i.test(text) ? Date.parse(text) : NaN;
    if (Number.isNaN(at)) return undefined;
    ms = at - now;
  }
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/**
 * After attempt number `attempt` (1-based) got `status` (undefined: timeout or connection
 * error): the schedule's delay `i` comes before attempt `i + 1`, so after attempt n the wait
 * is `schedule[n]`, and after the last one the delivery has failed.
 */
export function decide(
  attempt: number,
  outcome: { status?: number; confirmed?: boolean; retryAfter?: string | null },
  scheduleMs: number[],
  now: number,
  random: () => number = Math.random,
): Decision {
  const { status } = outcome;
  if (outcome.confirmed || (status !== undefined && status >= 200 && status < 300)) return { kind: 'succeeded' };
  if (status === 410) return { kind: 'gone' };
  if (attempt >= scheduleMs.length) return { kind: 'failed' };
  if (status === 429 || status === 503) {
    const asked = parseRetryAfter(outcome.retryAfter, now);
    if (asked !== undefined) return { kind: 'retry', at: now + asked };
  }
  return { kind: 'retry', at: now + withJitter(scheduleMs[attempt], random) };
}

/**
 * What became of one claimed delivery: the one shape that travels from where the attempt ran
 * to the store, the metrics and the log. `unsent`: no attempt was made, it is due again at once.
 */
export interface Outcome {
  kind: Decision['kind'] | 'unsent';
  /** When the attempt started (epoch ms); null when none was made. */
  attemptedAt: number | null;
  status: number | null;
  latencyMs: number;
  error: string | null;
  responseBody: string | null;
  /** When a retry is due (epoch ms). */
  retryAt: number | null;
}

/** The outcome of attempt number `attempt` (1-based), started at `attemptedAt`, that got `result`. */
export function judge(attempt: number, attemptedAt: number, result: AttemptResult, scheduleMs: number[], now = Date.now()): Outcome {
  const decision = decide(attempt, result, scheduleMs, now);
  const status = result.status ?? null;
  const error = decision.kind === 'gone' ? 'HTTP 410 Gone: endpoint disabled' : (result.error ?? (decision.kind === 'succeeded' ? null : `HTTP ${status}`));
  return {
    kind: decision.kind,
    attemptedAt,
    status,
    latencyMs: result.latencyMs,
    error,
    responseBody: result.responseBody,
    retryAt: decision.kind === 'retry' ? decision.at : null,
  };
}

const NO_ATTEMPT = { attemptedAt: null, status: null, latencyMs: 0, responseBody: null, retryAt: null } as const;

/** Not attempted: due again at once. */
export const UNSENT: Outcome = { kind: 'unsent', error: null, ...NO_ATTEMPT };

/** Never to be attempted (its endpoint or event is gone): failed without an attempt. */
export function unsendable(why: string): Outcome {
  return { kind: 'failed', error: why, ...NO_ATTEMPT };
}

