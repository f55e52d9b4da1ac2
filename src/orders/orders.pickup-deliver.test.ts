import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrder,
  createPartner,
  createRider,
  describeStores,
  sandboxOf,
  startService,
  type TestPartner,
  type TestService,
} from '../../test/harness.js';
import { eventsAbout, invariantViolations, storeSnapshot } from '../../test/invariants.js';

const SHA = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describeStores('POST /v1/orders/{id}/pickup and /deliver (partner-reported)', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  const pickup = (partner: TestPartner, orderId: string, options?: { headers?: Record<string, string> }) =>
    partner.api.request('POST', `/v1/orders/${orderId}/pickup`, options);
  const deliver = (partner: TestPartner, orderId: string, body?: unknown, options?: { headers?: Record<string, string> }) =>
    body === undefined ? partner.api.request('POST', `/v1/orders/${orderId}/deliver`, options) : partner.api.post(`/v1/orders/${orderId}/deliver`, body, options);
  const events = async (orderId: string) => (await eventsAbout(service.store, orderId)).map((e) => ({ type: e.type, data: JSON.parse(e.data) }));
  const riderLoad = async (partner: TestPartner, riderId: string) =>
    (await partner.api.get('/v1/riders?limit=200')).body.data.find((r: any) => r.rider_id === riderId).active_deliveries;

  /** A partner holding an order assigned to its rider, moved on to `status` by the network. */
  async function heldOrder(status: 'assigned' | 'picked_up' | 'delivered' | 'cancelled' = 'assigned', partner?: TestPartner) {
    partner ??= await createPartner(service);
    const rider = await createRider(service, partner, { capacity: 30 });
    const order = await createOrder(service, { zone: partner.territories[0] });
    expect((await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
    if (status === 'picked_up' || status === 'delivered') expect((await service.admin.post(`/v1/admin/orders/${order.order_id}/pickup`)).status).toBe(200);
    if (status === 'delivered') expect((await service.admin.post(`/v1/admin/orders/${order.order_id}/deliver`)).status).toBe(200);
    if (status === 'cancelled') expect((await service.admin.post(`/v1/admin/orders/${order.order_id}/cancel`, { reason: 'shop closed' })).status).toBe(200);
    return { partner, rider, order };
  }

  it('moves an order the partner holds along pickup and delivery, answering the order as retrieve shows it, with reported_by and proof in the events', async () => {
    const { partner, rider, order } = await heldOrder();
    const zone = partner.territories[0];
    const activeIn = async () => (await partner.api.get(`/v1/fleet/availability?zone=${zone}`)).body.zones[0].active_deliveries;
    expect(await activeIn()).toBe(1);

    const picked = await pickup(partner, order.order_id);
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body).toMatchObject({ object: 'order', order_id: order.order_id, status: 'picked_up', rider_id: rider.rider_id, version: 3 });
    expect(picked.body.picked_up_at).toEqual(expect.any(String));
    expect(picked.body).toEqual((await partner.api.get(`/v1/orders/${order.order_id}`)).body);
    expect(await riderLoad(partner, rider.rider_id)).toBe(1);

    const proof = { photo_sha256: SHA.toUpperCase(), recipient_name: 'Jan de Vries', location: { lat: -33.8688, lng: 151.2093 } };
    const delivered = await deliver(partner, order.order_id, { proof });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    expect(delivered.body).toMatchObject({ status: 'delivered', rider_id: rider.rider_id, version: 4 });
    expect(delivered.body).toEqual((await partner.api.get(`/v1/orders/${order.order_id}`)).body);
    expect(delivered.body).not.toHaveProperty('proof');

    // The rider's slot is freed, in the rider list and the fleet counts alike.
    expect(await riderLoad(partner, rider.rider_id)).toBe(0);
    expect(await activeIn()).toBe(0);
    expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });

    const recorded = await events(order.order_id);
    expect(recorded.map((e) => e.type)).toEqual(['order.created', 'order.assigned', 'order.picked_up', 'order.delivered']);
    expect(recorded[2].data).toEqual({ ...picked.body, reported_by: 'partner' });
    expect(recorded[3].data).toEqual({
      ...delivered.body,
      payout: { currency: 'EUR', amount: 4.5 },
      reported_by: 'partner',
      // Fields in one order, the hash in lower case.
      proof: { location: { lat: -33.8688, lng: 151.2093 }, recipient_name: 'Jan de Vries', photo_sha256: SHA },
    });
    // The API's event list shows the same (and the harness checks it against the document).
    const listed = (await partner.api.get('/v1/events?type=order.delivered')).body.data.find((e: any) => e.data.order_id === order.order_id);
    expect(listed.data).toMatchObject({ reported_by: 'partner', proof: { photo_sha256: SHA } });
  });

  it('delivers with no body, with {}, and with an empty or null proof', async () => {
    for (const body of [undefined, {}, { proof: null }, { proof: {} }]) {
      const { partner, order } = await heldOrder('picked_up');
      const res = await deliver(partner, order.order_id, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.status).toBe('delivered');
      const last = (await events(order.order_id)).at(-1)!;
      expect(last.data.proof).toEqual(body && 'proof' in body && body.proof ? {} : null);
    }
  });

  it('says reported_by "network" for the admin moves and the test helpers, with a null proof', async () => {
    const { order } = await heldOrder('delivered');
    const recorded = await events(order.order_id);
    expect(recorded.find((e) => e.type === 'order.picked_up')!.data.reported_by).toBe('network');
    expect(recorded.find((e) => e.type === 'order.delivered')!.data).toMatchObject({ reported_by: 'network', proof: null });

    const live = await createPartner(service);
    const test = await sandboxOf(service, live);
    const rider = await test.api.post('/v1/test_helpers/riders', { zone: live.territories[0], capacity: 2, status: 'online' });
    const sandboxOrder = await test.api.post('/v1/test_helpers/orders', {
      pickup: { creator: 'Test Kitchen', eta_mins: 5 },
      dropoff: { area: 'Sandbox Park' },
      payout_estimate: { currency: 'EUR', amount: 3 },
    });
    const id = sandboxOrder.body.order_id;
    await test.api.post(`/v1/orders/${id}/accept`, { rider_id: rider.body.rider_id });
    expect((await test.api.post(`/v1/test_helpers/orders/${id}/pickup`)).status).toBe(200);
    expect((await test.api.post(`/v1/test_helpers/orders/${id}/deliver`)).status).toBe(200);
    const sandboxEvents = await events(id);
    expect(sandboxEvents.filter((e) => e.type === 'order.picked_up' || e.type === 'order.delivered').map((e) => e.data.reported_by)).toEqual(['network', 'network']);
  });

  it('lists events recorded before partners could report (no reported_by, no proof) as the network’s', async () => {
    const { partner, order } = await heldOrder('delivered');
    // As a store written by an earlier version holds them.
    for (const e of await eventsAbout(service.store, order.order_id)) {
      const { reported_by: _by, proof: _proof, ...before } = JSON.parse(e.data);
      await service.store.db.updateTable('events').set({ data: JSON.stringify(before) }).where('id', '=', e.id).execute();
    }
    const listed = (await partner.api.get('/v1/events?limit=100')).body.data.filter((e: any) => e.data.order_id === order.order_id);
    const byType = Object.fromEntries(listed.map((e: any) => [e.type, e]));
    expect(byType['order.picked_up'].data.reported_by).toBe('network');
    expect(byType['order.delivered'].data).toMatchObject({ reported_by: 'network', proof: null });
    const one = await partner.api.get(`/v1/events/${byType['order.delivered'].id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ reported_by: 'network', proof: null });
  });

  describe('a move that already happened answers 200 with the order unchanged, and sends no event', () => {
    it('the partner repeating its own pickup and delivery (a different proof the second time changes nothing)', async () => {
      const { partner, rider, order } = await heldOrder();
      const first = await pickup(partner, order.order_id);
      const again = await pickup(partner, order.order_id);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);

      const delivered = await deliver(partner, order.order_id, { proof: { recipient_name: 'First' } });
      const before = await storeSnapshot(service.store);
      const redelivered = await deliver(partner, order.order_id, { proof: { recipient_name: 'Second' } });
      // A late retry of the pickup, after the delivery went through, is a repeat too.
      const latePickup = await pickup(partner, order.order_id);

      expect(redelivered.status).toBe(200);
      expect(redelivered.body).toEqual(delivered.body);
      expect(latePickup.status).toBe(200);
      expect(latePickup.body).toEqual(delivered.body);
      expect(await storeSnapshot(service.store)).toEqual(before);
      expect(await riderLoad(partner, rider.rider_id)).toBe(0);
      const recorded = await events(order.order_id);
      expect(recorded.map((e) => e.type)).toEqual(['order.created', 'order.assigned', 'order.picked_up', 'order.delivered']);
      expect(recorded[3].data.proof).toEqual({ recipient_name: 'First' });
      const listed = (await partner.api.get('/v1/events?limit=100')).body.data.filter((e: any) => e.data.order_id === order.order_id);
      expect(listed.map((e: any) => e.type).sort()).toEqual(['order.assigned', 'order.created', 'order.delivered', 'order.picked_up']);
    });

    it('the partner reporting a move the network already made', async () => {
      const { partner, order } = await heldOrder('picked_up');
      const before = await storeSnapshot(service.store);
      const picked = await pickup(partner, order.order_id);
      expect(picked.status).toBe(200);
      expect(picked.body).toMatchObject({ status: 'picked_up', version: 3 });
      expect(await storeSnapshot(service.store)).toEqual(before);

      await service.admin.post(`/v1/admin/orders/${order.order_id}/deliver`);
      const after = await storeSnapshot(service.store);
      const delivered = await deliver(partner, order.order_id, { proof: { photo_sha256: SHA } });
      expect(delivered.status).toBe(200);
      expect(delivered.body).toMatchObject({ status: 'delivered', version: 4 });
      expect(await storeSnapshot(service.store)).toEqual(after);
      expect((await events(order.order_id)).filter((e) => e.type === 'order.delivered').map((e) => e.data.reported_by)).toEqual(['network']);
    });

    it('while the network still answers its own repeats with 409', async () => {
      const { order } = await heldOrder('delivered');
      for (const move of ['pickup', 'deliver']) {
        const res = await service.admin.post(`/v1/admin/orders/${order.order_id}/${move}`);
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ code: 'order_state_conflict', order_status: 'delivered' });
      }
    });
  });

  describe('a move from the wrong state is 409 order_state_conflict and changes nothing', () => {
    const refused = async (res: { status: number; body: any }, status: string) => {
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body).toMatchObject({ code: 'order_state_conflict', order_status: status });
    };

    it('delivery before pickup', async () => {
      const { partner, order } = await heldOrder('assigned');
      const before = await storeSnapshot(service.store);
      await refused(await deliver(partner, order.order_id, { proof: { recipient_name: 'Early' } }), 'assigned');
      expect(await storeSnapshot(service.store)).toEqual(before);
    });

    it('pickup or delivery of a job offered to the partner but not accepted (a job outside its territories is 404)', async () => {
      const partner = await createPartner(service);
      const open = await createOrder(service, { zone: partner.territories[0] });
      const elsewhere = await createOrder(service, { zone: `far-${open.order_id}` });
      const before = await storeSnapshot(service.store);
      await refused(await pickup(partner, open.order_id), 'unassigned');
      await refused(await deliver(partner, open.order_id), 'unassigned');
      expect((await pickup(partner, elsewhere.order_id)).body.code).toBe('order_not_found');
      expect(await storeSnapshot(service.store)).toEqual(before);
    });

    it('pickup or delivery of a cancelled order, whether it was cancelled before or after pickup', async () => {
      const { partner, order } = await heldOrder('cancelled');
      const { order: pickedThenCancelled } = await heldOrder('picked_up', partner);
      await service.admin.post(`/v1/admin/orders/${pickedThenCancelled.order_id}/cancel`);
      const before = await storeSnapshot(service.store);
      for (const id of [order.order_id, pickedThenCancelled.order_id]) {
        await refused(await pickup(partner, id), 'cancelled');
        await refused(await deliver(partner, id, { proof: { recipient_name: 'Nobody' } }), 'cancelled');
      }
      expect(await storeSnapshot(service.store)).toEqual(before);
    });
  });

  it('404 for another partner’s order, an unknown order, and across the live/sandbox line, leaking nothing', async () => {
    const { partner, rider, order } = await heldOrder('picked_up');
    const rival = await createPartner(service, { territories: partner.territories });
    const test = await sandboxOf(service, partner);
    const sandboxRider = await test.api.post('/v1/test_helpers/riders', { zone: partner.territories[0], capacity: 2, status: 'online' });
    const sandboxOrder = (await test.api.post('/v1/test_helpers/orders', {
      pickup: { creator: 'Test Kitchen', eta_mins: 5 },
      dropoff: { area: 'Sandbox Park' },
      payout_estimate: { currency: 'EUR', amount: 3 },
    })).body;
    await test.api.post(`/v1/orders/${sandboxOrder.order_id}/accept`, { rider_id: sandboxRider.body.rider_id });
    const before = await storeSnapshot(service.store);

    const attempts = [
      await pickup(rival, order.order_id),
      await deliver(rival, order.order_id, { proof: { recipient_name: 'Thief' } }),
      await pickup(partner, 'ord_nothing_here'),
      await deliver(partner, 'ord_nothing_here'),
      await pickup(test, order.order_id), // a test key on a live order
      await deliver(test, order.order_id),
      await pickup(partner, sandboxOrder.order_id), // a live key on a sandbox order
      await deliver(partner, sandboxOrder.order_id),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('order_not_found');
      expect(JSON.stringify(res.body)).not.toContain(rider.rider_id);
      expect(JSON.stringify(res.body)).not.toContain('picked_up');
    }
    expect(await storeSnapshot(service.store)).toEqual(before);

    // The test key does the same on its own sandbox order: same rules, same events, in the sandbox.
    expect((await deliver(test, sandboxOrder.order_id)).status).toBe(409);
    expect((await pickup(test, sandboxOrder.order_id)).body.status).toBe('picked_up');
    const done = await deliver(test, sandboxOrder.order_id, { proof: { photo_sha256: SHA } });
    expect(done.body).toMatchObject({ status: 'delivered', rider_id: sandboxRider.body.rider_id });
    expect((await test.api.get('/v1/riders')).body.data[0].active_deliveries).toBe(0);
    const sandboxEvents = (await test.api.get('/v1/events?type=order.delivered')).body.data;
    expect(sandboxEvents.map((e: any) => [e.data.order_id, e.data.reported_by, e.data.proof])).toEqual([[sandboxOrder.order_id, 'partner', { photo_sha256: SHA }]]);
    expect((await partner.api.get('/v1/events?type=order.delivered')).body.data).toEqual([]);
  });

  describe('a bad proof is 422 invalid_value and changes nothing', () => {
    const badProofs: Array<[string, unknown]> = [
      ['a short photo hash', { photo_sha256: 'abc123' }],
      ['a photo hash that is not hex', { photo_sha256: 'g'.repeat(64) }],
      ['a photo hash one character too long', { photo_sha256: `${SHA}0` }],
      ['a latitude over 90', { location: { lat: 90.0001, lng: 0 } }],
      ['a latitude under -90', { location: { lat: -91, lng: 0 } }],
      ['a longitude over 180', { location: { lat: 0, lng: 180.5 } }],
      ['a longitude under -180', { location: { lat: 0, lng: -181 } }],
      ['a location without lng', { location: { lat: 10 } }],
      ['a latitude as text', { location: { lat: '10', lng: 0 } }],
      ['an unknown proof field', { signature: 'scribble' }],
      ['an unknown location field', { location: { lat: 1, lng: 2, alt: 3 } }],
      ['an empty recipient name', { recipient_name: '' }],
      ['a proof that is not an object', 'signed by the door'],
    ];
    it.each(badProofs)('%s', async (_name, proof) => {
      const { partner, order } = await heldOrder('picked_up');
      const before = await storeSnapshot(service.store);
      const res = await deliver(partner, order.order_id, { proof });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.code).toBe('invalid_value');
      expect(res.body.errors[0].field).toMatch(/^proof/);
      expect(await storeSnapshot(service.store)).toEqual(before);
    });

    it('while an unknown field beside the proof, or a body on pickup, is 400 as anywhere else', async () => {
      const { partner, order } = await heldOrder('assigned');
      const before = await storeSnapshot(service.store);
      expect((await deliver(partner, order.order_id, { proof: {}, signed: true })).status).toBe(400);
      expect((await partner.api.post(`/v1/orders/${order.order_id}/pickup`, { when: 'now' })).status).toBe(400);
      expect(await storeSnapshot(service.store)).toEqual(before);
    });
  });

  it('replays a deliver sent again with the same Idempotency-Key, and refuses the key with another proof', async () => {
    const { partner, order } = await heldOrder('picked_up');
    const headers = { 'idempotency-key': `deliver-${order.order_id}` };
    const first = await deliver(partner, order.order_id, { proof: { recipient_name: 'Ana' } }, { headers });
    const replayed = await deliver(partner, order.order_id, { proof: { recipient_name: 'Ana' } }, { headers });
    const reused = await deliver(partner, order.order_id, { proof: { recipient_name: 'Bea' } }, { headers });
    expect(first.status).toBe(200);
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(first.body);
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('idempotency_key_reused');
    expect((await events(order.order_id)).filter((e) => e.type === 'order.delivered')).toHaveLength(1);
  });

  describe('races, with real concurrency', () => {
    const ROUNDS = 20;

    /** `count` orders held by one partner's riders, each moved on to `status`. */
    async function manyHeld(count: number, status: 'assigned' | 'picked_up') {
      const partner = await createPartner(service);
      const riders = [await createRider(service, partner, { capacity: 50 }), await createRider(service, partner, { capacity: 50 })];
      const orders = [];
      for (let i = 0; i < count; i++) {
        const order = await createOrder(service, { zone: partner.territories[0] });
        await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: riders[i % 2].rider_id });
        if (status === 'picked_up') await service.admin.post(`/v1/admin/orders/${order.order_id}/pickup`);
        orders.push(order);
      }
      return { partner, riders, orders };
    }

    // The rule: whoever comes first wins and sends the one event. The partner's report always
    // answers 200 (if it lost, the move had already happened: the order unchanged); the
    // network's deliver answers 200 if it won and 409 if the partner's had already happened.
    it(`partner and network delivering at once: exactly one order.delivered per order, over ${ROUNDS} orders`, async () => {
      const { partner, riders, orders } = await manyHeld(ROUNDS, 'picked_up');

      const results = await Promise.all(
        orders.map((o, i) => {
          const proof = { proof: { recipient_name: `R${i}` } };
          const both = [deliver(partner, o.order_id, proof), service.admin.post(`/v1/admin/orders/${o.order_id}/deliver`)] as const;
          // Alternate who is sent first, so neither side always has the head start.
          return i % 2 ? Promise.all(both) : Promise.all([both[1], both[0]]).then(([network, own]) => [own, network] as const);
        }),
      );

      const winners = { partner: 0, network: 0 };
      for (const [i, o] of orders.entries()) {
        const [own, network] = results[i];
        const delivered = (await events(o.order_id)).filter((e) => e.type === 'order.delivered');
        expect(delivered).toHaveLength(1);
        const by = delivered[0].data.reported_by as 'partner' | 'network';
        winners[by]++;
        expect(own.status, JSON.stringify(own.body)).toBe(200);
        expect(own.body).toMatchObject({ status: 'delivered', version: 4 });
        expect(delivered[0].data.proof).toEqual(by === 'partner' ? { recipient_name: `R${i}` } : null);
        if (by === 'network') {
          expect(network.status).toBe(200);
          // The network's view: the partner's, with who holds it, the network's reference, its steering and lateness.
          expect(network.body).toEqual({ ...own.body, partner_id: partner.id, reference: null, excluded_partner_ids: [], offered_partner_ids: null, pickup_by: expect.any(String), deliver_by: expect.any(String), late: null });
        } else {
          expect(network.status, JSON.stringify(network.body)).toBe(409);
          expect(network.body).toMatchObject({ code: 'order_state_conflict', order_status: 'delivered' });
        }
      }
      expect(winners.partner + winners.network).toBe(ROUNDS);
      for (const r of riders) expect(await riderLoad(partner, r.rider_id)).toBe(0);
      expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
    });

    it(`partner and network picking up at once: exactly one order.picked_up per order, over ${ROUNDS} orders`, async () => {
      const { partner, riders, orders } = await manyHeld(ROUNDS, 'assigned');
      const results = await Promise.all(orders.map((o) => Promise.all([pickup(partner, o.order_id), service.admin.post(`/v1/admin/orders/${o.order_id}/pickup`)])));
      for (const [i, o] of orders.entries()) {
        const [own, network] = results[i];
        const picked = (await events(o.order_id)).filter((e) => e.type === 'order.picked_up');
        expect(picked).toHaveLength(1);
        expect(own.status).toBe(200);
        expect(network.status).toBe(picked[0].data.reported_by === 'network' ? 200 : 409);
      }
      expect((await riderLoad(partner, riders[0].rider_id)) + (await riderLoad(partner, riders[1].rider_id))).toBe(ROUNDS);
      expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
    });

    it('the partner’s delivery racing the network’s cancel: one of them wins, and the slot is freed once', async () => {
      const { partner, riders, orders } = await manyHeld(10, 'picked_up');
      const results = await Promise.all(orders.map((o) => Promise.all([deliver(partner, o.order_id), service.admin.post(`/v1/admin/orders/${o.order_id}/cancel`)])));
      for (const [i, o] of orders.entries()) {
        const [own, cancel] = results[i];
        const final = (await partner.api.get(`/v1/orders/${o.order_id}`)).body.status;
        const types = (await events(o.order_id)).map((e) => e.type);
        if (final === 'delivered') {
          expect([own.status, cancel.status]).toEqual([200, 409]);
          expect(types.filter((t) => t === 'order.cancelled')).toHaveLength(0);
        } else {
          expect(final).toBe('cancelled');
          expect([own.status, cancel.status]).toEqual([409, 200]);
          expect(types.filter((t) => t === 'order.delivered')).toHaveLength(0);
        }
      }
      for (const r of riders) expect(await riderLoad(partner, r.rider_id)).toBe(0);
      expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
    });

    it('a flaky rider app sending the same delivery five times at once: all 200, one event', async () => {
      const { partner, riders, orders } = await manyHeld(4, 'picked_up');
      const results = await Promise.all(orders.flatMap((o) => Array.from({ length: 5 }, () => deliver(partner, o.order_id, { proof: { photo_sha256: SHA } }))));
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      for (const o of orders) expect((await events(o.order_id)).filter((e) => e.type === 'order.delivered')).toHaveLength(1);
      for (const r of riders) expect(await riderLoad(partner, r.rider_id)).toBe(0);
      expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
    });
  });
});
