// In-process wake-ups. A service that committed something which may let waiting work proceed
// says so, and whoever waits for it runs at once instead of at its next poll. Only a hint: the
// waiting side still reads the store (other processes commit too), so a lost wake costs a poll.

export class Wake<T = void> {
  readonly #listeners = new Set<(value: T) => void>();

  /** Calls `listener` on every wake; returns the function that stops it. */
  on(listener: (value: T) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(value: T): void {
    for (const listener of this.#listeners) listener(value);
  }
}

/**
 * A job became available or went away, or a rider may have a seat free (created, back online,
 * capacity raised, a delivery finished or cancelled), or a dispatch policy changed: the
 * auto-dispatch matcher looks again (src/dispatch/dispatch.matcher.ts).
 */
export const dispatchMayHaveChanged = new Wake();

/**
 * A job's offer deadline was committed (epoch ms): the escalation pass (src/offers/offers.escalator.ts)
 * sets its alarm for it, if sooner than the one it has.
 */
export const offerDeadlineSet = new Wake<number>();

/** Deliveries were committed (the outbox): the webhook workers in this process claim at once. */
export const deliveriesCommitted = new Wake();

/** An endpoint URL is no longer delivered to (its endpoint deleted, disabled or given another URL): its broker connection is closed. */
export const endpointUrlRetired = new Wake<string>();
