// The store fails under load, as operators meet it, with the real server in its own process:
// - PostgreSQL: every connection cut twice, then the database away for 3 s (through a TCP proxy);
// - SQLite: another process holds the write lock for 8 s.
// Throughout, the process lives, every request ends within 5 s (503 store_unavailable, never
// 500), /healthz answers within 1 s and /readyz tells; after, every stored event arrives, in
// order per order, within 15 s, without a restart.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, describeStores, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { FaultProxy } from '../../test/fault-proxy.js';
import { Receiver, registerEndpoint } from '../../test/receiver.js';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { openStore } from './store.js';

const CLIENTS = 6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Seen {
  status: number;
  ms: number;
  code?: string;
  retryAfter?: string | null;
}

/** Six clients running whole order lives (with a rider's GPS fix) until `stop`; every answer is kept. */
function runLoad(server: ServerProcess, partner: Client, zone: string, riders: string[], stop: { now: boolean }): { seen: Seen[]; done: Promise<void> } {
  const seen: Seen[] = [];
  const call = async (client: Client, method: string, path: string, body?: unknown) => {
    const started = Date.now();
    const response = await client.request(method, path, body === undefined ? {} : { body });
    seen.push({ status: response.status, ms: Date.now() - started, code: response.body?.code, retryAfter: response.headers.get('retry-after') });
    return response;
  };
  const life = async (rider: string) => {
    const order = await call(server.admin, 'POST', '/v1/admin/orders', {
      zone,
      pickup: { creator: 'Fault Kitchen', eta_mins: 5 },
      dropoff: { area: 'Riverside' },
      payout_estimate: { currency: 'EUR', amount: 3 },
    });
    if (order.status !== 201) return;
    const id = order.body.order_id;
    if ((await call(partner, 'POST', `/v1/orders/${id}/accept`, { rider_id: rider })).status !== 200) return;
    // A GPS fix on the way: on SQLite it is committed with the others of its turn (group commit).
    if ((await call(partner, 'PUT', `/v1/riders/${rider}/location`, { lat: 52.37, lng: 4.89 })).status !== 200) return;
    if ((await call(server.admin, 'POST', `/v1/admin/orders/${id}/pickup`)).status !== 200) return;
    await call(server.admin, 'POST', `/v1/admin/orders/${id}/deliver`);
  };
  const done = Promise.all(
    riders.map(async (rider) => {
      while (!stop.now) {
        await life(rider);
        if (seen.at(-1)?.status === 503) await sleep(100);
      }
    }),
  ).then(() => {});
  return { seen, done };
}

/** Polls /healthz and /readyz every 100 ms, keeping how long each took and what it said. */
function probe(url: string, stop: { now: boolean }) {
  const health: Array<{ status: number; ms: number }> = [];
  const ready: number[] = [];
  const done = (async () => {
    while (!stop.now) {
      const started = Date.now();
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5000) }).catch(() => ({ status: 0 }));
      health.push({ status: response.status, ms: Date.now() - started });
      ready.push((await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5000) }).catch(() => ({ status: 0 }))).status);
      await sleep(100);
    }
  })();
  return { health, ready, done };
}

/** Another process takes the SQLite write lock and keeps it for `ms`; resolves once it holds it. */
async function holdWriteLock(file: string, ms: number): Promise<Promise<unknown>> {
  const holder = spawn(
    process.execPath,
    ['-e', `const db = require('better-sqlite3')(process.argv[1]); db.exec('begin immediate'); console.log('locked'); setTimeout(() => { db.exec('commit'); db.close(); }, ${ms});`, file],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await once(holder.stdout, 'data');
  return once(holder, 'exit');
}

describeStores('store faults under load', (kind) => {
  let database: TestDatabase;
  let receiver: Receiver;
  let proxy: FaultProxy | undefined;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    receiver = await Receiver.start();
    // One request in ten fails, so retries are part of the load; the schedule is short so that
    // a delivery failing twice does not wait out five minutes.
    receiver.respondWith(() => (Math.random() < 0.1 ? { status: 500 } : undefined));
    let url = database.url;
    if (kind === 'postgres') {
      const direct = new URL(database.url);
      proxy = await FaultProxy.start({ host: direct.hostname, port: Number(direct.port || 5432) });
      url = proxy.through(database.url);
    }
    server = await startServerProcess(url, { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_RETRY_SCHEDULE: ['0s', ...Array(20).fill('200ms')].join(',') });
  }, 60_000);
  afterAll(async () => {
    server.child.kill('SIGKILL');
    await server.exited;
    await proxy?.close();
    await receiver.close();
    await database.drop();
  });

  it('lives, answers 503 and stays healthy while the store is away, then delivers every event in order', async () => {
    const zone = `fault-${kind}`;
    const partner = await server.admin.post('/v1/admin/partners', { name: 'Fault Fleet', territories: [zone] });
    const key = await server.admin.post(`/v1/admin/partners/${partner.body.id}/api_keys`);
    const api = new Client(server.url, key.body.key);
    await registerEndpoint({ api }, `${receiver.url}/faults`);
    const riders: string[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const rider = await server.admin.post('/v1/admin/riders', { partner_id: partner.body.id, zone, capacity: 5, status: 'online' });
      riders.push(rider.body.rider_id);
    }

    const stop = { now: false };
    const load = runLoad(server, api, zone, riders, stop);
    const probes = probe(server.url, stop);
    await sleep(1500);
    let backAt: number;
    if (proxy) {
      proxy.cutAll();
      await sleep(1000);
      proxy.cutAll();
      await sleep(1000);
      proxy.down();
      await sleep(3000);
      proxy.up();
      backAt = Date.now();
    } else {
      const released = await holdWriteLock(database.url, 8000);
      await released;
      backAt = Date.now();
    }
    await sleep(1500); // the load goes on once the store is back
    stop.now = true;
    await Promise.all([load.done, probes.done]);

    // The process lived, and every answer was an answer.
    expect(server.child.exitCode).toBeNull();
    const statuses = new Set(load.seen.map((s) => s.status));
    expect([...statuses].filter((status) => status >= 500 && status !== 503)).toEqual([]);
    const unavailable = load.seen.filter((s) => s.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.every((s) => s.code === 'store_unavailable' && Number(s.retryAfter) > 0)).toBe(true);
    expect(Math.max(...load.seen.map((s) => s.ms))).toBeLessThan(5000);
    expect(load.seen.filter((s) => s.status < 300).length).toBeGreaterThan(20);
    // Alive and saying so quickly throughout; not ready while the store was away, ready after.
    expect(probes.health.every((h) => h.status === 200 && h.ms < 1000)).toBe(true);
    expect(probes.ready).toContain(503);
    expect(probes.ready.at(-1)).toBe(200);

    // Every stored event arrives within 15 s of the store's return, in order per order.
    const store = openStore(database.url);
    const events = await store.db.selectFrom('events').select(['id', 'data']).where('partner_id', '=', partner.body.id).execute();
    await store.close();
    expect(events.length).toBeGreaterThan(20);
    await receiver.waitFor((requests) => {
      const acked = new Set(requests.filter((r) => r.status === 204 || r.status === 200).map((r) => r.headers['webhook-id']));
      return events.every((e) => acked.has(e.id));
    }, Math.max(1000, backAt + 15_000 - Date.now()));
    const versionsByOrder = new Map<string, number[]>();
    const first = new Set<string>();
    for (const request of receiver.requests) {
      if (request.status !== 200 || first.has(request.headers['webhook-id'] as string)) continue;
      first.add(request.headers['webhook-id'] as string);
      const { data } = JSON.parse(request.body) as { data: { order_id: string; version: number } };
      versionsByOrder.set(data.order_id, [...(versionsByOrder.get(data.order_id) ?? []), data.version]);
    }
    for (const [, versions] of versionsByOrder) expect(versions).toEqual([...versions].sort((a, b) => a - b));
  }, 90_000);
});
