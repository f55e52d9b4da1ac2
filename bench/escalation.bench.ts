// Issue 30: the escalation pass under load. 10,000 open jobs whose deadlines all pass within one
// minute (evenly spread), a one-step ladder (+1 EUR and one zone more), on the small seeded set.
// How late each step is: the job's `updated_at` at its step − the deadline it had, both stamped
// by the service. And what it costs the hot paths: PATCH rider status and accept, measured before
// the deadlines start (with the 10,000 jobs open but not due) and again while they pass.
//
//   npx tsx bench/escalation.bench.ts        (BENCH_STORES=sqlite,postgres; BENCH_DURATION s per run)
import { openStore } from '../src/store/store.js';
import type { Dialect } from '../src/store/store.js';
import { BENCH_PARTNER_KEY, BENCH_PARTNER_ZONES, patchRequests, seedAcceptWorkload, seededDatabase, SMALL } from './lib/dataset.js';
import { cycle, DURATION_S, measure, WARMUP_S, type LoadResult } from './lib/load.js';
import { percentile } from './lib/percentile.js';
import { BENCH_ADMIN_KEY, startService } from './lib/processes.js';
import { fmt, log, table } from './lib/report.js';

const JOBS = Number(process.env.BENCH_ESCALATION_JOBS || 10_000);
const SPREAD_MS = 60_000;
const stores = (process.env.BENCH_STORES || 'sqlite,postgres').split(',').map((s) => s.trim()) as Dialect[];
const AUTH = { authorization: `Bearer ${BENCH_PARTNER_KEY}` };
const RUN_MS = (WARMUP_S + DURATION_S) * 1000;

interface Result {
  dialect: Dialect;
  stepped: number;
  twice: number;
  p50: number;
  p99: number;
  max: number;
  patch: [LoadResult, LoadResult];
  accept: [LoadResult, LoadResult];
}

async function run(dialect: Dialect): Promise<Result> {
  const db = await seededDatabase(dialect, SMALL, `${dialect}_escalation`);
  const store = openStore(db.url, { poolSize: 2 });
  try {
    const workload = await seedAcceptWorkload(db.url, 2000 * (DURATION_S + WARMUP_S) * 2);
    const child = await startService(db.url);
    try {
      const put = await fetch(`${child.url}/v1/admin/escalation_policy`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${BENCH_ADMIN_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ steps: [{ accept_within: '10m', payout_increase: 1, zones: [BENCH_PARTNER_ZONES[1]] }] }),
      });
      if (put.status !== 200) throw new Error(`PUT escalation_policy: ${put.status}`);

      // The jobs, written straight into the store; their deadlines start once the control runs are done.
      const first = Date.now() + 2 * RUN_MS + 5000;
      const deadlines = Array.from({ length: JOBS }, (_, i) => new Date(first + Math.floor((i * SPREAD_MS) / JOBS)).toISOString());
      const now = new Date().toISOString();
      for (let from = 0; from < JOBS; from += 500) {
        await store.db
          .insertInto('orders')
          .values(
            deadlines.slice(from, from + 500).map((acceptBy, j) => ({
              id: `ord_02esc${String(from + j).padStart(9, '0')}`,
              zone: BENCH_PARTNER_ZONES[0],
              status: 'unassigned' as const,
              partner_id: null,
              rider_id: null,
              pickup_creator: 'Escalation Kitchen',
              pickup_eta_mins: 10,
              dropoff_area: 'Riverside',
              currency: 'EUR',
              amount_minor: 400,
              cancellation_reason: null,
              settlement_id: null,
              created_at: now,
              updated_at: now,
              assigned_at: null,
              picked_up_at: null,
              delivered_at: null,
              cancelled_at: null,
              version: 1,
              sandbox_partner_id: null,
              pickup_lat: null,
              pickup_lng: null,
              dropoff_lat: null,
              dropoff_lng: null,
              accept_by: acceptBy,
              escalation_step: 0,
              offered_zones: null,
            })),
          )
          .execute();
      }
      const nextOrder = cycle(workload.orderIds);
      const nextRider = cycle(workload.riderIds);
      const accept = () => ({ method: 'POST', path: `/v1/orders/${nextOrder()}/accept`, body: JSON.stringify({ rider_id: nextRider() }) });
      const load = (next: () => { method: string; path: string; body?: string }) => measure({ url: child.url, serverPid: child.process.pid, headers: AUTH, next });

      const patchBefore = await load(patchRequests(SMALL));
      const acceptBefore = await load(accept);
      log(`${dialect} before: PATCH ${fmt.rps(patchBefore.rps)}/s, accept ${fmt.rps(acceptBefore.rps)}/s`);
      const wait = first + 1000 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const patchDuring = await load(patchRequests(SMALL));
      const acceptDuring = await load(accept);
      log(`${dialect} during: PATCH ${fmt.rps(patchDuring.rps)}/s, accept ${fmt.rps(acceptDuring.rps)}/s`);

      // Every step in (the last deadline, and a little).
      const until = first + SPREAD_MS + 10_000;
      let rows: Array<{ id: string; updated_at: string; escalation_step?: number; version: number }> = [];
      for (;;) {
        rows = await store.db.selectFrom('orders').select(['id', 'updated_at', 'escalation_step', 'version']).where('id', 'like', 'ord_02esc%').execute();
        if (rows.every((r) => (r.escalation_step ?? 0) >= 1) || Date.now() > until) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const stepped = rows.filter((r) => (r.escalation_step ?? 0) >= 1);
      const late = stepped.map((r) => Date.parse(r.updated_at) - Date.parse(deadlines[Number(r.id.slice(8))])).sort((a, b) => a - b);
      return {
        dialect,
        stepped: stepped.length,
        twice: rows.filter((r) => (r.escalation_step ?? 0) > 1 || r.version > 2).length,
        p50: percentile(late, 0.5) ?? NaN,
        p99: percentile(late, 0.99) ?? NaN,
        max: late.at(-1) ?? NaN,
        patch: [patchBefore, patchDuring],
        accept: [acceptBefore, acceptDuring],
      };
    } finally {
      await child.stop();
    }
  } finally {
    await store.close();
    await db.drop();
  }
}

async function main(): Promise<void> {
  const results: Result[] = [];
  for (const dialect of stores) results.push(await run(dialect));
  const rows = results.map((r) => [
    r.dialect,
    `${r.stepped} / ${JOBS}`,
    String(r.twice),
    fmt.ms(r.p50),
    `**${fmt.ms(r.p99)}**`,
    fmt.ms(r.max),
    `${fmt.rps(r.patch[0].rps)} → ${fmt.rps(r.patch[1].rps)} (${fmt.ratio(r.patch[1].rps / r.patch[0].rps)})`,
    `${fmt.rps(r.accept[0].rps)} → ${fmt.rps(r.accept[1].rps)} (${fmt.ratio(r.accept[1].rps / r.accept[0].rps)})`,
  ]);
  console.log(table(['store', 'stepped', 'stepped twice', 'late p50 ms', 'late p99 ms', 'late max ms', 'PATCH req/s before → during', 'accept req/s before → during'], rows));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
