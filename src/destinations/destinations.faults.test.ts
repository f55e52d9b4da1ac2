// Broker destinations when things break mid-drain: the broker connection cut (the TCP proxy of
// test/fault-proxy.ts) and back: nothing lost, each order's events still in version order; the
// server killed with SIGKILL and started again: nothing lost, and a repeat carries the same
// webhook-id (so a consumer that drops duplicates by it sees each event once).
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BROKER_PORTS, describeBrokers, openBroker, type Broker, type BrokerName, type Destination, type Published } from '../../test/brokers.js';
import { FaultProxy } from '../../test/fault-proxy.js';
import { Client, createOrder, createPartner, createRider, freshDatabase, startService, STORE_KINDS, type TestService } from '../../test/harness.js';
import { eventually } from '../../test/receiver.js';
import { startServerProcess } from '../../test/server-process.js';
import { openStore } from '../store/store.js';
import { untilOthersDisconnected } from '../../test/postgres.js';

const ENV = { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_TIMEOUT: '1s', PDN_WEBHOOK_RETRY_SCHEDULE: ['0s', ...Array(60).fill('100ms')].join(',') };

const versionsOf = (messages: Array<Published & { event: any }>, orderId: string) => messages.filter((m) => m.event.data.order_id === orderId).map((m) => m.event.data.version as number);

function verifiedAll(secret: string, messages: Published[]) {
  const webhook = new Webhook(secret);
  return messages.map((m) => ({ ...m, event: webhook.verify(m.body, { 'webhook-id': m.webhookId, 'webhook-timestamp': m.timestamp, 'webhook-signature': m.signature }) as any }));
}

/** Order kept: a version never arrives after a later one of its order (a repeat of the last one may). */
function expectInOrder(versions: number[], orderId: string): void {
  for (let i = 1; i < versions.length; i++) expect(versions[i], `${orderId}: ${versions.join(',')}`).toBeGreaterThanOrEqual(versions[i - 1]);
  expect([...new Set(versions)], orderId).toEqual([1, 2, 3, 4]);
}

async function distinctArrived(destination: Destination, count: number, timeoutMs: number): Promise<Published[]> {
  return eventually(async () => {
    const messages = await destination.messages();
    return new Set(messages.map((m) => m.webhookId)).size >= count ? messages : undefined;
  }, `${count} distinct events at the broker`, timeoutMs);
}

for (const kind of STORE_KINDS) {
  describeBrokers(`broker destinations under faults [${kind}]`, (name: BrokerName) => {
    let broker: Broker;
    const destinations: Destination[] = [];
    beforeAll(async () => {
      broker = await openBroker(name);
    });
    afterAll(async () => {
      for (const made of destinations) await made.delete().catch(() => {});
      await broker?.close();
    });

    it('loses nothing and keeps each order’s order when the broker connection is cut mid-drain and restored', async () => {
      const proxy = await FaultProxy.start({ host: '127.0.0.1', port: BROKER_PORTS[name] });
      const service: TestService = await startService(kind, { webhooks: true, env: ENV });
      const target = await broker.destination();
      destinations.push(target);
      try {
        const partner = await createPartner(service);
        const riders = await Promise.all(Array.from({ length: 3 }, () => createRider(service, partner, { capacity: 50 })));
        const endpoint = (await partner.api.post('/v1/webhook_endpoints', { url: target.url({ host: `127.0.0.1:${proxy.port}` }), enabled_events: ['*'] })).body;
        const orders = await Promise.all(
          Array.from({ length: 30 }, async (_, i) => {
            const order = await createOrder(service, { zone: partner.territories[0] });
            expect((await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: riders[i % 3].rider_id })).status).toBe(200);
            return order.order_id;
          }),
        );
        await eventually(async () => ((await target.messages()).length >= 10 ? true : undefined), 'the drain under way');
        proxy.down(); // every connection reset, new ones refused
        await new Promise((resolve) => setTimeout(resolve, 700));
        proxy.up();
        await Promise.all(orders.map(async (id) => {
          expect((await service.admin.post(`/v1/admin/orders/${id}/pickup`)).status).toBe(200);
        }));
        proxy.cutAll(); // and once more while those go out
        await Promise.all(orders.map(async (id) => {
          expect((await service.admin.post(`/v1/admin/orders/${id}/deliver`)).status).toBe(200);
        }));
        const messages = verifiedAll(endpoint.secret, await distinctArrived(target, 120, 60_000));
        for (const order of orders) expectInOrder(versionsOf(messages, order), order);
        // Every delivery settled as succeeded: none left failed or stuck.
        await eventually(async () => {
          const pending = (await partner.api.get('/v1/events?delivery_status=pending&limit=200')).body.data.length;
          const failed = (await partner.api.get('/v1/events?delivery_status=failed&limit=200')).body.data.length;
          expect(failed).toBe(0);
          return pending === 0 ? true : undefined;
        }, 'no pending deliveries');
      } finally {
        await service.close();
        await proxy.close();
      }
    }, 120_000);

    it('loses nothing when the server is killed with SIGKILL mid-drain; a repeat carries the same webhook-id', async () => {
      const database = await freshDatabase(kind);
      const target = await broker.destination();
      destinations.push(target);
      const first = await startServerProcess(database.url, ENV);
      let second: Awaited<ReturnType<typeof startServerProcess>> | undefined;
      try {
        const partner = await first.admin.post('/v1/admin/partners', { name: 'Crash Fleet', territories: ['crash-zone'] });
        const key = await first.admin.post(`/v1/admin/partners/${partner.body.id}/api_keys`);
        const api = new Client(first.url, key.body.key);
        // Paced, so the drain is still under way when the process dies.
        const endpoint = (await api.post('/v1/webhook_endpoints', { url: target.url(), enabled_events: ['*'], rate_limit: 20 })).body;
        const created = await Promise.all(
          Array.from({ length: 60 }, () =>
            first.admin.post('/v1/admin/orders', { zone: 'crash-zone', pickup: { creator: 'Crash Kitchen', eta_mins: 5 }, dropoff: { area: 'Riverside' }, payout_estimate: { currency: 'EUR', amount: 3 } }),
          ),
        );
        expect(created.every((o) => o.status === 201)).toBe(true);
        await eventually(async () => ((await target.messages()).length >= 5 ? true : undefined), 'the drain under way');
        first.child.kill('SIGKILL');
        expect(await first.exited).toBeNull();

        const store = openStore(database.url, { poolSize: 1 });
        if (kind === 'postgres') await untilOthersDisconnected(store.db);
        const committed = (await store.db.selectFrom('events').select('id').where('partner_id', '=', partner.body.id).execute()).map((e) => e.id);
        const stillOpen = await store.db.selectFrom('webhook_deliveries').select('id').where('status', '=', 'pending').execute();
        await store.close();
        expect(committed).toHaveLength(60);
        expect(stillOpen.length).toBeGreaterThan(0);

        second = await startServerProcess(database.url, ENV);
        const messages = verifiedAll(endpoint.secret, await distinctArrived(target, 60, 60_000));
        expect([...new Set(messages.map((m) => m.webhookId))].sort()).toEqual([...committed].sort());
        // A repeat is the same message: its webhook-id is the event's id, never a new one.
        for (const m of messages) expect(m.event.id).toBe(m.webhookId);
        const repeats = messages.length - committed.length;
        console.log(`[pdn] ${name} ${kind}: ${committed.length} events, ${repeats} repeated after the kill`);
        if (name !== 'rabbitmq') expect(repeats).toBe(0); // NATS (Nats-Msg-Id) and Redis (the marker) store a webhook-id once
      } finally {
        if (first.child.exitCode === null) first.child.kill('SIGKILL');
        if (second) {
          second.child.kill('SIGTERM');
          await second.exited;
        }
        await database.drop();
      }
    }, 120_000);
  });
}
