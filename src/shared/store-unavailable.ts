// What counts as "the store is away" rather than a bug: PostgreSQL gone, restarting or out of
// connections, a connection cut, or SQLite's write lock held by another process past our wait
// (and the store's own StoreUnavailable, src/store/store-faults.ts). Error codes only: it imports
// nothing, so the background loop (src/shared) can tell an outage from a bug without the store.

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNABORTED']);
// SQLSTATE: connection exceptions (08…), the server shutting down or starting (57P01-3), too many connections (53300).
const POSTGRES_STATES = /^(08...|57P0[123]|53300)$/;
// What pg says, without a code, when a connection ends under it or cannot be had in time.
const POSTGRES_MESSAGES = /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/;

/** True when `error` says the store cannot be reached now (so retrying later may succeed). */
export function isStoreUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (code === 'PDN_STORE_UNAVAILABLE' || NETWORK_CODES.has(code) || POSTGRES_STATES.test(code)) return true;
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_IOERR') || code === 'SQLITE_CANTOPEN') return true;
  }
  return typeof message === 'string' && POSTGRES_MESSAGES.test(message);
}
