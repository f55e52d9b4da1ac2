// One HTTP attempt: a signed POST over a keep-alive pool, with the target vetted again at
// connect time (see webhooks.url-safety.ts), a hard timeout, and the start of the answer kept.
import { setMaxListeners } from 'node:events';
import { Agent } from 'undici';
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

export interface AttemptResult {
  status?: number;
  retryAfter?: string;
  responseBody: string | null;
  error: string | null;
  latencyMs: number;
}

export interface SenderOptions {
  timeoutMs: number;
  allowPrivate: boolean;
}

/**
 * The hard timeout, one AbortSignal for all attempts that start within the same slice of time:
 * `AbortSignal.timeout` costs 11 µs (a timer and a signal), a tenth of the sender thread's time
 * per delivery in the drain (docs/performance.md, "Dispatcher"). Every attempt is given its full
 * timeout, and at most one slice more.
 */
class SharedDeadline {
  readonly #timeoutMs: number;
  readonly #sliceMs: number;
  #signal: AbortSignal | null = null;
  #sliceEnds = 0;

  constructor(timeoutMs: number) {
    this.#timeoutMs = timeoutMs;
    this.#sliceMs = Math.min(100, Math.ceil(timeoutMs / 20));
  }

  signal(): AbortSignal {
    const now = performance.now();
    if (this.#signal === null || now >= this.#sliceEnds) {
      this.#sliceEnds = now + this.#sliceMs;
      this.#signal = AbortSignal.timeout(this.#timeoutMs + this.#sliceMs);
      setMaxListeners(0, this.#signal); // one listener per attempt in flight
    }
    return this.#signal;
  }
}

export class Sender {
  readonly #agent: Agent;
  readonly #deadline: SharedDeadline;
  readonly #urls = new Map<string, URL | RefusedUrl>();

  constructor(private readonly options: SenderOptions) {
    this.#deadline = new SharedDeadline(options.timeoutMs);
    // No per-origin connection limit here: the dispatcher caps attempts per endpoint, and
    // several endpoints may share an origin (one host, many paths); a hanging one must not
    // hold the connections the others need.
    this.#agent = new Agent({
      keepAliveTimeout: 30_000,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connect: {
        timeout: options.timeoutMs,
        // Every connection to a host name goes to an address vetted in this very lookup.
        ...(options.allowPrivate ? {} : { lookup: vettedLookup }),
      },
    });
  }

  /** Parsed and shape-checked once per URL; a literal address is judged here (no lookup happens for it). */
  #target(text: string): URL {
    let target = this.#urls.get(text);
    if (!target) {
      try {
        target = checkUrlShape(text, this.options.allowPrivate);
      } catch (error) {
        target = error instanceof RefusedUrl ? error : new RefusedUrl(String(error));
      }
      if (this.#urls.size > 10_000) this.#urls.clear();
      this.#urls.set(text, target);
    }
    if (target instanceof RefusedUrl) throw target;
    return target;
  }

  async send(request: AttemptRequest): Promise<AttemptResult> {
    const started = performance.now();
    const latency = () => Math.round(performance.now() - started);
    let url: URL;
    try {
      url = this.#target(request.url);
    } catch (error) {
      return { responseBody: null, error: `refused: ${(error as Error).message}`, latencyMs: 0 };
    }
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const response = await this.#agent.request({
        origin: url.origin,
        path: url.pathname + url.search,
        method: 'POST',
        headers: webhookHeaders(request.eventId, timestamp, signatureHeader(request.secrets, request.eventId, timestamp, request.body)),
        body: request.body,
        signal: this.#deadline.signal(),
      });
      const responseBody = await readStart(response.body);
      const retryAfter = response.headers['retry-after'];
      return {
        status: response.statusCode,
        retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
        responseBody,
        error: null,
        latencyMs: latency(),
      };
    } catch (error) {
      return { responseBody: null, error: describeError(error, this.options.timeoutMs), latencyMs: latency() };
    }
  }

  close(): Promise<void> {
    return this.#agent.close();
  }
}

/** The first 4 KB of the answer; the rest is read and dropped so the connection can be reused. */
async function readStart(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<string | null> {
  const kept: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    if (size < RESPONSE_BODY_LIMIT) kept.push(chunk);
    size += chunk.length;
    if (size > DRAIN_LIMIT) {
      body.destroy();
      break;
    }
  }
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
