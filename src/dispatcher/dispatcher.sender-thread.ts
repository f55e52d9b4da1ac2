// Webhook HTTP on its own thread. The dispatcher's thread runs the store (better-sqlite3 is
// synchronous, and PostgreSQL's driver work is JavaScript too) and the API may share it; the
// sockets, signing and response reading of thousands of attempts per second then go to
// another core. Attempts cross in batches: one message per event-loop turn each way.
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { Sender, type AttemptRequest, type AttemptResult, type SenderOptions } from './dispatcher.sender.js';

type ToThread = { kind: 'send'; batch: Array<{ id: number; request: AttemptRequest }> } | { kind: 'close' };
type FromThread = { kind: 'results'; batch: Array<{ id: number; result: AttemptResult }> };

const ENTRY = new URL('./dispatcher.sender-thread.mjs', import.meta.url);

export class SenderThread {
  #worker: Worker | undefined;
  #nextId = 0;
  readonly #pending = new Map<number, (result: AttemptResult) => void>();
  #outgoing: Array<{ id: number; request: AttemptRequest }> = [];

  /** `entry` is the thread's script: tests pass one that dies, to see attempts survive that. */
  constructor(
    private readonly options: SenderOptions,
    private readonly entry: URL = ENTRY,
  ) {}

  /** Starts the thread ahead of the first attempt: loading it takes a few hundred milliseconds. */
  start(): void {
    if (!this.#worker) this.#start();
  }

  send(request: AttemptRequest): Promise<AttemptResult> {
    const id = this.#nextId++;
    if (this.#outgoing.length === 0) queueMicrotask(() => this.#post());
    this.#outgoing.push({ id, request });
    return new Promise((resolve) => this.#pending.set(id, resolve));
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
    const batch = this.#outgoing;
    this.#outgoing = [];
    const worker = this.#worker ?? this.#start();
    worker.ref(); // attempts in flight keep the process alive, as their sockets would in-thread
    worker.postMessage({ kind: 'send', batch } satisfies ToThread);
  }

  #start(): Worker {
    const worker = new Worker(this.entry, { workerData: this.options });
    worker.on('message', ({ batch }: FromThread) => {
      for (const { id, result } of batch) {
        this.#pending.get(id)?.(result);
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
    const error = `sender thread failed (${why}); the attempt may have been sent`;
    for (const resolve of this.#pending.values()) resolve({ responseBody: null, error, latencyMs: 0 });
    this.#pending.clear();
  }
}

/** The thread's side: sends each attempt as it arrives and answers once per event-loop turn. */
export function serveSenderThread(): void {
  const port = parentPort!;
  const sender = new Sender(workerData as SenderOptions);
  let results: FromThread['batch'] = [];
  const answer = (id: number, result: AttemptResult) => {
    if (results.length === 0) setImmediate(() => port.postMessage({ kind: 'results', batch: results.splice(0) } satisfies FromThread));
    results.push({ id, result });
  };
  port.on('message', (message: ToThread) => {
    if (message.kind === 'close') {
      port.close();
      void sender.close();
      return;
    }
    for (const { id, request } of message.batch) void sender.send(request).then((result) => answer(id, result));
  });
}
