import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createPartner, describeStores, startService, type TestPartner, type TestService } from '../../test/harness.js';

// Each limit through HTTP: under it, at it, and over it. Endpoint URLs point at loopback
// (allowed here) and no worker runs: nothing is ever sent.
describeStores('per-partner limits', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind, {
      env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_MAX_ENDPOINTS: '3', PDN_REPLAY_LIMIT: '3', PDN_IDEMPOTENCY_KEY_LIMIT: '3' },
    });
  });
  afterAll(() => service.close());

  const register = (partner: TestPartner, n: number, headers?: Record<string, string>) =>
    partner.api.post('/v1/webhook_endpoints', { url: `http://127.0.0.1:9/hook-${n}`, enabled_events: ['*'] }, { headers });
  const endpointCount = async (partner: TestPartner) => (await partner.api.get('/v1/webhook_endpoints')).body.data.length;

  describe('PDN_WEBHOOK_MAX_ENDPOINTS', () => {
    it('registers up to the cap, refuses one more with 409 endpoint_limit_reached, and has room again after a delete', async () => {
      const partner = await createPartner(service);
      const other = await createPartner(service);
      expect((await register(partner, 1)).status).toBe(201); // under
      expect((await register(partner, 2)).status).toBe(201);
      const third = await register(partner, 3); // at
      expect(third.status).toBe(201);
      const over = await register(partner, 4);
      expect(over.status).toBe(409);
      expect(over.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(over.body).toMatchObject({ code: 'endpoint_limit_reached', limit: 3 });
      expect(await endpointCount(partner)).toBe(3);
      // Disabled endpoints still count: the cap is on what the partner holds.
      expect((await partner.api.patch(`/v1/webhook_endpoints/${third.body.id}`, { status: 'disabled' })).status).toBe(200);
      expect((await register(partner, 5)).status).toBe(409);
      // Another partner's endpoints are its own.
      expect((await register(other, 1)).status).toBe(201);
      expect((await partner.api.delete(`/v1/webhook_endpoints/${third.body.id}`)).status).toBe(200);
      expect((await register(partner, 6)).status).toBe(201);
      expect(await endpointCount(partner)).toBe(3);
    });

    it('holds under racing registrations: ten at once make exactly three', async () => {
      const partner = await createPartner(service);
      const results = await Promise.all(Array.from({ length: 10 }, (_, n) => register(partner, n)));
      expect(results.filter((r) => r.status === 201)).toHaveLength(3);
      expect(results.filter((r) => r.status === 409 && r.body.code === 'endpoint_limit_reached')).toHaveLength(7);
      expect(await endpointCount(partner)).toBe(3);
    });
  });

  describe('PDN_REPLAY_LIMIT', () => {
    it('allows three replays and recoveries a minute per partner, then 429 with Retry-After and no new deliveries', async () => {
      const partner = await createPartner(service);
      const other = await createPartner(service, { territories: partner.territories });
      const endpoint = await register(partner, 1);
      await register(other, 1);
      await createOrder(service, { zone: partner.territories[0] });
      const [event] = (await partner.api.get('/v1/events')).body.data;
      const [otherEvent] = (await other.api.get('/v1/events')).body.data;
      const deliveries = async () => (await service.store.db.selectFrom('webhook_deliveries').select('id').execute()).length;

      expect((await partner.api.post(`/v1/events/${event.id}/replay`)).status).toBe(202); // under
      expect((await partner.api.post(`/v1/webhook_endpoints/${endpoint.body.id}/recover`, { since: '2020-01-01T00:00:00Z' })).status).toBe(202);
      expect((await partner.api.post(`/v1/events/${event.id}/replay`)).status).toBe(202); // at
      const before = await deliveries();
      for (const over of [
        await partner.api.post(`/v1/events/${event.id}/replay`),
        await partner.api.post(`/v1/webhook_endpoints/${endpoint.body.id}/recover`, { since: '2020-01-01T00:00:00Z' }),
      ]) {
        expect(over.status).toBe(429);
        expect(over.body).toMatchObject({ code: 'replay_limit_reached' });
        expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      }
      expect(await deliveries()).toBe(before);
      // Another partner has its own count; ordinary requests are not affected.
      expect((await other.api.post(`/v1/events/${otherEvent.id}/replay`)).status).toBe(202);
      expect((await partner.api.get('/v1/events')).status).toBe(200);
    });
  });

  describe('PDN_IDEMPOTENCY_KEY_LIMIT', () => {
    it('takes three new keys per partner a day, refuses a fourth with 429 and does nothing, and still replays the ones it holds', async () => {
      const partner = await createPartner(service);
      const other = await createPartner(service);
      const first = await register(partner, 1, { 'idempotency-key': 'k-1' });
      expect(first.status).toBe(201);
      expect((await register(partner, 2, { 'idempotency-key': 'k-2' })).status).toBe(201);
      expect((await register(partner, 3, { 'idempotency-key': 'k-3' })).status).toBe(201); // at
      const over = await partner.api.delete(`/v1/webhook_endpoints/${first.body.id}`).then(() =>
        register(partner, 4, { 'idempotency-key': 'k-4' }),
      );
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ code: 'idempotency_key_limit_reached' });
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      const replayed = await register(partner, 1, { 'idempotency-key': 'k-1' });
      expect(replayed.status).toBe(201);
      expect(replayed.headers.get('idempotent-replayed')).toBe('true');
      expect(replayed.body.id).toBe(first.body.id);
      // The refused request did nothing; other partners have their own bound.
      expect((await partner.api.get('/v1/webhook_endpoints')).body.data).toHaveLength(2);
      expect((await register(other, 1, { 'idempotency-key': 'k-4' })).status).toBe(201);
      const keys = await service.store.db.selectFrom('idempotency_keys').select('key').where('scope', '=', partner.id).execute();
      expect(keys.map((k) => k.key).sort()).toEqual(['k-1', 'k-2', 'k-3']);
    });
  });
});

describeStores('failed authentication per client address (PDN_AUTH_FAILURE_LIMIT=5)', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind, { env: { PDN_AUTH_FAILURE_LIMIT: '5' } });
  });
  afterAll(() => service.close());

  it('answers 401 five times, then 429 with Retry-After; a valid key from the same address still works', async () => {
    const partner = await createPartner(service);
    const bad = service.client('pdn_sk_not_a_real_key_000000');
    for (let i = 0; i < 5; i++) expect((await bad.get('/v1/riders')).status).toBe(401);
    const over = await bad.get('/v1/riders');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'too_many_failed_authentications' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await service.client(null).get('/v1/riders')).status).toBe(429); // no key at all counts too
    expect((await service.client('pdn_sk_another_wrong_key_00000').post('/v1/admin/partners', { name: 'x', territories: ['z'] })).status).toBe(429);

    // Never a lockout for a valid key.
    expect((await partner.api.get('/v1/riders')).status).toBe(200);
    expect((await service.admin.get('/v1/admin/partners')).status).toBe(200);
    expect((await service.admin.get('/v1/admin/partners')).body.data).toHaveLength(1);
  });
});
