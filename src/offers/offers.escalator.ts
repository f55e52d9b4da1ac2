// The escalation pass (docs/decisions.md, "The escalation ladder and its races"), a background
// loop run wherever auto-dispatch runs (src/compose.ts). A pass is due at the soonest deadline in
// the store (read by each pass) or one committed in this process (offerDeadlineSet), and never
// later than the poll, so deadlines committed by other instances, or before a crash, are met too. Each step is its own conditional update (offers.service.ts):
// racing instances, a racing accept or a re-run after kill -9 find nothing left to do.
import { Histogram, type Registry } from 'prom-client';
import type { Context } from '../context.js';
import { BackgroundLoop } from '../shared/background-loop.js';
import { offerDeadlineSet } from '../shared/wake.js';
import type { OrdersTable } from '../store/schema.js';
import { isStoreUnavailable } from '../store/store-faults.js';
import { soonestDeadlines } from './offers.queries.js';
import { escalationSteps, stepJobs } from './offers.service.js';

/** Jobs read per pass; a pass that finds them all due runs again at once. */
const BATCH = 200;
/** Batches in flight at once, and jobs per batch (one transaction each; alike jobs share its statements). */
const CONCURRENCY = 2;
const PER_TRANSACTION = 50;
export const ESCALATION_POLL_MS = 500;
/**
 * Passes come at most this often, unless the last found a full batch due: with deadlines a few ms
 * apart (10,000 in a minute) a pass per deadline was a transaction per job or two, and their round
 * trips queued with the API's; after the gap, one pass steps all that came due (a full batch too).
 */
const PASS_GAP_MS = 100;

export interface EscalatorOptions {
  ctx: Context;
  metrics?: Registry;
  pollMs?: number;
}

export class Escalator {
  readonly #ctx: Context;
  readonly #loop: BackgroundLoop;
  readonly #lateness: Histogram | undefined;
  #unsubscribe: (() => void) | undefined;

  constructor(options: EscalatorOptions) {
    this.#ctx = options.ctx;
    const pollMs = options.pollMs ?? ESCALATION_POLL_MS;
    // The poll is the floor: deadlines other instances commit are seen within it.
    this.#loop = new BackgroundLoop({ name: 'escalation pass', pass: () => this.#escalatePass(), log: options.ctx.log, pollMs, gapMs: Math.min(PASS_GAP_MS, pollMs) });
    if (options.metrics) {
      this.#lateness = new Histogram({
        name: 'pdn_escalation_lateness_seconds',
        help: "From an open job's accept_by to its escalation step (or expiry) applied by this process",
        buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 30],
        registers: [options.metrics],
      });
    }
  }

  start(): void {
    this.#unsubscribe = offerDeadlineSet.on((at) => this.#loop.wake(at));
    this.#loop.start();
  }

  /** No more passes; steps in flight finish (each is a whole transaction either way). */
  async stop(): Promise<void> {
    this.#unsubscribe?.();
    await this.#loop.stop();
  }

  /** Steps every job due now; returns when the soonest deadline left is due (now: a full batch was due, more may wait). */
  async #escalatePass(): Promise<number> {
    const now = new Date().toISOString();
    const jobs = await soonestDeadlines(this.#ctx.store.db, BATCH);
    const due = jobs.filter((job) => job.accept_by! <= now);
    if (due.length > 0) {
      const steps = await escalationSteps(this.#ctx);
      const queue = [...due];
      const worker = async () => {
        for (let batch = queue.splice(0, PER_TRANSACTION); batch.length > 0 && !this.#loop.stopped; batch = queue.splice(0, PER_TRANSACTION)) await this.#step(batch, steps);
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    }
    if (due.length === BATCH) return Date.now();
    const soonest = jobs[due.length];
    return soonest ? Date.parse(soonest.accept_by!) : Infinity;
  }

  async #step(jobs: OrdersTable[], steps: Awaited<ReturnType<typeof escalationSteps>>): Promise<void> {
    let outcomes;
    try {
      outcomes = await stepJobs(this.#ctx, jobs, steps);
    } catch (error) {
      // One batch that cannot be stepped (a value no step can use) must not hold up the others:
      // logged, and the pass goes on. A store away ends the pass (retried at the next poll).
      if (isStoreUnavailable(error)) throw error;
      this.#ctx.log.error({ err: error, order_ids: jobs.map((job) => job.id) }, 'escalation: these jobs could not be stepped; the pass goes on');
      return;
    }
    const done = Date.now();
    for (const [i, job] of jobs.entries()) {
      if (outcomes[i] === 'gone') continue;
      const latenessMs = done - Date.parse(job.accept_by!);
      this.#lateness?.observe(latenessMs / 1000);
      this.#ctx.log.debug({ order_id: job.id, outcome: outcomes[i], escalation_step: (job.escalation_step ?? 0) + (outcomes[i] === 'escalated' ? 1 : 0), lateness_ms: latenessMs }, 'escalation step');
    }
  }
}
