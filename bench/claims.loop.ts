// The store's side of the webhook drain, without HTTP: one process claims and records a copy of
// a backlog as the webhook worker does (claims of up to 256, at most 128 held per endpoint and 1,024
// in all; once 768 are held, the oldest claim's rows are recorded as answered 204), until none
// is left. Prints one JSON line: time, claims, and CPU per delivery of this process and, on
// PostgreSQL, of its backends. Run by bench/ab.ts (BENCH_AB_CLAIMS=1) with a variant's code:
//   node --import tsx bench/claims.loop.ts <checkout> <database url>
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { cpuUs } from './lib/load.js';

const [root, url] = process.argv.slice(2);
const { openStore } = await import(path.join(root, 'src/store/store.ts'));
// The worker's SQL, in this checkout or (an older one, for A/B) as it was named before.
const renamed = fs.existsSync(path.join(root, 'src/delivery/delivery.queries.ts'));
const queries = await import(path.join(root, renamed ? 'src/delivery/delivery.queries.ts' : 'src/delivery/dispatcher.queries.ts'));
const CLAIM = 256;
const HOLD = 128;
const CONCURRENCY = 1024;
const RECORD_AT = 768;

const store = openStore(url, url.startsWith('postgres') ? { poolSize: 4 } : {});
const me = 'dsp_bench';
await (renamed ? queries.registerWorker : queries.registerDispatcher)(store.db, me, new Date().toISOString());
const admin = store.dialect === 'postgres' ? new pg.Client({ connectionString: url }) : null;
await admin?.connect();
/** CPU of a backend so far (µs); 0 once it is gone. */
const cpuOf = (pid: number) => cpuUs(pid) ?? 0;
// Every connection of the pool open before the count starts.
await Promise.all(Array.from({ length: 4 }, () => store.db.selectFrom('dispatchers').select('id').execute()));
const backends: number[] = admin ? (await admin.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map((r) => r.pid) : [];
const backendsBefore = backends.map(cpuOf);
const before = process.cpuUsage();
const started = performance.now();

type Claimed = { id: string; event_id: string; endpoint_id: string; attempt_count: number };
const held: Claimed[][] = [];
let holding = 0;
let recorded = 0;
let claims = 0;
let claimMs = 0;
for (;;) {
  const perEndpoint = new Map<string, number>();
  for (const row of held.flat()) perEndpoint.set(row.endpoint_id, (perEndpoint.get(row.endpoint_id) ?? 0) + 1);
  const full = [...perEndpoint].filter(([, n]) => n >= HOLD).map(([id]) => id);
  const room = Object.fromEntries([...perEndpoint].filter(([, n]) => n < HOLD).map(([id, n]) => [id, HOLD - n]));
  const limit = Math.min(CLAIM, CONCURRENCY - holding);
  let got: Claimed[] = [];
  if (limit > 0) {
    const claimStarted = performance.now();
    got = (await queries.claimDue(store, { me, now: new Date().toISOString(), limit, full, room, hold: HOLD })).deliveries;
    claimMs += performance.now() - claimStarted;
    claims++;
  }
  if (got.length > 0) held.push(got);
  holding += got.length;
  if (holding === 0) break;
  if (holding >= RECORD_AT || got.length === 0) {
    const batch = held.shift()!;
    holding -= batch.length;
    const now = new Date().toISOString();
    if (renamed) {
      const outcome = { kind: 'succeeded', attemptedAt: Date.parse(now), status: 204, latencyMs: 1, error: null, responseBody: null, retryAt: null };
      await queries.writeOutcomes(store.db, store.dialect, me, batch.map((claim) => ({ claim, attemptId: `att_${claim.id}`, outcome })), now);
    } else {
      const attempts = batch.map((d) => ({ id: `att_${d.id}`, delivery_id: d.id, event_id: d.event_id, endpoint_id: d.endpoint_id, attempted_at: now, status_code: 204, latency_ms: 1, error: null, response_body: null }));
      const updates = batch.map((d) => ({ id: d.id, status: 'succeeded', claimed_count: d.attempt_count, attempt_count: d.attempt_count + 1, next_attempt_at: null, last_status_code: 204, last_error: null }));
      await queries.writeOutcomes(store.db, store.dialect, me, attempts, updates, now);
    }
    recorded += batch.length;
  }
}
const ms = performance.now() - started;
const own = process.cpuUsage(before);
const storeUs = backends.reduce((sum, pid, i) => sum + cpuOf(pid) - backendsBefore[i], 0);
console.log(
  JSON.stringify({
    recorded,
    ms: Math.round(ms),
    claims,
    claimMs: +(claimMs / claims).toFixed(2),
    processUs: Math.round((own.user + own.system) / recorded),
    storeUs: admin ? Math.round(storeUs / recorded) : null,
  }),
);
await admin?.end();
await store.close();
