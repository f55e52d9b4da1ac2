// The operators' costs (issue 46), A/B between checkouts in one run, in turns (A B A B …):
//   - GET /v1/admin/orders?limit=20 with PDN_ADMIN_KEY, and (where the variant has named keys)
//     with a named viewer key: the key's lookup per request (PostgreSQL) or from the cache (SQLite);
//   - POST /v1/admin/orders and POST /v1/admin/orders/{id}/release: admin writes, each with its
//     audit entry in its transaction where the variant records one.
//
//   BENCH_AB='main=/work/ab-main new=.' BENCH_DURATION=5 npx tsx bench/operators.bench.ts
//   BENCH_STORES, BENCH_ROUNDS (default 3) as for bench/ab.ts. Results: bench/results/2026-11-operators.md.
import path from 'node:path';
import type { Dialect } from '../src/store/store.js';
import { BENCH_PARTNER_KEY, BENCH_PARTNER_ZONES, seedAcceptWorkload, seededDatabase, SMALL } from './lib/dataset.js';
import { cycle, DURATION_S, measure, WARMUP_S, type LoadResult } from './lib/load.js';
import { BENCH_ADMIN_KEY, startService, type Child } from './lib/processes.js';
import { fmt, log } from './lib/report.js';

const variants = (process.env.BENCH_AB ?? '').split(/\s+/).filter(Boolean).map((spec) => ({ label: spec.slice(0, spec.indexOf('=')), root: path.resolve(spec.slice(spec.indexOf('=') + 1)) }));
if (variants.length === 0) throw new Error("BENCH_AB: the checkouts to compare, e.g. 'main=/work/ab-main new=.'");
const stores = (process.env.BENCH_STORES || 'sqlite,postgres').split(',').map((s) => s.trim()) as Dialect[];
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS || 3));
/** Releases measured per variant and round: each needs an order accepted first. */
const RELEASES = Number(process.env.BENCH_RELEASES || 3000);

const line = (label: string, r: LoadResult) =>
  `${label.padEnd(34)} ${fmt.rps(r.rps).padStart(7)} req/s  p99 ${fmt.ms(r.p99).padStart(4)} ms  PDN ${fmt.us(r.cpuUsPerRequest).padStart(5)} µs/req  non-2xx ${r.failed}`;
const bearer = (key: string) => ({ authorization: `Bearer ${key}`, 'content-type': 'application/json' });

async function namedKey(child: Child): Promise<string | undefined> {
  const res = await fetch(`${child.url}/v1/admin/admin_keys`, { method: 'POST', headers: bearer(BENCH_ADMIN_KEY), body: JSON.stringify({ name: 'bench viewer', role: 'operator' }) });
  return res.status === 201 ? ((await res.json()) as { key: string }).key : undefined; // a variant without named keys: 404
}

async function main(): Promise<void> {
  for (const v of variants) log(`${v.label} = ${v.root}`);
  const rates: Record<string, number[]> = {};
  const keep = (name: string, r: LoadResult) => (rates[name] ??= []).push(r.rps);
  for (const dialect of stores) {
    const db = await seededDatabase(dialect, SMALL, `${dialect}_operators`);
    const children: Child[] = [];
    try {
      const workload = await seedAcceptWorkload(db.url, RELEASES * rounds * variants.length + 100);
      const nextOrder = cycle(workload.orderIds);
      const nextRider = cycle(workload.riderIds);
      for (const v of variants) children.push(await startService(db.url, {}, [], path.join(v.root, 'src/server.ts')));
      const named = await Promise.all(children.map(namedKey));
      const create = () => ({
        method: 'POST',
        path: '/v1/admin/orders',
        body: JSON.stringify({ zone: BENCH_PARTNER_ZONES[0], pickup: { creator: 'K', eta_mins: 5 }, dropoff: { area: 'A' }, payout_estimate: { currency: 'EUR', amount: 4 } }),
      });
      const list = () => ({ method: 'GET', path: '/v1/admin/orders?limit=20' });
      for (let round = 1; round <= rounds; round++) {
        for (const [i, { label }] of variants.entries()) {
          const child = children[i];
          const at = { url: child.url, serverPid: child.process.pid };
          const single = await measure({ ...at, headers: bearer(BENCH_ADMIN_KEY), next: list });
          log(line(`${dialect} GET PDN_ADMIN_KEY ${label} #${round}`, single));
          keep(`${dialect} GET PDN_ADMIN_KEY ${label}`, single);
          if (named[i]) {
            const byName = await measure({ ...at, headers: bearer(named[i]), next: list });
            log(line(`${dialect} GET named key ${label} #${round}`, byName));
            keep(`${dialect} GET named key ${label}`, byName);
          }
          const created = await measure({ ...at, headers: bearer(BENCH_ADMIN_KEY), next: create });
          log(line(`${dialect} create ${label} #${round}`, created));
          keep(`${dialect} create ${label}`, created);
          // Orders to release: accepted by the bench partner first (not measured).
          const held: string[] = [];
          const accept = () => {
            const id = nextOrder();
            held.push(id);
            return { method: 'POST', path: `/v1/orders/${id}/accept`, body: JSON.stringify({ rider_id: nextRider() }) };
          };
          await measure({ ...at, headers: bearer(BENCH_PARTNER_KEY), next: accept, amount: RELEASES, warmup: false });
          const release = cycle(held);
          const released = await measure({ ...at, headers: bearer(BENCH_ADMIN_KEY), next: () => ({ method: 'POST', path: `/v1/admin/orders/${release()}/release`, body: '{}' }), amount: held.length, warmup: false });
          log(line(`${dialect} release ${label} #${round}`, released));
          keep(`${dialect} release ${label}`, released);
        }
      }
    } finally {
      for (const child of children) await child.stop();
      await db.drop();
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  log(`\nmedians over ${rounds} rounds (${DURATION_S} s runs after ${WARMUP_S} s warm-up; releases: ${RELEASES} a run):`);
  for (const [name, xs] of Object.entries(rates)) log(`${name.padEnd(34)} ${fmt.rps(median(xs)).padStart(7)} req/s  (${xs.map((x) => fmt.rps(x)).join(', ')})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
