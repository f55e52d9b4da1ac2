// The SQLite store's WAL checkpoints, on a thread of their own (started by sqlite-checkpoint.ts).
// Plain JavaScript so that the sources and dist/ run the same file without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';

const db = new BetterSqlite3(workerData.file);
db.pragma('synchronous = NORMAL'); // as the store's own connection: a checkpoint syncs the WAL, then the file
// RESTART waits this long for the transaction in progress to end, then tries again next pass.
db.pragma('busy_timeout = 20');
// PASSIVE copies the WAL without holding anyone up, the slow part (most of the writing and
// syncing). Under steady writes it never catches up, and SQLite starts the WAL over only once
// all of it is copied: RESTART then copies the little written meanwhile, holding writers for
// that short while, so the next commit starts the WAL over instead of making it longer.
const passive = db.prepare('pragma wal_checkpoint(PASSIVE)');
const restart = db.prepare('pragma wal_checkpoint(RESTART)');
const timer = setInterval(() => {
  try {
    passive.run();
    restart.run();
  } catch {
    // SQLITE_BUSY: another connection is checkpointing; the next pass catches up.
  }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
