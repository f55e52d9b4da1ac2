// Webhook HTTP on its own thread. The dispatcher's thread runs the store (better-sqlite3 is
// synchronous, and PostgreSQL's driver work is JavaScript too) and the API may share it; the
// sockets, signing and response reading of thousands of attempts per second then go to
// another core. Attempts cross in batches: one message per event-loop turn each way.
//
// The per-endpoint concurrency cap is applied here, where the attempts run: when one ends,
// the endpoint's next waiting attempt starts at once, without a round trip through the
// dispatcher's thread, whose event loop may be busy with the API and the store for tens of
// milliseconds at a time (that round trip used to cap each endpoint's throughput under load).
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { Sender, type AttemptRequest, type AttemptResult, type SenderOptions } from './dispatcher.sender.js';

export interface ThreadAttempt extends AttemptRequest {
  /** The endpoint's lane: at most `perEndpointConcurrency` of its attempts run at once. */
  endpointId: string;
  /** Epoch ms after which the attempt must not start (its lease could end mid-attempt). */
  startBy: number;
}

export interface ThreadOptions extends SenderOptions {
  perEndpointConcurrency: number;
}

/** What became of an attempt handed to the thread. */
export type ThreadOutcome =
  /** `attemptedAt`: when it started, epoch ms. */
  | { kind: 'sent'; attemptedAt: number; result: AttemptResult }
  /** Waited past `startBy`: not sent. */
  | { kind: 'expired' }
  /** Still waiting when its endpoint's queue was dropped (`drop`): not sent. */
  | { kind: 'dropped' };

type ToThread =
  | { kind: 'send'; batch: Array<{ id: number; attempt: ThreadAttempt }> }
  | { kind: 'drop'; endpointId: string | null }
  | { kind: 'close' };
type FromThread = { kind: 'answers'; batch: Array<{ id: number; outcome: ThreadOutcome }> };

const ENTRY = new URL('./dispatcher.sender-thread.mjs', import.meta.url);

export class SenderThread {
  #worker: Worker | undefined;
  #nextId = 0;
  readonly #pending = new Map<number, (outcome: ThreadOutcome) => void>();
  #outgoing: Array<{ id: number; attempt: ThreadAttempt }> = [];

  /** `entry` is the thread's script: tests pass one that dies, to see attempts survive that. */
  constructor(
    private readonly options: ThreadOptions,
    private readonly entry: URL = ENTRY,
  ) {}

  /** Starts the thread ahead of the first attempt: loading it takes a few hundred milliseconds. */
  start(): void {
    if (!this.#worker) this.#start();
  }

  send(attempt: ThreadAttempt): Promise<ThreadOutcome> {
    const id = this.#nextId++;
    if (this.#outgoing.length === 0) queueMicrotask(() => this.#post());
    this.#outgoing.push({ id, attempt });
    return new Promise((resolve) => this.#pending.set(id, resolve));
  }

  /** Attempts still waiting for the endpoint (every endpoint when null) are answered `dropped`. */
  drop(endpointId: string | null): void {
    if (!this.#worker) return;
    this.#post(); // what was sent before this drop is dropped too
    this.#worker.postMessage({ kind: 'drop', endpointId } satisfies ToThread);
  }

  /** Lets the attempts in flight finish (the dispatcher awaits them first), then ends the thread. */
  async close(): Promise<void> {
    const worker = this.#worker;
    if (!worker) return;
    this.#worker = undefined;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.postMessage({ kind: 'close' } satisfies ToThread);
    await exited;
  }

  #post(): void {
    if (this.#outgoing.length === 0) return;
    const batch = this.#outgoing;
    this.#outgoing = [];
    const worker = this.#worker ?? this.#start();
    worker.ref(); // attempts in flight keep the process alive, as their sockets would in-thread
    worker.postMessage({ kind: 'send', batch } satisfies ToThread);
  }

  #start(): Worker {
    const worker = new Worker(this.entry, { workerData: this.options });
    worker.on('message', ({ batch }: FromThread) => {
      for (const { id, outcome } of batch) {
        this.#pending.get(id)?.(outcome);
        this.#pending.delete(id);
      }
      if (this.#pending.size === 0) worker.unref();
    });
    worker.on('error', (error) => this.#lost(worker, error.message));
    worker.on('exit', (code) => this.#lost(worker, `exited with code ${code}`));
    if (this.#pending.size === 0) worker.unref(); // an idle thread does not hold the process open
    this.#worker = worker;
    return worker;
  }

  /**
   * The thread died: its attempts may or may not have reached their endpoints, so each is
   * recorded as failed and retried on the schedule (at-least-once). The next send starts a new one.
   */
  #lost(worker: Worker, why: string): void {
    if (this.#worker === worker) this.#worker = undefined;
    const result: AttemptResult = { responseBody: null, error: `sender thread failed (${why}); the attempt may have been sent`, latencyMs: 0 };
    for (const resolve of this.#pending.values()) resolve({ kind: 'sent', attemptedAt: Date.now(), result });
    this.#pending.clear();
  }
}

interface Lane {
  active: number;
  waiting: Array<{ id: number; attempt: ThreadAttempt }>;
}

/** The thread's side: runs each endpoint's attempts up to its cap and answers once per event-loop turn. */
export function serveSenderThread(): void {
  const port = parentPort!;
  const options = workerData as ThreadOptions;
  const sender = new Sender(options);
  const lanes = new Map<string, Lane>();
  let answers: FromThread['batch'] = [];
  const answer = (id: number, outcome: ThreadOutcome) => {
    if (answers.length === 0) setImmediate(() => port.postMessage({ kind: 'answers', batch: answers.splice(0) } satisfies FromThread));
    answers.push({ id, outcome });
  };

  const run = (endpointId: string, lane: Lane) => {
    while (lane.active < options.perEndpointConcurrency && lane.waiting.length > 0) {
      const { id, attempt } = lane.waiting.shift()!;
      const attemptedAt = Date.now();
      if (attemptedAt > attempt.startBy) {
        answer(id, { kind: 'expired' });
        continue;
      }
      lane.active++;
      void sender.send(attempt).then((result) => {
        answer(id, { kind: 'sent', attemptedAt, result });
        lane.active--;
        run(endpointId, lane);
      });
    }
    if (lane.active === 0 && lane.waiting.length === 0) lanes.delete(endpointId);
  };

  port.on('message', (message: ToThread) => {
    switch (message.kind) {
      case 'send':
        for (const item of message.batch) {
          let lane = lanes.get(item.attempt.endpointId);
          if (!lane) lanes.set(item.attempt.endpointId, (lane = { active: 0, waiting: [] }));
          lane.waiting.push(item);
        }
        for (const endpointId of new Set(message.batch.map((item) => item.attempt.endpointId))) run(endpointId, lanes.get(endpointId)!);
        return;
      case 'drop':
        for (const [endpointId, lane] of lanes) {
          if (message.endpointId !== null && endpointId !== message.endpointId) continue;
          for (const { id } of lane.waiting.splice(0)) answer(id, { kind: 'dropped' });
          if (lane.active === 0) lanes.delete(endpointId);
        }
        return;
      case 'close':
        port.close();
        void sender.close();
    }
  });
}
