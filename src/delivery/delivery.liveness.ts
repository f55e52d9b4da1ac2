// A webhook worker's life as others see it: a row in `dispatchers`, a lock the operating system
// frees when the process dies (src/store/process-lock.ts), and a heartbeat for what no lock can
// tell (a host cut off from PostgreSQL keeps its session, and its lock, for a while). Each beat it
// makes sure it still holds its lock and row, and gives back what dead workers held.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ProcessLock } from '../store/process-lock.js';
import type { Store } from '../store/store.js';
import { heartbeat, otherWorkers, reapDead, registerWorker, unregisterWorker } from './delivery.queries.js';

/** How often a worker beats, at most: how soon it takes its lock again after losing it, and finds the dead. */
const MAX_BEAT_MS = 1000;

export interface Liveness {
  /** Our name in `dispatchers` and in the rows we hold (a new one if we were given up for dead); how often to `beat`. */
  readonly id: string;
  readonly beatMs: number;
  /** Until when an attempt may start (epoch ms): nobody can have taken our deliveries before then. */
  aliveUntil(): number;
  /** Registers, and gives back at once what dead workers held. */
  start(): Promise<void>;
  /** Never throws. `renewed`: we had been given up for dead, and what we held is not ours; `released`: the dead's deliveries are due. */
  beat(): Promise<{ renewed: boolean; released: boolean }>;
  stop(): Promise<void>;
}

export class StoreLiveness implements Liveness {
  id = '';
  /** At least six beats per lease: given up for dead only after missing five. */
  readonly beatMs: number;
  #lastBeat = 0;

  constructor(
    private readonly store: Store,
    private readonly lock: ProcessLock,
    private readonly leaseMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.beatMs = Math.min(MAX_BEAT_MS, Math.max(50, Math.floor(leaseMs / 6)));
  }

  aliveUntil(): number {
    if (!this.lock.held()) return 0;
    // SQLite's processes share one host: the lock tells all, there is no lease to outlive.
    if (this.store.dialect === 'sqlite') return Infinity;
    return this.#lastBeat + this.leaseMs - 2 * this.beatMs;
  }

  async start(): Promise<void> {
    await this.#register();
    await this.#reap(true);
  }

  async beat(): Promise<{ renewed: boolean; released: boolean }> {
    let renewed = false;
    try {
      if (!(await this.lock.take(this.id))) return { renewed, released: false };
      const now = Date.now();
      if (await heartbeat(this.store.db, this.id, new Date(now).toISOString())) this.#lastBeat = now;
      else {
        this.log.warn({ worker: this.id }, 'webhook worker was given up for dead; starting afresh');
        await this.lock.release();
        await this.#register();
        renewed = true;
      }
      return { renewed, released: await this.#reap() };
    } catch (error) {
      this.log.warn({ err: error }, 'webhook worker heartbeat failed; retrying');
      return { renewed, released: false };
    }
  }

  async stop(): Promise<void> {
    await unregisterWorker(this.store, this.id, new Date().toISOString()).catch((error) =>
      this.log.warn({ err: error }, 'could not give back held webhook deliveries; our lock is freed now, so another worker takes them'),
    );
    await this.lock.release();
  }

  /** The lock first, then the row: a row is never seen without its lock held. */
  async #register(): Promise<void> {
    const id = `dsp_${randomUUID()}`;
    if (!(await this.lock.take(id))) throw new Error('could not take the webhook worker lock');
    const now = Date.now();
    await registerWorker(this.store.db, id, new Date(now).toISOString());
    this.id = id;
    this.#lastBeat = now;
  }

  /** `sweep`: also give back what is held by no worker registered, whether or not one is removed now. */
  async #reap(sweep = false): Promise<boolean> {
    const now = Date.now();
    const dead = this.lock.deadAmong ? this.lock.deadAmong(await otherWorkers(this.store.db, this.id)) : [];
    return reapDead(this.store, { me: this.id, dead, silentSince: new Date(now - this.leaseMs).toISOString() }, new Date(now).toISOString(), sweep);
  }
}
