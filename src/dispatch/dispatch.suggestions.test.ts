import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, sandboxOf, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { newId } from '../shared/ids.js';

// The pickup, and points north of it (0.009 degrees of latitude is about 1 km).
const PICKUP = { lat: 52.3731, lng: 4.8922 };
const north = (km: number) => ({ lat: PICKUP.lat + km * 0.0089932, lng: PICKUP.lng });

interface Suggestion {
  rider_id: string;
  score: number;
  distance_m: number | null;
  free_capacity: number;
  active_deliveries: number;
  reasons: string[];
}

describeStores('GET /v1/orders/{id}/rider_suggestions', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  const job = async (zone: string, pickup: { lat: number; lng: number } | null = PICKUP) =>
    (
      await service.admin.post('/v1/admin/orders', {
        zone,
        pickup: { creator: 'Mama Kitchen', eta_mins: 12, ...(pickup && { location: pickup }) },
        dropoff: { area: 'Riverside' },
        payout_estimate: { currency: 'EUR', amount: 4.5 },
      })
    ).body;
  const locate = async (partner: TestPartner, riderId: string, at: { lat: number; lng: number }) =>
    expect((await partner.api.put(`/v1/riders/${riderId}/location`, at)).status).toBe(200);
  /** Gives the rider `n` deliveries in hand (jobs without a pickup location, accepted for it). */
  const load = async (partner: TestPartner, riderId: string, n: number) => {
    for (let i = 0; i < n; i++) {
      const order = await createOrder(service, { zone: partner.territories[0] });
      expect((await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: riderId })).status).toBe(200);
    }
  };
  const suggest = async (partner: TestPartner, orderId: string, limit?: number) => {
    const res = await partner.api.get(`/v1/orders/${orderId}/rider_suggestions${limit ? `?limit=${limit}` : ''}`);
    expect(res.status).toBe(200);
    const data = res.body.data as Suggestion[];
    for (const s of data) expect(s.reasons.length).toBeGreaterThan(0);
    // The score never rises down the list.
    for (let i = 1; i < data.length; i++) expect(data[i].score).toBeLessThanOrEqual(data[i - 1].score);
    return res.body as { object: string; data: Suggestion[]; has_more: boolean };
  };

  it('ranks who could take the job now: nearer first, same distance free before loaded, unknown location last; offline, on-break and full riders left out', async () => {
    const partner = await createPartner(service);
    const zone = partner.territories[0];
    const near = await createRider(service, partner, { capacity: 2 });
    const nearLoaded = await createRider(service, partner, { capacity: 3 });
    const far = await createRider(service, partner, { capacity: 2 });
    const unknown = await createRider(service, partner, { capacity: 2 });
    const offline = await createRider(service, partner, { status: 'offline' });
    const onBreak = await createRider(service, partner, { status: 'on-break' });
    const full = await createRider(service, partner, { capacity: 1 });
    const noSeats = await createRider(service, partner, { capacity: 0 });
    await load(partner, nearLoaded.rider_id, 1);
    await load(partner, full.rider_id, 1);
    for (const r of [near, nearLoaded, offline, onBreak, full, noSeats]) await locate(partner, r.rider_id, north(0.5));
    await locate(partner, far.rider_id, north(3));
    const order = await job(zone);

    const list = await suggest(partner, order.order_id, 50);
    expect(list).toMatchObject({ object: 'list', has_more: false });
    expect(list.data.map((s) => s.rider_id)).toEqual([near.rider_id, nearLoaded.rider_id, far.rider_id, unknown.rider_id]);
    const [first, second, third, fourth] = list.data;
    expect(Object.keys(first).sort()).toEqual(['active_deliveries', 'distance_m', 'free_capacity', 'reasons', 'rider_id', 'score']);
    expect(first).toMatchObject({ free_capacity: 2, active_deliveries: 0 });
    expect(Math.abs(first.distance_m! - 500)).toBeLessThanOrEqual(2);
    expect(first.reasons).toEqual(expect.arrayContaining(['500 m from the pickup', 'no deliveries in hand', "in the job's zone"]));
    expect(first.reasons.some((r) => r.startsWith('idle since '))).toBe(true);
    expect(second).toMatchObject({ distance_m: first.distance_m, free_capacity: 2, active_deliveries: 1 });
    expect(second.reasons).toContain('1 in hand, 2 seats free');
    expect(Math.abs(third.distance_m! - 3000)).toBeLessThanOrEqual(5);
    expect(third.reasons[0]).toBe('3.0 km from the pickup');
    expect(fourth).toMatchObject({ distance_m: null, free_capacity: 2 });
    expect(fourth.reasons[0]).toBe('location unknown');

    // limit: the best first, and has_more says there are others.
    const top = await suggest(partner, order.order_id, 2);
    expect(top.data.map((s) => s.rider_id)).toEqual([near.rider_id, nearLoaded.rider_id]);
    expect(top.has_more).toBe(true);
    expect((await suggest(partner, order.order_id)).data).toHaveLength(4); // default 5

    // A rider that moves closer moves up; one that goes offline drops out.
    await locate(partner, far.rider_id, north(0.1));
    await partner.api.patch(`/v1/riders/${near.rider_id}/status`, { status: 'offline' });
    expect((await suggest(partner, order.order_id, 50)).data.map((s) => s.rider_id)).toEqual([far.rider_id, nearLoaded.rider_id, unknown.rider_id]);
  });

  it("without locations, the job's zone, the load and the idle time decide", async () => {
    const partner = await createPartner(service, { territories: [`a-${Date.now()}`, `b-${Date.now()}`] });
    const [zoneA, zoneB] = partner.territories;
    const first = await createRider(service, partner, { zone: zoneA, capacity: 2 });
    const second = await createRider(service, partner, { zone: zoneA, capacity: 2 });
    const loaded = await createRider(service, partner, { zone: zoneA, capacity: 2 });
    const elsewhere = await createRider(service, partner, { zone: zoneB, capacity: 2 });
    await load(partner, loaded.rider_id, 1);
    // The first rider changes last: now the second has been idle longer (the ids say otherwise).
    await new Promise((resolve) => setTimeout(resolve, 5));
    await partner.api.patch(`/v1/riders/${first.rider_id}/status`, { status: 'online' });
    const [older, newer] = [second, first];
    const order = await job(zoneA, null);

    const list = await suggest(partner, order.order_id, 10);
    expect(list.data.map((s) => s.rider_id)).toEqual([older.rider_id, newer.rider_id, loaded.rider_id, elsewhere.rider_id]);
    for (const s of list.data) expect(s.distance_m).toBeNull();
    expect(list.data[0].reasons).toEqual(expect.arrayContaining(['location unknown', "in the job's zone", 'no deliveries in hand']));
    expect(list.data[3].reasons).toContain(`in zone ${zoneB}, not the job's`);

    // A rider with a location but a job without one: the distance stays unknown.
    await locate(partner, elsewhere.rider_id, PICKUP);
    const again = await suggest(partner, order.order_id, 10);
    expect(again.data[3]).toMatchObject({ rider_id: elsewhere.rider_id, distance_m: null });
    expect(again.data[3].reasons[0]).toBe('pickup location unknown');
  });

  it("never suggests another partner's riders, and is 404 for orders not open to the caller nor held by it", async () => {
    const partner = await createPartner(service);
    const rival = await createPartner(service, { territories: partner.territories });
    const mine = await createRider(service, partner);
    const theirs = await createRider(service, rival);
    await locate(rival, theirs.rider_id, PICKUP);
    const order = await job(partner.territories[0]);
    expect((await suggest(partner, order.order_id, 50)).data.map((s) => s.rider_id)).toEqual([mine.rider_id]);
    expect((await suggest(rival, order.order_id, 50)).data.map((s) => s.rider_id)).toEqual([theirs.rider_id]);

    // Taken by the rival: gone for the partner.
    expect((await rival.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: theirs.rider_id })).status).toBe(200);
    const outsider = await createPartner(service);
    const elsewhere = await job(outsider.territories[0]);
    for (const id of [order.order_id, 'ord_unknown', elsewhere.order_id]) {
      const res = await partner.api.get(`/v1/orders/${id}/rider_suggestions`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('order_not_found');
    }
  });

  it('suggests riders for a reassign of a job the caller holds, leaving its rider out; not once picked up', async () => {
    const partner = await createPartner(service);
    const holder = await createRider(service, partner);
    const other = await createRider(service, partner);
    const order = await job(partner.territories[0]);
    await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: holder.rider_id });

    expect((await suggest(partner, order.order_id, 50)).data.map((s) => s.rider_id)).toEqual([other.rider_id]);
    await service.admin.post(`/v1/admin/orders/${order.order_id}/pickup`);
    expect((await partner.api.get(`/v1/orders/${order.order_id}/rider_suggestions`)).status).toBe(404);
  });

  it('finds the nearest riders of a large fleet, wherever the fleet lies', async () => {
    const partner = await createPartner(service);
    const zone = partner.territories[0];
    const now = new Date().toISOString();
    const rider = (id: string, at: { lat: number; lng: number }) => ({
      id,
      partner_id: partner.id,
      name: null,
      status: 'online' as const,
      zone,
      capacity: 2,
      active_deliveries: 0,
      created_at: now,
      updated_at: now,
      lat: at.lat,
      lng: at.lng,
      location_recorded_at: now,
    });
    // 1,200 free riders on a line 2 to 14 km south, written straight to the store (the API
    // would take minutes), then the nearest of all 300 m north: the last by latitude, by id.
    const south = Array.from({ length: 1200 }, (_, i) => rider(newId('rdr'), north(-(2 + i * 0.01))));
    for (let i = 0; i < south.length; i += 400) await service.store.db.insertInto('riders').values(south.slice(i, i + 400)).execute();
    const nearest = rider(newId('rdr'), north(0.3));
    await service.store.db.insertInto('riders').values(nearest).execute();
    const order = await job(zone);

    const { data, has_more } = await suggest(partner, order.order_id, 5);

    expect(data.map((s) => s.rider_id)).toEqual([nearest.id, ...south.slice(0, 4).map((r) => r.id)]);
    expect(data.map((s) => s.distance_m)).toEqual([300, 2000, 2010, 2020, 2030].map((m) => expect.closeTo(m, -1)));
    expect(has_more).toBe(true);
  });

  it('refuses a limit out of 1–50', async () => {
    const partner = await createPartner(service);
    const order = await job(partner.territories[0]);
    for (const limit of [0, 51]) {
      const res = await partner.api.get(`/v1/orders/${order.order_id}/rider_suggestions?limit=${limit}`);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('invalid_value');
    }
  });

  it('works in the sandbox, apart from live data', async () => {
    const live = await createPartner(service);
    const sandbox = await sandboxOf(service, live);
    const liveRider = await createRider(service, live);
    await locate(live, liveRider.rider_id, PICKUP);
    const sandboxRider = (await sandbox.api.post('/v1/test_helpers/riders', { zone: live.territories[0], capacity: 2, status: 'online' })).body;
    await locate(sandbox, sandboxRider.rider_id, north(1));
    const sandboxOrder = (
      await sandbox.api.post('/v1/test_helpers/orders', {
        pickup: { creator: 'Test Kitchen', eta_mins: 5, location: PICKUP },
        dropoff: { area: 'Test Area' },
        payout_estimate: { currency: 'EUR', amount: 3 },
      })
    ).body;
    const liveOrder = await job(live.territories[0]);

    const list = await suggest(sandbox, sandboxOrder.order_id, 50);
    expect(list.data.map((s) => s.rider_id)).toEqual([sandboxRider.rider_id]);
    expect(Math.abs(list.data[0].distance_m! - 1000)).toBeLessThanOrEqual(3);
    expect((await suggest(live, liveOrder.order_id, 50)).data.map((s) => s.rider_id)).toEqual([liveRider.rider_id]);
    expect((await live.api.get(`/v1/orders/${sandboxOrder.order_id}/rider_suggestions`)).status).toBe(404);
    expect((await sandbox.api.get(`/v1/orders/${liveOrder.order_id}/rider_suggestions`)).status).toBe(404);
  });
});
