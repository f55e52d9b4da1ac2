// A lock per id that the operating system frees when its process dies, so a peer or a successor
// knows at once that what the holder held is nobody's (the webhook workers' liveness,
// src/delivery/delivery.liveness.ts; docs/operations.md):
// - PostgreSQL: a session advisory lock on a connection of its own. Others test it in SQL
//   (pg_try_advisory_xact_lock(ADVISORY_LOCK_SPACE, hashtext(id))).
// - SQLite: an exclusive lock on a small SQLite file of its own beside the store, which other
//   processes (and other connections in this one) probe without waiting.
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { sqliteFileOf, type Store } from './store.js';
import { STORE_WAIT_MS } from './store-faults.js';

/** The first key of every such advisory lock (the second is hashtext of its id). */
export const ADVISORY_LOCK_SPACE = 0x706474; // "pdt"

export interface ProcessLock {
  /** Takes the lock of `id`; false when it cannot now (the store is away, or it is held). */
  take(id: string): Promise<boolean>;
  /** Whether we hold it now: a lost connection loses the lock with it. */
  held(): boolean;
  /** Frees the lock (and its file). */
  release(): Promise<void>;
  /** SQLite: which of `ids` nobody holds the lock of. PostgreSQL tells in SQL instead. */
  deadAmong?(ids: string[]): string[];
}

/** SQLite: the directory beside the store file where the lock files live (named when they were the dispatchers'). */
export const sqliteLockDirOf = (file: string) => `${file}-dispatchers`;

export function processLock(store: Store, url: string, log: FastifyBaseLogger): ProcessLock {
  if (store.dialect === 'postgres') return new AdvisoryLock(url, log);
  const file = sqliteFileOf(url);
  return new FileLock(file === ':memory:' ? null : sqliteLockDirOf(file));
}

class AdvisoryLock implements ProcessLock {
  #client: pg.Client | null = null;

  constructor(
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  held(): boolean {
    return this.#client !== null;
  }

  async take(id: string): Promise<boolean> {
    if (this.#client) return true;
    const client = new pg.Client({ connectionString: this.url, keepAlive: true, connectionTimeoutMillis: STORE_WAIT_MS });
    const lose = (error?: Error) => {
      if (this.#client === client) {
        this.#client = null;
        this.log.warn({ err: error }, 'webhook worker lost its lock connection; no new attempts until it holds its lock again');
      }
      void client.end().catch(() => {});
    };
    client.on('error', lose);
    client.on('end', () => lose());
    try {
      await client.connect();
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1::int, hashtext($2::text)) as ok', [ADVISORY_LOCK_SPACE, id]);
      if (!rows[0].ok) throw new Error(`the lock of ${id} is held by another session`);
      this.#client = client;
      return true;
    } catch (error) {
      this.log.warn({ err: error }, 'webhook worker could not take its lock; trying again');
      void client.end().catch(() => {});
      return false;
    }
  }

  async release(): Promise<void> {
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {}); // the session ends, and its locks with it
  }
}

class FileLock implements ProcessLock {
  #db: BetterSqlite3.Database | null = null;
  #file: string | null = null;

  /** `dir` null: an in-memory store, which only this process can open. */
  constructor(private readonly dir: string | null) {}

  held(): boolean {
    return this.dir === null || this.#db !== null;
  }

  async take(id: string): Promise<boolean> {
    if (this.dir === null || this.#db) return true;
    fs.mkdirSync(this.dir, { recursive: true });
    const file = path.join(this.dir, `${id}.lock`);
    const db = new BetterSqlite3(file);
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('begin exclusive');
    this.#db = db;
    this.#file = file;
    return true;
  }

  async release(): Promise<void> {
    this.#db?.close();
    if (this.#file) fs.rmSync(this.#file, { force: true });
    this.#db = null;
    this.#file = null;
  }

  deadAmong(ids: string[]): string[] {
    const dir = this.dir;
    if (dir === null) return [];
    const dead = ids.filter((id) => !isLocked(path.join(dir, `${id}.lock`)));
    for (const id of dead) fs.rmSync(path.join(dir, `${id}.lock`), { force: true });
    return dead;
  }
}

/** Whether a process holds the file's lock; a file that is not there is not locked. */
function isLocked(file: string): boolean {
  let probe: BetterSqlite3.Database;
  try {
    probe = new BetterSqlite3(file, { timeout: 0, fileMustExist: true });
  } catch {
    return false; // not there (any more)
  }
  try {
    probe.exec('begin immediate');
    probe.exec('rollback');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw error;
  } finally {
    probe.close();
  }
}
