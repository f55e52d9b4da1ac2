// In-process wake-ups. A service that committed something which may let waiting work proceed
// says so, and whoever waits for it runs at once instead of at its next poll. Only a hint: the
// waiting side still reads the store (other processes commit too), so a lost wake costs a poll.

export class Wake {
  readonly #listeners = new Set<() => void>();

  /** Calls `listener` on every wake; returns the function that stops it. */
  on(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(): void {
    for (const listener of this.#listeners) listener();
  }
}

/**
 * A job became available or went away, or a rider may have a seat free (created, back online,
 * capacity raised, a delivery finished or cancelled), or a dispatch policy changed: the
 * auto-dispatch matcher looks again (src/dispatch/dispatch.matcher.ts).
 */
export const dispatchMayHaveChanged = new Wake();

/** Deliveries were committed (the outbox): the webhook dispatchers in this process claim at once. */
export const deliveriesCommitted = new Wake();
