// Issue 30: the escalation pass under load. 10,000 open jobs whose deadlines all pass within one
// minute (evenly spread), a one-step ladder (+1 EUR and one zone more), on the small seeded set.
// How late each step is: the job's `updated_at` at its step − the deadline it had, both stamped
// by the service. What it costs the hot paths (PATCH rider status, accept): a second service on a
// second copy of the store holds the same 10,000 jobs open but not due (deadlines in an hour);
// while the deadlines pass, both are measured in turns (A B A B …), so the machine's other work
// hits both alike, and the cost is the ratio escalating ÷ quiet.
//
//   npx tsx bench/escalation.bench.ts   (BENCH_STORES=sqlite,postgres; BENCH_DURATION s per run, default 5 here)
//
// BENCH_PASS=late (issue 47): the late pass instead, the same way: 10,000 assigned jobs whose
// `pickup_by` all pass within one minute; how late each `order.late` is (its `updated_at` − its
// `pickup_by`), and what it costs PATCH and accept.
import { openStore } from '../src/store/store.js';
import { orderRow } from '../test/order-rows.js';
import type { Dialect } from '../src/store/store.js';
import { BENCH_PARTNER_ID, BENCH_PARTNER_KEY, BENCH_PARTNER_ZONES, benchPartnerRiderIds, patchRequests, seedAcceptWorkload, seededDatabase, SMALL, type Seeded } from './lib/dataset.js';
import { cycle, measure, type LoadResult } from './lib/load.js';
import { percentile } from './lib/percentile.js';
import { BENCH_ADMIN_KEY, startService, type Child } from './lib/processes.js';
import { fmt, log, table } from './lib/report.js';

const JOBS = Number(process.env.BENCH_ESCALATION_JOBS || 10_000);
const SPREAD_MS = 60_000;
const RUN_S = Number(process.env.BENCH_DURATION || 5);
const WARMUP_S = 1;
const stores = (process.env.BENCH_STORES || 'sqlite,postgres').split(',').map((s) => s.trim()) as Dialect[];
const AUTH = { authorization: `Bearer ${BENCH_PARTNER_KEY}` };
const ESC_ID = (i: number) => `ord_02esc${String(i).padStart(9, '0')}`;
const LATE_PASS = process.env.BENCH_PASS === 'late';
/** A job of the pass under test, due at `deadline`; each pass bumps `version` once per job. */
const jobFields = (deadline: string, riderId: string) =>
  LATE_PASS
    ? { status: 'assigned' as const, partner_id: BENCH_PARTNER_ID, rider_id: riderId, accept_by: null, pickup_by: deadline, deliver_by: '9999-12-31T23:59:59.999Z' }
    : { status: 'unassigned' as const, accept_by: deadline, escalation_step: 0 };
/** Whether the pass did its work on a row. */
const done = (row: { escalation_step?: number; late_pickup_at?: string | null }) => (LATE_PASS ? row.late_pickup_at != null : (row.escalation_step ?? 0) >= 1);

interface Rates {
  patch: number;
  accept: number;
}
interface Result {
  dialect: Dialect;
  stepped: number;
  twice: number;
  p50: number;
  p99: number;
  max: number;
  escalating: Rates;
  quiet: Rates;
  rounds: number;
}

/** The 10,000 jobs, written straight into the store, with these deadlines. */
async function insertJobs(url: string, deadlines: string[]): Promise<void> {
  const store = openStore(url, { poolSize: 1 });
  const riders = benchPartnerRiderIds(SMALL);
  const now = new Date().toISOString();
  try {
    for (let from = 0; from < deadlines.length; from += 500) {
      const rows = deadlines.slice(from, from + 500).map((deadline, j) =>
        orderRow({ id: ESC_ID(from + j), zone: BENCH_PARTNER_ZONES[0], pickup_creator: 'Escalation Kitchen', amount_minor: 400, created_at: now, ...jobFields(deadline, riders[(from + j) % riders.length]) }),
      );
      await store.db.insertInto('orders').values(rows).execute();
    }
  } finally {
    await store.close();
  }
}

async function setLadder(child: Child): Promise<void> {
  const put = await fetch(`${child.url}/v1/admin/escalation_policy`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${BENCH_ADMIN_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ steps: [{ accept_within: '10m', payout_increase: 1, zones: [BENCH_PARTNER_ZONES[1]] }] }),
  });
  if (put.status !== 200) throw new Error(`PUT escalation_policy: ${put.status}`);
}

async function run(dialect: Dialect): Promise<Result> {
  const dbs: Seeded[] = [];
  const children: Child[] = [];
  try {
    for (const label of ['escalating', 'quiet']) dbs.push(await seededDatabase(dialect, SMALL, `${dialect}_escalation_${label}`));
    const acceptsPerRun = 2000 * (RUN_S + WARMUP_S);
    const workloads = await Promise.all(dbs.map((db) => seedAcceptWorkload(db.url, acceptsPerRun * 12)));
    for (const db of dbs) children.push(await startService(db.url));
    for (const child of children) await setLadder(child);
    // Deadlines: all within one minute from `first` (escalating), or an hour away (quiet).
    const first = Date.now() + 8000;
    const deadlines = (offset: number) => Array.from({ length: JOBS }, (_, i) => new Date(first + offset + Math.floor((i * SPREAD_MS) / JOBS)).toISOString());
    await insertJobs(dbs[1].url, deadlines(3_600_000));
    const due = deadlines(0);
    await insertJobs(dbs[0].url, due);

    const loads = children.map((child, i) => {
      const nextOrder = cycle(workloads[i].orderIds);
      const nextRider = cycle(workloads[i].riderIds);
      const accept = () => ({ method: 'POST', path: `/v1/orders/${nextOrder()}/accept`, body: JSON.stringify({ rider_id: nextRider() }) });
      const run = (next: () => { method: string; path: string; body?: string }) =>
        measure({ url: child.url, serverPid: child.process.pid, headers: AUTH, next, duration: RUN_S, warmup: false });
      return { patch: () => run(patchRequests(SMALL)), accept: () => run(accept) };
    });
    const wait = first + 500 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // In turns while the deadlines pass: requests summed per side.
    const totals = [
      { patch: [0, 0], accept: [0, 0] },
      { patch: [0, 0], accept: [0, 0] },
    ];
    let rounds = 0;
    while (Date.now() + 4 * (RUN_S + 0.5) * 1000 < first + SPREAD_MS) {
      for (const kind of ['patch', 'accept'] as const) {
        for (const i of rounds % 2 ? [1, 0] : [0, 1]) {
          const r: LoadResult = await loads[i][kind]();
          totals[i][kind][0] += r.ok;
          totals[i][kind][1] += RUN_S;
        }
      }
      rounds++;
      log(`${dialect}: round ${rounds} done`);
    }
    const rate = (t: { patch: number[]; accept: number[] }): Rates => ({ patch: t.patch[0] / t.patch[1], accept: t.accept[0] / t.accept[1] });

    // Every step in (the last deadline, and a little).
    const store = openStore(dbs[0].url, { poolSize: 1 });
    try {
      const until = first + SPREAD_MS + 10_000;
      let rows: Array<{ id: string; updated_at: string; escalation_step?: number; late_pickup_at?: string | null; version: number }> = [];
      for (;;) {
        rows = await store.db.selectFrom('orders').select(['id', 'updated_at', 'escalation_step', 'late_pickup_at', 'version']).where('id', 'like', 'ord_02esc%').execute();
        if (rows.every(done) || Date.now() > until) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const stepped = rows.filter(done);
      const late = stepped.map((r) => Date.parse(r.updated_at) - Date.parse(due[Number(r.id.slice('ord_02esc'.length))])).sort((a, b) => a - b);
      return {
        dialect,
        stepped: stepped.length,
        twice: rows.filter((r) => (r.escalation_step ?? 0) > 1 || r.version > 2).length,
        p50: percentile(late, 0.5) ?? NaN,
        p99: percentile(late, 0.99) ?? NaN,
        max: late.at(-1) ?? NaN,
        escalating: rate(totals[0]),
        quiet: rate(totals[1]),
        rounds,
      };
    } finally {
      await store.close();
    }
  } finally {
    for (const child of children) await child.stop();
    for (const db of dbs) await db.drop();
  }
}

async function main(): Promise<void> {
  const results: Result[] = [];
  for (const dialect of stores) {
    const result = await run(dialect);
    log(`${dialect}: ${JSON.stringify(result)}`);
    results.push(result);
  }
  const rows = results.map((r) => [
    r.dialect,
    `${r.stepped.toLocaleString('en-US')} / ${JOBS.toLocaleString('en-US')}`,
    String(r.twice),
    fmt.ms(r.p50),
    `**${fmt.ms(r.p99)}**`,
    fmt.ms(r.max),
    `${fmt.rps(r.escalating.patch)} / ${fmt.rps(r.quiet.patch)} = **${fmt.ratio(r.escalating.patch / r.quiet.patch)}**`,
    `${fmt.rps(r.escalating.accept)} / ${fmt.rps(r.quiet.accept)} = **${fmt.ratio(r.escalating.accept / r.quiet.accept)}**`,
    String(r.rounds),
  ]);
  console.log(
    table(['store', 'stepped', 'stepped twice', 'late p50 ms', 'late p99 ms', 'late max ms', 'PATCH req/s escalating / quiet', 'accept req/s escalating / quiet', 'rounds'], rows),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
