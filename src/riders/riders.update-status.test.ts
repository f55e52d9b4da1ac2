import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestService } from '../../test/harness.js';
import { invariantViolations, storeSnapshot } from '../../test/invariants.js';

describeStores('PATCH /v1/riders/{id}/status', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  it('sets the status sent and answers with exactly the contract’s Rider shape', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner, { status: 'offline', capacity: 3 });

    const res = await partner.api.patch(`/v1/riders/${rider.rider_id}/status`, { status: 'on-break' });

    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['active_deliveries', 'capacity', 'rider_id', 'status', 'updated_at', 'zone']);
    expect(res.body).toMatchObject({ rider_id: rider.rider_id, status: 'on-break', zone: rider.zone, capacity: 3, active_deliveries: 0 });
    expect(res.body.updated_at >= rider.updated_at).toBe(true);
    expect(new Date(res.body.updated_at).toISOString()).toBe(res.body.updated_at);
  });

  it('is partial: each field alone, or all three, leaving the others as they were', async () => {
    const partner = await createPartner(service, { territories: [`n-${Date.now()}`, `s-${Date.now()}`] });
    const [north, south] = partner.territories;
    const rider = await createRider(service, partner, { zone: north, status: 'offline', capacity: 2 });
    const patch = (body: object) => partner.api.patch(`/v1/riders/${rider.rider_id}/status`, body);

    expect((await patch({ capacity: 5 })).body).toMatchObject({ status: 'offline', zone: north, capacity: 5 });
    expect((await patch({ zone: south })).body).toMatchObject({ status: 'offline', zone: south, capacity: 5 });
    expect((await patch({ status: 'online' })).body).toMatchObject({ status: 'online', zone: south, capacity: 5 });
    expect((await patch({ status: 'offline', zone: north, capacity: 0 })).body).toMatchObject({ status: 'offline', zone: north, capacity: 0 });

    const listed = (await partner.api.get('/v1/riders')).body.data[0];
    expect(listed).toMatchObject({ rider_id: rider.rider_id, status: 'offline', zone: north, capacity: 0 });
    expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
  });

  it('lets a rider with deliveries in hand go offline: they finish, no new ones are taken', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner, { capacity: 3 });
    const [held, next] = [await createOrder(service, { zone: partner.territories[0] }), await createOrder(service, { zone: partner.territories[0] })];
    await partner.api.post(`/v1/orders/${held.order_id}/accept`, { rider_id: rider.rider_id });

    const off = await partner.api.patch(`/v1/riders/${rider.rider_id}/status`, { status: 'offline' });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ status: 'offline', active_deliveries: 1 });

    const refused = await partner.api.post(`/v1/orders/${next.order_id}/accept`, { rider_id: rider.rider_id });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('rider_not_online');

    await service.admin.post(`/v1/admin/orders/${held.order_id}/pickup`);
    const delivered = await service.admin.post(`/v1/admin/orders/${held.order_id}/deliver`);
    expect(delivered.status).toBe(200);
    expect((await partner.api.get('/v1/riders')).body.data[0]).toMatchObject({ status: 'offline', active_deliveries: 0 });
    expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
  });

  it('lets capacity drop below the load; the rider then takes nothing new until under it again', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner, { capacity: 3 });
    const orders = await Promise.all([1, 2, 3].map(() => createOrder(service, { zone: partner.territories[0] })));
    for (const o of orders.slice(0, 2)) await partner.api.post(`/v1/orders/${o.order_id}/accept`, { rider_id: rider.rider_id });

    const lowered = await partner.api.patch(`/v1/riders/${rider.rider_id}/status`, { capacity: 1 });
    expect(lowered.body).toMatchObject({ capacity: 1, active_deliveries: 2 });

    const refused = await partner.api.post(`/v1/orders/${orders[2].order_id}/accept`, { rider_id: rider.rider_id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'rider_at_capacity', capacity: 1, active_deliveries: 2 });
    expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
  });

  it.each([
    ['status "sleeping"', { status: 'sleeping' }, 422, 'invalid_value'],
    ['status "on_break" (the wire spelling is on-break)', { status: 'on_break' }, 422, 'invalid_value'],
    ['capacity 51', { capacity: 51 }, 422, 'invalid_value'],
    ['a zone outside the territories', { zone: 'somewhere-else' }, 422, 'zone_not_in_territory'],
    ['an empty body', {}, 400, 'invalid_request'],
    ['capacity as a string', { capacity: '3' }, 400, 'invalid_request'],
    ['status null', { status: null }, 400, 'invalid_request'],
    ['an unknown field', { vehicle: 'bike' }, 400, 'invalid_request'],
  ])('refuses %s and changes nothing', async (_name, body, status, code) => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    const before = await storeSnapshot(service.store);

    const res = await partner.api.patch(`/v1/riders/${rider.rider_id}/status`, body);

    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(await storeSnapshot(service.store)).toEqual(before);
  });

  it('refuses a valid status with an invalid zone as a whole: the status does not change either', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner, { status: 'online' });
    const res = await partner.api.patch(`/v1/riders/${rider.rider_id}/status`, { status: 'offline', zone: 'not-mine' });
    expect(res.status).toBe(422);
    expect((await partner.api.get('/v1/riders')).body.data[0].status).toBe('online');
  });

  it('404 for another partner’s rider or an unknown one, changing nothing', async () => {
    const owner = await createPartner(service);
    const rival = await createPartner(service, { territories: owner.territories });
    const rider = await createRider(service, owner, { status: 'online' });
    const before = await storeSnapshot(service.store);

    const foreign = await rival.api.patch(`/v1/riders/${rider.rider_id}/status`, { status: 'offline' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('rider_not_found');
    const unknown = await owner.api.patch('/v1/riders/rdr_nobody/status', { status: 'offline' });
    expect(unknown.status).toBe(404);
    expect(foreign.body.detail.replace(rider.rider_id, 'X')).toBe(unknown.body.detail.replace('rdr_nobody', 'X'));
    expect(await storeSnapshot(service.store)).toEqual(before);
  });

  it('a burst from two partners at once (grouped commits on SQLite): each answer is its caller’s own, another’s rider is 404 and kept as it was', async () => {
    const one = await createPartner(service);
    const two = await createPartner(service, { territories: one.territories });
    const fleet = (partner: typeof one) => Promise.all(Array.from({ length: 5 }, () => createRider(service, partner, { status: 'offline', capacity: 1 })));
    const [ones, twos] = [await fleet(one), await fleet(two)];
    const sends = [
      ...ones.map((rider, i) => ({ partner: one, rider: rider.rider_id, capacity: 10 + i, own: true })),
      ...twos.map((rider, i) => ({ partner: two, rider: rider.rider_id, capacity: 20 + i, own: true })),
      ...twos.map((rider) => ({ partner: one, rider: rider.rider_id, capacity: 40, own: false })),
    ];
    const answers = await Promise.all(sends.map((s) => s.partner.api.patch(`/v1/riders/${s.rider}/status`, { status: 'online', capacity: s.capacity })));
    answers.forEach((answer, i) => {
      if (sends[i].own) expect(answer.body).toMatchObject({ rider_id: sends[i].rider, status: 'online', capacity: sends[i].capacity });
      else expect([answer.status, answer.body.code]).toEqual([404, 'rider_not_found']);
    });
    const listed = (await two.api.get('/v1/riders')).body.data as Array<{ rider_id: string; capacity: number }>;
    expect(twos.map((rider) => listed.find((r) => r.rider_id === rider.rider_id)!.capacity)).toEqual([20, 21, 22, 23, 24]);
    expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
  });

  it('keeps the rider’s load and the fleet counters exact when status patches race with accepts', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner, { capacity: 4 });
    const orders = await Promise.all(Array.from({ length: 6 }, () => createOrder(service, { zone: partner.territories[0] })));

    const results = await Promise.all([
      ...orders.map((o) => partner.api.post(`/v1/orders/${o.order_id}/accept`, { rider_id: rider.rider_id })),
      partner.api.patch(`/v1/riders/${rider.rider_id}/status`, { status: 'on-break' }),
      partner.api.patch(`/v1/riders/${rider.rider_id}/status`, { capacity: 2 }),
      partner.api.patch(`/v1/riders/${rider.rider_id}/status`, { status: 'online' }),
    ]);

    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const accepted = results.slice(0, 6).filter((r) => r.status === 200).length;
    const after = (await partner.api.get('/v1/riders')).body.data[0];
    expect(after.active_deliveries).toBe(accepted);
    expect(accepted).toBeLessThanOrEqual(4);
    expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
  });
});
