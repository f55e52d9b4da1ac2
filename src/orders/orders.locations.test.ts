import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, createRider, describeStores, sandboxOf, startService, type TestService } from '../../test/harness.js';

describeStores('Pickup and drop-off locations', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  const body = (zone: string, pickup: object = {}, dropoff: object = {}) => ({
    zone,
    pickup: { creator: 'Mama Kitchen', eta_mins: 12, ...pickup },
    dropoff: { area: 'Riverside', ...dropoff },
    payout_estimate: { currency: 'EUR', amount: 4.5 },
  });
  const PICKUP = { lat: 52.3731, lng: 4.8922 };
  const DROPOFF = { lat: 52.3667, lng: 4.9041 };

  it('are taken at create and shown by retrieve, the lists and order.created; the accept response keeps exactly the contract fields', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    const created = await service.admin.post('/v1/admin/orders', body(partner.territories[0], { location: PICKUP }, { location: DROPOFF }));
    expect(created.status).toBe(201);
    expect(created.body.pickup).toEqual({ creator: 'Mama Kitchen', eta_mins: 12, location: PICKUP });
    expect(created.body.dropoff).toEqual({ area: 'Riverside', location: DROPOFF });
    const id = created.body.order_id;

    const available = (await partner.api.get('/v1/orders/available')).body.data.find((o: { order_id: string }) => o.order_id === id);
    expect(available.pickup.location).toEqual(PICKUP);
    expect((await partner.api.get(`/v1/orders/${id}`)).body.dropoff.location).toEqual(DROPOFF);
    const event = (await partner.api.get('/v1/events?type=order.created')).body.data.find((e: { data: { order_id: string } }) => e.data.order_id === id);
    expect(event.data.pickup.location).toEqual(PICKUP);

    const accepted = await partner.api.post(`/v1/orders/${id}/accept`, { rider_id: rider.rider_id });
    expect(accepted.status).toBe(200);
    expect(Object.keys(accepted.body).sort()).toEqual(['dropoff', 'order_id', 'payout_estimate', 'pickup', 'rider_id', 'status']);
    expect(accepted.body.pickup).toEqual({ creator: 'Mama Kitchen', eta_mins: 12 });
    expect(accepted.body.dropoff).toEqual({ area: 'Riverside' });

    const mine = (await partner.api.get('/v1/orders')).body.data.find((o: { order_id: string }) => o.order_id === id);
    expect(mine.pickup.location).toEqual(PICKUP);
    expect(mine.dropoff.location).toEqual(DROPOFF);
  });

  it('are null when not given (either one alone too)', async () => {
    const partner = await createPartner(service);
    const none = (await service.admin.post('/v1/admin/orders', body(partner.territories[0]))).body;
    expect(none.pickup.location).toBeNull();
    expect(none.dropoff.location).toBeNull();
    const pickupOnly = (await service.admin.post('/v1/admin/orders', body(partner.territories[0], { location: PICKUP }))).body;
    expect((await partner.api.get(`/v1/orders/${pickupOnly.order_id}`)).body).toMatchObject({ pickup: { location: PICKUP }, dropoff: { location: null } });
  });

  it.each([
    ['pickup lat 91', { location: { lat: 91, lng: 0 } }, {}],
    ['dropoff lng -180.5', {}, { location: { lat: 0, lng: -180.5 } }],
  ])('refuses %s with 422 invalid_value, creating nothing', async (_name, pickup, dropoff) => {
    const partner = await createPartner(service);
    const res = await service.admin.post('/v1/admin/orders', body(partner.territories[0], pickup, dropoff));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('invalid_value');
    expect((await partner.api.get('/v1/orders/available')).body.data).toEqual([]);
  });

  it('a location without lng is 400', async () => {
    const partner = await createPartner(service);
    expect((await service.admin.post('/v1/admin/orders', body(partner.territories[0], { location: { lat: 1 } }))).status).toBe(400);
  });

  it('the sandbox order create takes them too', async () => {
    const sandbox = await sandboxOf(service, await createPartner(service));
    const { zone: _zone, ...sandboxBody } = body('');
    const created = await sandbox.api.post('/v1/test_helpers/orders', { ...sandboxBody, pickup: { ...sandboxBody.pickup, location: PICKUP } });
    expect(created.status).toBe(201);
    expect((await sandbox.api.get(`/v1/orders/${created.body.order_id}`)).body.pickup).toEqual({ creator: 'Mama Kitchen', eta_mins: 12, location: PICKUP });
  });
});
