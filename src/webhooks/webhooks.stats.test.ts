import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, describeStores, startService, type TestService } from '../../test/harness.js';
import { Receiver, registerEndpoint } from '../../test/receiver.js';

describeStores('GET /v1/webhook_endpoints/stats', (kind) => {
  let service: TestService;
  let receiver: Receiver;
  beforeAll(async () => {
    // One try per delivery, so each answer is exactly one attempt.
    service = await startService(kind, { webhooks: true, env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_RETRY_SCHEDULE: '0s' } });
    receiver = await Receiver.start();
  });
  afterAll(async () => {
    await receiver.close();
    await service.close();
  });

  it("counts the partner's attempts per minute: acknowledged, failed and latency", async () => {
    const partner = await createPartner(service);
    const bystander = await createPartner(service);
    const endpoint = await registerEndpoint(partner, `${receiver.url}/stats-${partner.id}`, ['order.created']);
    await registerEndpoint(bystander, `${receiver.url}/stats-${bystander.id}`, ['order.created']);
    receiver.answerNext(1, { status: 500 }, `/stats-${partner.id}`);
    const before = Date.now();
    for (let i = 0; i < 3; i++) await createOrder(service, { zone: partner.territories[0] });
    await createOrder(service, { zone: bystander.territories[0] });

    await expect.poll(async () => (await partner.api.get('/v1/webhook_endpoints/stats')).body.totals.attempts, { timeout: 15_000 }).toBe(3);
    const stats = (await partner.api.get('/v1/webhook_endpoints/stats')).body;

    expect(stats).toMatchObject({ object: 'webhook_delivery_stats', endpoint_id: null, bucket_seconds: 60 });
    expect(stats.totals).toMatchObject({ attempts: 3, succeeded: 2, failed: 1 });
    expect(stats.totals.success_rate).toBeCloseTo(2 / 3);
    expect(stats.totals.avg_latency_ms).toBeGreaterThanOrEqual(0);
    expect(stats.totals.max_latency_ms).toBeGreaterThanOrEqual(stats.totals.avg_latency_ms);
    expect(stats.buckets).toHaveLength(60);
    expect(Date.parse(stats.until) - Date.parse(stats.since)).toBe(60 * 60_000);
    const busy = stats.buckets.filter((b: any) => b.attempts > 0);
    expect(busy.reduce((n: number, b: any) => n + b.attempts, 0)).toBe(3);
    expect(busy.reduce((n: number, b: any) => n + b.failed, 0)).toBe(1);
    // The attempts were made after `before`, so they sit in the minute buckets that cover it or later.
    for (const bucket of busy) expect(Date.parse(bucket.start)).toBeGreaterThanOrEqual(Math.floor(before / 60_000) * 60_000);
    for (const bucket of stats.buckets.filter((b: any) => b.attempts === 0)) expect(bucket.avg_latency_ms).toBeNull();

    const one = (await partner.api.get(`/v1/webhook_endpoints/stats?endpoint_id=${endpoint.id}&minutes=5`)).body;
    expect(one).toMatchObject({ endpoint_id: endpoint.id, totals: { attempts: 3 } });
    expect(one.buckets).toHaveLength(5);
  });

  it("never shows another partner's deliveries", async () => {
    const partner = await createPartner(service);
    const other = await createPartner(service);
    const theirs = await registerEndpoint(other, `${receiver.url}/theirs-${other.id}`);
    await createOrder(service, { zone: other.territories[0] });
    await receiver.waitForAnswered(1, `/theirs-${other.id}`);

    const mine = await partner.api.get('/v1/webhook_endpoints/stats');
    expect(mine.status).toBe(200);
    expect(mine.body.totals).toMatchObject({ attempts: 0, success_rate: null, avg_latency_ms: null });
    const peek = await partner.api.get(`/v1/webhook_endpoints/stats?endpoint_id=${theirs.id}`);
    expect(peek.status).toBe(404);
    expect(peek.body.code).toBe('webhook_endpoint_not_found');
  });

  it('refuses a window outside 1..1440 minutes and unknown parameters, and needs a key', async () => {
    const partner = await createPartner(service);
    const tooLong = await partner.api.get('/v1/webhook_endpoints/stats?minutes=1441');
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.code).toBe('invalid_value');
    expect((await partner.api.get('/v1/webhook_endpoints/stats?minutes=0')).status).toBe(422);
    expect((await partner.api.get('/v1/webhook_endpoints/stats?bucket=hour')).status).toBe(400);
    expect((await service.client(null).get('/v1/webhook_endpoints/stats')).status).toBe(401);
  });
});
