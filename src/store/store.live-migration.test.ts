import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestService } from '../../test/harness.js';
import { openStore } from './store.js';

// A newer release migrates while this one still serves: a column added to the tables it reads
// must not break its queries (on PostgreSQL, a statement prepared on a connection before the
// change fails with "cached plan must not change result type" if it selects *).
describeStores('a process serving while another adds columns', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  it('answers the same requests the same way before and after the migration', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner, { capacity: 5 });
    const orders = [await createOrder(service, { zone: partner.territories[0] }), await createOrder(service, { zone: partner.territories[0] })];

    // One request after another: the pool hands the same connection back, the one that ran them before.
    const requests = async (order: { order_id: string }) => {
      const answers = [
        await partner.api.patch(`/v1/riders/${rider.rider_id}/status`, { status: 'on-break' }),
        await partner.api.patch(`/v1/riders/${rider.rider_id}/status`, { status: 'online' }),
        await partner.api.get('/v1/riders'),
        await partner.api.get('/v1/orders/available'),
        await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id }),
        await partner.api.get(`/v1/orders/${order.order_id}`),
        await partner.api.get('/v1/orders'),
        await partner.api.get('/v1/fleet/availability'),
        await partner.api.get('/v1/events'),
      ];
      return answers.map((answer) => ({ status: answer.status, fields: Object.keys(answer.body).sort() }));
    };
    const before = await requests(orders[0]);
    expect(before.every((answer) => answer.status === 200)).toBe(true);

    const other = openStore(service.config.databaseUrl, { poolSize: 1 });
    try {
      for (const table of ['api_keys', 'partners', 'riders', 'orders', 'events', 'fleet_zone_stats']) {
        await sql`alter table ${sql.table(table)} add column added_later text`.execute(other.db);
      }
    } finally {
      await other.close();
    }

    expect(await requests(orders[1])).toEqual(before);
  });
});
