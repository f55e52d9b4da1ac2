// The HTTP transport: a signed POST over a keep-alive pool, with the target vetted again at
// connect time (webhooks.url-safety.ts), a hard timeout, and the start of the answer kept.
import { Pool, type Dispatcher } from 'undici';
import { signatureHeader, webhookHeaders } from '../webhooks/webhooks.signing.js';
import { checkUrlShape, RefusedUrl, vettedLookup } from '../webhooks/webhooks.url-safety.js';
import type { AttemptRequest, AttemptResult, Transport, TransportOptions } from './destinations.transport.js';

const RESPONSE_BODY_LIMIT = 4096;
/** Past this much of an answer we stop reading and drop the connection. */
const DRAIN_LIMIT = 64 * 1024;

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
