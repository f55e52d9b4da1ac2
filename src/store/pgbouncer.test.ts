// PDN behind PgBouncer in transaction pooling mode, as most managed PostgreSQL offerings run
// it: PDN_DATABASE_URL is the pooler, PDN_DATABASE_DIRECT_URL the database itself (the
// worker's lock and LISTEN, migrations). Two API instances, each with a worker, race
// for the same jobs through the pooler: one winner each, and every webhook arrives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, freshDatabase, PG_URL, riderLoadMismatches, startService, type TestDatabase, type TestService } from '../../test/harness.js';
import { PGBOUNCER_BIN, startPgBouncer, type PgBouncer } from '../../test/pgbouncer.js';
import { eventually, Receiver, registerEndpoint } from '../../test/receiver.js';

const why = !PG_URL ? 'PDN_TEST_DATABASE_URL is not set' : !PGBOUNCER_BIN ? 'pgbouncer is not installed (apt-get install pgbouncer)' : undefined;
if (why) describe.skip(`behind PgBouncer (skipped: ${why})`, () => it.skip('runs behind PgBouncer', () => {}));

describe.skipIf(why !== undefined)('two instances behind PgBouncer (transaction mode)', () => {
  let bouncer: PgBouncer;
  let database: TestDatabase;
  let first: TestService;
  let second: TestService;
  let receiver: Receiver;
  beforeAll(async () => {
    bouncer = await startPgBouncer(PG_URL!);
    database = await freshDatabase('postgres');
    receiver = await Receiver.start();
    const pooled = { url: bouncer.pooled(database.url), drop: async () => {} };
    const env = { PDN_DATABASE_DIRECT_URL: database.url, PDN_WEBHOOK_ALLOW_PRIVATE: 'true' };
    first = await startService('postgres', { database: pooled, env, webhooks: true });
    second = await startService('postgres', { database: pooled, env, webhooks: true });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await receiver?.close();
    await database?.drop();
    await bouncer?.stop();
  });

  it('creates orders through the pooler, lets exactly one of racing accepts win, and delivers every webhook', async () => {
    const partner = await createPartner(first);
    await registerEndpoint(partner, `${receiver.url}/bounced`);
    const riders = await Promise.all(Array.from({ length: 6 }, () => createRider(first, partner, { capacity: 5 })));
    const orders = await Promise.all(Array.from({ length: 8 }, (_, i) => createOrder(i % 2 ? first : second, { zone: partner.territories[0] })));

    for (const order of orders) {
      const results = await Promise.all(
        riders.map((rider, i) => (i % 2 ? first : second).client(partner.key).post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id })),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(riders.length - 1);
    }
    expect(await riderLoadMismatches(first.store)).toEqual([]);

    // Every event the partner has (8 created, 8 assigned) arrives, signed, at its endpoint.
    const events = await first.store.db.selectFrom('events').select('id').where('partner_id', '=', partner.id).execute();
    expect(events).toHaveLength(16);
    const arrived = () => new Set(receiver.to('/bounced').map((r) => r.headers['webhook-id'] as string));
    await eventually(async () => (events.every((e) => arrived().has(e.id)) ? true : undefined), 'every webhook delivered through the pooler');
  });
});
