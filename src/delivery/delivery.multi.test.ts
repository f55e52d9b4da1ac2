// Several workers on one database: claims skip rows another worker holds, an order's
// next event waits for the one before it whichever worker sends it, and a delivery held by a
// live worker is never sent by another, however long its attempt takes.
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestService } from '../../test/harness.js';
import { eventually, Receiver, registerEndpoint } from '../../test/receiver.js';
import { openStore, type Store } from '../store/store.js';
import { WebhookWorker } from './delivery.worker.js';

// Two connections on one SQLite file in one process take turns at the write lock on timers
// (src/store/sqlite-dialect.ts), so both stores run this in one process.
describeStores('two workers on one database', (kind) => {
  let service: TestService;
  let receiver: Receiver;
  const stores: Store[] = [];
  const workers: WebhookWorker[] = [];

  beforeAll(async () => {
    receiver = await Receiver.start();
    // The API process runs no worker: the two below share the work as separate processes would.
    // A short lease: an attempt outlasting it must still not be sent twice.
    service = await startService(kind, {
      env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_CONCURRENCY: '16', PDN_WEBHOOK_ENDPOINT_CONCURRENCY: '4', PDN_WEBHOOK_LEASE: '600ms' },
    });
    for (let i = 0; i < 2; i++) {
      const store = openStore(service.config.databaseUrl, { poolSize: 4 });
      stores.push(store);
      workers.push(new WebhookWorker({ store, config: service.config, log: pino({ level: 'silent' }) }));
    }
    await Promise.all(workers.map((d) => d.start()));
  });
  afterAll(async () => {
    await Promise.all(workers.map((d) => d.stop()));
    await Promise.all(stores.map((s) => s.close()));
    await service.close();
    await receiver.close();
  });

  it('delivers every event exactly once, each order’s events in the order they happened', async () => {
    const zone = `zone-multi-${Date.now()}`;
    const partners = await Promise.all([0, 1, 2].map(() => createPartner(service, { territories: [zone] })));
    const riders = await Promise.all(partners.map((partner) => createRider(service, partner, { capacity: 50 })));
    for (const [i, partner] of partners.entries()) {
      await registerEndpoint(partner, `${receiver.url}/p${i}/a`);
      await registerEndpoint(partner, `${receiver.url}/p${i}/b`, ['order.created', 'order.picked_up']);
    }
    // Answers in 0-4 ms, so the two workers' attempts interleave.
    receiver.respondWith(() => ({ status: 200, delayMs: Math.floor(Math.random() * 5) }));
    const orders = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const order = await createOrder(service, { zone });
        const holder = i % 3;
        await partners[holder].api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: riders[holder].rider_id });
        await service.admin.post(`/v1/admin/orders/${order.order_id}/pickup`);
        await service.admin.post(`/v1/admin/orders/${order.order_id}/deliver`);
        return order.order_id as string;
      }),
    );
    // Every partner's two endpoints get each order.created; the holder's get the rest (a: 3 more, b: 1 more).
    const expected = 30 * 3 * 2 + 30 * 4;

    await receiver.waitForAnswered(expected, undefined, 60_000);
    await eventually(async () => {
      const open = await service.store.db.selectFrom('webhook_deliveries').select('id').where('status', '<>', 'succeeded').execute();
      return open.length === 0 ? true : undefined;
    }, 'all deliveries succeeded');
    receiver.respondWith(undefined);

    const seen = receiver.requests.map((r) => `${r.path} ${r.headers['webhook-id']}`);
    expect(seen).toHaveLength(expected);
    expect(new Set(seen).size).toBe(expected);
    const versions = new Map<string, number[]>();
    for (const request of receiver.requests) {
      const { data } = JSON.parse(request.body);
      const key = `${request.path} ${data.order_id}`;
      versions.set(key, [...(versions.get(key) ?? []), data.version]);
    }
    for (const [key, list] of versions) expect(list, key).toEqual([...list].sort((a, b) => a - b));
    expect(versions.size).toBe(orders.length * 6);
    expect(workers.map((d) => d.attempts).reduce((a, b) => a + b)).toBe(expected);
    expect(workers.every((d) => d.attempts > 0)).toBe(true);
  });

  it('never sends a delivery another live worker is still attempting, however long past the lease', async () => {
    const partner = await createPartner(service);
    await registerEndpoint(partner, `${receiver.url}/slow`);
    // Each answer takes five leases: a lease alone would have let the other worker send it again.
    receiver.respondWith((request) => (request.path === '/slow' ? { status: 200, delayMs: 3000 } : undefined));
    for (let i = 0; i < 4; i++) await createOrder(service, { zone: partner.territories[0] });
    await receiver.waitForAnswered(4, '/slow', 30_000);
    await eventually(async () => {
      const open = await service.store.db.selectFrom('webhook_deliveries').select('id').where('partner_id', '=', partner.id).where('status', '<>', 'succeeded').execute();
      return open.length === 0 ? true : undefined;
    }, 'slow deliveries succeeded');
    receiver.respondWith(undefined);
    expect(receiver.to('/slow')).toHaveLength(4);
    expect(new Set(receiver.to('/slow').map((r) => r.headers['webhook-id'])).size).toBe(4);
  });
});
