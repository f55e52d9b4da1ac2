// The SQLite store's WAL checkpoints, on a thread of their own (started by sqlite-checkpoint.ts).
// Plain JavaScript so that the sources and dist/ run the same file without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';

const db = new BetterSqlite3(workerData.file);
db.pragma('synchronous = NORMAL'); // as the store's own connection: a checkpoint syncs the WAL, then the file
const checkpoint = db.prepare('pragma wal_checkpoint(PASSIVE)');
const timer = setInterval(() => {
  try {
    checkpoint.run(); // PASSIVE never waits for readers or writers: it copies what it can
  } catch {
    // SQLITE_BUSY: another connection is checkpointing; the next pass catches up.
  }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
