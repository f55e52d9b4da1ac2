// A webhook worker is dead when its lock is free, whatever its heartbeat says (SQLite), or when
// its lock is free or it has been silent past the lease (PostgreSQL, where a host cut off keeps
// its session): a living one, however slow, keeps what it holds; a dead one's is due at once.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import pg from 'pg';
import { pino } from 'pino';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeStores, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { openStore, sqliteFileOf, type Store } from '../store/store.js';
import { ADVISORY_LOCK_SPACE, processLock, sqliteLockDirOf } from '../store/process-lock.js';
import { StoreLiveness } from './delivery.liveness.js';
import { claimDue } from './delivery.queries.js';

const log = pino({ level: 'silent' });
const LEASE_MS = 30_000;

/** Another process holding worker `id`'s lock until killed. */
async function holdLockElsewhere(kind: 'sqlite' | 'postgres', url: string, id: string): Promise<ChildProcess> {
  const script =
    kind === 'sqlite'
      ? `const fs = require('fs'); fs.mkdirSync(process.argv[1], { recursive: true }); const db = require('better-sqlite3')(require('path').join(process.argv[1], process.argv[2] + '.lock')); db.pragma('locking_mode = EXCLUSIVE'); db.exec('begin exclusive'); console.log('held'); setInterval(() => {}, 1000);`
      : `const c = new (require('pg').Client)({ connectionString: process.argv[1] }); c.connect().then(() => c.query('select pg_advisory_lock($1::int, hashtext($2::text))', [${ADVISORY_LOCK_SPACE}, process.argv[2]])).then(() => { console.log('held'); setInterval(() => {}, 1000); });`;
  const child = spawn(process.execPath, ['-e', script, kind === 'sqlite' ? sqliteLockDirOf(sqliteFileOf(url)) : url, id], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  return child;
}

describeStores('worker liveness', (kind) => {
  let database: TestDatabase;
  let store: Store;
  let other: ChildProcess | undefined;

  beforeEach(async () => {
    database = await freshDatabase(kind);
    store = openStore(database.url);
  });
  afterEach(async () => {
    other?.kill('SIGKILL');
    await store.close();
    await database.drop();
  });

  /**
   * WebhookWorker `id`, silent since `heartbeatAt`, holding a delivery due since `dueAt` (null: held
   * as a release before migration 018 held it, with no due time).
   */
  async function workerHolding(id: string, heartbeatAt: Date, dueAt: string | null): Promise<string> {
    await store.db.insertInto('dispatchers').values({ id, started_at: heartbeatAt.toISOString(), heartbeat_at: heartbeatAt.toISOString() }).onConflict((oc) => oc.doNothing()).execute();
    return heldBy(id, dueAt);
  }
  /** A pending delivery due since `dueAt`, held by `id`, registered or not. */
  async function heldBy(id: string | null, dueAt: string | null): Promise<string> {
    const delivery = `dlv_${id}_${dueAt === null ? 'old' : 'new'}`;
    const now = new Date().toISOString();
    await store.db
      .insertInto('webhook_deliveries')
      .values({ id: delivery, event_id: 'evt_x', endpoint_id: 'we_x', partner_id: 'ptn_x', status: 'pending', attempt_count: 0, next_attempt_at: dueAt, locked_by: id, created_at: now, updated_at: now })
      .execute();
    return delivery;
  }
  const row = (delivery: string) => store.db.selectFrom('webhook_deliveries').select(['locked_by', 'next_attempt_at']).where('id', '=', delivery).executeTakeFirstOrThrow();
  const holder = async (delivery: string) => (await row(delivery)).locked_by;

  it('keeps what a living worker holds while its lock is held (SQLite: however long it is silent), and frees it the moment its process dies', async () => {
    const silentSince = new Date(Date.now() - (kind === 'sqlite' ? 2 * LEASE_MS : LEASE_MS / 2));
    const dueAt = new Date(Date.now() - 60_000).toISOString();
    const slow = await workerHolding('dsp_slow', silentSince, dueAt);
    const slowBefore018 = await workerHolding('dsp_slow', silentSince, null);
    other = await holdLockElsewhere(kind, database.url, 'dsp_slow');
    const me = new StoreLiveness(store, processLock(store, database.url, log), LEASE_MS, log);
    await me.start();
    expect(await holder(slow)).toBe('dsp_slow');

    other.kill('SIGKILL');
    await once(other, 'exit');
    // PostgreSQL ends the session of a process that died as soon as its socket closes.
    for (let tries = 0; tries < 50 && (await holder(slow)) !== null; tries++) {
      expect((await me.beat()).renewed).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Given back due when it was claimed, so it comes first; one held with no due time is due now.
    expect(await row(slow)).toEqual({ locked_by: null, next_attempt_at: dueAt });
    const released = await row(slowBefore018);
    expect(released.locked_by).toBeNull();
    expect(Date.parse(released.next_attempt_at!)).toBeLessThanOrEqual(Date.now());
    expect(await store.db.selectFrom('dispatchers').select('id').execute()).toEqual([{ id: me.id }]);
    await me.stop();
  });

  it('gives back at start what no registered worker holds; a claim takes nothing for a worker no longer registered', async () => {
    const dueAt = new Date(Date.now() - 1_000).toISOString();
    const left = await heldBy('dsp_vanished', dueAt);
    const me = new StoreLiveness(store, processLock(store, database.url, log), LEASE_MS, log);
    await me.start();
    expect(await row(left)).toEqual({ locked_by: null, next_attempt_at: dueAt });

    const request = { now: new Date().toISOString(), limit: 10, full: [], room: {}, hold: 10 };
    expect((await claimDue(store, { ...request, me: 'dsp_vanished' })).deliveries).toEqual([]);
    expect(await holder(left)).toBeNull();
    expect((await claimDue(store, { ...request, me: me.id })).deliveries.map((d) => d.id)).toEqual([left]);
    expect(await holder(left)).toBe(me.id);
    await me.stop();
  });

  it('a worker given up for dead starts afresh under a new id, and its lock is its own again', async () => {
    const me = new StoreLiveness(store, processLock(store, database.url, log), LEASE_MS, log);
    await me.start();
    const first = me.id;
    await store.db.deleteFrom('dispatchers').execute(); // as a peer does to one it found dead
    expect(await me.beat()).toMatchObject({ renewed: true });
    expect(me.id).not.toBe(first);
    expect(me.aliveUntil()).toBeGreaterThan(Date.now());
    await me.stop();
    expect(await store.db.selectFrom('dispatchers').select('id').execute()).toEqual([]);
  });
});

it.skipIf(!process.env.PDN_TEST_DATABASE_URL)('PostgreSQL: a worker silent past the lease is dead even while a session holds its lock (a host cut off)', async () => {
  const database = await freshDatabase('postgres');
  const store = openStore(database.url);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::int, hashtext($2::text))', [ADVISORY_LOCK_SPACE, 'dsp_cut_off']);
    const old = new Date(Date.now() - 2 * LEASE_MS).toISOString();
    await store.db.insertInto('dispatchers').values({ id: 'dsp_cut_off', started_at: old, heartbeat_at: old }).execute();
    const me = new StoreLiveness(store, processLock(store, database.url, log), LEASE_MS, log);
    await me.start();
    expect((await store.db.selectFrom('dispatchers').select('id').execute()).map((d) => d.id)).toEqual([me.id]);
    await me.stop();
  } finally {
    await client.end();
    await store.close();
    await database.drop();
  }
});

