// A/B of the API hot paths between checkouts (or settings), in one run: every variant's service
// on the same seeded store, measured in turns (A B A B …) so the machine's other work hits all alike.
//
//   BENCH_AB='old=/path/to/other/checkout new=.' npx tsx bench/ab.ts
//   a variant is label=checkout[,NAME=value…] (environment for that service; BENCH_PGBOUNCER=1: through PgBouncer)
//   BENCH_STORES, BENCH_DURATION, BENCH_ROUNDS as for `npm run bench` (rounds default to 3 here)
//   PATCH and PUT location are also measured on the raw baseline (bench/baseline.server.ts), in the same turns.
//   BENCH_AB_DRAIN=1: the webhook drain instead (drainInTurns); BENCH_SERVER=dist/server.js in a variant runs its build,
//   BENCH_NODE_ARGS='--flag;--other' gives its service node flags.
//   BENCH_AB_CLAIMS=1: the store's side of the drain alone, each variant's claim and outcome queries (claimsInTurns).
//   BENCH_AB_LATENCY=1: commit-to-receipt latency at paced rates (latencyInTurns; BENCH_AB_RATE deliveries/s).
import path from 'node:path';
import pg from 'pg';
import type { Dialect } from '../src/store/store.js';
import { BENCH_PARTNER_ID, BENCH_PARTNER_KEY, benchPartnerRiderIds, patchRequests, seedAcceptWorkload, seededDatabase, SMALL } from './lib/dataset.js';
import { locationRequests } from './lib/fleet.js';
import { cpuUs, cycle, DURATION_S, measure, WARMUP_S, type LoadResult, type LoadSpec } from './lib/load.js';
import { startNodeScript, startService, stopPooler, type Child } from './lib/processes.js';
import { fmt, log } from './lib/report.js';
import { claimsInTurns, drainInTurns, latencyInTurns } from './webhooks.bench.js';

const variants = (process.env.BENCH_AB ?? '').split(/\s+/).filter(Boolean).map((spec) => {
  const [label, root, ...env] = [spec.slice(0, spec.indexOf('=')), ...spec.slice(spec.indexOf('=') + 1).split(',')];
  return { label, root: path.resolve(root), env: Object.fromEntries(env.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)] as [string, string])) };
});
if (variants.length === 0) throw new Error("BENCH_AB: the variants to compare, e.g. 'old=../other new=.'");
const stores = (process.env.BENCH_STORES || 'sqlite,postgres').split(',').map((s) => s.trim()) as Dialect[];
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS || 3));
const AUTH = { authorization: `Bearer ${BENCH_PARTNER_KEY}` };

const start = (root: string, url: string, env: Record<string, string>) => startService(url, env, [], path.join(root, 'src/server.ts'));

const line = (label: string, r: LoadResult & { storeUs?: number }) =>
  `${label.padEnd(28)} ${fmt.rps(r.rps).padStart(7)} req/s  p99 ${fmt.ms(r.p99).padStart(4)} ms  PDN ${fmt.us(r.cpuUsPerRequest).padStart(5)} µs/req  PostgreSQL ${fmt.us(r.storeUs).padStart(5)} µs/req  non-2xx ${r.failed}`;

/**
 * A warm-up, then the measured run; on PostgreSQL also the CPU its backends for this database
 * spent per request (only the service under load is busy on it then).
 */
async function measureWithStore(spec: LoadSpec, backends?: pg.Client): Promise<LoadResult & { storeUs?: number }> {
  await measure({ ...spec, duration: WARMUP_S, warmup: false });
  const pids = backends ? (await backends.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map((r) => r.pid) : [];
  const before = pids.map(cpuUs);
  const result = await measure({ ...spec, warmup: false });
  // A backend that ended meanwhile was an idle one of another variant's pool: left out.
  const used = pids.reduce((sum, pid, i) => sum + Math.max(0, (cpuUs(pid) ?? before[i] ?? 0) - (before[i] ?? 0)), 0);
  return { ...result, storeUs: backends && result.ok > 0 ? used / result.ok : undefined };
}

async function main(): Promise<void> {
  for (const v of variants) log(`${v.label} = ${v.root} ${JSON.stringify(v.env)}`);
  const inTurns = process.env.BENCH_AB_CLAIMS === '1' ? claimsInTurns : process.env.BENCH_AB_LATENCY === '1' ? latencyInTurns : process.env.BENCH_AB_DRAIN === '1' ? drainInTurns : null;
  if (inTurns) {
    const drains = variants.map(({ label, root, env: { BENCH_SERVER = 'src/server.ts', BENCH_NODE_ARGS = '', ...env } }) => ({ label, root, server: BENCH_SERVER, env, nodeArgs: BENCH_NODE_ARGS.split(';').filter(Boolean) }));
    for (const dialect of stores) await inTurns(dialect, drains, rounds);
    return;
  }
  for (const dialect of stores) {
    const db = await seededDatabase(dialect, SMALL, `${dialect}_ab`);
    const children: Child[] = [];
    const backends = dialect === 'postgres' ? new pg.Client({ connectionString: db.url }) : undefined;
    await backends?.connect();
    try {
      // Enough fresh orders for every variant's warm-ups and runs (accept reaches 1,500/s on SQLite).
      const orders = 2000 * (DURATION_S + 3) * rounds * variants.length;
      const workload = await seedAcceptWorkload(db.url, orders);
      const nextOrder = cycle(workload.orderIds);
      const nextRider = cycle(workload.riderIds);
      for (const v of variants) children.push(await start(v.root, db.url, v.env));
      const raw = await startNodeScript('bench/baseline.server.ts', { PDN_DATABASE_URL: db.url, BASELINE_PARTNER_ID: BENCH_PARTNER_ID });
      children.push(raw);
      const fixes = locationRequests(benchPartnerRiderIds(SMALL)); // one sequence for all: every fix is newer than the last
      const accept = () => ({ method: 'POST', path: `/v1/orders/${nextOrder()}/accept`, body: JSON.stringify({ rider_id: nextRider() }) });
      for (let round = 1; round <= rounds; round++) {
        for (const [i, { label }] of variants.entries()) {
          const child = children[i];
          const patch = await measureWithStore({ url: child.url, serverPid: child.process.pid, headers: AUTH, next: patchRequests(SMALL) }, backends);
          log(line(`${dialect} PATCH ${label} #${round}`, patch));
        }
        const baseline = await measureWithStore({ url: raw.url, serverPid: raw.process.pid, headers: AUTH, next: patchRequests(SMALL) }, backends);
        log(line(`${dialect} PATCH raw baseline #${round}`, baseline));
        for (const [label, child] of [...variants.map((v, i) => [v.label, children[i]] as const), ['raw baseline', raw] as const]) {
          const result = await measureWithStore({ url: child.url, serverPid: child.process.pid, headers: AUTH, next: fixes }, backends);
          log(line(`${dialect} location ${label} #${round}`, result));
        }
        for (const [i, { label }] of variants.entries()) {
          const child = children[i];
          const result = await measureWithStore({ url: child.url, serverPid: child.process.pid, headers: AUTH, next: accept }, backends);
          log(line(`${dialect} accept ${label} #${round}`, result));
        }
      }
    } finally {
      await backends?.end();
      for (const child of children) await child.stop();
      await db.drop();
    }
  }
  await stopPooler();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
