import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { executePrepared } from './prepared.js';
import { openStore, type Store } from './store.js';

// Transactions as the services use them, on the store's own connections (on PostgreSQL, a named
// prepared statement among their statements).
describeStores('store transactions', (kind) => {
  let database: TestDatabase;
  let store: Store;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    store = openStore(database.url, { poolSize: 2 });
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  const zone = (name: string) => store.db.selectFrom('partner_zones').select('zone').where('zone', '=', name).execute();
  const addPartner = (trx: typeof store.db, id: string, zoneName: string) =>
    executePrepared(trx, trx.insertInto('partners').values({ id, name: id, territories: JSON.stringify([zoneName]), created_at: '2026-01-01T00:00:00.000Z', status: 'active' }))
      .then(() => trx.insertInto('partner_zones').values({ partner_id: id, zone: zoneName }).execute());

  it('commits every statement of a transaction, and none of one that fails after its first', async () => {
    await store.db.transaction().execute((trx) => addPartner(trx, 'ptn_tx_kept', 'zone-kept'));
    await expect(
      store.db.transaction().execute(async (trx) => {
        await addPartner(trx, 'ptn_tx_gone', 'zone-gone');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');

    expect(await zone('zone-kept')).toHaveLength(1);
    expect(await zone('zone-gone')).toHaveLength(0);
  });

  it('runs a transaction that ends before any statement, and keeps working after a failed first statement', async () => {
    await store.db.transaction().execute(async () => undefined);
    await expect(store.db.transaction().execute(async () => Promise.reject(new Error('before any statement')))).rejects.toThrow('before any statement');
    // The first statement fails (no such table): the error reaches the caller, nothing is left open.
    await expect(store.db.transaction().execute((trx) => sql`select * from no_such_table`.execute(trx))).rejects.toThrow(/no_such_table|no such table/);

    for (let i = 0; i < 4; i++) await store.db.transaction().execute((trx) => addPartner(trx, `ptn_tx_after_${i}`, 'zone-after'));
    expect(await zone('zone-after')).toHaveLength(4);
  });
});
