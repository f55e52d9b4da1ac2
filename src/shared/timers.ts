// Two small timing tools the dispatcher and the auto-dispatch matcher are built from, kept apart so they are tested alone.

/** Runs `job` one at a time: a call while it runs makes it run once more afterwards (calls coalesce). */
export class SerialJob {
  #running: Promise<void> | null = null;
  #again = false;

  constructor(private readonly job: () => Promise<void>) {}

  /** Resolves once the job has run, after this call, to its end. `job` must not throw. */
  run(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      do {
        this.#again = false;
        await this.job();
      } while (this.#again);
    })().finally(() => (this.#running = null));
    return this.#running;
  }

  /** Resolves when it is not running. */
  idle(): Promise<void> {
    return this.#running ?? Promise.resolve();
  }
}

/** One timer that fires once at the earliest time asked of it, but no later than `maxWaitMs` from when it is set. */
export class Alarm {
  #timer: NodeJS.Timeout | undefined;
  #at = Infinity;

  constructor(
    private readonly fire: () => void,
    private readonly maxWaitMs: number,
  ) {}

  at(time: number): void {
    if (time >= this.#at) return;
    clearTimeout(this.#timer);
    this.#at = time;
    this.#timer = setTimeout(
      () => {
        this.#at = Infinity;
        this.fire();
      },
      Math.min(Math.max(time - Date.now(), 0), this.maxWaitMs),
    );
    this.#timer.unref();
  }

  cancel(): void {
    clearTimeout(this.#timer);
    this.#at = Infinity;
  }
}
