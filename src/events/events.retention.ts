// Retention: events, deliveries and attempts older than PDN_EVENT_RETENTION are deleted, in
// batches that never hold the event loop for long (src/store/batched-delete.ts), hourly, by one
// process at a time (a lease on the store): N processes do not repeat the same work. Nothing
// within retention goes, and no pending delivery (nor its event), whatever its age. It runs on a
// background loop wherever webhooks are sent (src/compose.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import { BackgroundLoop } from '../shared/background-loop.js';
import type { Store } from '../store/store.js';
import { batchMetric, BATCH_DEFAULTS, deleteInBatches, runLeased, type BatchReport, type BatchSettings } from '../store/batched-delete.js';
import { pruneAttempts, pruneDeliveries, pruneEvents } from './events.retention.queries.js';

export const PRUNE_LEASE = 'retention_prune';
export const PRUNE_EVERY_MS = 3600_000;
/** A prune that failed (the store away, a connection not had in time) is tried again this soon. */
const PRUNE_RETRY_MS = 60_000;
/** A pruner that dies mid-run frees the job after this; one alive renews it between batches. */
export const PRUNE_LEASE_MS = 60_000;

export interface PruneOptions {
  /** Who asks: the lease's holder. */
  holder: string;
  /** Rows created (attempts: made) before this ISO time go. */
  cutoff: string;
  /** How often the job runs: after a run the others leave it alone this long. */
  everyMs: number;
  batches?: Partial<BatchSettings>;
  /** Checked between batches: the process is stopping. */
  stopped?: () => boolean;
  onBatch?: (table: PrunedTable, batch: BatchReport) => void;
}

export type PrunedTable = 'webhook_attempts' | 'webhook_deliveries' | 'events';

export interface PruneResult {
  deleted: Record<PrunedTable, number>;
  batches: number;
  /** The longest batch, ms (on SQLite: the longest the event loop was held). */
  longestMs: number;
  ms: number;
  stopped: boolean;
}

/** Deletes what is past retention; null if another pruner holds the lease. */
export async function pruneExpired(store: Store, options: PruneOptions): Promise<PruneResult | null> {
  const { db, dialect } = store;
  const { cutoff, stopped = () => false } = options;
  const settings = { ...BATCH_DEFAULTS[dialect], ...options.batches };
  return runLeased(db, {
    name: PRUNE_LEASE,
    holder: options.holder,
    leaseMs: PRUNE_LEASE_MS,
    restMs: options.everyMs,
    work: async (leaseHeld) => {
      const started = performance.now();
      const result: PruneResult = { deleted: { webhook_attempts: 0, webhook_deliveries: 0, events: 0 }, batches: 0, longestMs: 0, ms: 0, stopped: false };
      const keepGoing = async () => !stopped() && (await leaseHeld());
      let from = '';
      // Attempts and deliveries first: an event goes once nothing pending refers to it.
      const tables: Array<[PrunedTable, (limit: number) => Promise<number>]> = [
        ['webhook_attempts', (limit) => pruneAttempts(db, dialect, cutoff, limit)],
        ['webhook_deliveries', (limit) => pruneDeliveries(db, dialect, cutoff, limit)],
        [
          'events',
          async (limit) => {
            const times = await pruneEvents(db, dialect, from, cutoff, limit);
            for (const time of times) if (time > from) from = time;
            return times.length;
          },
        ],
      ];
      for (const [table, batch] of tables) {
        const run = await deleteInBatches(batch, settings, { keepGoing, onBatch: (report) => options.onBatch?.(table, report) });
        result.deleted[table] = run.deleted;
        result.batches += run.batches;
        result.longestMs = Math.max(result.longestMs, run.longestMs);
        if (run.stopped) {
          result.stopped = true;
          break;
        }
      }
      result.ms = performance.now() - started;
      return result;
    },
  });
}

export interface RetentionOptions {
  store: Store;
  retentionMs: number;
  log: FastifyBaseLogger;
  metrics?: Registry;
  /** The batches and what is reported of each (tests, benchmarks); defaults per store. */
  batches?: Partial<BatchSettings>;
  onBatch?: PruneOptions['onBatch'];
}

/** The hourly prune as a background job: a pass at start, then every PRUNE_EVERY_MS. */
export function retentionPruner({ store, retentionMs, log, metrics, batches, onBatch }: RetentionOptions): BackgroundLoop {
  const metered = batchMetric(metrics, PRUNE_LEASE);
  const report = onBatch ?? (metered ? (_table: PrunedTable, batch: BatchReport) => metered(batch) : undefined);
  const holder = `pruner-${randomUUID()}`;
  const loop: BackgroundLoop = new BackgroundLoop({
    name: 'retention prune',
    log,
    pollMs: PRUNE_EVERY_MS,
    retryMs: PRUNE_RETRY_MS,
    pass: async () => {
      const cutoff = new Date(Date.now() - retentionMs).toISOString();
      const result = await pruneExpired(store, { holder, cutoff, everyMs: PRUNE_EVERY_MS, stopped: () => loop.stopped, batches, onBatch: report });
      if (result === null) log.debug('retention prune left to another process (it holds the lease)');
      else if (result.stopped || Object.values(result.deleted).some((n) => n > 0)) {
        log.info({ deleted: result.deleted, batches: result.batches, longest_batch_ms: Math.round(result.longestMs), ms: Math.round(result.ms), stopped: result.stopped }, 'retention prune done');
      }
    },
  });
  return loop;
}
