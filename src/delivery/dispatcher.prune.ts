// Retention: events, deliveries and attempts older than PDN_EVENT_RETENTION are deleted, in
// batches that never hold the event loop for long (src/store/batched-delete.ts), by one
// dispatcher at a time (a lease on the store): N dispatchers do not repeat the same work.
// Nothing within retention goes, and no pending delivery (nor its event), whatever its age.
import type { Store } from '../store/store.js';
import { BATCH_DEFAULTS, deleteInBatches, runLeased, type BatchReport, type BatchSettings } from '../store/batched-delete.js';
import { pruneAttempts, pruneDeliveries, pruneEvents } from './dispatcher.queries.js';

export const PRUNE_LEASE = 'retention_prune';
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
  /** Checked between batches: the dispatcher is stopping. */
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
