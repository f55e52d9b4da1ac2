import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { groupCommit, MAX_GROUP } from './group-commit.js';
import type { Db } from './schema.js';
import { openStore, type Store } from './store.js';

describeStores('group commit', (kind) => {
  let database: TestDatabase;
  let store: Store;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    store = openStore(database.url);
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  /** A real write (a partner row) that records which connection or transaction ran it. */
  function partnerWrites() {
    const ranOn: Db[] = [];
    const insert = groupCommit(async (db, id: string) => {
      ranOn.push(db);
      await db.insertInto('partners').values({ id, name: id, territories: '[]', created_at: new Date().toISOString(), sandbox_of: null, status: 'active' }).execute();
      return `${id} written`;
    });
    return { insert, ranOn };
  }
  const stored = async (ids: string[]) =>
    (await store.db.selectFrom('partners').select('id').where('id', 'in', ids).orderBy('id').execute()).map((row) => row.id);
  const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}_${String(i).padStart(4, '0')}`);

  if (kind === 'sqlite') {
    it('runs the calls of one event-loop turn in one transaction, each answered with its own result', async () => {
      const { insert, ranOn } = partnerWrites();
      const batch = ids('turn', 20);
      expect(await Promise.all(batch.map((id) => insert(store, id)))).toEqual(batch.map((id) => `${id} written`));
      expect(new Set(ranOn).size).toBe(1);
      expect(ranOn[0]).not.toBe(store.db); // a transaction, not the store's autocommit
      expect(await stored(batch)).toEqual(batch);

      // A call in a later turn is another group.
      await insert(store, 'turn_later');
      expect(new Set(ranOn).size).toBe(2);
    });

    it(`holds at most ${MAX_GROUP} calls in a group`, async () => {
      const { insert, ranOn } = partnerWrites();
      const batch = ids('full', MAX_GROUP + 44);
      await Promise.all(batch.map((id) => insert(store, id)));
      const sizes = [...new Set(ranOn)].map((trx) => ranOn.filter((db) => db === trx).length);
      expect(sizes).toEqual([MAX_GROUP, 44]);
      expect(await stored(batch)).toEqual(batch);
    });

    it("fails every call in a group when one fails, keeping none of the group's writes; the next group is not touched", async () => {
      const { insert } = partnerWrites();
      await insert(store, 'dup_taken');
      const group = ['dup_a', 'dup_taken', 'dup_b'].map((id) => insert(store, id));
      const outcomes = await Promise.allSettled(group);
      expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(await stored(['dup_a', 'dup_b'])).toEqual([]);
      expect(await insert(store, 'dup_a')).toBe('dup_a written');
    });

    it('waits while another connection holds the write lock, then commits the group', async () => {
      const { insert } = partnerWrites();
      const other = new BetterSqlite3(database.url);
      other.exec('begin immediate');
      const batch = ids('locked', 5);
      const writes = Promise.all(batch.map((id) => insert(store, id)));
      let settled = false;
      void writes.finally(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(settled).toBe(false);
      expect(await stored(batch)).toEqual([]); // reads go on meanwhile (WAL)
      other.exec('commit');
      other.close();
      await writes;
      expect(await stored(batch)).toEqual(batch);
    });
  } else {
    it('runs each call on its own: one round trip each, no transaction', async () => {
      const { insert, ranOn } = partnerWrites();
      const batch = ids('alone', 5);
      await Promise.all(batch.map((id) => insert(store, id)));
      expect(ranOn.every((db) => db === store.db)).toBe(true);
      expect(await stored(batch)).toEqual(batch);
    });
  }
});
