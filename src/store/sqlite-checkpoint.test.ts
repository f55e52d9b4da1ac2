import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './store.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-checkpoint-'));
const stores: Store[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A store in a fresh directory, with `pages` pages (4 KiB) written to its WAL: fewer than SQLite's own checkpoint threshold of 1,000. */
async function storeWithWal(checkpointThread: boolean, pages = 300): Promise<{ file: string; store: Store }> {
  const file = path.join(fs.mkdtempSync(path.join(dir, 'store-')), 'pdn.sqlite');
  const store = openStore(file, { checkpointThread });
  stores.push(store);
  await sql`create table filler (id integer primary key, body text not null)`.execute(store.db);
  for (let i = 0; i < pages; i++) await sql`insert into filler (body) values (${'x'.repeat(3_500)})`.execute(store.db);
  return { file, store };
}

/** Waits up to `ms` for the database file itself to hold at least `bytes`. */
async function fileReaches(file: string, bytes: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (fs.statSync(file).size >= bytes) return true;
  }
  return fs.statSync(file).size >= bytes;
}

describe('SQLite checkpoints on a thread of their own', () => {
  it('moves the WAL into the file without a commit of the store doing it', async () => {
    const { file, store } = await storeWithWal(true);
    expect(await fileReaches(file, 300 * 3_500, 5_000)).toBe(true);
    // The store's connection keeps only a backstop threshold.
    expect((await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(store.db)).rows[0].wal_autocheckpoint).toBe(10_000);
    expect((await sql<{ n: number }>`select count(*) as n from filler`.execute(store.db)).rows[0].n).toBe(300);
  });

  it('without the thread, a WAL under 1,000 pages stays in the WAL (the comparison the first test needs)', async () => {
    const { file } = await storeWithWal(false);
    expect(await fileReaches(file, 300 * 3_500, 1_000)).toBe(false);
  });

  it('stops its thread on close, and the store reopens with every row', async () => {
    const { file, store } = await storeWithWal(true, 50);
    await store.close();
    stores.splice(stores.indexOf(store), 1);
    const again = openStore(file);
    stores.push(again);
    expect((await sql<{ n: number }>`select count(*) as n from filler`.execute(again.db)).rows[0].n).toBe(50);
  });
});

describe('closing a store with its checkpoint thread', () => {
  it('finishes even when nothing else keeps the process alive: the WAL is folded into the file and removed', () => {
    const file = path.join(fs.mkdtempSync(path.join(dir, 'exit-')), 'pdn.sqlite');
    // A process whose only handle is the thread: without holding it while it stops, the process
    // ended in the middle of close(), leaving the WAL behind.
    const script = `
      import { sql } from 'kysely';
      import { openStore } from './src/store/store.ts';
      const store = openStore(${JSON.stringify(file)}, { checkpointThread: true });
      await sql\`create table filler (id integer primary key, body text not null)\`.execute(store.db);
      for (let i = 0; i < 100; i++) await sql\`insert into filler (body) values (\${'x'.repeat(3_500)})\`.execute(store.db);
      await store.close();
      console.log('closed');
    `;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(out.trim()).toBe('closed');
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
  });
});
