// Redis streams: each attempt is one script that adds the event to the stream (`XADD KEY *` with
// fields webhook-id, webhook-timestamp, webhook-signature, body) unless that webhook-id was added
// before, in one step. Delivered = the entry's id (the earlier one's, for a repeat). Redis answers
// only once the command ran; an error or no answer within the timeout is a failed attempt.
import { Redis } from 'ioredis';
import { signatureHeader } from '../webhooks/webhooks.signing.js';
import { BrokerFailure, Connections, type Opener } from './destinations.connections.js';
import type { AttemptRequest, AttemptResult, Transport, TransportOptions } from './destinations.transport.js';

/** How long a webhook-id is remembered per stream: longer than the retry schedule, and the replay window. */
export const REDIS_DEDUP_MS = 7 * 24 * 3600 * 1000;

/** KEYS: the stream, its webhook-id marker. ARGV: id, timestamp, signature, body, marker's lifetime (ms). */
const ADD_ONCE = `
local seen = redis.call('GET', KEYS[2])
if seen then return {seen, 1} end
local id = redis.call('XADD', KEYS[1], '*', 'webhook-id', ARGV[1], 'webhook-timestamp', ARGV[2], 'webhook-signature', ARGV[3], 'body', ARGV[4])
redis.call('SET', KEYS[2], id, 'PX', ARGV[5])
return {id, 0}`;

/** The key that marks a webhook-id as added to `stream`. */
export const dedupKey = (stream: string, webhookId: string) => `${stream}:pdn-webhook-id:${webhookId}`;

type StreamClient = Redis & { pdnAddOnce(stream: string, marker: string, ...args: string[]): Promise<[string, number]> };

const opener = (timeoutMs: number): Opener<StreamClient> => ({
  async open(target, address, lost) {
    let ready = false;
    const client = new Redis({
      host: address,
      port: target.port,
      username: target.username || undefined,
      password: target.password || undefined,
      db: Number(target.path),
      tls: target.tls ? { servername: target.host } : undefined,
      lazyConnect: true,
      connectTimeout: timeoutMs,
      // Commands fail at once while it is away (recorded, retried on the schedule), not queued.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // Once it was open, the client reconnects with backoff; the first connection is ours to retry.
      retryStrategy: (times) => (ready ? Math.min(100 * 2 ** Math.min(times, 6), 5_000) : null),
      enableReadyCheck: false,
      connectionName: `pdn:${target.target}`,
    }) as StreamClient;
    // Once open, each command says what failed; while opening, the first error is the reason (a
    // refused AUTH surfaces only here: connect() itself then rejects with "Connection is closed").
    let failure: unknown;
    client.on('error', (error: unknown) => (failure ??= error));
    client.defineCommand('pdnAddOnce', { numberOfKeys: 2, lua: ADD_ONCE });
    try {
      await client.connect();
    } catch (error) {
      client.disconnect();
      throw failure ?? error;
    }
    ready = true;
    client.on('end', lost);
    return client;
  },
  async close(client) {
    await client.quit().catch(() => client.disconnect());
  },
  describe: describeRedisError,
});

export function describeRedisError(error: unknown): string {
  const err = error as { code?: string; message?: string };
  const message = err.message ?? String(error);
  if (/WRONGPASS|NOAUTH|invalid password|AUTH/i.test(message)) return `authentication failed: ${message}`;
  if (err.code === 'ECONNREFUSED' || /ECONNREFUSED/.test(message)) return `connection refused: ${message}`;
  if (/WRONGTYPE/.test(message)) return `not a stream: ${message}`;
  if (/enableOfflineQueue|Connection is closed|Stream isn't writeable/i.test(message)) return `connection lost: ${message}`;
  if (/timed? ?out/i.test(message) || err.code === 'ETIMEDOUT') return `timeout: ${message}`;
  return `error: ${message}`;
}

export class RedisTransport implements Transport {
  readonly #connections: Connections<StreamClient>;

  constructor(private readonly options: TransportOptions) {
    this.#connections = new Connections(opener(options.timeoutMs), options);
  }

  async send(request: AttemptRequest): Promise<AttemptResult> {
    const started = performance.now();
    const done = (result: { error: string | null; responseBody?: string | null; confirmed?: boolean }): AttemptResult => ({
      responseBody: null,
      ...result,
      error: result.error === null ? null : this.#connections.mask(request.url, result.error),
      latencyMs: Math.round(performance.now() - started),
    });
    let timer: NodeJS.Timeout | undefined;
    try {
      const { target, connection: client } = await this.#connections.get(request.url);
      const timestamp = Math.floor(Date.now() / 1000);
      const signature = signatureHeader(request.secrets, request.eventId, timestamp, request.body);
      const added = client.pdnAddOnce(target.target, dedupKey(target.target, request.eventId), request.eventId, String(timestamp), signature, request.body, String(REDIS_DEDUP_MS));
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out: no answer within ${this.options.timeoutMs} ms`)), this.options.timeoutMs);
      });
      const [id, repeat] = await Promise.race([added, late]);
      return done({ error: null, confirmed: true, responseBody: `XADD ${target.target}: ${id}${repeat ? ' (added before: not added again)' : ''}` });
    } catch (error) {
      return done({ error: error instanceof BrokerFailure ? error.message : describeRedisError(error) });
    } finally {
      clearTimeout(timer);
    }
  }

  forget(url: string): Promise<void> {
    return this.#connections.forget(url);
  }

  close(): Promise<void> {
    return this.#connections.close();
  }
}
