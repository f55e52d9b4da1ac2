// `npx tsx bench/destinations.bench.ts`: the worker drains 20,000 deliveries to each broker (RabbitMQ,
// NATS JetStream, Redis stream) against a raw publish of the same messages, signed the same way,
// with the same client, the same confirmation mode (publisher confirms; PubAck; XADD's answer)
// and as many in flight as the endpoint's slots, in the same run: raw before and after each drain,
// the drain compared with their geometric mean. Target: at least 0.5× raw.
//
//   BENCH_STORES=sqlite[,postgres]   BENCH_ROUNDS=1   BENCH_DEST_ORDERS=5000 (×4 events)
//   BENCH_DEST_SLOTS=32 (PDN_WEBHOOK_ENDPOINT_CONCURRENCY, and the raw publish's window)
//   BENCH_BROKERS=rabbitmq,nats,redis
// A broker that does not answer is skipped, and said so. Results are printed and appended to
// bench/results/destinations.md.
import fs from 'node:fs';
import path from 'node:path';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect as natsConnect, headers as natsHeaders } from '@nats-io/transport-node';
import amqp from 'amqplib';
import { Redis } from 'ioredis';
import { Pool } from 'undici';
import { envelopeBody } from '../src/events/events.mapper.js';
import { openStore, type Dialect } from '../src/store/store.js';
import { signatureHeader } from '../src/webhooks/webhooks.signing.js';
import { isUp, BROKER_PORTS, type BrokerName } from '../test/brokers.js';
import { freshDatabase, type BenchDatabase } from './lib/dataset.js';
import { BENCH_ADMIN_KEY, ROOT, startService, withChild, type Child } from './lib/processes.js';
import { log } from './lib/report.js';

const STORES = (process.env.BENCH_STORES || 'sqlite').split(',') as Dialect[];
const ROUNDS = Number(process.env.BENCH_ROUNDS || 1);
const ORDERS = Number(process.env.BENCH_DEST_ORDERS || 5000);
const TOTAL = ORDERS * 4;
const SLOTS = Number(process.env.BENCH_DEST_SLOTS || 32);
const BROKERS = (process.env.BENCH_BROKERS || 'rabbitmq,nats,redis').split(',') as BrokerName[];
const ZONE = 'zone-dest';
const ENV = { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_TIMEOUT: '5s', PDN_WEBHOOK_ENDPOINT_CONCURRENCY: String(SLOTS) };
const ORDER = { zone: ZONE, pickup: { creator: 'Mama Kitchen', eta_mins: 12 }, dropoff: { area: 'Riverside' }, payout_estimate: { currency: 'EUR', amount: 4.5 } };
const PLACEHOLDER = 'redis://127.0.0.1:6379/0?stream=pdn-bench-placeholder';

async function api(base: string, method: string, urlPath: string, key: string, body?: unknown): Promise<any> {
  const response = await fetch(base + urlPath, { method, headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const parsed = await response.json();
  if (!response.ok) throw new Error(`${method} ${urlPath}: ${response.status} ${JSON.stringify(parsed)}`);
  return parsed;
}

/** The backlog, made through the API with the worker off: ORDERS lives (4 events each) to one ordered endpoint. */
async function backlog(dialect: Dialect): Promise<{ database: BenchDatabase; secret: string }> {
  const database = await freshDatabase(dialect, 'dest_backlog');
  const secret = await withChild(startService(database.url, ENV), async (pdn: Child) => {
    const partner = await api(pdn.url, 'POST', '/v1/admin/partners', BENCH_ADMIN_KEY, { name: 'Broker fleet', territories: [ZONE] });
    const { key } = await api(pdn.url, 'POST', `/v1/admin/partners/${partner.id}/api_keys`, BENCH_ADMIN_KEY);
    const endpoint = await api(pdn.url, 'POST', '/v1/webhook_endpoints', key, { url: PLACEHOLDER, enabled_events: ['*'] });
    const riders: string[] = [];
    for (let r = 0; r < 32; r++) riders.push((await api(pdn.url, 'POST', '/v1/admin/riders', BENCH_ADMIN_KEY, { partner_id: partner.id, zone: ZONE, capacity: 50, status: 'online' })).rider_id);
    const pool = new Pool(pdn.url, { connections: 10 });
    const call = async (p: string, k: string, body?: unknown) => {
      const response = await pool.request({ method: 'POST', path: p, headers: { authorization: `Bearer ${k}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
      const text = await response.body.text();
      if (response.statusCode >= 300) throw new Error(`${p}: ${response.statusCode} ${text}`);
      return JSON.parse(text) as { order_id: string };
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < ORDERS) {
          const n = next++;
          const { order_id: id } = await call('/v1/admin/orders', BENCH_ADMIN_KEY, ORDER);
          await call(`/v1/orders/${id}/accept`, key, { rider_id: riders[n % riders.length] });
          await call(`/v1/admin/orders/${id}/pickup`, BENCH_ADMIN_KEY);
          await call(`/v1/admin/orders/${id}/deliver`, BENCH_ADMIN_KEY);
        }
      }),
    );
    await pool.close();
    return endpoint.secret as string;
  });
  return { database, secret };
}

/** A destination of its own on the broker: where messages go, how many arrived, and how to publish raw there. */
interface Target {
  url: string;
  count(): Promise<number>;
  /** Publishes one message the way the transport does, resolving on the broker's acknowledgement. */
  publish(id: string, type: string, body: string, signature: string, timestamp: number): Promise<unknown>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

async function target(name: BrokerName): Promise<Target> {
  const tag = `pdn-bench-${process.pid}`;
  if (name === 'rabbitmq') {
    const model = await amqp.connect('amqp://guest:guest@127.0.0.1:5672');
    const admin = await model.createChannel();
    await admin.assertExchange(tag, 'topic', { durable: false });
    await admin.assertQueue(tag, { durable: false });
    await admin.bindQueue(tag, tag, '#');
    const channel = await model.createConfirmChannel();
    return {
      url: `amqp://guest:guest@127.0.0.1:5672/?exchange=${tag}`,
      count: async () => (await admin.checkQueue(tag)).messageCount,
      publish: (id, type, body, signature, timestamp) =>
        new Promise<void>((resolve, reject) =>
          channel.publish(tag, type, Buffer.from(body), { persistent: true, mandatory: true, messageId: id, timestamp, type, contentType: 'application/json', headers: { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature } }, (error: unknown) =>
            error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
          ),
        ),
      reset: async () => void (await admin.purgeQueue(tag)),
      close: async () => {
        await admin.deleteQueue(tag);
        await admin.deleteExchange(tag);
        await model.close();
      },
    };
  }
  if (name === 'nats') {
    const connection = await natsConnect({ servers: '127.0.0.1:4222' });
    const jsm = await jetstreamManager(connection);
    const js = jetstream(connection);
    const prefix = tag.replace(/-/g, '_');
    await jsm.streams.add({ name: prefix.toUpperCase(), subjects: [`${prefix}.>`] });
    return {
      url: `nats://127.0.0.1:4222?subject=${prefix}`,
      count: async () => (await jsm.streams.info(prefix.toUpperCase())).state.messages,
      publish: (id, type, body, signature, timestamp) => {
        const h = natsHeaders();
        h.set('webhook-id', id);
        h.set('webhook-timestamp', String(timestamp));
        h.set('webhook-signature', signature);
        h.set('content-type', 'application/json');
        return js.publish(`${prefix}.${type}`, body, { msgID: id, headers: h, timeout: 5000, retries: 1 });
      },
      // Deleted and made again, not purged: the stream's duplicate window would take the drain's
      // messages (the same Nats-Msg-Ids as the raw run's) as repeats and store none of them.
      reset: async () => {
        await jsm.streams.delete(prefix.toUpperCase());
        await jsm.streams.add({ name: prefix.toUpperCase(), subjects: [`${prefix}.>`] });
      },
      close: async () => {
        await jsm.streams.delete(prefix.toUpperCase());
        await connection.close();
      },
    };
  }
  const client = new Redis({ host: '127.0.0.1', port: 6379 });
  return {
    url: `redis://127.0.0.1:6379/0?stream=${tag}`,
    count: () => client.xlen(tag),
    publish: (id, _type, body, signature, timestamp) => client.xadd(tag, '*', 'webhook-id', id, 'webhook-timestamp', String(timestamp), 'webhook-signature', signature, 'body', body),
    reset: async () => {
      const markers = await client.keys(`${tag}:pdn-webhook-id:*`);
      for (let i = 0; i < markers.length; i += 1000) await client.del(...markers.slice(i, i + 1000));
      await client.del(tag);
    },
    close: async () => {
      await client.del(tag);
      await client.quit();
    },
  };
}

/** The raw rate: the backlog's messages published with SLOTS in flight, each awaited as the transport does. */
async function raw(into: Target, messages: Array<{ id: string; type: string; body: string }>, secret: string): Promise<number> {
  await into.reset();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SLOTS }, async () => {
      while (next < messages.length) {
        const { id, type, body } = messages[next++];
        const timestamp = Math.floor(Date.now() / 1000);
        await into.publish(id, type, body, signatureHeader([secret], id, timestamp, body), timestamp);
      }
    }),
  );
  const rate = messages.length / ((performance.now() - started) / 1000);
  await into.reset();
  return rate;
}

/** The worker's rate: from the first message at the broker to the last of TOTAL. */
async function drain(database: BenchDatabase, dialect: Dialect, into: Target, label: string): Promise<number> {
  const copy = await freshDatabase(dialect, `dest_${label}`, database);
  try {
    const store = openStore(copy.url, { poolSize: 1 });
    await store.db.updateTable('webhook_endpoints').set({ url: into.url }).where('url', '=', PLACEHOLDER).execute();
    await store.close();
    return await withChild(startService(copy.url, { ...ENV, PDN_WEBHOOKS: 'on' }), async () => {
      let first = 0;
      for (;;) {
        const count = await into.count();
        if (count > 0 && first === 0) first = performance.now();
        if (count >= TOTAL) return (TOTAL - 1) / ((performance.now() - first) / 1000);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
  } finally {
    await copy.drop();
    await into.reset();
  }
}

async function main(): Promise<void> {
  const lines: string[] = [];
  const say = (line: string) => {
    log(line);
    lines.push(line);
  };
  say(`destinations: ${TOTAL} deliveries (${ORDERS} orders × 4 events, one ordered endpoint), ${SLOTS} in flight; ${new Date().toISOString()}`);
  for (const dialect of STORES) {
    const { database, secret } = await backlog(dialect);
    try {
      const store = openStore(database.url, { poolSize: 1 });
      const events = await store.db.selectFrom('events').select(['id', 'type', 'data', 'created_at']).orderBy('id').execute();
      await store.close();
      const messages = events.map((e) => ({ id: e.id, type: e.type, body: envelopeBody(e) }));
      for (const name of BROKERS) {
        if (!(await isUp(BROKER_PORTS[name]))) {
          say(`${dialect} ${name}: skipped (nothing answers on 127.0.0.1:${BROKER_PORTS[name]})`);
          continue;
        }
        const into = await target(name);
        try {
          const ratios: number[] = [];
          let before = await raw(into, messages, secret);
          for (let round = 1; round <= ROUNDS; round++) {
            const drained = await drain(database, dialect, into, `${name}_${round}`);
            const after = await raw(into, messages, secret);
            const around = Math.sqrt(before * after);
            ratios.push(drained / around);
            say(`${dialect} ${name} #${round}: drain ${Math.round(drained)}/s, raw ${Math.round(before)}/s before and ${Math.round(after)}/s after: ${(drained / around).toFixed(3)}× raw`);
            before = after;
          }
          say(`${dialect} ${name}: best ${Math.max(...ratios).toFixed(3)}× raw (target ≥ 0.5×)`);
        } finally {
          await into.close();
        }
      }
    } finally {
      await database.drop();
    }
  }
  const file = path.join(ROOT, 'bench/results/destinations.md');
  fs.appendFileSync(file, `\n## ${new Date().toISOString().slice(0, 16)}Z\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`);
}

await main();
