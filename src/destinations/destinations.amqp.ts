// RabbitMQ: each attempt is published to the endpoint's exchange with routing key = the event type,
// persistent and `mandatory`, on a channel in confirm mode. Delivered = the broker's ack; a message
// no queue took comes back (basic.return, which RabbitMQ sends before that message's ack), a nack,
// or no confirm within the timeout, is a failed attempt, retried on the schedule.
import amqp, { type ChannelModel, type ConfirmChannel, type Message } from 'amqplib';
import { signatureHeader } from '../webhooks/webhooks.signing.js';
import { BrokerFailure, Connections, type Opener } from './destinations.connections.js';
import type { AttemptRequest, AttemptResult, Transport, TransportOptions } from './destinations.transport.js';

interface Link {
  model: ChannelModel;
  /** The confirm channel; none after the broker closed it (an exchange that is not there): the next attempt opens one. */
  channel: ConfirmChannel | null;
  opening: Promise<ConfirmChannel> | null;
  /** Per webhook-id, returns seen and not yet matched with their confirm. */
  returned: Map<string, string>;
  /** Attempts waiting for a confirm on the current channel: answered if it closes. */
  waiting: Set<(error: string) => void>;
}

const opener: Opener<Link> = {
  async open(target, address, lost) {
    const model = await amqp.connect(
      { protocol: target.tls ? 'amqps' : 'amqp', hostname: address, port: target.port, username: target.username || 'guest', password: target.password || 'guest', vhost: target.path, heartbeat: 30 },
      target.tls ? { servername: target.host } : {},
    );
    const link: Link = { model, channel: null, opening: null, returned: new Map(), waiting: new Set() };
    model.on('error', () => {}); // 'close' follows, and is what counts
    model.on('close', (error?: Error) => {
      lost();
      failWaiting(link, `connection lost: ${error?.message ?? 'closed by the broker'}`);
    });
    await channelOf(link);
    return link;
  },
  async close(link) {
    await link.model.close().catch(() => {});
  },
  describe: describeAmqpError,
};

function failWaiting(link: Link, error: string): void {
  const waiting = [...link.waiting];
  link.waiting.clear();
  for (const fail of waiting) fail(error);
}

function channelOf(link: Link): Promise<ConfirmChannel> {
  if (link.channel) return Promise.resolve(link.channel);
  link.opening ??= link.model.createConfirmChannel().then(
    (channel) => {
      let reason = 'channel closed by the broker';
      channel.on('error', (error: unknown) => (reason = describeAmqpError(error))); // 'close' follows
      channel.on('return', (message: Message) => {
        const id = message.properties.messageId as string | undefined;
        // basic.return's fields carry its reply text (NO_ROUTE), though the declared type omits it.
        const why = (message.fields as { replyText?: string }).replyText ?? 'NO_ROUTE';
        if (id) link.returned.set(id, `returned: no queue bound to exchange "${message.fields.exchange}" for routing key "${message.fields.routingKey}" (${why})`);
      });
      channel.on('close', () => {
        if (link.channel === channel) link.channel = null;
        link.returned.clear();
        failWaiting(link, reason);
      });
      link.channel = channel;
      link.opening = null;
      return channel;
    },
    (error: unknown) => {
      link.opening = null;
      throw error;
    },
  );
  return link.opening;
}

export function describeAmqpError(error: unknown): string {
  const err = error as { code?: string | number; message?: string };
  const message = err.message ?? String(error);
  if (/ACCESS.REFUSED|403/.test(message)) return `authentication failed: ${message}`;
  if (err.code === 'ECONNREFUSED') return `connection refused: ${message}`;
  if (/NOT_FOUND - no exchange/.test(message)) return `no exchange: ${message}`;
  if (err.code === 'ETIMEDOUT') return `timeout: ${message}`;
  return `connection error${typeof err.code === 'string' ? ` ${err.code}` : ''}: ${message}`;
}

export class AmqpTransport implements Transport {
  readonly #connections: Connections<Link>;

  constructor(private readonly options: TransportOptions) {
    this.#connections = new Connections(opener, options);
  }

  async send(request: AttemptRequest): Promise<AttemptResult> {
    const started = performance.now();
    const done = (result: { error: string | null; responseBody?: string | null; confirmed?: boolean }): AttemptResult => ({
      responseBody: null,
      ...result,
      error: result.error === null ? null : this.#connections.mask(request.url, result.error),
      latencyMs: Math.round(performance.now() - started),
    });
    try {
      const { target, connection: link } = await this.#connections.get(request.url);
      const channel = await channelOf(link);
      const timestamp = Math.floor(Date.now() / 1000);
      const type = typeOf(request.body);
      const error = await new Promise<string | null>((resolve) => {
        const finish = (error: string | null) => {
          clearTimeout(timer);
          link.waiting.delete(finish);
          resolve(error);
        };
        const timer = setTimeout(() => finish(`timeout: no publisher confirm within ${this.options.timeoutMs} ms`), this.options.timeoutMs);
        link.waiting.add(finish);
        const headers = { 'webhook-id': request.eventId, 'webhook-timestamp': String(timestamp), 'webhook-signature': signatureHeader(request.secrets, request.eventId, timestamp, request.body) };
        const options = { persistent: true, mandatory: true, messageId: request.eventId, timestamp, type, contentType: 'application/json', headers };
        channel.publish(target.target, type, Buffer.from(request.body), options, (err: unknown) => {
          const returned = link.returned.get(request.eventId);
          link.returned.delete(request.eventId);
          if (!err) return finish(returned ?? null);
          // A closing channel answers its unconfirmed publishes with an error too: its close,
          // which names the cause (an exchange that is not there), is given the first word.
          const why = err instanceof Error ? err.message : 'basic.nack';
          setImmediate(() => finish(/closed/i.test(why) ? `connection lost: ${why}` : `nacked: the broker did not take the message (${why})`));
        });
      });
      if (error !== null) return done({ error });
      return done({ error: null, confirmed: true, responseBody: `confirmed by RabbitMQ (exchange "${target.target}", routing key "${type}")` });
    } catch (error) {
      return done({ error: error instanceof BrokerFailure ? error.message : describeAmqpError(error) });
    }
  }

  forget(url: string): Promise<void> {
    return this.#connections.forget(url);
  }

  close(): Promise<void> {
    return this.#connections.close();
  }
}

/** The envelope's `type`, read without parsing the body (it is the envelope's second field). */
export function typeOf(body: string): string {
  const match = /"type":"([^"]+)"/.exec(body);
  return match ? match[1] : 'unknown';
}
