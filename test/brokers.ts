// The message brokers these machines run (RabbitMQ 5672, NATS JetStream 4222, Redis 6379), as the
// broker destination tests use them: each test makes its own exchange and queue, stream or key,
// with a unique name, reads what arrived there, and deletes it. A broker that does not answer is
// reported as skipped.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect as natsConnect, type NatsConnection } from '@nats-io/transport-node';
import amqp, { type ChannelModel } from 'amqplib';
import { Redis } from 'ioredis';
import { describe, it } from 'vitest';

export type BrokerName = 'rabbitmq' | 'nats' | 'redis';
export const BROKER_PORTS: Record<BrokerName, number> = { rabbitmq: 5672, nats: 4222, redis: 6379 };

/** One message as it sits at the broker: what a consumer reads. */
export interface Published {
  webhookId: string;
  timestamp: string;
  signature: string;
  body: string;
  /** The routing key (RabbitMQ), subject (NATS) or stream (Redis). */
  key: string;
}

export interface Destination {
  /** The endpoint URL publishing here (through `host` instead of the broker's own, e.g. a fault proxy). */
  url(options?: { host?: string; password?: string }): string;
  /** Makes it take messages: binds a queue (RabbitMQ), adds a stream (NATS); Redis always takes. */
  bind(): Promise<void>;
  /** What arrived so far, in the order the broker holds it. */
  messages(): Promise<Published[]>;
  delete(): Promise<void>;
}

export interface Broker {
  name: BrokerName;
  /** A new destination of unique names; `bound: false` leaves it taking nothing yet. */
  destination(options?: { bound?: boolean }): Promise<Destination>;
  close(): Promise<void>;
}

export function isUp(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

const BROKERS_UP = Object.fromEntries(await Promise.all((Object.keys(BROKER_PORTS) as BrokerName[]).map(async (name) => [name, await isUp(BROKER_PORTS[name])]))) as Record<BrokerName, boolean>;

/** Runs the suite once per broker that answers; a broker that does not is reported as skipped, by name. */
export function describeBrokers(name: string, suite: (broker: BrokerName) => void, brokers: BrokerName[] = ['rabbitmq', 'nats', 'redis']): void {
  for (const broker of brokers) {
    if (BROKERS_UP[broker]) describe(`${name} [${broker}]`, () => suite(broker));
    else
      describe.skip(`${name} [${broker}] (skipped: nothing answers on 127.0.0.1:${BROKER_PORTS[broker]})`, () => {
        it.skip('runs against the broker', () => {});
      });
  }
}

const unique = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;

export async function openBroker(name: BrokerName): Promise<Broker> {
  if (name === 'rabbitmq') return rabbitmq(await amqp.connect('amqp://guest:guest@127.0.0.1:5672'));
  if (name === 'nats') {
    const connection = await natsConnect({ servers: '127.0.0.1:4222' });
    return nats(connection, await jetstreamManager(connection));
  }
  return redis(new Redis({ host: '127.0.0.1', port: 6379, lazyConnect: false }));
}

function rabbitmq(model: ChannelModel): Broker {
  return {
    name: 'rabbitmq',
    async destination({ bound = true } = {}) {
      const exchange = unique('pdn-test-x');
      const queue = unique('pdn-test-q');
      const channel = await model.createChannel();
      await channel.assertExchange(exchange, 'topic', { durable: false });
      const received: Published[] = [];
      let consumer: string | undefined;
      const destination: Destination = {
        url: ({ host = '127.0.0.1:5672', password = 'guest' } = {}) => `amqp://guest:${password}@${host}/?exchange=${exchange}`,
        async bind() {
          await channel.assertQueue(queue, { durable: false });
          await channel.bindQueue(queue, exchange, '#');
          consumer = (
            await channel.consume(
              queue,
              (message) => {
                if (!message) return;
                const h = message.properties.headers ?? {};
                received.push({ webhookId: String(h['webhook-id']), timestamp: String(h['webhook-timestamp']), signature: String(h['webhook-signature']), body: message.content.toString(), key: message.fields.routingKey });
                if (message.properties.messageId !== h['webhook-id']) throw new Error('message_id is not the webhook-id');
              },
              { noAck: true },
            )
          ).consumerTag;
        },
        messages: async () => [...received],
        async delete() {
          if (consumer) await channel.cancel(consumer);
          await channel.deleteQueue(queue);
          await channel.deleteExchange(exchange);
          await channel.close();
        },
      };
      if (bound) await destination.bind();
      return destination;
    },
    close: () => model.close(),
  };
}

function nats(connection: NatsConnection, jsm: JetStreamManager): Broker {
  return {
    name: 'nats',
    async destination({ bound = true } = {}) {
      const prefix = unique('pdn-test').replace(/-/g, '_');
      const stream = prefix.toUpperCase();
      let added = false;
      const destination: Destination = {
        url: ({ host = '127.0.0.1:4222', password } = {}) => `nats://${password ? `pdn:${password}@` : ''}${host}?subject=${prefix}`,
        async bind() {
          await jsm.streams.add({ name: stream, subjects: [`${prefix}.>`] });
          added = true;
        },
        async messages() {
          if (!added) return [];
          const info = await jsm.streams.info(stream);
          const out: Published[] = [];
          for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
            const message = await jsm.streams.getMessage(stream, { seq });
            if (!message) continue;
            const h = message.header;
            if (h.get('Nats-Msg-Id') !== h.get('webhook-id')) throw new Error('Nats-Msg-Id is not the webhook-id');
            out.push({ webhookId: h.get('webhook-id'), timestamp: h.get('webhook-timestamp'), signature: h.get('webhook-signature'), body: message.string(), key: message.subject });
          }
          return out;
        },
        async delete() {
          if (added) await jsm.streams.delete(stream);
        },
      };
      if (bound) await destination.bind();
      return destination;
    },
    close: () => connection.close(),
  };
}

function redis(client: Redis): Broker {
  return {
    name: 'redis',
    async destination() {
      const stream = unique('pdn-test-stream');
      return {
        url: ({ host = '127.0.0.1:6379', password } = {}) => `redis://${password ? `pdn:${password}@` : ''}${host}/0?stream=${stream}`,
        async bind() {},
        async messages() {
          const entries = await client.xrange(stream, '-', '+');
          return entries.map(([, fields]) => {
            const f = Object.fromEntries(fields.reduce<Array<[string, string]>>((pairs, value, i) => (i % 2 === 0 ? [...pairs, [value, '']] : (pairs[pairs.length - 1][1] = value, pairs)), []));
            return { webhookId: f['webhook-id'], timestamp: f['webhook-timestamp'], signature: f['webhook-signature'], body: f.body, key: stream };
          });
        },
        async delete() {
          const markers = await client.keys(`${stream}:pdn-webhook-id:*`);
          await client.del(stream, ...markers);
        },
      };
    },
    close: async () => {
      await client.quit();
    },
  };
}
