// What counts as "the store is away" rather than a bug: PostgreSQL gone, restarting or out of
// connections, a connection cut, or SQLite's write lock held by another process past our wait.
// Callers turn it into a 503 (the API) or a later retry (the worker); nothing else may.

/** How long a statement may wait for the store (a free connection, SQLite's write lock) before it gives up. */
export const STORE_WAIT_MS = 3000;

/** Thrown when the wait for the store ran out; the statement did not run. */
export class StoreUnavailable extends Error {
  readonly code = 'PDN_STORE_UNAVAILABLE';
  constructor(why: string) {
    super(`the store is unavailable: ${why}`);
  }
}

// The test itself is in src/shared (src/shared/background-loop.ts needs it, and shared/ may
// not import the store): exported here too, where the store's other faults are.
export { isStoreUnavailable } from '../shared/store-unavailable.js';
