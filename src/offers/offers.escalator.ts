// The escalation pass (docs/decisions.md, "The escalation ladder and its races"). Built from the
// auto-dispatch matcher's parts and run beside it, wherever it runs (the matcher starts and stops
// it): a SerialJob for the passes and an Alarm for when the next one is due. The alarm is set for
// the soonest deadline in the store (read by each pass) or one committed in this process
// (offerDeadlineSet), and never later than the poll, so deadlines committed by other instances,
// or before a crash, are met too. Each step is its own conditional update (offers.service.ts):
// racing instances, a racing accept or a re-run after kill -9 find nothing left to do.
import { Histogram, type Registry } from 'prom-client';
import type { Context } from '../context.js';
import { Alarm, SerialJob } from '../shared/timers.js';
import { offerDeadlineSet } from '../shared/wake.js';
import { isStoreUnavailable } from '../store/store-faults.js';
import type { OrdersTable } from '../store/schema.js';
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
 * trips queued with the API's; after the gap, one pass steps all that came due. As the matcher's gap.
 */
const PASS_GAP_MS = 100;

export interface EscalatorOptions {
  ctx: Context;
  metrics?: Registry;
  pollMs?: number;
}

export class Escalator {
  readonly #ctx: Context;
  readonly #pollMs: number;
  readonly #gapMs: number;
  readonly #passes = new SerialJob(() => this.#pass());
  readonly #alarm: Alarm;
  readonly #lateness: Histogram | undefined;
  #stopped = true;
  #storeAway = false;
  #passEnded = 0;
  #unsubscribe: (() => void) | undefined;

  constructor(options: EscalatorOptions) {
    this.#ctx = options.ctx;
    this.#pollMs = options.pollMs ?? ESCALATION_POLL_MS;
    this.#gapMs = Math.min(PASS_GAP_MS, this.#pollMs);
    this.#alarm = new Alarm(() => void this.#passes.run(), this.#pollMs);
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
    this.#stopped = false;
    this.#unsubscribe = offerDeadlineSet.on((at) => !this.#stopped && this.#alarm.at(Math.max(at, this.#passEnded + this.#gapMs)));
    void this.#passes.run();
  }

  /** No more passes; steps in flight finish (each is a whole transaction either way). */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#unsubscribe?.();
    this.#alarm.cancel();
    await this.#passes.idle();
  }

  async #pass(): Promise<void> {
    if (this.#stopped) return;
    const { next, full } = await this.#safePass();
    this.#passEnded = Date.now();
    // The poll is the floor: deadlines other instances commit are seen within it.
    if (!this.#stopped) this.#alarm.at(full ? this.#passEnded : Math.max(Math.min(next, this.#passEnded + this.#pollMs), this.#passEnded + this.#gapMs));
  }

  /** A pass that never throws: a store away is logged once and retried at the next poll. Returns when the next is due. */
  async #safePass(): Promise<{ next: number; full: boolean }> {
    try {
      const next = await this.#escalatePass();
      if (this.#storeAway) this.#ctx.log.info('escalation pass: store reachable again');
      this.#storeAway = false;
      return next;
    } catch (error) {
      if (!isStoreUnavailable(error)) this.#ctx.log.error({ err: error }, 'escalation pass failed');
      else if (!this.#storeAway) this.#ctx.log.warn({ err: error }, 'escalation pass: store unreachable; retrying at the next poll');
      this.#storeAway = isStoreUnavailable(error);
      return { next: Date.now() + this.#pollMs, full: false };
    }
  }

  /** Steps every job due now; returns when the soonest deadline left is due, and whether a full batch was due (more may wait). */
  async #escalatePass(): Promise<{ next: number; full: boolean }> {
    const now = new Date().toISOString();
    const jobs = await soonestDeadlines(this.#ctx.store.db, BATCH);
    const due = jobs.filter((job) => job.accept_by! <= now);
    if (due.length > 0) {
      const steps = await escalationSteps(this.#ctx);
      const queue = [...due];
      const worker = async () => {
        for (let batch = queue.splice(0, PER_TRANSACTION); batch.length > 0 && !this.#stopped; batch = queue.splice(0, PER_TRANSACTION)) await this.#step(batch, steps);
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    }
    if (due.length === BATCH) return { next: Date.now(), full: true };
    const soonest = jobs[due.length];
    return { next: soonest ? Date.parse(soonest.accept_by!) : Infinity, full: false };
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
