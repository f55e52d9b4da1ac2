// The sending pool: attempts run on their own thread, so sockets, signing and reading answers use
// the second core while the worker's thread runs the store and the API (docs/performance.md,
// "Behind the code"). Attempts cross in batches, one message per event-loop turn each way. Each
// endpoint's slots are applied here, where the attempts run, so a freed slot is refilled without
// waiting for the worker's busy loop; its hold (what it may have claimed) is the worker's.
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { DestinationTransport } from '../destinations/destinations.router.js';
import type { AttemptRequest, TransportOptions } from '../destinations/destinations.transport.js';
import { judge, UNSENT, type Outcome } from './delivery.attempt.js';
import { PACE_GRACE_MS } from './delivery.pace.js';

export interface PoolAttempt extends AttemptRequest {
  endpointId: string;
  /** 1 for the first attempt of its delivery: where it stands in the retry schedule. */
  attemptNumber: number;
  /** Its reserved start (epoch ms; rate-limited endpoints): not started before, nor more than PACE_GRACE_MS after. */
  notBefore?: number;
}

export interface PoolOptions extends TransportOptions {
  perEndpointConcurrency: number;
  retryScheduleMs: number[];
}

type ToThread =
  | { kind: 'send'; batch: Array<{ id: number; attempt: PoolAttempt }> }
  | { kind: 'drop'; endpointId: string | null }
  | { kind: 'alive'; until: number }
  | { kind: 'forget'; url: string }
  | { kind: 'close' };
type FromThread = { batch: Array<{ id: number; outcome: Outcome }> };

// Compiled (dist/), the thread runs its compiled entry with plain Node; from the sources
// (vitest, tsx) a thread does not inherit the TypeScript loader, so its .mjs entry registers tsx.
const ENTRY = import.meta.url.endsWith('.ts') ? new URL('../delivery-pool.thread.mjs', import.meta.url) : new URL('../delivery-pool.thread.js', import.meta.url);

export class SendingPool {
  readonly #options: PoolOptions;
  readonly #entry: URL;
  readonly #onDeath: (why: string) => void;
  /** None until there is something to tell it, and again after it died: the next message starts one. */
  #worker: Worker | null = null;
  #closed = false;
  #aliveUntil = Infinity;
  #nextId = 0;
  readonly #pending = new Map<number, { attempt: PoolAttempt; resolve: (outcome: Outcome) => void }>();
  #outgoing: ToThread & { kind: 'send' } = { kind: 'send', batch: [] };

  /** `onDeath` is told when the thread dies (to log it); `entry` is its script (a test gives one that dies). */
  constructor(options: PoolOptions, { onDeath = () => {}, entry = ENTRY }: { onDeath?: (why: string) => void; entry?: URL } = {}) {
    this.#options = options;
    this.#onDeath = onDeath;
    this.#entry = entry;
  }

  /** Its outcome, judged where it ran: never rejects. */
  send(attempt: PoolAttempt): Promise<Outcome> {
    if (this.#closed) return Promise.resolve(UNSENT);
    const id = this.#nextId++;
    if (this.#outgoing.batch.length === 0) queueMicrotask(() => this.#flush());
    this.#outgoing.batch.push({ id, attempt });
    return new Promise((resolve) => this.#pending.set(id, { attempt, resolve }));
  }

  /** Attempts still waiting for their endpoint (every endpoint when null) come back unsent. */
  drop(endpointId: string | null): void {
    this.#flush();
    this.#worker?.postMessage({ kind: 'drop', endpointId } satisfies ToThread);
  }

  /** Closes the broker connection of an endpoint URL no longer delivered to (deleted, disabled, changed). */
  forget(url: string): void {
    this.#worker?.postMessage({ kind: 'forget', url } satisfies ToThread);
  }

  /** No attempt starts after `until` (epoch ms) unless told a later time. */
  aliveUntil(until: number): void {
    this.#aliveUntil = until;
    this.#worker?.postMessage({ kind: 'alive', until } satisfies ToThread);
  }

  /** Stops the thread; whatever it still held, and anything sent from now on, comes back unsent. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#outgoing.batch = [];
    const worker = this.#worker;
    if (worker) {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage({ kind: 'close' } satisfies ToThread);
      await exited;
    }
    this.#answerPending(() => UNSENT);
  }

  #flush(): void {
    if (this.#outgoing.batch.length === 0 || this.#closed) return;
    const worker = (this.#worker ??= this.#start());
    worker.ref(); // attempts in flight keep the process alive, as their sockets would in-thread
    worker.postMessage(this.#outgoing);
    this.#outgoing = { kind: 'send', batch: [] };
  }

  #answerPending(outcomeOf: (attempt: PoolAttempt) => Outcome): void {
    for (const { attempt, resolve } of this.#pending.values()) resolve(outcomeOf(attempt));
    this.#pending.clear();
  }

  #start(): Worker {
    const worker = new Worker(this.#entry, { workerData: this.#options });
    worker.on('message', ({ batch }: FromThread) => {
      for (const { id, outcome } of batch) {
        this.#pending.get(id)?.resolve(outcome);
        this.#pending.delete(id);
      }
      if (this.#pending.size === 0) worker.unref();
    });
    // A dead thread's attempts may or may not have been sent: recorded as failed, retried
    // (at-least-once). The next attempts start a new thread, so a crash costs one batch, not the worker.
    let failure = '';
    worker.on('error', (error) => (failure = `: ${error.message}`)); // its exit follows, and is what counts
    worker.on('exit', (code) => {
      if (this.#closed) return;
      this.#worker = null;
      const why = `sender thread failed (exited with code ${code}${failure})`;
      this.#onDeath(why);
      const result = { responseBody: null, error: `${why}; the attempt may have been sent`, latencyMs: 0 };
      this.#answerPending((attempt) => judge(attempt.attemptNumber, Date.now(), result, this.#options.retryScheduleMs));
    });
    if (this.#aliveUntil !== Infinity) worker.postMessage({ kind: 'alive', until: this.#aliveUntil } satisfies ToThread);
    return worker;
  }
}

/** The thread's side: runs each endpoint's attempts up to its cap and answers once per event-loop turn. */
export function serveSendingPool(): void {
  const port = parentPort!;
  const options = workerData as PoolOptions;
  const transport = new DestinationTransport({ ...options, connectionsPerEndpoint: options.perEndpointConcurrency });
  /** Per endpoint: attempts in flight, those waiting (in order of their reserved starts), and the timer for the next start. */
  const lanes = new Map<string, { active: number; waiting: Array<{ id: number; attempt: PoolAttempt }>; timer?: NodeJS.Timeout }>();
  let aliveUntil = Infinity;
  const answers: FromThread['batch'] = [];
  const answer = (id: number, outcome: Outcome) => {
    if (answers.length === 0) setImmediate(() => port.postMessage({ batch: answers.splice(0) } satisfies FromThread));
    answers.push({ id, outcome });
  };
  const run = (endpointId: string) => {
    const lane = lanes.get(endpointId)!;
    while (lane.active < options.perEndpointConcurrency && lane.waiting.length > 0) {
      const { id, attempt } = lane.waiting[0];
      const attemptedAt = Date.now();
      const { notBefore } = attempt;
      if (notBefore !== undefined && attemptedAt < notBefore) {
        // Timers may fire a little early by this clock: the loop looks again when it fires.
        lane.timer ??= setTimeout(() => {
          lane.timer = undefined;
          if (lanes.get(endpointId) === lane) run(endpointId);
        }, Math.max(1, Math.ceil(notBefore - attemptedAt)));
        break;
      }
      lane.waiting.shift();
      // Too late for its reserved start (the thread was busy, the endpoint's slots full): started
      // now it could make a window of one second hold one too many. Due again, with a new start.
      if (attemptedAt > aliveUntil || (notBefore !== undefined && attemptedAt > notBefore + PACE_GRACE_MS)) {
        answer(id, UNSENT);
        continue;
      }
      lane.active++;
      void transport.send(attempt).then((result) => {
        answer(id, judge(attempt.attemptNumber, attemptedAt, result, options.retryScheduleMs));
        lane.active--;
        run(endpointId);
      });
    }
    if (lane.active === 0 && lane.waiting.length === 0) {
      clearTimeout(lane.timer);
      lanes.delete(endpointId);
    }
  };
  port.on('message', (message: ToThread) => {
    switch (message.kind) {
      case 'send':
        for (const item of message.batch) {
          if (!lanes.has(item.attempt.endpointId)) lanes.set(item.attempt.endpointId, { active: 0, waiting: [] });
          lanes.get(item.attempt.endpointId)!.waiting.push(item);
        }
        for (const endpointId of new Set(message.batch.map((item) => item.attempt.endpointId))) run(endpointId);
        return;
      case 'drop':
        for (const [endpointId, lane] of lanes) {
          if (message.endpointId !== null && endpointId !== message.endpointId) continue;
          for (const { id } of lane.waiting.splice(0)) answer(id, UNSENT);
          clearTimeout(lane.timer);
          lane.timer = undefined;
          if (lane.active === 0) lanes.delete(endpointId);
        }
        return;
      case 'alive':
        aliveUntil = message.until;
        return;
      case 'forget':
        void transport.forget(message.url);
        return;
      case 'close':
        for (const lane of lanes.values()) clearTimeout(lane.timer);
        port.close();
        void transport.close();
    }
  });
}
