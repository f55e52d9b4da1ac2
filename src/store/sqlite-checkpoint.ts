// A long-running process's SQLite store moves its WAL into the database file on a thread of its
// own. Left to SQLite, the commit that fills the WAL to 1,000 pages does it on the event loop,
// writing and syncing the file; on a busy disk that blocked the API for up to 0.9 s in the soak
// (docs/performance.md, "Soak"). The store's own connection keeps a far larger threshold, a
// backstop should this thread fall behind.
import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';

// The soak's commits add 17,500 pages a second to the WAL (25,000 at peaks): every 500 ms, the WAL
// reached the backstop between passes and the store's connection checkpointed after all.
export const CHECKPOINT_EVERY_MS = 100;
const BACKSTOP_PAGES = 10_000;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(sqlite: BetterSqlite3.Database, file: string): Checkpointer {
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const worker = new Worker(new URL('./sqlite-checkpoint.thread.mjs', import.meta.url), { workerData: { file, everyMs: CHECKPOINT_EVERY_MS } });
  worker.unref(); // never what keeps a process alive
  let stopping = false;
  worker.on('error', () => undefined); // then 'exit'
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      // Should the thread die, the store's connection checkpoints as SQLite does by default.
      if (!stopping && sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
      resolve();
    }),
  );
  return {
    stop: async () => {
      stopping = true;
      worker.ref(); // held until it has closed its connection, or the process could end first
      worker.postMessage('stop');
      await exited;
    },
  };
}
