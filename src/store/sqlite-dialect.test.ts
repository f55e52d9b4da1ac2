// Waiting for SQLite's write lock, held by another connection, must not stop the event loop:
// reads go on meanwhile, the write goes through once the lock is free, and gives up as
// StoreUnavailable (a 503) when it is held past the wait.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { isStoreUnavailable, STORE_WAIT_MS, StoreUnavailable } from './store-faults.js';
import { openStore, type Store } from './store.js';

let dir: string;
let store: Store;
let other: BetterSqlite3.Database;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-lock-'));
  const file = path.join(dir, 'pdn.sqlite');
  store = openStore(file);
  await sql`create table t (n integer)`.execute(store.db);
  other = new BetterSqlite3(file);
});
afterEach(async () => {
  other.close();
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Counts event-loop turns while `work` runs: a blocked loop counts none. */
async function ticksDuring<T>(work: Promise<T>): Promise<{ ticks: number; result: T }> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 10);
  try {
    return { result: await work, ticks };
  } finally {
    clearInterval(timer);
  }
}

it('waits for the write lock on timers, reads meanwhile, and writes once it is free', async () => {
  other.exec('begin immediate');
  const write = store.db.transaction().execute((trx) => sql`insert into t (n) values (1)`.execute(trx));
  const read = await sql<{ n: number }>`select count(*) as n from t`.execute(store.db);
  expect(read.rows[0].n).toBe(0);
  setTimeout(() => other.exec('commit'), 300);
  const { ticks } = await ticksDuring(write);
  expect(ticks).toBeGreaterThanOrEqual(10);
  expect((await sql<{ n: number }>`select count(*) as n from t`.execute(store.db)).rows[0].n).toBe(1);
});

it('gives up as StoreUnavailable when the lock is held past the wait, with the loop free throughout', async () => {
  other.exec('begin immediate');
  const started = Date.now();
  const { result, ticks } = await ticksDuring(sql`insert into t (n) values (1)`.execute(store.db).catch((error: unknown) => error));
  expect(result).toBeInstanceOf(StoreUnavailable);
  expect(isStoreUnavailable(result)).toBe(true);
  expect(Date.now() - started).toBeGreaterThanOrEqual(STORE_WAIT_MS - 50);
  expect(ticks).toBeGreaterThan(STORE_WAIT_MS / 10 / 2);
  other.exec('rollback');
  await sql`insert into t (n) values (2)`.execute(store.db);
});

it('tells a store that is away from a bug', () => {
  for (const away of [
    { code: 'ECONNREFUSED' },
    { code: 'ECONNRESET' },
    { code: '57P01' },
    { code: '08006' },
    { code: '53300' },
    { code: 'SQLITE_BUSY' },
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new StoreUnavailable('held'),
  ]) {
    expect(isStoreUnavailable(away), JSON.stringify(away)).toBe(true);
  }
  for (const bug of [{ code: '23505' }, { code: '42P01' }, { code: 'SQLITE_CONSTRAINT' }, new TypeError('x is undefined'), null, 'ECONNRESET']) {
    expect(isStoreUnavailable(bug), JSON.stringify(bug)).toBe(false);
  }
});
