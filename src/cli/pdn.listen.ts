// `pdn listen` and `pdn trigger`: a partner's tools against the API (not the store), run on
// the partner's own machine. listen reads the live event stream and forwards each event to a
// local URL, signed as a Standard Webhook, so a receiver can be built and tested on localhost
// without a public endpoint.
import { createHmac } from 'node:crypto';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { signatureHeader } from '../webhooks/webhooks.signing.js';

export const DEFAULT_API_URL = 'http://127.0.0.1:8080';
const FORWARD_TIMEOUT_MS = 15_000;
const MAX_BACKOFF_MS = 10_000;

/**
 * The secret `pdn listen` signs with: derived from the API key, so it stays the same across
 * runs (a receiver configured once keeps working) and tells nothing about the key.
 */
export function listenSecret(apiKey: string): string {
  return 'whsec_' + createHmac('sha256', apiKey).update('pdn listen signing secret').digest('base64');
}

export class ListenError extends Error {}

export interface ListenOptions {
  apiUrl: string;
  apiKey: string;
  forwardTo: string;
  types?: string[];
  /** Where each line goes (stdout in the CLI). */
  print: (line: string) => void;
  signal?: AbortSignal;
}

interface Problem {
  detail?: string;
  code?: string;
}

async function problemOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const problem = JSON.parse(text) as Problem;
    return `${response.status} ${problem.code ?? ''}: ${problem.detail ?? text}`.trim();
  } catch {
    return `${response.status} ${text.slice(0, 200)}`;
  }
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
 * connection is retried with backoff and resumed after the last event received
 * (Last-Event-ID). A key the API refuses ends it with a ListenError.
 */
export async function listen(options: ListenOptions): Promise<void> {
  const secret = listenSecret(options.apiKey);
  const streamUrl = new URL('/v1/events/stream', options.apiUrl);
  if (options.types?.length) streamUrl.searchParams.set('types', options.types.join(','));
  let lastEventId: string | undefined;
  let backoff = 500;
  let forwarding: Promise<void> = Promise.resolve();

  while (!options.signal?.aborted) {
    try {
      const response = await fetch(streamUrl, {
        headers: { authorization: `Bearer ${options.apiKey}`, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
        signal: options.signal,
      });
      if (response.status === 401 || response.status === 403 || response.status === 404 || response.status === 400 || response.status === 422) {
        throw new ListenError(`the API refused the stream: ${await problemOf(response)}`);
      }
      if (!response.ok || !response.body) {
        const wait = Number(response.headers.get('retry-after')) * 1000 || backoff;
        options.print(`${new Date().toISOString()}  stream refused (${await problemOf(response)}); retrying in ${Math.round(wait / 1000)} s`);
        await sleep(wait, options.signal);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
        continue;
      }
      options.print(lastEventId ? `${new Date().toISOString()}  reconnected, resuming after ${lastEventId}` : `${new Date().toISOString()}  connected to ${streamUrl.origin}`);
      backoff = 500;
      const parser = createParser({
        onEvent: (event) => {
          if (event.id) lastEventId = event.id;
          forwarding = forwarding.then(async () => options.print(await forward(options, secret, event)));
        },
      });
      const decoder = new TextDecoder();
      for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }));
      if (!options.signal?.aborted) options.print(`${new Date().toISOString()}  stream ended; reconnecting`);
    } catch (error) {
      if (error instanceof ListenError) throw error;
      if (options.signal?.aborted) break;
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      options.print(`${new Date().toISOString()}  connection lost (${cause}); reconnecting in ${Math.round(backoff / 100) / 10} s`);
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
export async function trigger(apiUrl: string, apiKey: string, zone?: string): Promise<unknown> {
  const response = await fetch(new URL('/v1/test_helpers/orders', apiUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ...(zone ? { zone } : {}),
      pickup: { creator: 'Sandbox Kitchen', eta_mins: 10 },
      dropoff: { area: 'Sandbox Park' },
      payout_estimate: { currency: 'EUR', amount: 4.5 },
      auto_advance: true,
    }),
  });
  if (!response.ok) throw new ListenError(`the API refused the order: ${await problemOf(response)}`);
  return response.json();
}
