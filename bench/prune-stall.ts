// The hourly jobs' event-loop stall, old code against new, on an SQLite store filled by
// bench/prune.bench.ts (issue 32: the 18.9 s stall at the soak's 60-minute mark). Both hourly
// timers (retention prune, idempotency sweep) are started in the same turn, as they fire at the
// hour; perf_hooks' monitorEventLoopDelay gives the longest stall.
//
//   npx tsx bench/prune-stall.ts --file=data/bench/prune/pdn-10000000-1000000.sqlite
//
// The old code is run on the schema it ran on (migration 014's indexes dropped first, built
// again afterwards), with nothing expired: what every hour cost it.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { pruneExpired } from '../src/events/events.retention.js';
import { sweepIdempotencyKeys } from '../src/http/idempotency.plugin.js';
import { up as pruneIndexes } from '../src/store/migrations/014_prune_indexes.js';
import { openStore } from '../src/store/store.js';
import { sql } from 'kysely';
import { log } from './lib/report.js';

const arg = process.argv.find((a) => a.startsWith('--file='));
if (!arg) throw new Error('--file=PATH of a store filled by bench/prune.bench.ts');
const file = arg.slice('--file='.length);
const DAY = 86_400_000;

async function stall(label: string, jobs: () => Array<Promise<unknown>>): Promise<void> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  await sleep(50); // the monitor's first tick: a stall before it would go unseen
  const started = performance.now();
  await Promise.all(jobs());
  const ms = performance.now() - started;
  await sleep(20); // the monitor's timer records the last stall
  histogram.disable();
  log(`${label}: both jobs done in ${ms.toFixed(0)} ms; longest event-loop stall ${(histogram.max / 1e6).toFixed(0)} ms`);
}

async function main(): Promise<void> {
  const store = openStore(file);
  const { db } = store;
  const cutoff = new Date(Date.now() - 60 * DAY).toISOString(); // nothing is that old
  const timed = async (name: string, run: () => Promise<unknown>) => {
    const t = performance.now();
    await run();
    log(`  old ${name}: ${(performance.now() - t).toFixed(0)} ms`);
  };
  await sql`drop index if exists webhook_attempts_attempted_idx`.execute(db);
  await sql`drop index if exists webhook_deliveries_done_created_idx`.execute(db);
  await stall('old code (before 014)', () => [
    // pruneBefore as it was: one statement per table, each awaited (on SQLite: only microtasks between them)
    (async () => {
      await timed('prune attempts', () => db.deleteFrom('webhook_attempts').where('attempted_at', '<', cutoff).execute());
      await timed('prune deliveries', () => db.deleteFrom('webhook_deliveries').where('created_at', '<', cutoff).where('status', '<>', 'pending').execute());
      await timed('prune events', () =>
        db
          .deleteFrom('events')
          .where('created_at', '<', cutoff)
          .where(({ not, exists, selectFrom }) => not(exists(selectFrom('webhook_deliveries as d').select('d.id').whereRef('d.event_id', '=', 'events.id').where('d.status', '=', 'pending'))))
          .execute(),
      );
    })(),
    // the sweeper as it was, started in the same turn (its timer fires at the same hour)
    timed('idempotency sweep', () => db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).execute()),
  ]);
  const t = performance.now();
  await pruneIndexes(db);
  log(`migration 014's indexes built again in ${(performance.now() - t).toFixed(0)} ms`);
  await sql`delete from store_leases`.execute(db);
  await stall('new code', () => [
    pruneExpired(store, { holder: 'bench', cutoff, everyMs: 3600_000 }),
    sweepIdempotencyKeys(store, { holder: 'bench', cutoff }),
  ]);
  await store.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
