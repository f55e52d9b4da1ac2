// The network's side, measured briefly (`npx tsx bench/network.bench.ts`; BENCH_STORES as in run.ts):
//  1. GET /v1/admin/orders?unassigned_for=5m (and the other filters) on the large set (1M orders): p50/p99
//     of sequential requests, with the query plans.
//  2. A webhook drain of the same backlog without and with one network endpoint: the partners'
//     deliveries per second in each, and their ratio.
//  3. Steady traffic (order lives at a fixed rate, below the drain's capacity) without and with
//     one network endpoint: how late the partner's deliveries arrive (event created → received).
// Short runs, in one process (service and worker in process, receiver on loopback): on a
// shared machine only the ratios mean much.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { WebhookWorker } from '../src/delivery/delivery.worker.js';
import { composePdn } from '../src/compose.js';
import type { Dialect, Store } from '../src/store/store.js';
import { freshDatabase, LARGE, seededDatabase } from './lib/dataset.js';

const ADMIN = 'pdn_admin_bench_key_0123456789';
const stores = (process.env.BENCH_STORES || 'sqlite,postgres').split(',').map((s) => s.trim()) as Dialect[];
const ORDERS = Number(process.env.BENCH_NETWORK_ORDERS || 300);
const STEADY_RATE = Number(process.env.BENCH_NETWORK_RATE || 25); // order lives a second: 100 partner deliveries
const STEADY_SECONDS = 15;

/** The service composed as the server is; its webhook worker is started by the bench when it times it. */
async function serve(url: string, webhooks: boolean) {
  const config = loadConfig({ PDN_RATE_LIMIT: '0', PDN_ADMIN_KEY: ADMIN, LOG_LEVEL: 'silent', PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_RETRY_SCHEDULE: '0s,1s,1s', PDN_DATABASE_URL: url });
  const pdn = await composePdn({ config, poolSize: 10, app: { logger: false }, webhooks: false, matcher: false });
  const { store } = pdn;
  const base = (await pdn.start({ port: 0, host: '127.0.0.1' }))!;
  const worker = webhooks ? new WebhookWorker({ store, config, log: pdn.log, metrics: pdn.app!.metrics }) : undefined;
  const call = async (method: string, path: string, key = ADMIN, body?: unknown) => {
    const res = await fetch(base + path, { method, headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  return { store, base, worker, call, close: async () => (await worker?.stop(), await pdn.stop()) };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function explain(store: Store, dialect: Dialect, text: string): Promise<string> {
  const prefix = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
  const rows = (await sql.raw(prefix + text).execute(store.db)).rows as Array<Record<string, unknown>>;
  return rows.map((r) => (dialect === 'sqlite' ? String(r.detail) : String(r['QUERY PLAN']))).join('\n');
}

async function ordersList(dialect: Dialect) {
  const seeded = await seededDatabase(dialect, LARGE, 'network');
  const service = await serve(seeded.url, false);
  try {
    const cutoff = new Date(Date.now() - 300_000).toISOString();
    // The statements listNetworkOrders runs (orders.queries.ts): two statuses are two queries, merged.
    const plans = {
      unassigned_for: await explain(service.store, dialect, `select * from orders where sandbox_partner_id is null and status = 'unassigned' and created_at <= '${cutoff}' order by id limit 51`),
      'status (each)': await explain(service.store, dialect, `select * from orders where sandbox_partner_id is null and status = 'assigned' order by id limit 51`),
      zone: await explain(service.store, dialect, `select * from orders where sandbox_partner_id is null and zone = 'zone-07' order by id limit 51`),
      partner_id: await explain(service.store, dialect, `select * from orders where sandbox_partner_id is null and partner_id = 'ptn_00bench03' order by id limit 51`),
      reference: await explain(service.store, dialect, `select * from orders where sandbox_partner_id is null and reference = 'NET-1' order by id limit 51`),
    };
    const timings: Record<string, { p50: number; p99: number; n: number }> = {};
    for (const [name, query] of Object.entries({
      'unassigned_for=5m': 'unassigned_for=5m',
      'status=assigned&status=picked_up': 'status=assigned&status=picked_up',
      'zone=…': 'zone=zone-07',
      'partner_id=…': 'partner_id=ptn_00bench03',
      'reference=…': 'reference=NET-1',
    })) {
      for (let i = 0; i < 20; i++) await service.call('GET', `/v1/admin/orders?${query}`);
      const ms: number[] = [];
      for (let i = 0; i < 300; i++) {
        const started = performance.now();
        await service.call('GET', `/v1/admin/orders?${query}`);
        ms.push(performance.now() - started);
      }
      ms.sort((x, y) => x - y);
      timings[name] = { p50: quantile(ms, 0.5), p99: quantile(ms, 0.99), n: ms.length };
    }
    return { plans, timings, seedSeconds: seeded.seedSeconds, cached: seeded.cached };
  } finally {
    await service.close();
    await seeded.drop();
  }
}

/** A receiver answering 204 at once, counting requests by path, and how late each partner delivery came (ms after its event). */
async function receiver() {
  const counts = new Map<string, number>();
  const partnerLateMs: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      counts.set(req.url!, (counts.get(req.url!) ?? 0) + 1);
      if (req.url === '/partner') partnerLateMs.push(Date.now() - Date.parse(JSON.parse(Buffer.concat(chunks).toString()).created));
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, counts, partnerLateMs, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type Service = Awaited<ReturnType<typeof serve>>;

/** A partner with a rider and an endpoint at `<sink>/partner` (and the network's at `<sink>/network`); returns one order's life: 4 events. */
async function partnerWithEndpoints(service: Service, sink: string, withNetwork: boolean) {
  const partner = await service.call('POST', '/v1/admin/partners', ADMIN, { name: 'Bench', territories: ['bench-zone'] });
  const key = (await service.call('POST', `/v1/admin/partners/${partner.id}/api_keys`)).key;
  await service.call('POST', '/v1/webhook_endpoints', key, { url: `${sink}/partner`, enabled_events: ['*'] });
  if (withNetwork) await service.call('POST', '/v1/admin/webhook_endpoints', ADMIN, { url: `${sink}/network`, enabled_events: ['*'] });
  const rider = await service.call('POST', '/v1/admin/riders', ADMIN, { partner_id: partner.id, zone: 'bench-zone', capacity: 50, status: 'online' });
  return async () => {
    const order = await service.call('POST', '/v1/admin/orders', ADMIN, { zone: 'bench-zone', pickup: { creator: 'K', eta_mins: 5 }, dropoff: { area: 'A' }, payout_estimate: { currency: 'EUR', amount: 4 }, reference: 'R' });
    await service.call('POST', `/v1/orders/${order.order_id}/accept`, key, { rider_id: rider.rider_id });
    await service.call('POST', `/v1/admin/orders/${order.order_id}/pickup`);
    await service.call('POST', `/v1/admin/orders/${order.order_id}/deliver`);
  };
}

/** Order lives at RATE a second for SECONDS, webhook worker running: how late the partner's deliveries arrive. */
async function steady(dialect: Dialect, withNetwork: boolean) {
  const database = await freshDatabase(dialect, `steady${withNetwork ? 'net' : ''}`);
  const service = await serve(database.url, true);
  const sink = await receiver();
  try {
    const orderLife = await partnerWithEndpoints(service, sink.url, withNetwork);
    await service.worker!.start();
    const lives: Array<Promise<void>> = [];
    const started = performance.now();
    for (let i = 0; i < STEADY_RATE * STEADY_SECONDS; i++) {
      const wait = started + (i * 1000) / STEADY_RATE - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lives.push(orderLife());
    }
    await Promise.all(lives);
    const expected = lives.length * 4;
    const deadline = performance.now() + 60_000;
    while (sink.partnerLateMs.length < expected || (withNetwork && (sink.counts.get('/network') ?? 0) < expected)) {
      if (performance.now() > deadline) throw new Error('steady deliveries did not all arrive in 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const late = [...sink.partnerLateMs].sort((x, y) => x - y);
    return { p50: quantile(late, 0.5), p99: quantile(late, 0.99), n: late.length };
  } finally {
    await service.close();
    await sink.close();
    await database.drop();
  }
}

async function drain(dialect: Dialect, withNetwork: boolean) {
  const database = await freshDatabase(dialect, `drain${withNetwork ? 'net' : ''}`);
  const service = await serve(database.url, true);
  const sink = await receiver();
  try {
    const orderLife = await partnerWithEndpoints(service, sink.url, withNetwork);
    // The backlog first, the webhook worker stopped: then the drain alone is timed.
    for (let i = 0; i < ORDERS; i += 20) await Promise.all(Array.from({ length: Math.min(20, ORDERS - i) }, orderLife));
    const expected = ORDERS * 4;
    const started = performance.now();
    await service.worker!.start();
    let partnerDone = 0;
    while ((sink.counts.get('/partner') ?? 0) < expected || (withNetwork && (sink.counts.get('/network') ?? 0) < expected)) {
      if (!partnerDone && (sink.counts.get('/partner') ?? 0) >= expected) partnerDone = performance.now() - started;
      if (performance.now() - started > 120_000) throw new Error('drain did not finish in 120 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const all = performance.now() - started;
    partnerDone ||= all;
    return { partnerPerSecond: expected / (partnerDone / 1000), allPerSecond: (withNetwork ? 2 : 1) * (expected / (all / 1000)), seconds: all / 1000 };
  } finally {
    await service.close();
    await sink.close();
    await database.drop();
  }
}

// BENCH_NETWORK_PART=drain|steady|orders: one part only.
const part = process.env.BENCH_NETWORK_PART;
for (const dialect of stores) {
  if (!part || part === 'drain') await drainPart(dialect);
  if (!part || part === 'steady') await steadyPart(dialect);
  if (!part || part === 'orders') await ordersPart(dialect);
}

async function steadyPart(dialect: Dialect) {
  const rounds = { without: [] as Array<Awaited<ReturnType<typeof steady>>>, with: [] as Array<Awaited<ReturnType<typeof steady>>> };
  for (let round = 0; round < 2; round++) {
    rounds.without.push(await steady(dialect, false));
    rounds.with.push(await steady(dialect, true));
  }
  console.log(`\n## ${dialect}: steady ${STEADY_RATE} order lives/s for ${STEADY_SECONDS} s (${STEADY_RATE * 4} partner deliveries/s), partner delivery late ms (event created → received), 2 rounds`);
  for (const [name, list] of Object.entries(rounds)) console.log(`${name} network endpoint: ${list.map((r) => `p50 ${r.p50} / p99 ${r.p99} (n=${r.n})`).join('; ')}`);
}

async function drainPart(dialect: Dialect) {
  const runs = { without: [] as Array<Awaited<ReturnType<typeof drain>>>, with: [] as Array<Awaited<ReturnType<typeof drain>>> };
  for (let round = 0; round < 2; round++) {
    runs.without.push(await drain(dialect, false));
    runs.with.push(await drain(dialect, true));
  }
  const best = (list: typeof runs.with) => list.reduce((a, b) => (b.partnerPerSecond > a.partnerPerSecond ? b : a));
  const without = best(runs.without);
  const withNet = best(runs.with);
  console.log(`\n## ${dialect}: drain of ${ORDERS * 4} partner deliveries (best of 2)`);
  console.log(`without network endpoint: partner ${without.partnerPerSecond.toFixed(0)}/s`);
  console.log(`with one network endpoint: partner ${withNet.partnerPerSecond.toFixed(0)}/s, all deliveries ${withNet.allPerSecond.toFixed(0)}/s`);
  console.log(`ratio partner rate with ÷ without: ${(withNet.partnerPerSecond / without.partnerPerSecond).toFixed(2)}×`);
}

async function ordersPart(dialect: Dialect) {
  const list = await ordersList(dialect);
  console.log(`\n## ${dialect}: GET /v1/admin/orders on ${LARGE.orders.toLocaleString('en-US')} orders (seed ${list.cached ? 'cached' : `${list.seedSeconds.toFixed(0)} s`})`);
  for (const [name, t] of Object.entries(list.timings)) console.log(`${name}: p50 ${t.p50.toFixed(1)} ms, p99 ${t.p99.toFixed(1)} ms (n=${t.n})`);
  for (const [name, plan] of Object.entries(list.plans)) console.log(`plan ${name}:\n${plan}`);
}
