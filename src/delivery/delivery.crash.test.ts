// Kill -9 in the middle of deliveries: every event whose transaction committed still arrives,
// within 3 s of the next process being up (the dead one's lock is free at once: no lease to wait out).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, describeStores, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { startServerProcess } from '../../test/server-process.js';
import { eventually, Receiver, registerEndpoint } from '../../test/receiver.js';
import { openStore } from '../store/store.js';
import { untilOthersDisconnected } from '../../test/postgres.js';

describeStores('worker crash recovery', (kind) => {
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

    const store = openStore(database.url, { poolSize: 1 });
    if (kind === 'postgres') await untilOthersDisconnected(store.db);
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

  it('recovers within bounds from a crash loop: every event undelivered at a kill arrives within 15 s of the next start', async () => {
    receiver.answerAll({ status: 204, delayMs: 100 }); // slow enough that every kill catches attempts in flight
    // Acknowledged by requests that arrived from the `from`-th on: sent by a later process.
    const ackedSince = (from: number) =>
      new Set(receiver.requests.slice(from).flatMap((r) => (r.path === '/loop' && r.status === 204 ? [r.headers['webhook-id'] as string] : [])));
    const kills = 6;
    let server = await startServerProcess(database.url, env);
    const partner = await server.admin.post('/v1/admin/partners', { name: 'Loop Fleet', territories: ['loop-zone'] });
    const key = await server.admin.post(`/v1/admin/partners/${partner.body.id}/api_keys`);
    const endpoint = await registerEndpoint({ api: new Client(server.url, key.body.key) }, `${receiver.url}/loop`);
    const recoveries: Array<Promise<number>> = [];
    const store = openStore(database.url, { poolSize: 1 });
    try {
      for (let kill = 0; kill < kills; kill++) {
        // Orders come in, ten a second, for 2.5 s, then the process dies mid-delivery.
        for (const until = Date.now() + 2500; Date.now() < until; ) {
          void server.admin
            .post('/v1/admin/orders', { zone: 'loop-zone', pickup: { creator: 'Loop Kitchen', eta_mins: 5 }, dropoff: { area: 'Riverside' }, payout_estimate: { currency: 'EUR', amount: 3 } })
            .catch(() => undefined);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        server.child.kill('SIGKILL');
        await server.exited;
        if (kind === 'postgres') await untilOthersDisconnected(store.db);
        // What the store still has to deliver: the next processes must send it (again, if the
        // dead one's attempt was answered but not recorded).
        const pending = await store.db.selectFrom('webhook_deliveries').select('event_id').where('status', '=', 'pending').where('endpoint_id', '=', endpoint.id).execute();
        expect(pending.length).toBeGreaterThan(0);
        const from = receiver.requests.length;
        server = await startServerProcess(database.url, env);
        const up = Date.now();
        const started = server;
        recoveries.push(
          receiver
            .waitFor(() => pending.every(({ event_id }) => ackedSince(from).has(event_id)), 30_000)
            .then(() => Date.now() - up)
            .catch(async (error: Error) => {
              // What the store says of the ones never acknowledged: the cause of a failure here.
              const missing = pending.map((p) => p.event_id).filter((id) => !ackedSince(from).has(id));
              const rows = await store.db.selectFrom('webhook_deliveries').selectAll().where('event_id', 'in', missing).execute();
              const dispatchers = await store.db.selectFrom('dispatchers').selectAll().execute();
              throw new Error(`kill ${kill}: ${missing.length} never acknowledged; deliveries ${JSON.stringify(rows)}; dispatchers ${JSON.stringify(dispatchers)}; server stderr ${started.stderr().slice(-2000)}`, { cause: error });
            }),
        );
      }
      const times = await Promise.all(recoveries);
      console.log(`[pdn] ${kind}: after each of ${kills} kills, what was undelivered arrived within ${times.join(', ')} ms of the next start`);
      expect(Math.max(...times)).toBeLessThan(15_000);
    } finally {
      await store.close();
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 180_000);
});
