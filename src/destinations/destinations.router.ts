// One transport per endpoint URL's scheme: http(s) POSTs (destinations.http.ts); amqp(s), nats and
// redis(s) publish to a broker. A broker's transport, and its client library, are loaded at its
// first attempt: a sender thread that only POSTs starts as before, and an http attempt pays one
// character's test.
import { brokerKindOf, type BrokerKind } from '../webhooks/webhooks.broker-url.js';
import { HttpTransport } from './destinations.http.js';
import type { AttemptRequest, AttemptResult, Transport, TransportOptions } from './destinations.transport.js';

const H = 'h'.charCodeAt(0);

type BrokerTransport = Transport & { forget(url: string): Promise<void> };

const MAKERS: Record<BrokerKind, (options: TransportOptions) => Promise<BrokerTransport>> = {
  amqp: async (options) => new (await import('./destinations.amqp.js')).AmqpTransport(options),
  nats: async (options) => new (await import('./destinations.nats.js')).NatsTransport(options),
  redis: async (options) => new (await import('./destinations.redis.js')).RedisTransport(options),
};

export class DestinationTransport implements Transport {
  readonly #http: HttpTransport;
  readonly #brokers = new Map<BrokerKind, Promise<BrokerTransport>>();

  constructor(private readonly options: TransportOptions) {
    this.#http = new HttpTransport(options);
  }

  send(request: AttemptRequest): Promise<AttemptResult> {
    if (request.url.charCodeAt(0) === H) return this.#http.send(request);
    const kind = brokerKindOf(request.url);
    if (!kind) return this.#http.send(request); // refused there, in its words
    let broker = this.#brokers.get(kind);
    if (!broker) this.#brokers.set(kind, (broker = MAKERS[kind](this.options)));
    return broker.then(
      (transport) => transport.send(request),
      (error: Error) => ({ responseBody: null, error: `transport not loaded: ${error.message}`, latencyMs: 0 }),
    );
  }

  /** Closes the broker connection of an endpoint URL that was deleted, disabled or changed. */
  async forget(url: string): Promise<void> {
    const kind = brokerKindOf(url);
    if (kind) await (await this.#brokers.get(kind))?.forget(url);
  }

  async close(): Promise<void> {
    await Promise.all([this.#http.close(), ...[...this.#brokers.values()].map(async (broker) => (await broker).close())]);
  }
}
