// The late pass (docs/decisions.md, "Late jobs"), a background loop run wherever auto-dispatch
// runs (src/compose.ts): finds taken jobs whose `pickup_by` or `deliver_by` passed and announces
// each once (`order.late`). It reads only the jobs still to be announced, soonest deadline first
// (two partial indexes, migration 026), never the orders table; a pass is due at the soonest
// deadline it saw and never later than the poll, so jobs taken on other instances, or before a
// crash, are met too. Each announcement is a conditional update: racing instances and a re-run
// after kill -9 find nothing left to do.
import { Histogram, type Registry } from 'prom-client';
import type { Context } from '../context.js';
import { BackgroundLoop } from '../shared/background-loop.js';
import { LATE_KINDS, type LateKind, type OrdersTable } from '../store/schema.js';
import { soonestLate } from './orders.queries.js';
import { announceLate } from './orders.service.js';

/** Jobs read per kind and pass; a pass that finds them all due runs again at once. */
const BATCH = 200;
/** Jobs per transaction (their events share its statements). */
const PER_TRANSACTION = 50;
/** Well inside the 5 s a late job is announced within, for deadlines committed elsewhere. */
export const LATE_POLL_MS = 1_000;
/** Passes come at most this often unless the last was full: deadlines a few ms apart share a pass. */
const PASS_GAP_MS = 100;

const DEADLINE = { pickup: 'pickup_by', delivery: 'deliver_by' } as const satisfies Record<LateKind, keyof OrdersTable>;

export interface LatePassOptions {
  ctx: Context;
  metrics?: Registry;
  pollMs?: number;
}

export class LatePass {
  readonly #ctx: Context;
  readonly #loop: BackgroundLoop;
  readonly #lateness: Histogram | undefined;

  constructor(options: LatePassOptions) {
    this.#ctx = options.ctx;
    const pollMs = options.pollMs ?? LATE_POLL_MS;
    this.#loop = new BackgroundLoop({ name: 'late pass', pass: () => this.#pass(), log: options.ctx.log, pollMs, gapMs: Math.min(PASS_GAP_MS, pollMs) });
    if (options.metrics) {
      this.#lateness = new Histogram({
        name: 'pdn_late_announcement_seconds',
        help: "From a taken job's pickup_by or deliver_by to its order.late written by this process",
        buckets: [0.1, 0.25, 0.5, 1, 2, 5, 30],
        registers: [options.metrics],
      });
    }
  }

  start(): void {
    this.#loop.start();
  }

  /** No more passes; a batch in flight finishes (a whole transaction either way). */
  async stop(): Promise<void> {
    await this.#loop.stop();
  }

  /** Announces every job late now; returns when the soonest deadline left is due (now: a batch was full). */
  async #pass(): Promise<number> {
    let next = Infinity;
    for (const kind of LATE_KINDS) {
      const now = new Date().toISOString();
      const jobs = await soonestLate(this.#ctx.store.db, kind, BATCH);
      const due = jobs.filter((job) => job[DEADLINE[kind]]! <= now);
      for (let i = 0; i < due.length && !this.#loop.stopped; i += PER_TRANSACTION) {
        const batch = due.slice(i, i + PER_TRANSACTION);
        const announced = await announceLate(this.#ctx, kind, batch.map((job) => job.id));
        const done = Date.now();
        for (const job of announced) this.#lateness?.observe((done - Date.parse(job[DEADLINE[kind]]!)) / 1000);
      }
      const soonest = due.length === BATCH ? Date.now() : jobs[due.length] ? Date.parse(jobs[due.length][DEADLINE[kind]]!) : Infinity;
      next = Math.min(next, soonest);
    }
    return next;
  }
}
