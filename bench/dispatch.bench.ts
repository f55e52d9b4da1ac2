// Issue 21: auto-dispatch under a burst. 1,000 jobs created at 100 per second (open loop) over
// 500 riders of capacity 3 (1,500 seats), one partner with an `auto` policy over 5 zones; half the
// riders and every pickup have a location, so the ranking measures distances. From each job's
// created_at to its assigned_at, both stamped in the store. Baseline in the same run, on a new
// database: the partner accepts each job itself (manual) the moment its create answers, for the
// next rider in turn: the fastest a partner could take a job over the API.
import { openStore } from '../src/store/store.js';
import type { Dialect } from '../src/store/store.js';
import { freshDatabase } from './lib/dataset.js';
import { percentile } from './lib/percentile.js';
import { BENCH_ADMIN_KEY, startService, withChild, type Child } from './lib/processes.js';
import { log } from './lib/report.js';

const JOBS = Number(process.env.BENCH_DISPATCH_JOBS || 1000);
export const RATE = 100;
export const RIDERS = 500;
export const CAPACITY = 3;
export const ZONES = Array.from({ length: 5 }, (_, i) => `bench-dispatch-${i}`);
const CENTER = { lat: 52.37, lng: 4.89 };

export interface DispatchRun {
  jobs: number;
  assigned: number;
  seconds: number;
  p50: number | null;
  p99: number | null;
  max: number | null;
  overCapacity: number;
  twice: number;
}
export interface DispatchResults {
  dialect: Dialect;
  auto: DispatchRun;
  manual: DispatchRun;
}

const near = (seed: number) => ({ lat: CENTER.lat + ((seed * 7919) % 1000) / 20_000, lng: CENTER.lng + ((seed * 104_729) % 1000) / 20_000 });

async function call(child: Child, key: string, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(child.url + path, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300 && !(method === 'POST' && path.endsWith('/accept'))) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function run(dialect: Dialect, mode: 'auto' | 'manual'): Promise<DispatchRun> {
  const database = await freshDatabase(dialect, `dispatch_${mode}`);
  try {
    return await withChild(startService(database.url, mode === 'auto' ? {} : { PDN_AUTO_DISPATCH: 'off' }), async (child) => {
      const partner = await call(child, BENCH_ADMIN_KEY, 'POST', '/v1/admin/partners', { name: 'Dispatch Bench', territories: ZONES });
      const key = (await call(child, BENCH_ADMIN_KEY, 'POST', `/v1/admin/partners/${partner.id}/api_keys`)).key as string;
      const riders: string[] = [];
      for (let i = 0; i < RIDERS; i += 50) {
        const batch = await Promise.all(
          Array.from({ length: 50 }, (_, j) => call(child, BENCH_ADMIN_KEY, 'POST', '/v1/admin/riders', { partner_id: partner.id, zone: ZONES[(i + j) % ZONES.length], capacity: CAPACITY, status: 'online' })),
        );
        for (const [j, rider] of batch.entries()) {
          riders.push(rider.rider_id);
          if ((i + j) % 2 === 0) await call(child, key, 'PUT', `/v1/riders/${rider.rider_id}/location`, near(i + j));
        }
      }
      await call(child, key, 'PUT', '/v1/dispatch_policy', { mode });

      // Open loop: a create every 10 ms whatever the answers do; under manual, each answer is accepted at once.
      const started = performance.now();
      const inFlight: Array<Promise<unknown>> = [];
      for (let i = 0; i < JOBS; i++) {
        const due = started + (i * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        inFlight.push(
          (async () => {
            const order = await call(child, BENCH_ADMIN_KEY, 'POST', '/v1/admin/orders', {
              zone: ZONES[i % ZONES.length],
              pickup: { creator: 'Bench Kitchen', eta_mins: 10, location: near(i * 31 + 7) },
              dropoff: { area: 'Riverside' },
              payout_estimate: { currency: 'EUR', amount: 4 },
            });
            if (mode === 'manual') await call(child, key, 'POST', `/v1/orders/${order.order_id}/accept`, { rider_id: riders[i % RIDERS] });
          })(),
        );
      }
      await Promise.all(inFlight);
      const store = openStore(database.url, { poolSize: 2 });
      try {
        const deadline = Date.now() + 30_000;
        let orders: Array<{ id: string; created_at: string; assigned_at: string | null }> = [];
        for (;;) {
          orders = await store.db.selectFrom('orders').select(['id', 'created_at', 'assigned_at']).execute();
          if (orders.every((o) => o.assigned_at !== null) || Date.now() > deadline) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const seconds = (performance.now() - started) / 1000;
        const latencies = orders.filter((o) => o.assigned_at !== null).map((o) => Date.parse(o.assigned_at!) - Date.parse(o.created_at)).sort((a, b) => a - b);
        // Never over capacity: no deliveries finish here, so a rider's assignments over time are its load.
        const events = await store.db.selectFrom('events').select('data').where('type', '=', 'order.assigned').execute();
        const perRider = new Map<string, number>();
        const perOrder = new Map<string, number>();
        for (const event of events) {
          const data = JSON.parse(event.data) as { order_id: string; rider_id: string };
          perRider.set(data.rider_id, (perRider.get(data.rider_id) ?? 0) + 1);
          perOrder.set(data.order_id, (perOrder.get(data.order_id) ?? 0) + 1);
        }
        return {
          jobs: orders.length,
          assigned: latencies.length,
          seconds,
          p50: percentile(latencies, 0.5),
          p99: percentile(latencies, 0.99),
          max: latencies.at(-1) ?? null,
          overCapacity: [...perRider.values()].filter((n) => n > CAPACITY).length,
          twice: [...perOrder.values()].filter((n) => n > 1).length,
        };
      } finally {
        await store.close();
      }
    });
  } finally {
    await database.drop();
  }
}

export async function runDispatchBenchmarks(dialect: Dialect): Promise<DispatchResults> {
  const manual = await run(dialect, 'manual');
  log(`${dialect}: manual baseline p99 ${manual.p99} ms`);
  const auto = await run(dialect, 'auto');
  log(`${dialect}: auto-dispatch p99 ${auto.p99} ms`);
  return { dialect, auto, manual };
}
