import type { Transaction } from 'kysely';
import type { Database } from './schema.js';
import type { Context } from '../context.js';
import { Outbox } from '../events/events.outbox.js';
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

/**
 * Runs `work` in one transaction. Events recorded on the outbox commit with the state change
 * or not at all; after commit this process's dispatcher gets what was leased to it and is
 * woken for the rest.
 */
export async function transact<T>(
  ctx: Context,
  work: (trx: Transaction<Database>, outbox: Outbox) => Promise<T>,
): Promise<T> {
  const dispatcher = ctx.dispatcher();
  for (let attempt = 1; ; attempt++) {
    const outbox = new Outbox(ctx.store.dialect, dispatcher);
    let result: T;
    try {
      result = await ctx.store.db.transaction().execute((trx) => work(trx, outbox));
    } catch (error) {
      if (outbox.handed.length > 0) dispatcher!.abandon(outbox.handed);
      if (!isRetryable(error)) throw error;
      if (attempt >= MAX_TRIES) {
        throw new AppError('concurrent_update', 'The resource kept changing while we were updating it; retry the request.', {}, { 'retry-after': '1' });
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      continue;
    }
    if (outbox.handed.length > 0) dispatcher!.adopt(outbox.handed);
    if (outbox.deliveryCount > 0) dispatcher?.wake();
    return result;
  }
}
