// Kill -9 in the middle of deliveries: every event whose transaction committed still arrives,
// within 3 s of the next process being up (the dead one's lock is free at once: no lease to wait out).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, describeStores, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { startServerProcess } from '../../test/server-process.js';
import { eventually, Receiver, registerEndpoint } from '../../test/receiver.js';
import { openStore } from '../store/store.js';

describeStores('dispatcher crash recovery', (kind) => {
  let receiver: Receiver;
  let database: TestDatabase;
  const env = {
    PDN_WEBHOOK_ALLOW_PRIVATE: 'true',
    PDN_WEBHOOK_TIMEOUT: '1s',
    PDN_WEBHOOK_RETRY_SCHEDULE: ['0s', ...Array(30).fill('100ms')].join(','),
  };
  beforeAll(async () => {
    receiver = await Receiver.start();
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await receiver.close();
    await database.drop();
  });

  it('delivers every committed event after the server is killed with SIGKILL mid-delivery', async () => {
    receiver.answerAll({ hang: true });
    const first = await startServerProcess(database.url, env);
    const partner = await first.admin.post('/v1/admin/partners', { name: 'Crash Fleet', territories: ['crash-zone'] });
    const key = await first.admin.post(`/v1/admin/partners/${partner.body.id}/api_keys`);
    await registerEndpoint({ api: new Client(first.url, key.body.key) }, `${receiver.url}/crash`);
    const orders = [];
    for (let i = 0; i < 30; i++) {
      orders.push(
        first.admin.post('/v1/admin/orders', {
          zone: 'crash-zone',
          pickup: { creator: 'Crash Kitchen', eta_mins: 5 },
          dropoff: { area: 'Riverside' },
          payout_estimate: { currency: 'EUR', amount: 3 },
        }),
      );
    }
    expect((await Promise.all(orders)).every((o) => o.status === 201)).toBe(true);
    await receiver.waitFor((requests) => requests.length >= 3); // deliveries in flight, unanswered

    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    receiver.answerAll({ status: 204 });

    const store = openStore(database.url);
    const committed = (await store.db.selectFrom('events').select('id').where('partner_id', '=', partner.body.id).execute()).map((e) => e.id);
    const stillOpen = await store.db.selectFrom('webhook_deliveries').select('id').where('status', '=', 'pending').execute();
    await store.close();
    expect(committed).toHaveLength(30);
    expect(stillOpen.length).toBeGreaterThan(0);

    const second = await startServerProcess(database.url, env);
    const up = Date.now();
    try {
      await receiver.waitFor((requests) => {
        const delivered = new Set(requests.filter((r) => r.status === 204).map((r) => r.headers['webhook-id']));
        return committed.every((id) => delivered.has(id));
      }, 30_000);
      const recoveredMs = Date.now() - up;
      console.log(`[pdn] ${kind}: every held delivery sent ${recoveredMs} ms after the restarted server was up`);
      expect(recoveredMs).toBeLessThan(3_000);
      const partnerApi = new Client(second.url, key.body.key);
      await eventually(async () => {
        const pending = await partnerApi.get('/v1/events?delivery_status=pending&limit=200');
        return pending.body.data.length === 0 ? true : undefined;
      }, 'no pending deliveries');
      const succeeded = await partnerApi.get('/v1/events?delivery_status=succeeded&limit=200');
      expect(succeeded.body.data.map((e: any) => e.id).sort()).toEqual([...committed].sort());
    } finally {
      second.child.kill('SIGTERM');
    }
    expect(await second.exited).toBe(0); // a graceful stop on SIGTERM
  }, 90_000);
});
