import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, describeStores, startService, type TestService } from '../../test/harness.js';
import { registerEndpoint } from '../../test/receiver.js';

const URL_OK = 'http://127.0.0.1:9/hooks'; // never called: no event is emitted for these partners

describeStores('webhook endpoints API', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind, { env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true' } });
  });
  afterAll(() => service.close());

  it('registers an endpoint and shows its secret only in that response', async () => {
    const partner = await createPartner(service);
    const created = await partner.api.post('/v1/webhook_endpoints', { url: URL_OK, enabled_events: ['order.created', 'order.assigned'], description: 'ops' });

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      object: 'webhook_endpoint',
      url: URL_OK,
      description: 'ops',
      enabled_events: ['order.created', 'order.assigned'],
      status: 'enabled',
      disabled_reason: null,
      previous_secret_expires_at: null,
    });
    expect(created.body.id).toMatch(/^we_/);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.body.secret.slice(6), 'base64')).toHaveLength(32);

    const fetched = await partner.api.get(`/v1/webhook_endpoints/${created.body.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body.secret).toBeUndefined();
    const { secret: _secret, ...withoutSecret } = created.body;
    expect(fetched.body).toEqual(withoutSecret);
    const listed = await partner.api.get('/v1/webhook_endpoints');
    expect(listed.body).toMatchObject({ object: 'list', has_more: false, next_cursor: null });
    expect(listed.body.data).toEqual([withoutSecret]);
  });

  it('keeps "*" alone and lists events in a canonical order', async () => {
    const partner = await createPartner(service);
    const all = await partner.api.post('/v1/webhook_endpoints', { url: URL_OK, enabled_events: ['order.created', '*'] });
    expect(all.body.enabled_events).toEqual(['*']);
    const some = await partner.api.post('/v1/webhook_endpoints', { url: URL_OK, enabled_events: ['settlement.paid', 'order.created'] });
    expect(some.body.enabled_events).toEqual(['order.created', 'settlement.paid']);
  });

  it('pages through endpoints with a cursor', async () => {
    const partner = await createPartner(service);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await registerEndpoint(partner, `${URL_OK}/${i}`)).id);
    const first = await partner.api.get('/v1/webhook_endpoints?limit=2');
    const second = await partner.api.get(`/v1/webhook_endpoints?limit=2&starting_after=${first.body.next_cursor}`);
    const third = await partner.api.get(`/v1/webhook_endpoints?limit=2&starting_after=${second.body.next_cursor}`);
    expect([...first.body.data, ...second.body.data, ...third.body.data].map((e: any) => e.id)).toEqual(ids);
    expect(third.body).toMatchObject({ has_more: false, next_cursor: null });
  });

  it('updates url, events, description and status; re-enabling clears the reason', async () => {
    const partner = await createPartner(service);
    const { id } = await registerEndpoint(partner, URL_OK);

    const changed = await partner.api.patch(`/v1/webhook_endpoints/${id}`, { url: `${URL_OK}/v2`, enabled_events: ['order.delivered'], description: null });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ url: `${URL_OK}/v2`, enabled_events: ['order.delivered'], description: null, status: 'enabled' });
    expect(changed.body.secret).toBeUndefined();

    const disabled = await partner.api.patch(`/v1/webhook_endpoints/${id}`, { status: 'disabled' });
    expect(disabled.body).toMatchObject({ status: 'disabled', disabled_reason: 'disabled by you' });
    const enabled = await partner.api.patch(`/v1/webhook_endpoints/${id}`, { status: 'enabled' });
    expect(enabled.body).toMatchObject({ status: 'enabled', disabled_reason: null });
  });

  it('deletes an endpoint', async () => {
    const partner = await createPartner(service);
    const { id } = await registerEndpoint(partner, URL_OK);
    const deleted = await partner.api.delete(`/v1/webhook_endpoints/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id, object: 'webhook_endpoint', deleted: true });
    expect((await partner.api.get(`/v1/webhook_endpoints/${id}`)).status).toBe(404);
    expect((await partner.api.delete(`/v1/webhook_endpoints/${id}`)).status).toBe(404);
    expect((await partner.api.get('/v1/webhook_endpoints')).body.data).toEqual([]);
  });

  it("answers 404 for another partner's endpoint on every route, and changes nothing", async () => {
    const owner = await createPartner(service);
    const other = await createPartner(service);
    const { id } = await registerEndpoint(owner, URL_OK);
    const before = (await owner.api.get(`/v1/webhook_endpoints/${id}`)).body;

    const attempts = [
      await other.api.get(`/v1/webhook_endpoints/${id}`),
      await other.api.patch(`/v1/webhook_endpoints/${id}`, { status: 'disabled' }),
      await other.api.patch(`/v1/webhook_endpoints/${id}`, { url: 'http://[::1]:9/x' }),
      await other.api.post(`/v1/webhook_endpoints/${id}/rotate_secret`),
      await other.api.post(`/v1/webhook_endpoints/${id}/recover`, { since: '2020-01-01T00:00:00Z' }),
      await other.api.delete(`/v1/webhook_endpoints/${id}`),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'webhook_endpoint_not_found', status: 404 });
    }
    expect((await other.api.get('/v1/webhook_endpoints')).body.data).toEqual([]);
    expect((await owner.api.get(`/v1/webhook_endpoints/${id}`)).body).toEqual(before);
  });

  it('takes rate_limit at create and update, shows it in retrieve and lists, and null removes it', async () => {
    const partner = await createPartner(service);
    const plain = await partner.api.post('/v1/webhook_endpoints', { url: URL_OK, enabled_events: ['*'] });
    expect(plain.body.rate_limit).toBeNull();
    const limited = await partner.api.post('/v1/webhook_endpoints', { url: URL_OK, enabled_events: ['*'], rate_limit: 5 });
    expect(limited.status).toBe(201);
    expect(limited.body.rate_limit).toBe(5);
    const id = limited.body.id;
    expect((await partner.api.get(`/v1/webhook_endpoints/${id}`)).body.rate_limit).toBe(5);
    expect((await partner.api.patch(`/v1/webhook_endpoints/${id}`, { rate_limit: 1000 })).body.rate_limit).toBe(1000);
    expect((await partner.api.patch(`/v1/webhook_endpoints/${id}`, { description: 'kept' })).body.rate_limit).toBe(1000);
    expect((await partner.api.patch(`/v1/webhook_endpoints/${plain.body.id}`, { rate_limit: 1 })).body.rate_limit).toBe(1);
    expect((await partner.api.patch(`/v1/webhook_endpoints/${id}`, { rate_limit: null })).body.rate_limit).toBeNull();
    const listed = (await partner.api.get('/v1/webhook_endpoints')).body.data;
    expect(listed.map((e: { id: string; rate_limit: number | null }) => [e.id, e.rate_limit])).toEqual([
      [plain.body.id, 1],
      [id, null],
    ]);
  });

  it('refuses bad input with a problem body and creates nothing', async () => {
    const partner = await createPartner(service);
    const cases: Array<[unknown, number, string]> = [
      [{ enabled_events: ['*'] }, 400, 'invalid_request'],
      [{ url: URL_OK }, 400, 'invalid_request'],
      [{ url: URL_OK, enabled_events: [] }, 422, 'invalid_value'],
      [{ url: URL_OK, enabled_events: ['order.exploded'] }, 422, 'invalid_value'],
      [{ url: URL_OK, enabled_events: ['*', '*'] }, 422, 'invalid_value'],
      [{ url: URL_OK, enabled_events: 'order.created' }, 400, 'invalid_request'],
      [{ url: URL_OK, enabled_events: ['*'], secret: 'whsec_mine' }, 400, 'invalid_request'],
      [{ url: 'ftp://example.com/x', enabled_events: ['*'] }, 422, 'webhook_url_refused'],
      [{ url: 'not a url', enabled_events: ['*'] }, 422, 'webhook_url_refused'],
      [{ url: 'https://user:pw@example.com/x', enabled_events: ['*'] }, 422, 'webhook_url_refused'],
      [{ url: `https://example.com/${'a'.repeat(2048)}`, enabled_events: ['*'] }, 422, 'invalid_value'],
      ...[0, -1, 1.5, '3', 1001, 1e12, true, [5]].map((rate_limit): [unknown, number, string] => [{ url: URL_OK, enabled_events: ['*'], rate_limit }, 422, 'invalid_value']),
    ];
    for (const [body, status, code] of cases) {
      const response = await partner.api.post('/v1/webhook_endpoints', body);
      expect({ body, status: response.status, code: response.body.code }).toEqual({ body, status, code });
      expect(response.headers.get('content-type')).toContain('application/problem+json');
    }
    expect((await partner.api.get('/v1/webhook_endpoints')).body.data).toEqual([]);

    const { id } = await registerEndpoint(partner, URL_OK);
    const before = (await partner.api.get(`/v1/webhook_endpoints/${id}`)).body;
    for (const [body, code] of [
      [{}, 'invalid_request'],
      [{ status: 'paused' }, 'invalid_value'],
      [{ url: 'gopher://x' }, 'webhook_url_refused'],
      [{ enabled_events: [] }, 'invalid_value'],
      [{ rate_limit: 0 }, 'invalid_value'],
      [{ rate_limit: 2.5 }, 'invalid_value'],
      [{ rate_limit: '3' }, 'invalid_value'],
      [{ rate_limit: -4 }, 'invalid_value'],
      [{ rate_limit: 1001 }, 'invalid_value'],
      [{ rate_limit: 5, url: 'gopher://x' }, 'webhook_url_refused'],
    ] as const) {
      expect((await partner.api.patch(`/v1/webhook_endpoints/${id}`, body)).body.code).toBe(code);
    }
    expect((await partner.api.get(`/v1/webhook_endpoints/${id}`)).body).toEqual(before);
    expect((await partner.api.post('/v1/webhook_endpoints', { url: URL_OK, enabled_events: ['*'] }, { key: null })).status).toBe(401);
  });

  it('rotates the secret: the new one is shown once and the old one co-signs for 24 hours', async () => {
    const partner = await createPartner(service);
    const created = await registerEndpoint(partner, URL_OK);
    const rotated = await partner.api.post(`/v1/webhook_endpoints/${created.id}/rotate_secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.secret);
    const expires = Date.parse(rotated.body.previous_secret_expires_at) - Date.now();
    expect(expires).toBeGreaterThan(23.9 * 3600_000);
    expect(expires).toBeLessThanOrEqual(24 * 3600_000);
    expect((await partner.api.get(`/v1/webhook_endpoints/${created.id}`)).body.secret).toBeUndefined();
  });
});
