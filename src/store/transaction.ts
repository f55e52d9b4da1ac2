import type { Transaction } from 'kysely';
import type { Database } from './schema.js';
import type { Store } from './store.js';
import { AppError } from '../shared/errors.js';

// PostgreSQL may abort one of two racing transactions (serialization failure, deadlock);
// SQLite may report busy when another process holds the write lock past busy_timeout.
// Those are safe to run again from the top.
const RETRYABLE = new Set(['40001', '40P01', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'PDN_TRANSACTION_CONFLICT']);
const MAX_TRIES = 5;

/** A service throws this when what it read changed before it could write: run it again. */
export class TransactionConflict extends Error {
  readonly code = 'PDN_TRANSACTION_CONFLICT';
  constructor() {
    super('the rows changed under the transaction');
  }
}

function isRetryable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && RETRYABLE.has((error as { code?: string }).code ?? '');
}

const commitHooks = new WeakMap<Transaction<Database>, Set<() => void>>();

/**
 * Runs `hook` once, after the transaction commits (never if it rolls back). Only a transaction
 * `transact()` opened runs hooks: on any other the hook would be lost without a word, so it throws.
 */
export function afterCommit(trx: Transaction<Database>, hook: () => void): void {
  const hooks = commitHooks.get(trx);
  if (!hooks) throw new Error('afterCommit needs a transaction opened by transact(): on any other its hook would never run');
  hooks.add(hook);
}

/** Runs `work` in one transaction, again from the top when it lost a race it may retry. */
export async function transact<T>(ctx: { store: Store }, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const hooks = new Set<() => void>();
    let result: T;
    try {
      result = await ctx.store.db.transaction().execute((trx) => {
        commitHooks.set(trx, hooks);
        return work(trx);
      });
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (attempt >= MAX_TRIES) {
        throw new AppError('concurrent_update', 'The resource kept changing while we were updating it; retry the request.', {}, { 'retry-after': '1' });
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      continue;
    }
    for (const hook of hooks) hook();
    return result;
  }
}
