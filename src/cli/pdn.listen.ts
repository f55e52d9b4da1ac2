// `pdn listen` and `pdn trigger`: a partner's tools against the API (not the store), run on
// the partner's own machine. listen reads the live event stream and forwards each event to a
// local URL, signed as a Standard Webhook, so a receiver can be built and tested on localhost
// without a public endpoint.
import { createHmac } from 'node:crypto';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { signatureHeader } from '../webhooks/webhooks.signing.js';

const FORWARD_TIMEOUT_MS = 15_000;
const MAX_BACKOFF_MS = 10_000;
/** One request to the API (the key check, trigger) gets this long to answer. */
const REQUEST_TIMEOUT_MS = 10_000;
/** How long listen keeps retrying a server that does not answer before it gives up. */
export const DEFAULT_GIVE_UP_MS = 5 * 60_000;

/**
 * The secret `pdn listen` signs with: derived from the API key, so it stays the same across
 * runs (a receiver configured once keeps working) and tells nothing about the key.
 */
export function listenSecret(apiKey: string): string {
  return 'whsec_' + createHmac('sha256', apiKey).update('pdn listen signing secret').digest('base64');
}

/** No answer from the server at all: nothing listens there, the name does not resolve, TLS failed, a timeout. */
export class ApiUnreachable extends Error {
  constructor(
    readonly apiUrl: string,
    /** What went wrong, e.g. "connection refused (ECONNREFUSED)". */
    readonly reason: string,
  ) {
    super(`no answer from ${apiUrl}: ${reason}`);
  }
}

/** The server answered, and refused. */
export class ApiRefused extends Error {
  constructor(
    readonly request: string,
    readonly status: number,
    /** The problem's code, when the answer was a PDN problem. */
    readonly code: string | undefined,
    readonly detail: string,
  ) {
    super(`${request} answered ${status}${code ? ` ${code}` : ''}: ${detail}`);
  }
}

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused: nothing listens there',
  ENOTFOUND: 'the host name does not resolve',
  EAI_AGAIN: 'the host name does not resolve (for now)',
  ECONNRESET: 'the connection was reset',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  ETIMEDOUT: 'the connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
  UND_ERR_SOCKET: 'the server closed the connection',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its TLS certificate is self-signed (NODE_EXTRA_CA_CERTS can name a CA file to trust)',
  SELF_SIGNED_CERT_IN_CHAIN: 'its TLS certificate chain is not trusted (NODE_EXTRA_CA_CERTS can name a CA file to trust)',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its TLS certificate is not trusted (NODE_EXTRA_CA_CERTS can name a CA file to trust)',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its TLS certificate is for another host name',
  ERR_SSL_WRONG_VERSION_NUMBER: 'it does not speak TLS (http:// rather than https://?)',
};

/** Why a fetch got no answer, in words (with the system's code). */
export function networkReason(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`;
  // fetch wraps the cause; a name resolving to several addresses gives an AggregateError of them.
  let cause = (error as { cause?: unknown }).cause ?? error;
  if (cause instanceof AggregateError && cause.errors.length > 0) cause = cause.errors[0];
  const code = (cause as { code?: string }).code;
  if (code) return `${NETWORK_REASONS[code] ?? (cause as Error).message} (${code})`;
  return (cause as Error).message ?? String(cause);
}

async function refusal(request: string, response: Response): Promise<ApiRefused> {
  const text = await response.text().catch(() => '');
  try {
    const problem = JSON.parse(text) as Problem;
    if (typeof problem.code === 'string') return new ApiRefused(request, response.status, problem.code, problem.detail ?? '');
  } catch {
    // not JSON: below
  }
  return new ApiRefused(request, response.status, undefined, `not a PDN problem: ${text.replace(/\s+/g, ' ').slice(0, 120) || '(empty body)'}`);
}

/** One request to the API, with the key; its JSON answer, or ApiRefused / ApiUnreachable. */
export async function request(apiUrl: string, apiKey: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(new URL(path, apiUrl), {
      method,
      headers: { authorization: `Bearer ${apiKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiUnreachable(apiUrl, networkReason(error));
  }
  if (!response.ok) throw await refusal(`${method} ${path.split('?')[0]}`, response);
  return response.json();
}

/** A cheap authenticated request: resolves if the server takes the key, else ApiRefused / ApiUnreachable. */
export async function checkKey(apiUrl: string, apiKey: string): Promise<void> {
  await request(apiUrl, apiKey, 'GET', '/v1/events?limit=1');
}

export interface ListenOptions {
  apiUrl: string;
  apiKey: string;
  forwardTo: string;
  types?: string[];
  /** Where each line goes (stdout in the CLI). */
  print: (line: string) => void;
  signal?: AbortSignal;
  /** Give up (ApiUnreachable) once the server has not answered for this long. Default 5 minutes. */
  giveUpAfterMs?: number;
}

interface Problem {
  detail?: string;
  code?: string;
}


/** POSTs one event to the receiver, signed; the line to print for it. */
async function forward(options: ListenOptions, secret: string, event: EventSourceMessage): Promise<string> {
  const started = performance.now();
  const timestamp = Math.floor(Date.now() / 1000);
  const id = event.id ?? '';
  let outcome: string;
  try {
    const response = await fetch(options.forwardTo, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'pdn-listen',
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureHeader([secret], id, timestamp, event.data),
      },
      body: event.data,
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    outcome = `[${response.status}]`;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    outcome = `[error ${cause}]`;
  }
  const ms = Math.round(performance.now() - started);
  return `${new Date().toISOString()}  --> ${event.event ?? 'message'}  ${id}  ${outcome}  ${ms} ms`;
}

/**
 * Streams the partner's events and forwards each, in order, until `signal` aborts. A dropped
 * connection is retried with backoff, a line printed for each try, and resumed after the last
 * event received (Last-Event-ID); once the server has not answered for `giveUpAfterMs`, it
 * gives up with ApiUnreachable. A refusal that retrying cannot mend (the key, the request)
 * ends it with ApiRefused.
 */
export async function listen(options: ListenOptions): Promise<void> {
  const secret = listenSecret(options.apiKey);
  const streamUrl = new URL('/v1/events/stream', options.apiUrl);
  if (options.types?.length) streamUrl.searchParams.set('types', options.types.join(','));
  const giveUpAfterMs = options.giveUpAfterMs ?? DEFAULT_GIVE_UP_MS;
  let lastEventId: string | undefined;
  let backoff = 500;
  /** Since when the server has not answered (undefined while it does). */
  let downSince: number | undefined;
  let forwarding: Promise<void> = Promise.resolve();
  const stamp = () => new Date().toISOString();

  while (!options.signal?.aborted) {
    try {
      let response: Response;
      try {
        response = await fetch(streamUrl, {
          headers: { authorization: `Bearer ${options.apiKey}`, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
          signal: options.signal,
        });
      } catch (error) {
        if (options.signal?.aborted) break;
        throw new ApiUnreachable(options.apiUrl, networkReason(error));
      }
      downSince = undefined;
      if (response.status === 401 || response.status === 403 || response.status === 404 || response.status === 400 || response.status === 422) {
        throw await refusal('GET /v1/events/stream', response);
      }
      if (!response.ok || !response.body) {
        const wait = Number(response.headers.get('retry-after')) * 1000 || backoff;
        options.print(`${stamp()}  stream refused (${(await refusal('GET /v1/events/stream', response)).message}); retrying in ${Math.round(wait / 1000)} s`);
        await sleep(wait, options.signal);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
        continue;
      }
      options.print(lastEventId ? `${stamp()}  reconnected, resuming after ${lastEventId}` : `${stamp()}  connected to ${streamUrl.origin}`);
      backoff = 500;
      const parser = createParser({
        onEvent: (event) => {
          if (event.id) lastEventId = event.id;
          forwarding = forwarding.then(async () => options.print(await forward(options, secret, event)));
        },
      });
      const decoder = new TextDecoder();
      for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }));
      if (!options.signal?.aborted) options.print(`${stamp()}  stream ended; reconnecting`);
    } catch (error) {
      if (error instanceof ApiRefused) throw error;
      if (options.signal?.aborted) break;
      const reason = error instanceof ApiUnreachable ? error.reason : networkReason(error);
      downSince ??= Date.now();
      const silentFor = Date.now() - downSince;
      if (silentFor >= giveUpAfterMs) throw new ApiUnreachable(options.apiUrl, `${reason}; no answer for ${Math.round(silentFor / 1000)} s, giving up`);
      const giveUpAt = new Date(downSince + giveUpAfterMs).toISOString().slice(11, 19);
      options.print(
        `${stamp()}  connection lost: ${reason}, at ${streamUrl.origin} (PDN_API_URL); retrying in ${Math.round(backoff / 100) / 10} s, until ${giveUpAt} UTC. Is the server still running there?`,
      );
      await sleep(backoff, options.signal);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    }
  }
  await forwarding;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** `pdn trigger`: a sandbox order that goes through its whole lifecycle by itself. */
export function trigger(apiUrl: string, apiKey: string, zone?: string): Promise<unknown> {
  return request(apiUrl, apiKey, 'POST', '/v1/test_helpers/orders', {
    ...(zone ? { zone } : {}),
    pickup: { creator: 'Sandbox Kitchen', eta_mins: 10 },
    dropoff: { area: 'Sandbox Park' },
    payout_estimate: { currency: 'EUR', amount: 4.5 },
    auto_advance: true,
  });
}
