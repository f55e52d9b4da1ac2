import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStores, freshDatabase, PG_URL, type TestDatabase } from '../../test/harness.js';
import { executePrepared, preparedQuery } from './prepared.js';
import type { Db } from './schema.js';
import { openStore, type OpenStoreOptions, type Store } from './store.js';

const partnerName = (db: Db, id: string) => db.selectFrom('partners').select('name').where('id', '=', id);
const riderZone = (db: Db, id: string) => db.selectFrom('riders').select('zone').where('id', '=', id);
const orderStatusOf = (db: Db, id: string) => db.selectFrom('orders').select('status').where('id', '=', id);
const orderStatus = preparedQuery((db: Db, _shape: string, id: string) => orderStatusOf(db, id));

describe.skipIf(!PG_URL)('statements marked prepared [postgres]', () => {
  let database: TestDatabase;
  const stores: Store[] = [];
  beforeAll(async () => {
    database = await freshDatabase('postgres');
  });
  afterAll(async () => {
    for (const store of stores) await store.close();
    await database?.drop();
  });

  // One connection each: every statement of a store runs on the connection whose prepared statements are read.
  const open = (options: OpenStoreOptions = {}) => {
    const store = openStore(database.url, { poolSize: 1, ...options });
    stores.push(store);
    return store;
  };
  const preparedOn = async (store: Store) => {
    const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements order by name`.execute(store.db);
    return Object.fromEntries(rows.map((row) => [row.name, row.statement]));
  };
  const textOf = (query: { compile(): { sql: string } }) => query.compile().sql;

  it('runs a query marked prepared as a named prepared statement, and one not marked unnamed', async () => {
    const store = open();
    await executePrepared(store.db, partnerName(store.db, 'ptn_none'));
    await orderStatus(store.db, '', 'ord_none');
    await riderZone(store.db, 'rdr_none').execute();
    await store.db.transaction().execute((trx) => executePrepared(trx, partnerName(trx, 'ptn_other')));

    expect(await preparedOn(store)).toEqual({ pdn_0: textOf(partnerName(store.db, '')), pdn_1: textOf(orderStatusOf(store.db, '')) });
  });

  it("names statements per pool: another store's marks name nothing in this one", async () => {
    const first = open();
    const second = open();
    await executePrepared(first.db, partnerName(first.db, 'ptn_none'));
    await executePrepared(first.db, riderZone(first.db, 'rdr_none'));
    await executePrepared(second.db, riderZone(second.db, 'rdr_none'));
    await partnerName(second.db, 'ptn_none').execute(); // marked in the first store only

    expect(await preparedOn(first)).toEqual({ pdn_0: textOf(partnerName(first.db, '')), pdn_1: textOf(riderZone(first.db, '')) });
    expect(await preparedOn(second)).toEqual({ pdn_0: textOf(riderZone(second.db, '')) });
  });

  it('names nothing behind a transaction-mode pooler, marked or not', async () => {
    const pooled = open({ pooled: true });
    await executePrepared(pooled.db, partnerName(pooled.db, 'ptn_none'));
    await orderStatus(pooled.db, '', 'ord_none');

    expect(await preparedOn(pooled)).toEqual({});
  });
});

// A prepared statement that selects `*` fails once another process adds a column ("cached plan
// must not change result type"): marking one is refused, on both stores alike.
describeStores('a query marked prepared names its columns', (kind) => {
  let database: TestDatabase;
  let store: Store;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    store = openStore(database.url, { poolSize: 1 });
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  it('refuses one that selects or returns *', async () => {
    const { db } = store;
    const refused = /must name its columns/;
    await expect(executePrepared(db, db.selectFrom('partners').selectAll().where('id', '=', 'ptn_none'))).rejects.toThrow(refused);
    await expect(executePrepared(db, db.selectFrom('partners as p').selectAll('p').where('p.id', '=', 'ptn_none'))).rejects.toThrow(refused);
    await expect(executePrepared(db, db.updateTable('riders').set({ zone: 'z' }).where('id', '=', 'rdr_none').returningAll())).rejects.toThrow(refused);
    await expect(executePrepared(db, sql`select * from partners where id = ${'ptn_none'}`)).rejects.toThrow(refused);
    const everyColumn = preparedQuery((db: Db, _shape: string, id: string) => db.selectFrom('orders').selectAll().where('id', '=', id));
    await expect(everyColumn(db, '', 'ord_none')).rejects.toThrow(refused);
  });

  it('runs one that counts or multiplies', async () => {
    const { db } = store;
    const counted = await executePrepared(db, db.selectFrom('partners').select((eb) => eb.fn.countAll<number | string>().as('n')).where('id', '=', 'ptn_none'));
    expect(Number(counted.rows[0].n)).toBe(0);
    const product = await executePrepared(db, sql<{ x: number }>`select cast(${3} as integer) * 2 as x`);
    expect(product.rows).toEqual([{ x: 6 }]);
  });
});
