// Retention pruning at a 30-day size (issue 32; a benchmark, not a test). Fills an SQLite store
// with 30 days of webhook history (10M deliveries, each with its event and attempt) plus a
// backlog of 1M expired rows per table, then:
// 1. times the old prune (one DELETE per table, before migration 014's indexes): with nothing
//    expired (a scan of each table) and with the backlog (in a transaction rolled back);
// 2. builds migration 014's indexes on it (what the upgrade costs at this size);
// 3. serves PATCH rider status without any prune (webhooks off): the rate, the event loop's max;
// 4. starts the service with its dispatcher, whose prune clears the backlog at once: PATCH rate
//    and the event loop's longest stall while it runs (the service's /metrics, prom-client's
//    monitorEventLoopDelay, read every second), and how long it takes;
// 5. checks that every row within retention, and every old pending delivery, is still there.
//
//   npx tsx bench/prune.bench.ts                              10M deliveries, 1M expired per table
//   npx tsx bench/prune.bench.ts --deliveries=1000000 --expired=200000   a short run
//   --no-write    print only, leave docs/performance.md and bench/results/ alone
//
// Writes a short summary into docs/performance.md (block `prune`, under "Retention pruning") and
// the tables into bench/results/<yyyy-mm-dd>-prune.md.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type BetterSqlite3 from 'better-sqlite3';
import { up as pruneIndexes } from '../src/store/migrations/014_prune_indexes.js';
import { migrate } from '../src/store/migrate.js';
import { openSqliteFile, openStore, removeSqliteFiles } from '../src/store/store.js';
import { measure, type LoadResult } from './lib/load.js';
import { BENCH_ADMIN_KEY, ROOT, startService, type Child } from './lib/processes.js';
import { publish, renderPrune, type OldPrune, type PatchRounds } from './lib/render.js';
import { environment, fmt, log } from './lib/report.js';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [name, value] = arg.replace(/^--/, '').split('=');
    return [name, value ?? 'true'];
  }),
);
const DELIVERIES = Number(args.deliveries ?? 10_000_000);
const EXPIRED = Number(args.expired ?? 1_000_000);
const PENDING_EXPIRED = 1_000;
const DAY = 86_400_000;
const ROUND_S = 10;
const PATCH_CONNECTIONS = 16;
const dir = path.join(ROOT, 'data/bench/prune');
const file = path.join(dir, `pdn-${DELIVERIES}-${EXPIRED}.sqlite`);

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Rows `from`..`to` (1-based numbers) of events, deliveries and attempts, created evenly from
 * `start` to `end`, in transactions of 250k rows: INSERT … SELECT from a recursive CTE, ids
 * in creation order (as PDN's are, nearly: time-ordered), so every index is appended to.
 */
function fill(sqlite: BetterSqlite3.Database, from: number, to: number, start: number, end: number, status: 'succeeded' | 'failed' | 'pending'): void {
  const startDays = start / DAY + 2440587.5; // julian day of `start`
  const stepDays = (end - start) / DAY / Math.max(1, to - from);
  const chunk = 250_000;
  const at = `strftime('%Y-%m-%dT%H:%M:%fZ', ${startDays} + (n - ${from}) * ${stepDays})`;
  const pending = status === 'pending';
  for (let lo = from; lo <= to; lo += chunk) {
    const hi = Math.min(to, lo + chunk - 1);
    const rows = `with recursive c(n) as (select ${lo} union all select n + 1 from c where n < ${hi})`;
    sqlite.transaction(() => {
      sqlite.exec(`${rows} insert into events (id, partner_id, type, data, created_at)
        select printf('evt_b%011d', n), printf('ptn_b%02d', n % 20), 'order.delivered',
          '{"order_id":"ord_' || printf('%011d', n) || '","status":"delivered","zone":"bench-a","rider_id":"rdr_00000000001","version":4,"payout":{"currency":"EUR","amount":4.5}}',
          ${at} from c`);
      sqlite.exec(`${rows} insert into webhook_deliveries (id, event_id, endpoint_id, partner_id, status, attempt_count, next_attempt_at, last_status_code, created_at, updated_at)
        select printf('dlv_b%011d', n), printf('evt_b%011d', n), printf('we_b%02d', n % 20), printf('ptn_b%02d', n % 20), '${status}', 1,
          ${pending ? `'${iso(Date.now() + DAY)}'` : 'null'}, ${status === 'succeeded' ? 200 : 500}, ${at}, ${at} from c`);
      sqlite.exec(`${rows} insert into webhook_attempts (id, delivery_id, event_id, endpoint_id, attempted_at, status_code, latency_ms, error, response_body)
        select printf('att_b%011d', n), printf('dlv_b%011d', n), printf('evt_b%011d', n), printf('we_b%02d', n % 20), ${at},
          ${status === 'succeeded' ? 200 : 500}, 12, null, 'ok' from c`);
    })();
  }
}

const OLD_PRUNE = {
  attempts: 'delete from webhook_attempts where attempted_at < ?',
  deliveries: "delete from webhook_deliveries where created_at < ? and status <> 'pending'",
  events: "delete from events where created_at < ? and not exists (select 1 from webhook_deliveries d where d.event_id = events.id and d.status = 'pending')",
};

/** Milliseconds each of the old prune's statements holds the thread (rolled back: nothing changes). */
function oldPrune(sqlite: BetterSqlite3.Database, cutoff: string): OldPrune {
  const out = {} as OldPrune;
  sqlite.exec('begin immediate');
  try {
    for (const [name, statement] of Object.entries(OLD_PRUNE) as Array<[keyof typeof OLD_PRUNE, string]>) {
      const started = performance.now();
      const { changes } = sqlite.prepare(statement).run(cutoff);
      out[name] = { ms: performance.now() - started, rows: changes };
    }
  } finally {
    sqlite.exec('rollback');
  }
  return out;
}

function metric(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ').pop()) : NaN;
}

/** Reads the service's event-loop max (prom-client resets it at each scrape) every second until stopped. */
function watchLoop(child: Child) {
  let max = 0;
  let running = true;
  const scrape = async () => metric(await (await fetch(`${child.url}/metrics`, { headers: { authorization: `Bearer ${BENCH_ADMIN_KEY}` } })).text(), 'nodejs_eventloop_lag_max_seconds') * 1000;
  const done = (async () => {
    await scrape(); // since the process started: its start-up (tsx compiling, migrations) is no prune's
    while (running) {
      await sleep(1000);
      max = Math.max(max, await scrape());
    }
  })();
  return {
    max: () => max,
    reset: () => (max = 0),
    stop: async () => {
      running = false;
      await done;
      return max;
    },
  };
}

async function call(base: string, method: string, urlPath: string, body?: unknown, key = BENCH_ADMIN_KEY): Promise<any> {
  const response = await fetch(base + urlPath, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${urlPath}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A partner with 200 riders, made through the API once; PATCH rider status cycles through them. */
async function patchLoad(base: string, state: { key?: string; riders?: string[] }) {
  if (!state.key) {
    const partner = await call(base, 'POST', '/v1/admin/partners', { name: 'Prune bench fleet', territories: ['prune-a'] });
    state.key = (await call(base, 'POST', `/v1/admin/partners/${partner.id}/api_keys`)).key as string;
    state.riders = [];
    for (let r = 0; r < 200; r++) state.riders.push((await call(base, 'POST', '/v1/admin/riders', { partner_id: partner.id, zone: 'prune-a', capacity: 5, status: 'online' })).rider_id);
  }
  let n = 0;
  const riders = state.riders!;
  return (serverPid?: number) =>
    measure({
      url: base,
      serverPid,
      headers: { authorization: `Bearer ${state.key}` },
      duration: ROUND_S,
      warmup: false,
      connections: PATCH_CONNECTIONS,
      next: () => {
        const rider = riders[n % riders.length];
        const status = Math.floor(n++ / riders.length) % 2 === 0 ? 'on-break' : 'online';
        return { method: 'PATCH', path: `/v1/riders/${rider}/status`, body: JSON.stringify({ status }) };
      },
    });
}

/** Rounds of PATCH as one line: the mean req/s, the worst p99, and the event loop's max meanwhile. */
const rounds = (results: LoadResult[], loopMaxMs: number): PatchRounds => ({
  rps: results.reduce((a, r) => a + r.rps, 0) / Math.max(1, results.length),
  p99: results.length ? Math.max(...results.map((r) => r.p99)) : 0,
  failed: results.reduce((a, r) => a + r.failed, 0),
  rounds: results.length,
  loopMaxMs,
});

async function main(): Promise<void> {
  const env = environment();
  fs.mkdirSync(dir, { recursive: true });
  const now = Date.now();
  const within = { from: now - 29.9 * DAY, to: now - 60_000 };
  const expiredSpan = { from: now - 40 * DAY, to: now - 31 * DAY };
  let old: { scan: ReturnType<typeof oldPrune>; backlog: ReturnType<typeof oldPrune> };
  let indexMs = 0;
  let fillS = 0;

  {
    removeSqliteFiles(file);
    const store = openStore(file);
    await migrate(store);
    await store.close();
    const sqlite = openSqliteFile(file);
    // The schema before migration 014: its indexes are built after the old prune is timed.
    sqlite.exec('drop index webhook_attempts_attempted_idx; drop index webhook_deliveries_done_created_idx');
    const started = performance.now();
    log(`filling ${EXPIRED.toLocaleString('en-US')} expired and ${DELIVERIES.toLocaleString('en-US')} recent deliveries (each with its event and attempt)`);
    fill(sqlite, 1, EXPIRED, expiredSpan.from, expiredSpan.to, 'failed');
    fill(sqlite, EXPIRED + 1, EXPIRED + PENDING_EXPIRED, expiredSpan.from, expiredSpan.to, 'pending');
    fill(sqlite, EXPIRED + PENDING_EXPIRED + 1, EXPIRED + PENDING_EXPIRED + DELIVERIES, within.from, within.to, 'succeeded');
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    fillS = (performance.now() - started) / 1000;
    log(`filled in ${fillS.toFixed(0)} s; ${(fs.statSync(file).size / 2 ** 30).toFixed(1)} GiB`);

    const scan = oldPrune(sqlite, iso(now - 60 * DAY));
    log(`old prune, nothing expired: ${JSON.stringify(scan)}`);
    const backlog = oldPrune(sqlite, iso(now - 30 * DAY));
    log(`old prune, backlog: ${JSON.stringify(backlog)}`);
    old = { scan, backlog };
    sqlite.close();

    const store2 = openStore(file);
    const indexStarted = performance.now();
    await pruneIndexes(store2.db);
    indexMs = performance.now() - indexStarted;
    await store2.close();
    log(`migration 014's indexes built in ${(indexMs / 1000).toFixed(1)} s`);
  }
  const size = fs.statSync(file).size / 2 ** 30;

  // Without a prune: the API alone (no dispatcher).
  const patch: { key?: string; riders?: string[] } = {};
  const without: LoadResult[] = [];
  let withoutLoopMax = 0;
  {
    const child = await startService(file, { PDN_WEBHOOKS: 'off' });
    try {
      const load = await patchLoad(child.url, patch);
      await load(); // warm-up
      const loop = watchLoop(child);
      for (let i = 0; i < 3; i++) without.push(await load(child.process.pid));
      withoutLoopMax = await loop.stop();
    } finally {
      await child.stop();
    }
  }
  log(`PATCH without prune: ${without.map((r) => fmt.rps(r.rps)).join(', ')} req/s; loop max ${withoutLoopMax.toFixed(0)} ms`);

  // With the dispatcher: its prune starts as it does.
  const reader = openSqliteFile(file);
  const cutoffSeen = iso(Date.now() - 30 * DAY);
  const left = reader.prepare(`select
    (select count(*) from (select 1 from webhook_attempts where attempted_at < ? limit 1)) +
    (select count(*) from (select 1 from webhook_deliveries where status <> 'pending' and created_at < ? limit 1)) +
    (select count(*) from (select 1 from events e where created_at < ? and not exists (select 1 from webhook_deliveries d where d.event_id = e.id and d.status = 'pending') limit 1)) as n`);
  const during: LoadResult[] = [];
  const after: LoadResult[] = [];
  let pruneS = 0;
  let duringLoopMax = 0;
  let afterLoopMax = 0;
  {
    const started = performance.now();
    const child = await startService(file, { PDN_WEBHOOKS: 'on' });
    const loop = watchLoop(child);
    try {
      let done = false;
      const poll = (async () => {
        while ((left.get(cutoffSeen, cutoffSeen, cutoffSeen) as { n: number }).n > 0) await sleep(500);
        pruneS = (performance.now() - started) / 1000;
        done = true;
      })();
      const load = await patchLoad(child.url, patch);
      while (!done) {
        const result = await load(child.process.pid);
        if (!done) during.push(result); // a round that ended after the prune is left out
        log(`PATCH ${done ? '(prune ended in this round, not counted)' : 'during prune'}: ${fmt.rps(result.rps)} req/s, p99 ${result.p99} ms; loop max so far ${loop.max().toFixed(0)} ms`);
      }
      await poll;
      duringLoopMax = loop.max();
      loop.reset();
      for (let i = 0; i < 3; i++) after.push(await load(child.process.pid));
      afterLoopMax = loop.max();
    } finally {
      await loop.stop();
      await child.stop();
    }
  }
  log(`prune took ${pruneS.toFixed(0)} s; loop max during ${duringLoopMax.toFixed(0)} ms, after ${afterLoopMax.toFixed(0)} ms`);

  const count = (sqlText: string) => (reader.prepare(sqlText).get() as { n: number }).n;
  const kept = {
    events: count('select count(*) as n from events'),
    deliveries: count('select count(*) as n from webhook_deliveries'),
    attempts: count('select count(*) as n from webhook_attempts'),
    pending: count("select count(*) as n from webhook_deliveries where status = 'pending'"),
  };
  reader.close();
  const keptOk = kept.deliveries === DELIVERIES + PENDING_EXPIRED && kept.events === DELIVERIES + PENDING_EXPIRED && kept.attempts === DELIVERIES && kept.pending === PENDING_EXPIRED;
  log(`kept: ${JSON.stringify(kept)} ${keptOk ? '(as expected)' : '(NOT as expected)'}`);

  const results = {
    deliveries: DELIVERIES,
    expired: EXPIRED,
    pendingExpired: PENDING_EXPIRED,
    sizeGiB: size,
    fillSeconds: fillS,
    old,
    indexMs,
    roundSeconds: ROUND_S,
    connections: PATCH_CONNECTIONS,
    without: rounds(without, withoutLoopMax),
    during: rounds(during, duringLoopMax),
    after: rounds(after, afterLoopMax),
    pruneSeconds: pruneS,
    kept,
    keptOk,
  };
  publish('prune', env, renderPrune(results, env), { doc: args['no-write'] !== 'true' });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
