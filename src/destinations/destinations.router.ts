// One transport per endpoint URL's scheme: http(s) POSTs (destinations.http.ts); amqp(s), nats and
// redis(s) publish to a broker. A broker's transport is made at its first attempt; an http
// attempt pays one character's test and nothing else.
import { brokerKindOf, type BrokerKind } from '../webhooks/webhooks.broker-url.js';
import { AmqpTransport } from './destinations.amqp.js';
import { HttpTransport } from './destinations.http.js';
import { NatsTransport } from './destinations.nats.js';
import { RedisTransport } from './destinations.redis.js';
import type { AttemptRequest, AttemptResult, Transport, TransportOptions } from './destinations.transport.js';

const H = 'h'.charCodeAt(0);

const MAKERS: Record<BrokerKind, (options: TransportOptions) => Transport & { forget(url: string): Promise<void> }> = {
  amqp: (options) => new AmqpTransport(options),
  nats: (options) => new NatsTransport(options),
  redis: (options) => new RedisTransport(options),
};

export class DestinationTransport implements Transport {
  readonly #http: HttpTransport;
  readonly #brokers = new Map<BrokerKind, Transport & { forget(url: string): Promise<void> }>();

  constructor(private readonly options: TransportOptions) {
    this.#http = new HttpTransport(options);
  }

  send(request: AttemptRequest): Promise<AttemptResult> {
    if (request.url.charCodeAt(0) === H) return this.#http.send(request);
    const kind = brokerKindOf(request.url);
    if (!kind) return this.#http.send(request); // refused there, in its words
    let broker = this.#brokers.get(kind);
    if (!broker) this.#brokers.set(kind, (broker = MAKERS[kind](this.options)));
    return broker.send(request);
  }

  /** Closes the broker connection of an endpoint URL that was deleted, disabled or changed. */
  async forget(url: string): Promise<void> {
    const kind = brokerKindOf(url);
    if (kind) await this.#brokers.get(kind)?.forget(url);
  }

  async close(): Promise<void> {
    await Promise.all([this.#http.close(), ...[...this.#brokers.values()].map((broker) => broker.close())]);
  }
}
