import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrder,
  createPartner,
  createRider,
  freshDatabase,
  riderLoadMismatches,
  startService,
  STORE_KINDS,
  type TestDatabase,
  type TestService,
} from '../../test/harness.js';

// Several API instances against one PostgreSQL: the race rules live in the database, so
// they hold across processes, not only inside one.
describe.skipIf(!STORE_KINDS.includes('postgres'))('two API instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let first: TestService;
  let second: TestService;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    first = await startService('postgres', { database });
    second = await startService('postgres', { database });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  it('lets exactly one accept win when both instances race for the same order', async () => {
    const partner = await createPartner(first);
    const riders = await Promise.all(Array.from({ length: 10 }, () => createRider(first, partner, { capacity: 2 })));
    const order = await createOrder(first, { zone: partner.territories[0] });

    const results = await Promise.all(
      riders.map((rider, i) =>
        (i % 2 === 0 ? first : second).client(partner.key).post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id }),
      ),
    );

    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await riderLoadMismatches(first.store)).toEqual([]);
  });

  it('keeps one rider within capacity when both instances accept different orders for it', async () => {
    const partner = await createPartner(first);
    const rider = await createRider(first, partner, { capacity: 4 });
    const orders = await Promise.all(Array.from({ length: 16 }, () => createOrder(first, { zone: partner.territories[0] })));

    const results = await Promise.all(
      orders.map((order, i) =>
        (i % 2 === 0 ? first : second).client(partner.key).post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id }),
      ),
    );

    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'rider_at_capacity')).toBe(true);
    expect(await riderLoadMismatches(second.store)).toEqual([]);
  });
});
