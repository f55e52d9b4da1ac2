// A webhook worker's life as others see it: a row in `workers`, a lock the operating system
// frees when the process dies, and a heartbeat for what no lock can tell (a host cut off from
// PostgreSQL keeps its session, and its lock, for a while). Each beat it makes sure it still
// holds its lock and row, and gives back what dead workers held (docs/operations.md). The lock:
// - PostgreSQL: a session advisory lock on a connection of its own. Other workers test it in the
//   reaper's SQL (pg_try_advisory_xact_lock, delivery.queries.ts).
// - SQLite: an exclusive lock on a small SQLite file of its own beside the store, which other
//   processes (and other connections in this one) probe without waiting.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { sqliteFileOf, type Store } from '../store/store.js';
import { STORE_WAIT_MS } from '../store/store-faults.js';
import { heartbeat, otherWorkers, reapDead, registerWorker, unregisterWorker } from './delivery.queries.js';

/** How often a worker beats, at most: how soon it takes its lock again after losing it, and finds the dead. */
const MAX_BEAT_MS = 1000;

export interface Liveness {
  /** Our name in `workers` and in the rows we hold; a new one if we were given up for dead. */
  readonly id: string;
  /** How often `beat` should run. */
  readonly beatMs: number;
  /** Until when an attempt may start (epoch ms): nobody can have taken our deliveries before then. */
  aliveUntil(): number;
  /** Registers, and gives back at once what dead workers held. */
  start(): Promise<void>;
  /** Never throws. `renewed`: we had been given up for dead, and what we held is not ours; `released`: the dead's deliveries are due. */
  beat(): Promise<{ renewed: boolean; released: boolean }>;
  stop(): Promise<void>;
}

export class StoreLiveness implements Liveness {
  id = '';
  /** At least six beats per lease: given up for dead only after missing five. */
  readonly beatMs: number;
  #lastBeat = 0;

  constructor(
    private readonly store: Store,
    private readonly lock: WorkerLock,
    private readonly leaseMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.beatMs = Math.min(MAX_BEAT_MS, Math.max(50, Math.floor(leaseMs / 6)));
  }

  aliveUntil(): number {
    if (!this.lock.held()) return 0;
    // SQLite's processes share one host: the lock tells all, there is no lease to outlive.
    if (this.store.dialect === 'sqlite') return Infinity;
    return this.#lastBeat + this.leaseMs - 2 * this.beatMs;
  }

  async start(): Promise<void> {
    await this.#register();
    await this.#reap(true);
  }

  async beat(): Promise<{ renewed: boolean; released: boolean }> {
    let renewed = false;
    try {
      if (!(await this.lock.take(this.id))) return { renewed, released: false };
      const now = Date.now();
      if (await heartbeat(this.store.db, this.id, new Date(now).toISOString())) this.#lastBeat = now;
      else {
        this.log.warn({ worker: this.id }, 'webhook worker was given up for dead; starting afresh');
        await this.lock.release();
        await this.#register();
        renewed = true;
      }
      return { renewed, released: await this.#reap() };
    } catch (error) {
      this.log.warn({ err: error }, 'webhook worker heartbeat failed; retrying');
      return { renewed, released: false };
    }
  }

  async stop(): Promise<void> {
    await unregisterWorker(this.store, this.id, new Date().toISOString()).catch((error) =>
      this.log.warn({ err: error }, 'could not give back held webhook deliveries; our lock is freed now, so another worker takes them'),
    );
    await this.lock.release();
  }

  /** The lock first, then the row: a row is never seen without its lock held. */
  async #register(): Promise<void> {
    const id = `dsp_${randomUUID()}`;
    if (!(await this.lock.take(id))) throw new Error('could not take the webhook worker lock');
    const now = Date.now();
    await registerWorker(this.store.db, id, new Date(now).toISOString());
    this.id = id;
    this.#lastBeat = now;
  }

  /** `sweep`: also give back what is held by no worker registered, whether or not one is removed now. */
  async #reap(sweep = false): Promise<boolean> {
    const now = Date.now();
    const dead = this.lock.deadAmong ? this.lock.deadAmong(await otherWorkers(this.store.db, this.id)) : [];
    return reapDead(this.store, { me: this.id, dead, silentSince: new Date(now - this.leaseMs).toISOString() }, new Date(now).toISOString(), sweep);
  }
}

// ------------------------------------------------------------------ the lock

/** The first key of every worker's advisory lock (the second is hashtext of its id). */
export const ADVISORY_LOCK_SPACE = 0x706474; // "pdt"

export interface WorkerLock {
  /** Takes the lock of worker `id`; false when it cannot now (the store is away, or it is held). */
  take(id: string): Promise<boolean>;
  /** Whether we hold it now: a lost connection loses the lock with it. */
  held(): boolean;
  /** Frees the lock (and its file). */
  release(): Promise<void>;
  /** SQLite: which of `ids` nobody holds the lock of. PostgreSQL tells in SQL instead. */
  deadAmong?(ids: string[]): string[];
}

/** SQLite: the directory beside the store file where the workers' lock files live. */
export const sqliteLockDirOf = (file: string) => `${file}-dispatchers`;

export function workerLock(store: Store, url: string, log: FastifyBaseLogger): WorkerLock {
  if (store.dialect === 'postgres') return new AdvisoryLock(url, log);
  const file = sqliteFileOf(url);
  return new FileLock(file === ':memory:' ? null : sqliteLockDirOf(file));
}

class AdvisoryLock implements WorkerLock {
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

class FileLock implements WorkerLock {
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
