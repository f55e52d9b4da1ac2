// /metrics under a real backlog: a receiver that hangs, then one that is down, then answers.
// And the one log line each attempt leaves.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, describeStores, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { LogCapture } from '../../test/log.js';
import { eventually, Receiver, registerEndpoint } from '../../test/receiver.js';

describeStores('backlog metrics and the attempt log line', (kind) => {
  let service: TestService;
  let receiver: Receiver;
  let partner: TestPartner;
  const log = new LogCapture();

  beforeAll(async () => {
    receiver = await Receiver.start();
    service = await startService(kind, {
      webhooks: true,
      logger: log.logger(),
      env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_TIMEOUT: '30s', PDN_WEBHOOK_RETRY_SCHEDULE: '0s,1s,1s,1s,1s,1s' },
    });
    partner = await createPartner(service);
  });
  afterAll(async () => {
    receiver.releaseHung();
    await service.close();
    await receiver.close();
  });

  const gauges = async () => {
    const response = await fetch(`${service.url}/metrics`, { headers: { authorization: `Bearer ${service.admin.key}` } });
    const text = await response.text();
    const value = (name: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${name} `));
      return line === undefined ? undefined : Number(line.split(' ').pop());
    };
    return {
      pending: value('pdn_webhook_deliveries_pending'),
      oldest: value('pdn_webhook_oldest_pending_seconds'),
      dispatchers: value('pdn_webhook_dispatchers'),
      connectionsMax: value('pdn_store_connections_max'),
      inUse: value('pdn_store_connections_in_use'),
      waiters: value('pdn_store_connection_waiters'),
      loopLag: value('nodejs_eventloop_lag_seconds'),
    };
  };

  it('counts what is not yet delivered and the age of the oldest event, over the whole store', async () => {
    expect(await gauges()).toMatchObject({ pending: 0, oldest: 0, dispatchers: 1, connectionsMax: kind === 'sqlite' ? 1 : 10, waiters: 0 });
    expect((await gauges()).loopLag).toBeGreaterThanOrEqual(0);

    // A receiver that never answers: every attempt hangs in flight, so all stay pending.
    receiver.answerAll({ hang: true });
    await registerEndpoint(partner, `${receiver.url}/hang`);
    const first = Date.now();
    for (let i = 0; i < 5; i++) await createOrder(service, { zone: partner.territories[0] });
    await receiver.waitFor((requests) => requests.some((r) => r.path === '/hang'));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const hung = await gauges();
    expect(hung.pending).toBe(5);
    expect(hung.oldest).toBeGreaterThanOrEqual(1.4);
    expect(hung.oldest).toBeLessThanOrEqual((Date.now() - first) / 1000 + 0.1);
    // Being sent: pending, and not due at any time (the worker holds it).
    const [event] = (await partner.api.get('/v1/events')).body.data;
    expect((await partner.api.get(`/v1/events/${event.id}`)).body.deliveries).toEqual([expect.objectContaining({ status: 'pending', attempt_count: 0, next_attempt_at: null })]);

    // An endpoint nothing listens on: its attempts fail and are retried, so it stays pending.
    const down = await registerEndpoint(partner, 'http://127.0.0.1:9/down');
    await createOrder(service, { zone: partner.territories[0] });
    expect((await gauges()).pending).toBe(6 + 1); // six to the hanging endpoint, one to the one that is down
    await eventually(async () => (log.lines.some((l) => l.msg === 'webhook attempt' && l.endpoint === down.id && l.outcome === 'retry') ? true : undefined), 'a failed attempt');

    // Once they answer, the backlog drains to nothing.
    receiver.answerAll({ status: 204 });
    receiver.releaseHung();
    await partner.api.delete(`/v1/webhook_endpoints/${down.id}`);
    await eventually(async () => {
      const now = await gauges();
      return now.pending === 0 && now.oldest === 0 ? true : undefined;
    }, 'the backlog to drain', 30_000);
  }, 60_000);

  it('logs one JSON line per attempt, without the secret or the signature', async () => {
    const lines = log.lines.filter((l) => l.msg === 'webhook attempt');
    expect(lines.length).toBeGreaterThan(0);
    const answered = lines.find((l) => l.outcome === 'succeeded')!;
    expect(answered).toMatchObject({ level: 30, attempt: expect.any(Number), status: expect.any(Number) });
    expect(answered.endpoint).toMatch(/^we_/);
    expect(answered.event).toMatch(/^evt_/);
    expect(answered.latency_ms).toBeGreaterThanOrEqual(0);
    const failed = lines.find((l) => l.outcome === 'retry')!;
    expect(failed).toMatchObject({ status: null, error: expect.any(String) });
    // One line per attempt: as many as the attempts recorded.
    const attempts = await service.store.db.selectFrom('webhook_attempts').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    expect(lines.length).toBe(Number(attempts.n));
    const endpoints = await service.store.db.selectFrom('webhook_endpoints').select('secret').execute();
    const signatures = receiver.requests.map((r) => String(r.headers['webhook-signature']));
    for (const secret of [...endpoints.map((e) => e.secret), ...signatures]) expect(log.text).not.toContain(secret.replace(/^whsec_/, ''));
  });
});
