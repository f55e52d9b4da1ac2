import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, sandboxOf, startService, type TestPartner, type TestService } from '../../test/harness.js';

const orderBody = { pickup: { creator: 'Test Kitchen', eta_mins: 10 }, dropoff: { area: 'Sandbox Park' }, payout_estimate: { currency: 'EUR', amount: 3.5 } };

const ids = (response: { body: { data: Array<Record<string, string>> } }, field: string) => response.body.data.map((item) => item[field]);

// Every list and read, both ways: a test key sees its sandbox only, a live key never sees it,
// and another partner's sandbox in the same zone is apart too.
describeStores('sandbox isolation', (kind) => {
  let service: TestService;
  let live: TestPartner;
  let test: TestPartner;
  let otherLive: TestPartner;
  let otherTest: TestPartner;
  const liveData: Record<string, string> = {};
  const testData: Record<string, string> = {};

  beforeAll(async () => {
    service = await startService(kind, { env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true' } });
    live = await createPartner(service, { territories: ['iso-a', 'iso-b'] });
    test = await sandboxOf(service, live);
    otherLive = await createPartner(service, { territories: ['iso-a'] });
    otherTest = await sandboxOf(service, otherLive);

    // Live: a rider, an order it holds (delivered and settled) and one waiting in the zone.
    const rider = await createRider(service, live, { zone: 'iso-a', name: 'Live Rider' });
    const held = await createOrder(service, { zone: 'iso-a' });
    expect((await live.api.post(`/v1/orders/${held.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
    await service.admin.post(`/v1/admin/orders/${held.order_id}/pickup`);
    await service.admin.post(`/v1/admin/orders/${held.order_id}/deliver`);
    const settlement = await service.admin.post('/v1/admin/settlements', { partner_id: live.id });
    const waiting = await createOrder(service, { zone: 'iso-a' });
    const endpoint = await live.api.post('/v1/webhook_endpoints', { url: 'http://127.0.0.1:9/live', enabled_events: ['*'] });
    Object.assign(liveData, { rider: rider.rider_id, held: held.order_id, waiting: waiting.order_id, settlement: settlement.body.id, endpoint: endpoint.body.id });

    // Sandbox: the same, made by the partner itself with the test helpers.
    const sRider = await test.api.post('/v1/test_helpers/riders', { zone: 'iso-a', capacity: 2, status: 'online', name: 'Sandbox Rider' });
    expect(sRider.status).toBe(201);
    const sHeld = await test.api.post('/v1/test_helpers/orders', orderBody);
    expect(sHeld.status).toBe(201);
    expect(sHeld.body).toMatchObject({ zone: 'iso-a', status: 'unassigned' });
    expect((await test.api.post(`/v1/orders/${sHeld.body.order_id}/accept`, { rider_id: sRider.body.rider_id })).status).toBe(200);
    expect((await test.api.post(`/v1/test_helpers/orders/${sHeld.body.order_id}/pickup`)).status).toBe(200);
    expect((await test.api.post(`/v1/test_helpers/orders/${sHeld.body.order_id}/deliver`)).status).toBe(200);
    const sSettlement = await test.api.post('/v1/test_helpers/settlements');
    expect(sSettlement.status).toBe(201);
    expect(sSettlement.body).toMatchObject({ partner_id: live.id, order_ids: [sHeld.body.order_id] });
    const sWaiting = await test.api.post('/v1/test_helpers/orders', { ...orderBody, zone: 'iso-a' });
    const sEndpoint = await test.api.post('/v1/webhook_endpoints', { url: 'http://127.0.0.1:9/test', enabled_events: ['*'] });
    Object.assign(testData, {
      rider: sRider.body.rider_id,
      held: sHeld.body.order_id,
      waiting: sWaiting.body.order_id,
      settlement: sSettlement.body.id,
      endpoint: sEndpoint.body.id,
    });
  });
  afterAll(() => service.close());

  it('issues test keys as pdn_test_…, listed with their mode', async () => {
    expect(test.key).toMatch(/^pdn_test_/);
    expect(live.key).toMatch(/^pdn_sk_/);
    const keys = await service.admin.get(`/v1/admin/partners/${live.id}/api_keys`);
    expect(keys.body.data.map((k: any) => [k.mode, k.key_prefix.slice(0, 9)])).toEqual([
      ['live', 'pdn_sk_' + live.key.slice(7, 9)],
      ['test', 'pdn_test_'],
    ]);
    const bad = await service.admin.post(`/v1/admin/partners/${live.id}/api_keys`, { mode: 'sandbox' });
    expect(bad.status).toBe(422);
    // The sandbox is no partner of the network's.
    const partners = await service.admin.get('/v1/admin/partners?limit=200');
    expect(ids(partners, 'id').sort()).toEqual([live.id, otherLive.id].sort());
  });

  it('keeps riders apart', async () => {
    expect(ids(await live.api.get('/v1/riders'), 'rider_id')).toEqual([liveData.rider]);
    expect(ids(await test.api.get('/v1/riders'), 'rider_id')).toEqual([testData.rider]);
    expect(ids(await otherTest.api.get('/v1/riders'), 'rider_id')).toEqual([]);
    expect((await test.api.patch(`/v1/riders/${liveData.rider}/status`, { status: 'offline' })).status).toBe(404);
    expect((await live.api.patch(`/v1/riders/${testData.rider}/status`, { status: 'offline' })).status).toBe(404);
  });

  it('keeps orders apart: available, mine, retrieve, accept, and the network side', async () => {
    expect(ids(await live.api.get('/v1/orders/available'), 'order_id')).toEqual([liveData.waiting]);
    expect(ids(await otherLive.api.get('/v1/orders/available'), 'order_id')).toEqual([liveData.waiting]);
    expect(ids(await test.api.get('/v1/orders/available'), 'order_id')).toEqual([testData.waiting]);
    expect(ids(await otherTest.api.get('/v1/orders/available'), 'order_id')).toEqual([]);
    expect(ids(await live.api.get('/v1/orders'), 'order_id')).toEqual([liveData.held]);
    expect(ids(await test.api.get('/v1/orders'), 'order_id')).toEqual([testData.held]);

    for (const id of [testData.held, testData.waiting]) {
      expect((await live.api.get(`/v1/orders/${id}`)).status).toBe(404);
      expect((await otherLive.api.get(`/v1/orders/${id}`)).status).toBe(404);
      expect((await otherTest.api.get(`/v1/orders/${id}`)).status).toBe(404);
      expect((await service.admin.get(`/v1/admin/orders/${id}`)).status).toBe(404);
    }
    expect((await test.api.get(`/v1/orders/${testData.waiting}`)).status).toBe(200);
    for (const id of [liveData.held, liveData.waiting]) expect((await test.api.get(`/v1/orders/${id}`)).status).toBe(404);

    // Accept across the line: the order is not there, or the rider is not.
    expect((await live.api.post(`/v1/orders/${testData.waiting}/accept`, { rider_id: liveData.rider })).body.code).toBe('order_not_found');
    expect((await test.api.post(`/v1/orders/${liveData.waiting}/accept`, { rider_id: testData.rider })).body.code).toBe('order_not_found');
    expect((await test.api.post(`/v1/orders/${testData.waiting}/accept`, { rider_id: liveData.rider })).body.code).toBe('rider_not_found');
    expect((await otherTest.api.post(`/v1/orders/${testData.waiting}/accept`, { rider_id: testData.rider })).status).toBe(404);
    expect((await live.api.post(`/v1/orders/${testData.held}/reassign`, { rider_id: liveData.rider })).status).toBe(404);
    expect((await test.api.post(`/v1/orders/${liveData.held}/reassign`, { rider_id: testData.rider })).status).toBe(404);

    // The network's moves do not reach sandbox orders; the test helpers do not reach live ones.
    expect((await service.admin.post(`/v1/admin/orders/${testData.waiting}/cancel`)).status).toBe(404);
    expect((await test.api.post(`/v1/test_helpers/orders/${liveData.waiting}/cancel`)).status).toBe(404);
    expect((await otherTest.api.post(`/v1/test_helpers/orders/${testData.waiting}/cancel`)).status).toBe(404);
    expect((await live.api.get(`/v1/orders/${liveData.waiting}`)).body.status).toBe('unassigned');
    expect((await test.api.get(`/v1/orders/${testData.waiting}`)).body.status).toBe('unassigned');
  });

  it('keeps fleet counts apart', async () => {
    const liveFleet = (await live.api.get('/v1/fleet/availability?zone=iso-a')).body;
    const testFleet = (await test.api.get('/v1/fleet/availability?zone=iso-a')).body;
    const otherTestFleet = (await otherTest.api.get('/v1/fleet/availability?zone=iso-a')).body;
    expect(liveFleet.zones[0]).toMatchObject({ riders: { online: 1, total: 1 }, capacity: { total: 3 }, unassigned_orders: 1 });
    expect(testFleet.zones[0]).toMatchObject({ riders: { online: 1, total: 1 }, capacity: { total: 2 }, unassigned_orders: 1 });
    expect(otherTestFleet.zones[0]).toMatchObject({ riders: { total: 0 }, unassigned_orders: 0 });
    // A second sandbox order moves the sandbox's count only.
    const extra = await test.api.post('/v1/test_helpers/orders', orderBody);
    expect((await test.api.get('/v1/fleet/availability?zone=iso-a')).body.zones[0].unassigned_orders).toBe(2);
    expect((await live.api.get('/v1/fleet/availability?zone=iso-a')).body.zones[0].unassigned_orders).toBe(1);
    expect((await otherLive.api.get('/v1/fleet/availability?zone=iso-a')).body.zones[0].unassigned_orders).toBe(1);
    await test.api.post(`/v1/test_helpers/orders/${extra.body.order_id}/cancel`, { reason: 'tidy up' });
    expect((await test.api.get('/v1/fleet/availability?zone=iso-a')).body.zones[0].unassigned_orders).toBe(1);
  });

  it('keeps events apart: list, retrieve, replay', async () => {
    const liveEvents = (await live.api.get('/v1/events?limit=200')).body.data;
    const testEvents = (await test.api.get('/v1/events?limit=200')).body.data;
    const otherLiveEvents = (await otherLive.api.get('/v1/events?limit=200')).body.data;
    const otherTestEvents = (await otherTest.api.get('/v1/events?limit=200')).body.data;
    const sandboxOrders = new Set([testData.held, testData.waiting]);
    const orderOf = (e: any) => e.data.order_id ?? e.data.order_ids?.[0];
    expect(testEvents.length).toBeGreaterThanOrEqual(6);
    expect(testEvents.every((e: any) => sandboxOrders.has(orderOf(e)) || e.type === 'order.created' || e.type === 'order.cancelled')).toBe(true);
    for (const e of testEvents) expect([liveData.held, liveData.waiting]).not.toContain(orderOf(e));
    for (const list of [liveEvents, otherLiveEvents, otherTestEvents]) {
      for (const e of list) expect(sandboxOrders.has(orderOf(e))).toBe(false);
    }
    expect(otherTestEvents).toEqual([]);
    expect(testEvents.map((e: any) => e.type)).toContain('settlement.paid');
    expect(testEvents.find((e: any) => e.type === 'settlement.paid').data.partner_id).toBe(live.id);

    expect((await live.api.get(`/v1/events/${testEvents[0].id}`)).status).toBe(404);
    expect((await test.api.get(`/v1/events/${liveEvents[0].id}`)).status).toBe(404);
    expect((await live.api.post(`/v1/events/${testEvents[0].id}/replay`)).status).toBe(404);
    expect((await test.api.post(`/v1/events/${liveEvents[0].id}/replay`)).status).toBe(404);
  });

  it('keeps webhook endpoints and their stats apart', async () => {
    expect(ids(await live.api.get('/v1/webhook_endpoints'), 'id')).toEqual([liveData.endpoint]);
    expect(ids(await test.api.get('/v1/webhook_endpoints'), 'id')).toEqual([testData.endpoint]);
    expect((await live.api.get(`/v1/webhook_endpoints/${testData.endpoint}`)).status).toBe(404);
    expect((await test.api.get(`/v1/webhook_endpoints/${liveData.endpoint}`)).status).toBe(404);
    expect((await test.api.delete(`/v1/webhook_endpoints/${liveData.endpoint}`)).status).toBe(404);
    expect((await test.api.patch(`/v1/webhook_endpoints/${liveData.endpoint}`, { description: 'x' })).status).toBe(404);
    expect((await test.api.post(`/v1/webhook_endpoints/${liveData.endpoint}/rotate_secret`)).status).toBe(404);
    expect((await test.api.post(`/v1/webhook_endpoints/${liveData.endpoint}/recover`, { since: new Date(0).toISOString() })).status).toBe(404);
    expect((await live.api.patch(`/v1/webhook_endpoints/${testData.endpoint}`, { status: 'disabled' })).status).toBe(404);
    expect((await live.api.post(`/v1/webhook_endpoints/${testData.endpoint}/rotate_secret`)).status).toBe(404);
    expect((await test.api.get(`/v1/webhook_endpoints/${testData.endpoint}`)).body).toMatchObject({ status: 'enabled', description: null });
    expect((await live.api.get(`/v1/webhook_endpoints/${liveData.endpoint}`)).status).toBe(200);
    const stats = (await test.api.get('/v1/webhook_endpoints/stats')).body;
    expect(JSON.stringify(stats)).not.toContain(liveData.endpoint);
  });

  it('keeps settlements apart', async () => {
    const liveList = await live.api.get('/v1/settlements');
    expect(liveList.status).toBe(200);
    expect(liveList.body).toMatchObject({ object: 'list', has_more: false, next_cursor: null });
    expect(liveList.body.data).toEqual([expect.objectContaining({ id: liveData.settlement, partner_id: live.id, order_ids: [liveData.held], order_count: 1 })]);
    expect((await test.api.get('/v1/settlements')).body.data).toEqual([
      expect.objectContaining({ id: testData.settlement, partner_id: live.id, order_ids: [testData.held], amount: 3.5 }),
    ]);
    expect((await otherTest.api.get('/v1/settlements')).body.data).toEqual([]);
    // The network's settlement run does not pay sandbox orders (the sandbox's were paid by its own helper).
    expect((await service.admin.post('/v1/admin/settlements', { partner_id: live.id })).body.code).toBe('nothing_to_settle');
  });

  it('gives test helpers to test keys only', async () => {
    const calls: Array<[string, unknown]> = [
      ['/v1/test_helpers/riders', { zone: 'iso-a', capacity: 1 }],
      ['/v1/test_helpers/orders', orderBody],
      [`/v1/test_helpers/orders/${liveData.waiting}/pickup`, undefined],
      [`/v1/test_helpers/orders/${liveData.waiting}/deliver`, undefined],
      [`/v1/test_helpers/orders/${liveData.waiting}/cancel`, undefined],
      ['/v1/test_helpers/settlements', undefined],
    ];
    for (const [path, body] of calls) {
      const response = await live.api.post(path, body);
      expect(response.status, path).toBe(404);
      expect(response.body.detail).toContain('test key');
    }
    expect((await live.api.get(`/v1/orders/${liveData.waiting}`)).body.status).toBe('unassigned');
    expect(ids(await live.api.get('/v1/riders'), 'rider_id')).toEqual([liveData.rider]);
    // Their input is checked like any other: a zone outside the territories is refused.
    expect((await test.api.post('/v1/test_helpers/orders', { ...orderBody, zone: 'elsewhere' })).body.code).toBe('zone_not_in_territory');
    expect((await test.api.post('/v1/test_helpers/riders', { zone: 'elsewhere', capacity: 1 })).body.code).toBe('zone_not_in_territory');
  });

  it('keeps idempotency keys apart', async () => {
    const headers = { 'idempotency-key': `iso-${kind}` };
    const fromTest = await test.api.post('/v1/test_helpers/orders', orderBody, { headers });
    const fromLive = await live.api.post('/v1/webhook_endpoints', { url: 'http://127.0.0.1:9/idem', enabled_events: ['*'] }, { headers });
    expect(fromTest.status).toBe(201);
    expect(fromLive.status).toBe(201);
    expect(fromLive.body.object).toBe('webhook_endpoint');
  });
});

describeStores('sandbox rate limits', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind, { env: { PDN_RATE_LIMIT: '2' } });
  });
  afterAll(() => service.close());

  it('counts a test key apart from the live keys', async () => {
    const live = await createPartner(service);
    const test = await sandboxOf(service, live);
    let limited = false;
    for (let i = 0; i < 20 && !limited; i++) limited = (await test.api.get('/v1/riders')).status === 429;
    expect(limited).toBe(true);
    expect((await live.api.get('/v1/riders')).status).toBe(200);
  });
});
