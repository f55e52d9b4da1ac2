import type { Db } from './schema.js';
import type { Store } from './store.js';

/** A bound on one group: the transaction holds SQLite's write lock while it runs. */
export const MAX_GROUP = 256;

interface Waiting<Args, Out> {
  args: Args;
  resolve(value: Out): void;
  reject(error: unknown): void;
}

/**
 * Group commit for a hot single-row write on SQLite: the calls made in one event-loop turn run
 * in one transaction. Each SQLite commit takes the WAL locks and writes its own pages, which was
 * most of a location fix's cost (docs/performance.md, "Behind the code"); a group pays that once. Each caller is
 * answered after the commit, with its own result, in the order they called. For writes that
 * fail only when the store does: if the transaction fails, every caller in it gets its error, as
 * each would have alone. On PostgreSQL each call runs on its own (one round trip, as before).
 * Never call it inside a transaction: the group would wait for the connection that transaction
 * holds, and the transaction for the group.
 */
export function groupCommit<Args extends unknown[], Out>(write: (db: Db, ...args: Args) => Promise<Out>): (store: Store, ...args: Args) => Promise<Out> {
  const open = new WeakMap<Store, Array<Waiting<Args, Out>>>();

  async function commit(store: Store, group: Array<Waiting<Args, Out>>): Promise<void> {
    try {
      const results = await store.db.transaction().execute(async (trx) => {
        const out: Out[] = [];
        for (const { args } of group) out.push(await write(trx, ...args));
        return out;
      });
      group.forEach((waiting, i) => waiting.resolve(results[i]));
    } catch (error) {
      for (const waiting of group) waiting.reject(error);
    }
  }

  return (store, ...args) => {
    if (store.dialect !== 'sqlite') return write(store.db, ...args);
    return new Promise<Out>((resolve, reject) => {
      let group = open.get(store);
      if (!group) {
        const started: Array<Waiting<Args, Out>> = (group = []);
        open.set(store, started);
        setImmediate(() => {
          if (open.get(store) === started) open.delete(store);
          void commit(store, started);
        });
      }
      group.push({ args, resolve, reject });
      if (group.length >= MAX_GROUP) open.delete(store); // full: the next call starts another
    });
  };
}
