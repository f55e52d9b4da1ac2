// The worker. Sustained deliveries/s (each with its attempt logged) in the one PDN process,
// against a raw undici client posting the same signed body to the same local receiver;
// commit-to-receipt latency at half that rate; the other endpoints' throughput while one
// endpoint hangs until the attempt timeout; and the other orders' throughput while one order's
// events keep failing. Endpoints are ordered (the default), and every order lives its whole
// life (created, assigned, picked up, delivered): four events, 13 deliveries.
// BENCH_PG_STATEMENTS=1: where PostgreSQL's time goes in the first drain (withStatementStats).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { Pool } from 'undici';
import { envelopeBody } from '../src/events/events.mapper.js';
import { median } from '../src/scorecards/scorecards.service.js';
import { openStore, type Dialect } from '../src/store/store.js';
import { newWebhookSecret, signatureHeader } from '../src/webhooks/webhooks.signing.js';
import { freshDatabase } from './lib/dataset.js';
import { commandCpuUs, cpuUs, threadsCpuUs, DURATION_S, machineTicks, ROUNDS, WARMUP_S } from './lib/load.js';
import { percentile } from './lib/percentile.js';
import { BENCH_ADMIN_KEY, freePort, profileArgs, ROOT, startNodeScript, startService, withChild, type Child } from './lib/processes.js';
import { log } from './lib/report.js';

const ENDPOINTS = 10;
export const PER_ENDPOINT_CONCURRENCY = 8; // PDN's default PDN_WEBHOOK_ENDPOINT_CONCURRENCY
/** The attempt timeout, PDN_WEBHOOK_TIMEOUT. */
export const TIMEOUT_S = 5;
const TIMEOUT = `${TIMEOUT_S}s`;
// deliveries/s; BENCH_LOW_RATE finds how far the floor holds (docs/performance.md, "Webhook worker")
const LOW_RATE = Number(process.env.BENCH_LOW_RATE || 100);
export const LATENCY_WARMUP_S = 3;
const ZONE = 'zone-wh';
const ORDER = { zone: ZONE, pickup: { creator: 'Mama Kitchen', eta_mins: 12 }, dropoff: { area: 'Riverside' }, payout_estimate: { currency: 'EUR', amount: 4.5 } };
/** order.created to every endpoint, then assigned, picked_up and delivered to the holder's. */
export const DELIVERIES_PER_ORDER = ENDPOINTS + 3;
const FAILING_CREATOR = 'Failing Kitchen';
/** The service's webhook settings in every run. */
const SERVICE_ENV = { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_TIMEOUT: TIMEOUT, PDN_WEBHOOK_ENDPOINT_CONCURRENCY: String(PER_ENDPOINT_CONCURRENCY) };
// A backlog that takes about the run duration to drain at a few thousand per second: a
// shorter one (100 orders per second of it) ended while the process was still warming up.
const BACKLOG_ORDERS = 300 * DURATION_S;
const BACKLOG = BACKLOG_ORDERS * DELIVERIES_PER_ORDER;
/** The limited endpoint's rate_limit in the rate-limit run: its backlog drains for minutes. */
const RATE_LIMIT = 5;
const execFileAsync = promisify(execFile);

export interface DrainResult {
  /** Deliveries per second to the endpoints that answer. */
  rate: number;
  delivered: number;
  seconds: number;
}

export interface Latency {
  /** From the attempt log: event created → attempt started (claimed and queued), and the POST itself. */
  breakdown?: { toAttemptP50: number; toAttemptP99: number; postP50: number; postP99: number };
  targetRate: number;
  achievedRate: number;
  /** While the orders were started: the PDN process's CPU (cores: 1 = one core busy all along), and the machine's idle share. */
  cpu: { pdnCores: number; machineIdle: number } | null;
  n: number;
  p50: number | null;
  p99: number | null;
  max: number | null;
}

export interface WebhookResults {
  dialect: Dialect;
  endpoints: number;
  backlog: number;
  raw: number;
  /** attemptsExpected: one per delivery row, as every delivery succeeds at its first attempt. */
  drain: DrainResult & { attemptsLogged: number; attemptsExpected: number; notSucceeded: number; ownRoundRatios: number[] };
  latency: Latency;
  latencyLow: Latency;
  hanging: { others: DrainResult; othersNormal: DrainResult; timeouts: number };
  /** One order's events failing at every endpoint: the rest of the drain. */
  failingOrder: { others: DrainResult; normal: DrainResult };
  /** One endpoint rate-limited with its share of the backlog: the others' drain, against the same endpoints in the normal drain. */
  rateLimited?: { others: DrainResult; othersNormal: DrainResult; limit: number };
}

interface ReceiverStats {
  count: number;
  /** Deliveries per second over the middle 80 % of receipts. */
  rate: number;
  seconds: number;
  latency: { n: number; p50: number | null; p99: number | null; max: number | null };
}

class Receiver {
  constructor(
    readonly child: Child,
    readonly ports: number[],
  ) {}
  static async start(): Promise<Receiver> {
    const ports: number[] = [];
    while (ports.length < ENDPOINTS) {
      const port = await freePort();
      if (!ports.includes(port)) ports.push(port);
    }
    return new Receiver(await startNodeScript('bench/receiver.server.ts', { RECEIVER_PORTS: ports.join(',') }), ports);
  }
  async call<T = ReceiverStats>(path: string, method = 'POST'): Promise<T> {
    return (await (await fetch(this.child.url + path, { method })).json()) as T;
  }
  stats = (ports: number[] = this.ports) => this.call(`/stats?ports=${ports.join(',')}`, 'GET');
  /** Just the count of `stats`, cheap enough to poll. */
  count = async (ports: number[] = this.ports) => (await this.call<{ count: number }>(`/count?ports=${ports.join(',')}`, 'GET')).count;
  reset = () => this.call('/reset');
  hang = (port: number, on: boolean) => this.call(`/hang?port=${port}&on=${on ? 1 : 0}`);
  failBodiesWith = (text: string) => this.call(`/fail?text=${encodeURIComponent(text)}`);
}

/** A partner's key and its riders (each can hold 50 orders at once), taken in turn. */
interface Fleet {
  key: string;
  riderIds: string[];
  next: number;
}
// Enough for every order of a latency run at once (open loop: a run that falls behind keeps
// starting lives): 8 a fleet was short once the drain passed 10,000/s (a 409 rider_at_capacity).
const RIDERS_PER_FLEET = 32;

async function api(base: string, method: string, path: string, key: string, body?: unknown): Promise<any> {
  const response = await fetch(base + path, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const parsed = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(parsed)}`);
  return parsed;
}

/** One partner per receiver port, all covering ZONE, each with riders and an (ordered) endpoint for every event. */
async function setUpPartners(pdn: Child, receiver: Receiver): Promise<Fleet[]> {
  const fleets: Fleet[] = [];
  for (const [i, port] of receiver.ports.entries()) {
    const partner = await api(pdn.url, 'POST', '/v1/admin/partners', BENCH_ADMIN_KEY, { name: `Webhook fleet ${i}`, territories: [ZONE] });
    const { key } = await api(pdn.url, 'POST', `/v1/admin/partners/${partner.id}/api_keys`, BENCH_ADMIN_KEY);
    await api(pdn.url, 'POST', '/v1/webhook_endpoints', key, { url: `http://127.0.0.1:${port}/hook`, enabled_events: ['*'] });
    const riderIds: string[] = [];
    for (let r = 0; r < RIDERS_PER_FLEET; r++) {
      riderIds.push((await api(pdn.url, 'POST', '/v1/admin/riders', BENCH_ADMIN_KEY, { partner_id: partner.id, zone: ZONE, capacity: 50, status: 'online' })).rider_id);
    }
    fleets.push({ key, riderIds, next: 0 });
  }
  return fleets;
}

/** One order's whole life through the API: created, accepted by `fleet`, picked up, delivered. */
async function lifecycle(pool: Pool, fleet: Fleet, creator = ORDER.pickup.creator): Promise<void> {
  const call = async (path: string, key: string, body?: unknown) => {
    const response = await pool.request({
      method: 'POST',
      path,
      headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.body.text();
    if (response.statusCode >= 300) throw new Error(`${path}: ${response.statusCode} ${text}`);
    return JSON.parse(text) as { order_id: string };
  };
  const { order_id: id } = await call('/v1/admin/orders', BENCH_ADMIN_KEY, { ...ORDER, pickup: { ...ORDER.pickup, creator } });
  await call(`/v1/orders/${id}/accept`, fleet.key, { rider_id: fleet.riderIds[fleet.next++ % fleet.riderIds.length] });
  await call(`/v1/admin/orders/${id}/pickup`, BENCH_ADMIN_KEY);
  await call(`/v1/admin/orders/${id}/deliver`, BENCH_ADMIN_KEY);
}

/** Orders lived through with the worker off, ten at a time, held by the fleets in turn. */
async function createBacklog(pdn: Child, fleets: Fleet[], orders: number, firstCreator?: string): Promise<void> {
  const pool = new Pool(pdn.url, { connections: 10 });
  let next = 0;
  try {
    if (firstCreator) await lifecycle(pool, fleets[next++ % fleets.length], firstCreator);
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < orders) await lifecycle(pool, fleets[next++ % fleets.length]);
      }),
    );
  } finally {
    await pool.close();
  }
}

const drainOf = (stats: ReceiverStats): DrainResult => ({ rate: stats.rate, delivered: stats.count, seconds: stats.seconds });

/**
 * Waits until at least `expected` deliveries reached `ports` and then nothing more arrived for
 * a second (a load run's last in-flight requests are not in its count), or fails when nothing
 * arrived for 30 s.
 */
async function waitForDeliveries(receiver: Receiver, ports: number[], expected: number): Promise<ReceiverStats> {
  let last = -1;
  let lastChange = Date.now();
  for (;;) {
    let count = await receiver.count(ports);
    if (count >= expected && count === last && Date.now() - lastChange >= 1000) {
      // Settled: the full stats once, and only if nothing arrived since the count.
      const stats = await receiver.stats(ports);
      if (stats.count === count) return stats;
      count = stats.count;
    }
    if (count !== last) {
      last = count;
      lastChange = Date.now();
    } else if (Date.now() - lastChange > 30_000) {
      throw new Error(`webhook worker stalled at ${count} of ${expected} deliveries`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The raw rate a drain is compared with: the geometric mean of the raw runs just before and just
 * after it. What the machine gives drifts by a third within a minute here (other work on the
 * host), and a drain lies between the two.
 */
function bracketingRaw(before: number, after: number): number {
  return Math.sqrt(before * after);
}

/** The raw rate: undici posting one signed envelope to every receiver port, as many in flight as PDN allows. */
async function rawRate(receiver: Receiver, seconds: number): Promise<number> {
  const eventId = 'evt_00benchraw';
  const created = new Date().toISOString();
  const body = envelopeBody({ id: eventId, type: 'order.created', created_at: created, data: JSON.stringify({ order_id: 'ord_00bench', status: 'unassigned', ...ORDER }) });
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    'webhook-id': eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureHeader([newWebhookSecret()], eventId, timestamp, body),
  };
  const pools = receiver.ports.map((port) => new Pool(`http://127.0.0.1:${port}`, { connections: PER_ENDPOINT_CONCURRENCY }));
  let ok = 0;
  let until = 0;
  const loop = async (pool: Pool) => {
    while (performance.now() < until) {
      const response = await pool.request({ path: '/hook', method: 'POST', headers, body });
      await response.body.dump();
      if (response.statusCode < 300) ok++;
    }
  };
  const run = async (seconds: number) => {
    ok = 0;
    until = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(pools.flatMap((pool) => Array.from({ length: PER_ENDPOINT_CONCURRENCY }, () => loop(pool))));
    return ok / ((performance.now() - started) / 1000);
  };
  await run(WARMUP_S); // JIT and connections, on both sides
  const rate = await run(seconds);
  await Promise.all(pools.map((pool) => pool.close()));
  return rate;
}

async function storeCounts(url: string): Promise<{ attempts: number; deliveries: number; notSucceeded: number; timeouts: number }> {
  const store = openStore(url, { poolSize: 1 });
  try {
    const attempts = await store.db.selectFrom('webhook_attempts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const timeouts = await store.db
      .selectFrom('webhook_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('error', 'like', 'timeout%')
      .executeTakeFirstOrThrow();
    const deliveries = await store.db.selectFrom('webhook_deliveries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const open = await store.db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '<>', 'succeeded')
      .executeTakeFirstOrThrow();
    const failures = await store.db
      .selectFrom('webhook_attempts')
      .select(['status_code', 'error', (eb) => eb.fn.countAll<number>().as('n')])
      .where((eb) => eb.or([eb('status_code', 'is', null), eb('status_code', '>=', 300)]))
      .groupBy(['status_code', 'error'])
      .execute();
    if (failures.length > 0) log(`failed attempts: ${JSON.stringify(failures.slice(0, 5))}`);
    return { attempts: Number(attempts.n), deliveries: Number(deliveries.n), notSucceeded: Number(open.n), timeouts: Number(timeouts.n) };
  } finally {
    await store.close();
  }
}

/**
 * Logs the CPU each process spent per delivery between 10 % and 90 % of a drain (the start-up
 * and the tail left out): PDN, every PostgreSQL process (only this drain uses it then) and the
 * receiver (docs/performance.md, "Webhook worker"). Stops looking once `drained` settles.
 */
async function logCpuPerDelivery(dialect: Dialect, pdn: Child, receiver: Receiver, total: number, drained: Promise<unknown>): Promise<void> {
  let settled = false;
  void drained.finally(() => (settled = true)).catch(() => {});
  const at = async (count: number) => {
    let n = await receiver.count();
    for (; n < count; n = await receiver.count()) {
      if (settled) return undefined;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { n, pdn: cpuUs(pdn.process.pid!) ?? 0, threads: threadsCpuUs(pdn.process.pid!), postgres: commandCpuUs('postgres'), receiver: cpuUs(receiver.child.process.pid!) ?? 0, machine: machineTicks() };
  };
  const from = await at(total * 0.1);
  const to = from && (await at(total * 0.9));
  if (!from || !to) return;
  const perDelivery = (before: number, after: number) => (after - before) / (to.n - from.n);
  const per = (key: 'pdn' | 'postgres' | 'receiver') => perDelivery(from[key], to[key]).toFixed(0);
  // PDN by thread: its main thread (the pid's), the busiest other (the sender thread), and the rest (V8's helpers: GC).
  const pid = pdn.process.pid!;
  const ofThread = (tid: number) => perDelivery(from.threads.get(tid) ?? 0, to.threads.get(tid) ?? 0);
  const others = [...to.threads.keys()].filter((tid) => tid !== pid).map(ofThread).sort((a, b) => b - a);
  const threads = ` (main thread ${ofThread(pid).toFixed(0)}, sender thread ${(others[0] ?? 0).toFixed(0)}, other threads ${others.slice(1).reduce((a, b) => a + b, 0).toFixed(0)})`;
  const idle = from.machine && to.machine ? `; machine idle ${Math.round((100 * (to.machine.idle - from.machine.idle)) / (to.machine.total - from.machine.total))} %` : '';
  log(`${dialect}: CPU per delivery over the middle of the drain: PDN ${per('pdn')} µs${threads}${dialect === 'postgres' ? `, PostgreSQL ${per('postgres')} µs` : ''}, receiver ${per('receiver')} µs${idle}`);
}

/**
 * With `BENCH_PG_STATEMENTS=1` on PostgreSQL (its `shared_preload_libraries` must hold
 * pg_stat_statements): `around` runs between a reset of the statement statistics and a log of
 * the statements that took the most time, in µs per delivery of the `deliveries` it sent.
 */
async function withStatementStats<T>(url: string, deliveries: number, around: () => Promise<T>): Promise<T> {
  if (process.env.BENCH_PG_STATEMENTS !== '1' || !url.startsWith('postgres')) return around();
  const store = openStore(url, { poolSize: 1 });
  try {
    await sql`create extension if not exists pg_stat_statements`.execute(store.db);
    await sql`select pg_stat_statements_reset()`.execute(store.db);
    const result = await around();
    const { rows } = await sql<{ calls: string; total: number; rows: string; query: string }>`
      select calls, total_exec_time as total, rows, query from pg_stat_statements
      where dbid = (select oid from pg_database where datname = current_database()) order by total_exec_time desc limit 12`.execute(store.db);
    const total = rows.reduce((sum, row) => sum + row.total, 0);
    log(`PostgreSQL statements, top 12: ${((total * 1000) / deliveries).toFixed(0)} µs of execution per delivery`);
    for (const row of rows) {
      log(`  ${((row.total * 1000) / deliveries).toFixed(1).padStart(6)} µs/delivery  ${row.calls.padStart(7)} calls  ${row.rows.padStart(7)} rows  ${row.query.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
    return result;
  } finally {
    await store.close();
  }
}

/**
 * Creates orders through the admin API at `deliveriesPerSecond` (÷ endpoints orders/s) and reads
 * the receiver's latencies. A warm-up at the same rate comes first, and what it sent is delivered
 * before the measured run starts: cold, the API's path, the worker and the store connections
 * the API opens make the first seconds queue.
 */
async function latencyAt(pdn: Child, receiver: Receiver, fleets: Fleet[], deliveriesPerSecond: number, databaseUrl: string): Promise<Latency> {
  const ordersPerSecond = Math.max(0.5, deliveriesPerSecond / DELIVERIES_PER_ORDER);
  const settle = (produced: number) => waitForDeliveries(receiver, receiver.ports, produced * DELIVERIES_PER_ORDER);
  await receiver.reset();
  await settle(await pacedLifecycles(pdn, fleets, ordersPerSecond, LATENCY_WARMUP_S));
  const since = new Date().toISOString();
  await receiver.reset();
  // Whether the machine had CPU to spare while the orders came in: a run that falls behind
  // measures a queue, and this says whose.
  const pid = pdn.process.pid!;
  const [cpuBefore, ticksBefore, started] = [cpuUs(pid), machineTicks(), performance.now()];
  const produced = await pacedLifecycles(pdn, fleets, ordersPerSecond, DURATION_S);
  const [cpuAfter, ticksAfter, elapsedUs] = [cpuUs(pid), machineTicks(), (performance.now() - started) * 1000];
  const cpu =
    cpuBefore !== undefined && cpuAfter !== undefined && ticksBefore && ticksAfter
      ? { pdnCores: (cpuAfter - cpuBefore) / elapsedUs, machineIdle: (ticksAfter.idle - ticksBefore.idle) / (ticksAfter.total - ticksBefore.total) }
      : null;
  const settled = await settle(produced);
  return { targetRate: deliveriesPerSecond, achievedRate: settled.rate, cpu, ...settled.latency, breakdown: await attemptBreakdown(databaseUrl, since) };
}

/**
 * Starts an order's life every 1/rate s (open loop: whether or not earlier ones finished, as
 * autocannon's rate options do not: they send each second's quota at once, which measures
 * queueing); resolves with how many were lived.
 */
async function pacedLifecycles(pdn: Child, fleets: Fleet[], ordersPerSecond: number, seconds: number): Promise<number> {
  const pool = new Pool(pdn.url, { connections: 32 });
  const total = Math.round(ordersPerSecond * seconds);
  const started = performance.now();
  const lives: Promise<void>[] = [];
  try {
    for (let i = 0; i < total; i++) {
      const wait = started + (i * 1000) / ordersPerSecond - performance.now();
      if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
      lives.push(lifecycle(pool, fleets[i % fleets.length]));
    }
    await Promise.all(lives);
  } finally {
    await pool.close();
  }
  return total;
}

/** Splits the latency of events created since `since` using the attempt log. */
async function attemptBreakdown(url: string, since: string): Promise<Latency['breakdown']> {
  const store = openStore(url, { poolSize: 1 });
  try {
    const rows = await store.db
      .selectFrom('webhook_attempts as a')
      .innerJoin('events as e', 'e.id', 'a.event_id')
      .select(['a.attempted_at', 'a.latency_ms', 'e.created_at'])
      .where('e.created_at', '>=', since)
      .execute();
    const sorted = (values: number[]) => values.sort((a, b) => a - b);
    const at = (values: number[], p: number) => percentile(values, p) ?? 0;
    const toAttempt = sorted(rows.map((r) => Date.parse(r.attempted_at) - Date.parse(r.created_at)));
    const post = sorted(rows.map((r) => r.latency_ms));
    return { toAttemptP50: at(toAttempt, 0.5), toAttemptP99: at(toAttempt, 0.99), postP50: at(post, 0.5), postP99: at(post, 0.99) };
  } finally {
    await store.close();
  }
}

/** Sets the rate limit of the endpoint at `port` (null: none), as PATCH would. */
async function setRateLimit(url: string, port: number, rateLimit: number | null): Promise<void> {
  const store = openStore(url, { poolSize: 1 });
  try {
    await store.db.updateTable('webhook_endpoints').set({ rate_limit: rateLimit }).where('url', '=', `http://127.0.0.1:${port}/hook`).execute();
  } finally {
    await store.close();
  }
}

/** Fails what is still pending (the hanging endpoint's retries), so the next round starts clean. */
async function failPending(url: string): Promise<void> {
  const store = openStore(url, { poolSize: 1 });
  try {
    await store.db.updateTable('webhook_deliveries').set({ status: 'failed', next_attempt_at: null, locked_by: null }).where('status', '=', 'pending').execute();
  } finally {
    await store.close();
  }
}

const best = (runs: DrainResult[]) => runs.reduce((a, b) => (b.rate > a.rate ? b : a));

export async function runWebhookBenchmarks(dialect: Dialect): Promise<WebhookResults> {
  const database = await freshDatabase(dialect, `${dialect}_webhooks`);
  const receiver = await Receiver.start();
  const withWorker = { ...SERVICE_ENV, PDN_WEBHOOKS: 'on' };
  const others = receiver.ports.slice(1);
  try {
    const fleets = await withChild(startService(database.url, SERVICE_ENV), (pdn) => setUpPartners(pdn, receiver));
    // Fleet 0's endpoint hangs in the hanging run: the others' drain is what fleets 1-9 receive.
    const othersBacklog = BACKLOG_ORDERS * others.length + Math.ceil(BACKLOG_ORDERS * (1 - 1 / fleets.length)) * 3;
    let raw = 0;
    const drains: DrainResult[] = [];
    /** Each drain ÷ the raw rate around it (bracketingRaw): the machine as busy for both. */
    const ownRound: number[] = [];
    const othersNormal: DrainResult[] = [];
    const othersHanging: DrainResult[] = [];
    const failingOthers: DrainResult[] = [];
    const limitedOthers: DrainResult[] = [];
    let latency: Latency | undefined;
    let latencyLow: Latency | undefined;
    let normal: Awaited<ReturnType<typeof storeCounts>> | undefined;
    let timeouts = 0;
    // Normal and hanging drains in turns, best of each kept, as for the API benchmarks.
    for (let round = 0; round < ROUNDS; round++) {
      await receiver.hang(receiver.ports[0], false);
      await withChild(startService(database.url, SERVICE_ENV), (pdn) => createBacklog(pdn, fleets, BACKLOG_ORDERS));
      const rawBefore = await rawRate(receiver, DURATION_S);
      await receiver.reset();
      log(`${dialect}: ${BACKLOG} deliveries pending; raw ${Math.round(rawBefore)}/s`);

      // Sustained rate: the worker drains the backlog, logging an attempt per delivery.
      await withChild(startService(database.url, withWorker, round === 0 ? profileArgs(`${dialect}-webhooks`) : []), async (pdn) => {
        const drained = withStatementStats(database.url, BACKLOG, () => waitForDeliveries(receiver, receiver.ports, BACKLOG));
        await logCpuPerDelivery(dialect, pdn, receiver, BACKLOG, drained);
        const drain = drainOf(await drained);
        drains.push(drain);
        othersNormal.push(drainOf(await receiver.stats(others)));
        log(`${dialect}: drained ${drain.delivered} in ${drain.seconds.toFixed(1)} s`);
      });
      const rawAfter = await rawRate(receiver, DURATION_S);
      raw = Math.max(raw, rawBefore, rawAfter);
      ownRound.push(drains.at(-1)!.rate / bracketingRaw(rawBefore, rawAfter));
      log(`${dialect}: raw after the drain ${Math.round(rawAfter)}/s; this round's ratio ${ownRound.at(-1)!.toFixed(3)}×`);
      if (round === 0) normal = await storeCounts(database.url);

      // One endpoint hangs until the timeout; the others' throughput is compared with theirs in the normal drain.
      await receiver.reset();
      await receiver.hang(receiver.ports[0], true);
      await withChild(startService(database.url, SERVICE_ENV), (pdn) => createBacklog(pdn, fleets, BACKLOG_ORDERS));
      const hanging = await withChild(startService(database.url, withWorker), async () => drainOf(await waitForDeliveries(receiver, others, othersBacklog)));
      othersHanging.push(hanging);
      timeouts = (await storeCounts(database.url)).timeouts;
      log(`${dialect}: with one endpoint hanging, the others drained at ${Math.round(hanging.rate)}/s`);
      await failPending(database.url);
      await receiver.reset();
      await receiver.hang(receiver.ports[0], false);

      // One order's events fail at every endpoint (its later events wait behind its first); the rest drain.
      await receiver.failBodiesWith(FAILING_CREATOR);
      await withChild(startService(database.url, SERVICE_ENV), (pdn) => createBacklog(pdn, fleets, BACKLOG_ORDERS, FAILING_CREATOR));
      const failing = await withChild(startService(database.url, withWorker), async () =>
        drainOf(await waitForDeliveries(receiver, receiver.ports, (BACKLOG_ORDERS - 1) * DELIVERIES_PER_ORDER)),
      );
      failingOthers.push(failing);
      log(`${dialect}: with one order failing, the rest drained at ${Math.round(failing.rate)}/s`);
      await receiver.failBodiesWith('');
      await failPending(database.url);
      await receiver.reset();

      // One endpoint limited to RATE_LIMIT attempts/s with its share of the backlog ahead of the
      // others' (it would fill the claim window); the others drain while it trickles.
      await setRateLimit(database.url, receiver.ports[0], RATE_LIMIT);
      await withChild(startService(database.url, SERVICE_ENV), (pdn) => createBacklog(pdn, fleets, BACKLOG_ORDERS));
      const limited = await withChild(startService(database.url, withWorker), async () => drainOf(await waitForDeliveries(receiver, others, othersBacklog)));
      limitedOthers.push(limited);
      log(`${dialect}: with one endpoint limited to ${RATE_LIMIT}/s, the others drained at ${Math.round(limited.rate)}/s`);
      await setRateLimit(database.url, receiver.ports[0], null);
      await failPending(database.url);
      await receiver.reset();
    }
    const drain = best(drains);
    // Latency at half the sustained rate (the best drain, as reported), with the API taking the
    // orders in the same process, and at a low rate, which shows the floor (what is not queueing).
    await receiver.hang(receiver.ports[0], false);
    await withChild(startService(database.url, withWorker), async (pdn) => {
      latency = await latencyAt(pdn, receiver, fleets, drain.rate / 2, database.url);
      log(`${dialect}: latency at ${Math.round(latency.achievedRate)}/s: p50 ${latency.p50} ms p99 ${latency.p99} ms`);
      latencyLow = await latencyAt(pdn, receiver, fleets, LOW_RATE, database.url);
      log(`${dialect}: latency at ${Math.round(latencyLow.achievedRate)}/s: p50 ${latencyLow.p50} ms p99 ${latencyLow.p99} ms`);
    });
    return {
      dialect,
      endpoints: ENDPOINTS,
      backlog: BACKLOG,
      raw,
      drain: { ...drain, attemptsLogged: normal!.attempts, attemptsExpected: normal!.deliveries, notSucceeded: normal!.notSucceeded, ownRoundRatios: ownRound },
      latency: latency!,
      latencyLow: latencyLow!,
      hanging: { others: best(othersHanging), othersNormal: best(othersNormal), timeouts },
      failingOrder: { others: best(failingOthers), normal: drain },
      rateLimited: { others: best(limitedOthers), othersNormal: best(othersNormal), limit: RATE_LIMIT },
    };
  } finally {
    await receiver.child.stop();
    await database?.drop();
  }
}

/** A service to compare: `root` is a checkout, `server` its entry (src/server.ts, or dist/server.js as `npm start` runs it). */
export interface DrainVariant {
  label: string;
  root: string;
  server: string;
  env: Record<string, string>;
  /** Node flags of its service (e.g. V8's). */
  nodeArgs?: string[];
}

/** A database holding the drain's backlog, made through the API (dropped if that fails); each variant is run on a copy. */
async function backlogDatabase(dialect: Dialect, receiver: Receiver) {
  const database = await freshDatabase(dialect, `${dialect}_drain_ab`);
  try {
    const fleets = await withChild(startService(database.url, SERVICE_ENV), (pdn) => setUpPartners(pdn, receiver));
    await withChild(startService(database.url, SERVICE_ENV), (pdn) => createBacklog(pdn, fleets, BACKLOG_ORDERS));
    return database;
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** The variants of a round, starting with the next one each round: the first run after the backlog was made ran slower. */
const inTurn = <T>(variants: T[], round: number): T[] => [...variants.slice((round - 1) % variants.length), ...variants.slice(0, (round - 1) % variants.length)];

/**
 * The normal drain of each variant in turns (A B … A B …), every one from a copy of the same
 * backlog, with the raw rate measured in the same round: a drain's ratio to raw from one round
 * is not moved by how busy the machine was in another (bench/ab.ts, BENCH_AB_DRAIN=1).
 */
export async function drainInTurns(dialect: Dialect, variants: DrainVariant[], rounds: number): Promise<void> {
  const receiver = await Receiver.start();
  let database: Awaited<ReturnType<typeof backlogDatabase>> | undefined;
  const ratios = new Map<string, number[]>(variants.map((v) => [v.label, []]));
  try {
    database = await backlogDatabase(dialect, receiver);
    let raw = await rawRate(receiver, DURATION_S);
    for (let round = 1; round <= rounds; round++) {
      log(`${dialect} #${round}: raw ${Math.round(raw)}/s`);
      for (const v of inTurn(variants, round)) {
        const copy = await freshDatabase(dialect, `${dialect}_drain_${v.label}`, database);
        await receiver.reset();
        try {
          const tracing = v.server.endsWith('.js') ? ['--import', path.join(v.root, 'dist/tracing.mjs')] : [];
          const server = startService(copy.url, { ...SERVICE_ENV, PDN_WEBHOOKS: 'on', ...v.env }, [...profileArgs(`${dialect}-drain-${v.label}`), ...tracing, ...(v.nodeArgs ?? [])], path.join(v.root, v.server));
          const { rate, seconds } = await withChild(server, async (pdn) => {
            const drained = waitForDeliveries(receiver, receiver.ports, BACKLOG);
            await logCpuPerDelivery(dialect, pdn, receiver, BACKLOG, drained);
            return drainOf(await drained);
          });
          const after = await rawRate(receiver, DURATION_S);
          const around = bracketingRaw(raw, after);
          ratios.get(v.label)!.push(rate / around);
          log(`${dialect} #${round} ${v.label}: drained ${BACKLOG} in ${seconds.toFixed(1)} s, ${Math.round(rate)}/s = ${(rate / around).toFixed(3)}× raw (${Math.round(raw)}/s before, ${Math.round(after)}/s after)`);
          raw = after; // the next variant's raw before
        } finally {
          await copy.drop();
        }
      }
    }
    for (const [label, values] of ratios) {
      log(`${dialect} ${label}: drain ÷ the raw rate around it, median ${median(values)!.toFixed(3)}×, best ${Math.max(...values).toFixed(3)}× (${values.map((r) => r.toFixed(3)).join(' ')})`);
    }
  } finally {
    await receiver.child.stop();
    await database?.drop();
  }
}

/**
 * Commit-to-receipt latency of each variant in turns, at the same paced rates (BENCH_AB_RATE
 * deliveries/s, default 1,000, and LOW_RATE), each from a copy of one store with the partners
 * set up (bench/ab.ts, BENCH_AB_LATENCY=1).
 */
export async function latencyInTurns(dialect: Dialect, variants: DrainVariant[], rounds: number): Promise<void> {
  const rates = [Number(process.env.BENCH_AB_RATE || 1_000), LOW_RATE];
  const receiver = await Receiver.start();
  const database = await freshDatabase(dialect, `${dialect}_latency_ab`);
  const p99s = new Map<string, number[]>(variants.flatMap((v) => rates.map((rate) => [`${v.label} @${rate}/s`, []] as [string, number[]])));
  try {
    const fleets = await withChild(startService(database.url, SERVICE_ENV), (pdn) => setUpPartners(pdn, receiver));
    for (let round = 1; round <= rounds; round++) {
      for (const v of inTurn(variants, round)) {
        const copy = await freshDatabase(dialect, `${dialect}_latency_${v.label}`, database);
        try {
          const tracing = v.server.endsWith('.js') ? ['--import', path.join(v.root, 'dist/tracing.mjs')] : [];
          const server = startService(copy.url, { ...SERVICE_ENV, PDN_WEBHOOKS: 'on', ...v.env }, [...tracing, ...(v.nodeArgs ?? [])], path.join(v.root, v.server));
          await withChild(server, async (pdn) => {
            for (const rate of rates) {
              const latency = await latencyAt(pdn, receiver, fleets, rate, copy.url);
              p99s.get(`${v.label} @${rate}/s`)!.push(latency.p99!);
              log(`${dialect} #${round} ${v.label} @${rate}/s: achieved ${Math.round(latency.achievedRate)}/s, p50 ${latency.p50} ms, p99 ${latency.p99} ms`);
            }
          });
        } finally {
          await copy.drop();
        }
      }
    }
    for (const [label, values] of p99s) log(`${dialect} ${label}: commit-to-receipt p99 median ${median(values)} ms (${values.join(' ')})`);
  } finally {
    await receiver.child.stop();
    await database.drop();
  }
}

/**
 * The store's side of the drain alone, each variant's queries in turns on a copy of one backlog
 * (bench/claims.loop.ts): no HTTP, so what the store costs a delivery is not lost in what the
 * machine gives the sender and receiver (bench/ab.ts, BENCH_AB_CLAIMS=1).
 */
export async function claimsInTurns(dialect: Dialect, variants: DrainVariant[], rounds: number): Promise<void> {
  const receiver = await Receiver.start();
  const database = await backlogDatabase(dialect, receiver).finally(() => receiver.child.stop());
  const runs = new Map<string, Array<{ ms: number; claimMs: number; processUs: number; storeUs: number | null }>>(variants.map((v) => [v.label, []]));
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const v of inTurn(variants, round)) {
        const copy = await freshDatabase(dialect, `${dialect}_claims_${v.label}`, database);
        try {
          const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/claims.loop.ts'), v.root, copy.url], { cwd: ROOT, env: { ...process.env, ...v.env } });
          const run = JSON.parse(stdout.trim().split('\n').pop()!);
          runs.get(v.label)!.push(run);
          log(`${dialect} #${round} ${v.label}: ${run.recorded} claimed and recorded in ${run.ms} ms, ${run.claims} claims of ${run.claimMs} ms; CPU a delivery: this process ${run.processUs} µs${run.storeUs === null ? '' : `, PostgreSQL ${run.storeUs} µs`}`);
        } finally {
          await copy.drop();
        }
      }
    }
    for (const [label, values] of runs) {
      const of = (pick: (run: (typeof values)[number]) => number | null) => values.map(pick).filter((x): x is number => x !== null);
      const store = of((r) => r.storeUs);
      log(`${dialect} ${label}: median ${median(of((r) => r.ms))} ms, claim ${median(of((r) => r.claimMs))} ms; CPU a delivery: process ${median(of((r) => r.processUs))} µs${store.length > 0 ? `, PostgreSQL ${median(store)} µs (${store.join(' ')})` : ''}`);
    }
  } finally {
    await database.drop();
  }
}
