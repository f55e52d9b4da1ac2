// Background deletes (retention pruning, the idempotency sweep) in small steps, and a lease so
// that one instance at a time runs each of them (docs/operations.md, "Retention and pruning").
//
// On SQLite every statement runs on the event loop: one DELETE of a million rows is seconds
// during which no request is served. Each batch here is bounded, its size follows how long the
// last one took, and between batches a timer lets whatever waits on the sockets run.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type RawBuilder } from 'kysely';
import { Histogram, type Registry } from 'prom-client';
import type { Db } from './schema.js';
import type { Dialect } from './store.js';

export interface BatchSettings {
  /** Rows in the first batch. */
  firstRows: number;
  /** Rows per batch at most (and at least `minRows`). */
  maxRows: number;
  minRows: number;
  /** What a batch should take: the next batch's size follows the last one's pace (at most ×2 or ÷2). */
  targetMs: number;
  /** Pause between batches: a macrotask, so requests waiting on their sockets are served. */
  pauseMs: number;
  /** And at least this many times the last batch's duration: the job takes at most 1 / (1 + ratio) of the loop. */
  pauseRatio?: number;
}

/**
 * Measured on SQLite (docs/performance.md, "Retention pruning"): a deleted row costs 15–60 µs
 * there (its table row and every index entry), so 10 ms is a few hundred rows; with a pause of
 * half the loop, PATCH kept 0.14× of its rate while a backlog cleared, so requests get at least
 * twice what a batch took. On PostgreSQL a batch does not hold the event loop, only its rows'
 * locks: larger batches, a short pause.
 */
export const BATCH_DEFAULTS: Record<'sqlite' | 'postgres', BatchSettings> = {
  sqlite: { firstRows: 200, maxRows: 5_000, minRows: 20, targetMs: 10, pauseMs: 10, pauseRatio: 2 },
  postgres: { firstRows: 1_000, maxRows: 10_000, minRows: 100, targetMs: 200, pauseMs: 10 },
};

export interface BatchReport {
  /** Rows the batch deleted, and how many it was allowed. */
  rows: number;
  limit: number;
  ms: number;
}

export interface BatchRun {
  deleted: number;
  batches: number;
  /** The longest batch, ms: on SQLite, the longest the event loop was held by this job. */
  longestMs: number;
  /** Stopped before the end (`keepGoing` said no). */
  stopped: boolean;
}

/**
 * Calls `deleteBatch(limit)`, a pause before each, until a batch deletes fewer than its limit.
 * `keepGoing` is asked before each batch after the first (the process stopping, a lease lost);
 * `onBatch` is told after each.
 */
export async function deleteInBatches(
  deleteBatch: (limit: number) => Promise<number>,
  settings: BatchSettings,
  hooks: { keepGoing?: () => boolean | Promise<boolean>; onBatch?: (batch: BatchReport) => void } = {},
): Promise<BatchRun> {
  const run: BatchRun = { deleted: 0, batches: 0, longestMs: 0, stopped: false };
  let limit = clamp(settings.firstRows, settings.minRows, settings.maxRows);
  let lastMs = 0;
  for (;;) {
    // Before each batch, so two runs in a row (one table, then the next) never hold the loop together.
    await sleep(Math.max(settings.pauseMs, lastMs * (settings.pauseRatio ?? 0)));
    if (run.batches > 0 && hooks.keepGoing && !(await hooks.keepGoing())) return { ...run, stopped: true };
    const started = performance.now();
    const rows = await deleteBatch(limit);
    const ms = performance.now() - started;
    lastMs = ms;
    run.deleted += rows;
    run.batches++;
    run.longestMs = Math.max(run.longestMs, ms);
    hooks.onBatch?.({ rows, limit, ms });
    if (rows < limit) return run;
    limit = nextLimit(limit, ms, settings);
  }
}

/** The next batch's size: as many rows as fit in the target at the last batch's pace, within ×2 / ÷2 of it. */
export function nextLimit(limit: number, ms: number, settings: BatchSettings): number {
  const fit = Math.floor((limit * settings.targetMs) / Math.max(ms, 0.05));
  return clamp(Math.min(Math.max(fit, Math.floor(limit / 2)), limit * 2), settings.minRows, settings.maxRows);
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * How a batch names its rows: `handle` in the inner select (the oldest `limit` rows by a
 * time-leading index), `among(inner)` in the DELETE's where. SQLite: rowid, in every index, so
 * the inner select reads the index alone. PostgreSQL: ctid, read as an array: a TID scan (with
 * `id in (select …)` the planner hashed the batch and scanned the whole table for it).
 */
export function batchRows(dialect: Dialect): { handle: RawBuilder<unknown>; among: (inner: RawBuilder<unknown>) => RawBuilder<unknown> } {
  return dialect === 'sqlite'
    ? { handle: sql`rowid`, among: (inner) => sql`rowid in (${inner})` }
    : { handle: sql`ctid`, among: (inner) => sql`ctid = any(array(${inner}))` };
}

const BATCH_METRIC = 'pdn_background_batch_duration_seconds';

/**
 * `onBatch` that counts each batch's duration in `registry` (/metrics), by job: on SQLite the
 * time the event loop was held (alert on batches over 50 ms).
 */
export function batchMetric(registry: Registry | undefined, job: string): ((batch: BatchReport) => void) | undefined {
  if (!registry) return undefined;
  const histogram =
    (registry.getSingleMetric(BATCH_METRIC) as Histogram<'job'> | undefined) ??
    new Histogram({
      name: BATCH_METRIC,
      help: 'Duration of each batch of a background delete (retention prune, idempotency sweep)',
      labelNames: ['job'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers: [registry],
    });
  return (batch) => histogram.observe({ job }, batch.ms / 1000);
}

// ------------------------------------------------------------------ leases

/**
 * Takes (or renews) the lease `name` for `holder` until `until` (ISO time): true if it is now
 * ours. It is free when nobody has taken it, or once its time is past; its holder may always
 * renew it. One statement, so two instances taking it at once get one true between them.
 */
export async function takeLease(db: Db, name: string, holder: string, now: string, until: string): Promise<boolean> {
  const result = await sql`
    insert into store_leases (name, holder, expires_at) values (${name}, ${holder}, ${until})
    on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
    where store_leases.expires_at <= ${now} or store_leases.holder = ${holder}`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export interface LeasedRun<T> {
  /** The lease's name: one row in store_leases. */
  name: string;
  holder: string;
  /** How long the lease holds without renewal: a holder that dies frees it after this. */
  leaseMs: number;
  /** After a run that ended, nobody else takes the job for this long (its period). */
  restMs: number;
  /** The job; `keepGoing` renews the lease when a third of it has passed, false once it is lost. */
  work: (keepGoing: () => Promise<boolean>) => Promise<T>;
}

/** Runs `work` if this holder gets the lease; null if another holds it. */
export async function runLeased<T>(db: Db, { name, holder, leaseMs, restMs, work }: LeasedRun<T>): Promise<T | null> {
  const at = (ms: number) => new Date(ms).toISOString();
  let renewed = Date.now();
  if (!(await takeLease(db, name, holder, at(renewed), at(renewed + leaseMs)))) return null;
  const keepGoing = async () => {
    const now = Date.now();
    if (now - renewed < leaseMs / 3) return true;
    if (!(await takeLease(db, name, holder, at(now), at(now + leaseMs)))) return false;
    renewed = now;
    return true;
  };
  const result = await work(keepGoing);
  // Done: the others skip the job for a period; this holder may take it again when it likes.
  const now = Date.now();
  await takeLease(db, name, holder, at(now), at(now + restMs));
  return result;
}
