// The one loop every background job runs on (the webhook worker's claims, outcomes and beat, the
// auto-dispatch matcher, the escalation pass, the retention prune, the idempotency sweep): passes
// one at a time, each due at the time it was asked for (a wake, or what the last pass returned),
// never more than `pollMs` after the last (other processes commit too), never less than `gapMs`
// after it. One timer. A pass that throws is logged (a store away once, until it is back) and
// tried again after `retryMs`: no job stops on an error.
import type { FastifyBaseLogger } from 'fastify';
import { isStoreUnavailable } from './store-unavailable.js';

/** setTimeout's longest wait; a longer one would fire at once. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export interface BackgroundLoopOptions {
  /** Names the job in its log lines. */
  name: string;
  /** One pass: returns when the next is due (epoch ms), or nothing to wait for a wake or the poll. */
  pass: () => Promise<number | void>;
  log: FastifyBaseLogger;
  /** The floor: a pass at least this often (Infinity: only when asked). */
  pollMs: number;
  /** Passes start at least this long after the last ended (wakes coalesce meanwhile). Default 0. */
  gapMs?: number;
  /** After a pass that threw. Default: the poll. */
  retryMs?: number;
  /** The first pass comes a poll after start, not at once. */
  waitFirst?: boolean;
  /** The timer holds the process open (a process that is only this job); unref'd otherwise. */
  holdProcess?: boolean;
}

export class BackgroundLoop {
  readonly name: string;
  readonly #options: BackgroundLoopOptions;
  readonly #gapMs: number;
  #stopped = true;
  /** A pass is asked for now (or as soon as the gap allows). */
  #dueNow = false;
  /** The earliest pass asked for at a later time: kept through the passes before it. */
  #dueLater = Infinity;
  /** When the last pass ended (epoch ms; 0 before the first, which is then due at once). */
  #lastEnded = 0;
  #timer: NodeJS.Timeout | undefined;
  #timerAt = Infinity;
  /** Passes are running (set before the first starts, synchronously: a wake then only asks for one more). */
  #active = false;
  /** The promise of their end. */
  #running: Promise<void> | null = null;
  #storeAway = false;

  constructor(options: BackgroundLoopOptions) {
    this.name = options.name;
    this.#options = options;
    this.#gapMs = options.gapMs ?? 0;
  }

  /** Starts with a pass now (or a poll from now: `waitFirst`). */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    if (this.#options.waitFirst) {
      this.#lastEnded = Date.now();
      this.#arm();
    } else this.wake();
  }

  /** A pass at `at` (epoch ms; default now), or sooner if one is asked for sooner. Cheap; calls coalesce. */
  wake(at = Date.now()): void {
    if (this.#stopped) return;
    if (at <= Date.now()) {
      if (this.#dueNow) return;
      this.#dueNow = true;
    } else if (at < this.#dueLater) this.#dueLater = at;
    else return;
    if (!this.#active) this.#arm();
  }

  /** Stopping or stopped: a long pass checks it between its steps. */
  get stopped(): boolean {
    return this.#stopped;
  }

  /** No more passes; resolves once one in flight has ended. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#disarm();
    await this.#running;
  }

  #nextAt(): number {
    const next = this.#dueNow ? this.#lastEnded : Math.min(this.#dueLater, this.#lastEnded + this.#options.pollMs);
    return Math.max(next, this.#lastEnded + this.#gapMs);
  }

  #arm(): void {
    const at = this.#nextAt();
    if (at <= Date.now()) {
      this.#disarm();
      this.#start();
      return;
    }
    if (at >= this.#timerAt) return;
    this.#disarm();
    if (at === Infinity) return;
    this.#timerAt = at;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#timerAt = Infinity;
      if (!this.#active && !this.#stopped) this.#start();
    }, Math.min(at - Date.now(), MAX_TIMEOUT_MS));
    if (!this.#options.holdProcess) this.#timer.unref();
  }

  #disarm(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#timerAt = Infinity;
  }

  /** Starts passes at once, in this call: a pass woken by a commit or an outcome starts before what follows it. */
  #start(): void {
    this.#active = true;
    this.#running = this.#run();
  }

  /** Passes back to back while one is due (no timer between them), then the timer for the next. */
  async #run(): Promise<void> {
    do {
      this.#dueNow = false;
      if (this.#dueLater <= Date.now()) this.#dueLater = Infinity;
      const next = await this.#pass();
      this.#lastEnded = Date.now();
      if (next !== undefined) this.wake(next);
    } while (!this.#stopped && this.#nextAt() <= Date.now());
    this.#active = false;
    this.#running = null;
    if (!this.#stopped) this.#arm();
  }

  async #pass(): Promise<number | undefined> {
    const { log, name } = this.#options;
    try {
      const next = await this.#options.pass();
      if (this.#storeAway) log.info(`${name}: the store is back`);
      this.#storeAway = false;
      return next ?? undefined;
    } catch (error) {
      const away = isStoreUnavailable(error);
      if (!away) log.error({ err: error }, `${name} failed; trying again`);
      else if (!this.#storeAway) log.warn({ err: error }, `${name}: the store is unavailable; trying again`);
      this.#storeAway = away;
      return Date.now() + (this.#options.retryMs ?? this.#options.pollMs);
    }
  }
}
