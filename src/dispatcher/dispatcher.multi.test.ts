// Several dispatchers on one PostgreSQL: claims skip rows another dispatcher holds, so every
// delivery is sent exactly once while leases hold (none runs out here: the default is 60 s).
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createPartner, startService, type TestService } from '../../test/harness.js';
import { eventually, Receiver, registerEndpoint } from '../../test/receiver.js';
import { openStore, type Store } from '../store/store.js';
import { Dispatcher } from './dispatcher.js';

describe.skipIf(!process.env.PDN_TEST_DATABASE_URL)('two dispatchers on one database [postgres]', () => {
  let service: TestService;
  let receiver: Receiver;
  const stores: Store[] = [];
  const dispatchers: Dispatcher[] = [];

  beforeAll(async () => {
    receiver = await Receiver.start();
    // The API process runs no dispatcher: the two below are woken only by NOTIFY, as separate processes would be.
    service = await startService('postgres', {
      env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_CONCURRENCY: '16', PDN_WEBHOOK_ENDPOINT_CONCURRENCY: '4' },
    });
    for (let i = 0; i < 2; i++) {
      const store = openStore(service.config.databaseUrl, { poolSize: 4 });
      stores.push(store);
      dispatchers.push(new Dispatcher({ store, config: service.config, log: pino({ level: 'silent' }) }));
    }
    await Promise.all(dispatchers.map((d) => d.start()));
  });
  afterAll(async () => {
    await Promise.all(dispatchers.map((d) => d.stop()));
    await Promise.all(stores.map((s) => s.close()));
    await service.close();
    await receiver.close();
  });

  it('delivers every event to every endpoint exactly once', async () => {
    const zone = `zone-multi-${Date.now()}`;
    const partners = await Promise.all([0, 1, 2].map(() => createPartner(service, { territories: [zone] })));
    for (const [i, partner] of partners.entries()) {
      await registerEndpoint(partner, `${receiver.url}/p${i}/a`);
      await registerEndpoint(partner, `${receiver.url}/p${i}/b`, ['order.created']);
    }
    receiver.answerAll({ status: 200, delayMs: 2 });
    for (let batch = 0; batch < 8; batch++) {
      await Promise.all(Array.from({ length: 10 }, () => createOrder(service, { zone })));
    }
    const expected = 80 * 3 * 2;

    await receiver.waitForAnswered(expected, undefined, 60_000);
    await eventually(async () => {
      const open = await service.store.db.selectFrom('webhook_deliveries').select('id').where('status', '<>', 'succeeded').execute();
      return open.length === 0 ? true : undefined;
    }, 'all deliveries succeeded');

    const seen = receiver.requests.map((r) => `${r.path} ${r.headers['webhook-id']}`);
    expect(seen).toHaveLength(expected);
    expect(new Set(seen).size).toBe(expected);
    const attempts = await service.store.db.selectFrom('webhook_attempts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(attempts.n)).toBe(expected);
    expect(dispatchers.map((d) => d.attempts).reduce((a, b) => a + b)).toBe(expected);
    expect(dispatchers.every((d) => d.attempts > 0)).toBe(true);
  });
});
