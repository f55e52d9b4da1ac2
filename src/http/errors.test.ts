import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { storeSnapshot } from '../../test/invariants.js';

const PROBLEM_FIELDS = ['code', 'detail', 'request_id', 'status', 'title', 'type'];

function expectProblem(res: { status: number; headers: Headers; body: any }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  for (const field of PROBLEM_FIELDS) expect(res.body).toHaveProperty(field);
  expect(res.body).toMatchObject({ status, code });
  expect(res.body.type).toMatch(new RegExp(`${code}$`));
  expect(typeof res.body.title).toBe('string');
  expect(res.body.detail.length).toBeGreaterThan(0);
  expect(res.body.request_id).toBe(res.headers.get('x-request-id'));
}

describeStores('errors and request handling', (kind) => {
  let service: TestService;
  let partner: TestPartner;
  let rider: any;
  beforeAll(async () => {
    service = await startService(kind);
    partner = await createPartner(service, { territories: ['north', 'south'] });
    rider = await createRider(service, partner, { zone: 'north', capacity: 2 });
  });
  afterAll(() => service.close());

  const patchRider = (body: unknown) => partner.api.patch(`/v1/riders/${rider.rider_id}/status`, body);

  describe('400 for a request not shaped as the schema says, 422 for a value out of range', () => {
    it.each([
      ['an empty patch', {}],
      ['a wrongly typed capacity', { capacity: '5' }],
      ['a fractional capacity', { capacity: 2.5 }],
      ['an unknown field', { status: 'online', vehicle: 'bike' }],
      ['an array body', [{ status: 'online' }]],
    ])('400 invalid_request for %s', async (_name, body) => {
      const before = await storeSnapshot(service.store);
      expectProblem(await patchRider(body), 400, 'invalid_request');
      expect(await storeSnapshot(service.store)).toEqual(before);
    });

    it.each([
      ['status "sleeping"', { status: 'sleeping' }, 'status'],
      ['capacity 51', { capacity: 51 }, 'capacity'],
      ['capacity -1', { capacity: -1 }, 'capacity'],
      ['a zone outside the territories', { zone: 'west' }, 'zone'],
      ['a zone that is not a label', { zone: '' }, 'zone'],
    ])('422 for %s, naming the field', async (_name, body, field) => {
      const before = await storeSnapshot(service.store);
      const res = await patchRider(body);
      expect(res.status).toBe(422);
      expectProblem(res, 422, res.body.code);
      expect(['invalid_value', 'zone_not_in_territory']).toContain(res.body.code);
      expect(JSON.stringify(res.body)).toContain(field);
      expect(await storeSnapshot(service.store)).toEqual(before);
    });

    it('lists each offending field', async () => {
      const res = await patchRider({ status: 'sleeping', capacity: 99 });
      expectProblem(res, 422, 'invalid_value');
      expect(res.body.errors.map((e: any) => e.field).sort()).toEqual(['capacity', 'status']);
    });

    it('refuses unknown fields in nested objects and unknown query parameters', async () => {
      const res = await service.admin.post('/v1/admin/orders', {
        zone: 'north',
        pickup: { creator: 'Mama Kitchen', eta_mins: 12, tip: 1 },
        dropoff: { area: 'Riverside' },
        payout_estimate: { currency: 'EUR', amount: 4.5 },
      });
      expectProblem(res, 400, 'invalid_request');
      expect(res.body.errors[0].field).toBe('pickup.tip');
      expectProblem(await partner.api.get('/v1/riders?sort=name'), 400, 'invalid_request');
      expectProblem(await partner.api.get('/v1/riders?limit=0'), 422, 'invalid_value');
      expectProblem(await partner.api.get('/v1/riders?limit=201'), 422, 'invalid_value');
      expectProblem(await partner.api.get('/v1/riders?limit=ten'), 400, 'invalid_request');
    });

    it('answers invalid JSON with 400', async () => {
      const res = await partner.api.request('PATCH', `/v1/riders/${rider.rider_id}/status`, {
        raw: '{"status": "online",',
        headers: { 'content-type': 'application/json' },
      });
      expectProblem(res, 400, 'invalid_request');
    });
  });

  it('422 for a NUL character in a body field, a path id or a query value, changing nothing', async () => {
    const before = await storeSnapshot(service.store);
    const inBody = await service.admin.post('/v1/admin/orders', {
      zone: 'north',
      pickup: { creator: 'Mama\u0000Kitchen', eta_mins: 12 },
      dropoff: { area: 'Riverside' },
      payout_estimate: { currency: 'EUR', amount: 4.5 },
    });
    expectProblem(inBody, 422, 'invalid_value');
    expect(inBody.body.errors[0].field).toBe('pickup.creator');
    expectProblem(await service.admin.post('/v1/admin/partners', { name: 'a\u0000b', territories: ['north'] }), 422, 'invalid_value');
    expectProblem(await partner.api.post('/v1/orders/ord_x/accept', { rider_id: 'rdr_\u0000' }), 422, 'invalid_value');
    expectProblem(await partner.api.get('/v1/orders/ord_%00x'), 422, 'invalid_value');
    expectProblem(await partner.api.patch('/v1/riders/rdr_%00/status', { status: 'online' }), 422, 'invalid_value');
    expectProblem(await partner.api.get('/v1/riders?starting_after=%00'), 422, 'invalid_value');
    expect(await storeSnapshot(service.store)).toEqual(before);
  });

  it('413 for a body over 1 MB, before anything changes', async () => {
    const before = await storeSnapshot(service.store);
    const res = await partner.api.patch(`/v1/riders/${rider.rider_id}/status`, { status: 'offline', padding: 'x'.repeat(1024 * 1024 + 10) });
    expectProblem(res, 413, 'payload_too_large');
    expect(await storeSnapshot(service.store)).toEqual(before);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])('415 for a %s body', async (contentType) => {
    const before = await storeSnapshot(service.store);
    const res = await partner.api.request('PATCH', `/v1/riders/${rider.rider_id}/status`, {
      raw: contentType === 'application/xml' ? '<status>offline</status>' : 'status=offline',
      headers: { 'content-type': contentType },
    });
    expectProblem(res, 415, 'unsupported_media_type');
    expect(await storeSnapshot(service.store)).toEqual(before);
  });

  it('accepts a JSON body with a charset parameter', async () => {
    const res = await partner.api.request('PATCH', `/v1/riders/${rider.rider_id}/status`, {
      raw: JSON.stringify({ capacity: 2 }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.status).toBe(200);
  });

  it('takes a bodyless POST with or without Content-Type', async () => {
    const orders = await Promise.all([1, 2].map(() => createOrder(service, { zone: 'north' })));
    for (const order of orders) {
      expect((await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
    }
    const bare = await service.admin.request('POST', `/v1/admin/orders/${orders[0].order_id}/pickup`);
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
    expect(bare.body.status).toBe('picked_up');
    const typed = await service.admin.request('POST', `/v1/admin/orders/${orders[1].order_id}/pickup`, {
      headers: { 'content-type': 'application/json' },
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body.status).toBe('picked_up');
    const issued = await service.admin.request('POST', `/v1/admin/partners/${partner.id}/api_keys`, { headers: { 'content-type': 'application/json' } });
    expect(issued.status).toBe(201);
  });

  it('400 problem with a request id for a URL that is not validly encoded', async () => {
    expectProblem(await partner.api.get('/v1/orders/%E0%A4%A'), 400, 'invalid_request');
  });

  it('refuses fields sent to a route that takes no body, changing nothing', async () => {
    const order = await createOrder(service, { zone: 'north' });
    const carrier = await createRider(service, partner, { zone: 'north' });
    expect((await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: carrier.rider_id })).status).toBe(200);
    const before = await storeSnapshot(service.store);

    const pickup = await service.admin.post(`/v1/admin/orders/${order.order_id}/pickup`, { picked_up_at: '2026-01-01T00:00:00Z' });
    expectProblem(pickup, 400, 'invalid_request');
    expect(pickup.body.errors).toEqual([{ field: 'picked_up_at', message: 'is not a known field' }]);
    expectProblem(await service.admin.post(`/v1/admin/partners/${partner.id}/api_keys`, { name: 'ci' }), 400, 'invalid_request');
    expectProblem(await service.admin.post(`/v1/admin/orders/${order.order_id}/deliver`, [1]), 400, 'invalid_request');
    expect(await storeSnapshot(service.store)).toEqual(before);

    expect((await service.admin.post(`/v1/admin/orders/${order.order_id}/pickup`, {})).status).toBe(200);
  });

  it('404 problem for an unknown route', async () => {
    expectProblem(await partner.api.get('/v1/nothing-here'), 404, 'not_found');
    expectProblem(await service.client(null).get('/v2/orders/available'), 404, 'not_found');
  });

  describe('x-request-id', () => {
    it('is on every response: success, error, unknown route, public route', async () => {
      const responses = await Promise.all([
        partner.api.get('/v1/riders'),
        patchRider({}),
        service.client(null).get('/v1/riders'),
        partner.api.get('/v1/unknown'),
        service.client(null).get('/healthz'),
      ]);
      const ids = responses.map((r) => r.headers.get('x-request-id'));
      for (const id of ids) expect(id).toMatch(/^req_[A-Za-z0-9_-]{16,}$/);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('echoes a sane client-sent id and replaces an unsafe one', async () => {
      const sane = await partner.api.get('/v1/riders', { headers: { 'x-request-id': 'trace-42.abc:1' } });
      expect(sane.headers.get('x-request-id')).toBe('trace-42.abc:1');
      const failing = await patchRider({});
      const echoed = await partner.api.patch(`/v1/riders/${rider.rider_id}/status`, {}, { headers: { 'x-request-id': 'my-trace-7' } });
      expect(failing.status).toBe(400);
      expect(echoed.body.request_id).toBe('my-trace-7');
      const unsafe = await partner.api.get('/v1/riders', { headers: { 'x-request-id': 'a b<script>' } });
      expect(unsafe.headers.get('x-request-id')).toMatch(/^req_/);
      const long = await partner.api.get('/v1/riders', { headers: { 'x-request-id': 'x'.repeat(500) } });
      expect(long.headers.get('x-request-id')).toMatch(/^req_/);
    });
  });
});
