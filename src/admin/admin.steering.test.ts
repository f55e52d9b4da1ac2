// Steering a job (docs/network.md, "Steering a job"): a release that sticks (`exclude`), the
// network's assign to a rider of its choice, and re-offers. Black box over HTTP on both stores;
// races by real concurrency (exactly one winner), counters checked against a recount.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { eventsAbout, invariantViolations, storeSnapshot } from '../../test/invariants.js';

const ids = (res: { body: { data: Array<{ order_id: string }> } }) => res.body.data.map((o) => o.order_id);

describeStores('steering a job', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind, { matcher: true });
  });
  afterAll(() => service.close());

  const admin = () => service.admin;
  const release = (orderId: string, body?: object) => admin().post(`/v1/admin/orders/${orderId}/release`, body);
  const assign = (orderId: string, riderId: string) => admin().post(`/v1/admin/orders/${orderId}/assign`, { rider_id: riderId });
  const offer = (orderId: string, body?: object) => admin().post(`/v1/admin/orders/${orderId}/offer`, body);
  const accept = (partner: TestPartner, orderId: string, riderId: string) => partner.api.post(`/v1/orders/${orderId}/accept`, { rider_id: riderId });
  const networkEvents = async (query: string) => (await admin().get(`/v1/admin/events?${query}&limit=100`)).body.data as Array<{ type: string; data: any }>;
  const partnerEvents = async (partner: TestPartner, orderId: string) =>
    (await eventsAbout(service.store, orderId)).filter((e) => e.partner_id === partner.id).map((e) => e.type);

  async function pair() {
    const zone = `zone-${Math.random().toString(36).slice(2, 8)}`;
    const p = await createPartner(service, { territories: [zone] });
    const q = await createPartner(service, { territories: [zone] });
    return { zone, p, q, pr: await createRider(service, p, { capacity: 5 }), qr: await createRider(service, q, { capacity: 5 }) };
  }

  it('release keeps the job from the partner it was taken from (list, get, accept) until the network offers it to it again', async () => {
    const { zone, p, q, pr, qr } = await pair();
    const order = await createOrder(service, { zone });
    expect((await accept(p, order.order_id, pr.rider_id)).status).toBe(200);

    const released = await release(order.order_id, { reason: 'rider did not show up' });
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ status: 'unassigned', partner_id: null, excluded_partner_ids: [p.id], offered_partner_ids: null });

    expect(ids(await p.api.get('/v1/orders/available'))).not.toContain(order.order_id);
    expect(ids(await p.api.get('/v1/orders/available?sort=accept_by'))).not.toContain(order.order_id);
    expect((await p.api.get(`/v1/orders/${order.order_id}`)).status).toBe(404);
    const refused = await accept(p, order.order_id, pr.rider_id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('order_not_available');
    expect(refused.body.detail).toContain('not offered to you');
    expect(ids(await q.api.get('/v1/orders/available'))).toContain(order.order_id);
    // Both were told: the one it was taken from, and the one that may take it now.
    expect(await partnerEvents(p, order.order_id)).toContain('order.released');
    expect(await partnerEvents(q, order.order_id)).toContain('order.released');

    // The network's copy says whose it was, and the feed finds it by that partner.
    const [feed] = await networkEvents(`partner_id=${p.id}&type=order.released`);
    expect(feed.data).toMatchObject({ order_id: order.order_id, partner_id: null, released_by: 'network', release_reason: 'rider did not show up', released_from: { partner_id: p.id, rider_id: pr.rider_id } });
    // Partners are not told whose it was.
    const partnerCopy = (await eventsAbout(service.store, order.order_id)).find((e) => e.partner_id === q.id && e.type === 'order.released')!;
    expect(JSON.parse(partnerCopy.data).released_from).toBeUndefined();

    // Offered to P alone: P sees it and may take it; Q no longer does.
    const named = await offer(order.order_id, { partner_ids: [p.id] });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(named.body).toMatchObject({ excluded_partner_ids: [], offered_partner_ids: [p.id], version: released.body.version + 1 });
    expect(ids(await p.api.get('/v1/orders/available'))).toContain(order.order_id);
    expect(ids(await q.api.get('/v1/orders/available'))).not.toContain(order.order_id);
    expect((await accept(q, order.order_id, qr.rider_id)).body.detail).toContain('only to the partners it named');
    expect(await partnerEvents(p, order.order_id)).toContain('order.offered');
    expect(await partnerEvents(q, order.order_id)).not.toContain('order.offered');
    expect((await networkEvents(`order_id=${order.order_id}&type=order.offered`)).map((e) => e.data.offered_partner_ids)).toEqual([[p.id]]);

    // Offered to all again: both see it.
    expect((await offer(order.order_id)).body).toMatchObject({ excluded_partner_ids: [], offered_partner_ids: null });
    expect(ids(await q.api.get('/v1/orders/available'))).toContain(order.order_id);
    expect((await accept(p, order.order_id, pr.rider_id)).status).toBe(200);
    expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
  });

  it('release with exclude: false lets the partner take the job back at once', async () => {
    const { zone, p, pr } = await pair();
    const order = await createOrder(service, { zone });
    await accept(p, order.order_id, pr.rider_id);
    expect((await release(order.order_id, { exclude: false })).body.excluded_partner_ids).toEqual([]);
    expect(ids(await p.api.get('/v1/orders/available'))).toContain(order.order_id);
    expect((await accept(p, order.order_id, pr.rider_id)).status).toBe(200);
    // A later release decides again for that partner.
    expect((await release(order.order_id)).body.excluded_partner_ids).toEqual([p.id]);
  });

  it("auto-dispatch skips the partner a job was released from, and takes it once it is offered to it again", async () => {
    const { zone, p, q, pr } = await pair();
    expect((await p.api.put('/v1/dispatch_policy', { mode: 'auto' })).status).toBe(200);
    const order = await createOrder(service, { zone });
    await expect.poll(async () => (await admin().get(`/v1/admin/orders/${order.order_id}`)).body.partner_id, { timeout: 5000 }).toBe(p.id);
    expect((await release(order.order_id)).status).toBe(200);
    // A job created after the release is auto-dispatched to P: the matcher has run since, and skipped the released one.
    const later = await createOrder(service, { zone });
    await expect.poll(async () => (await admin().get(`/v1/admin/orders/${later.order_id}`)).body.partner_id, { timeout: 5000 }).toBe(p.id);
    expect((await admin().get(`/v1/admin/orders/${order.order_id}`)).body).toMatchObject({ status: 'unassigned', partner_id: null });
    expect(ids(await q.api.get('/v1/orders/available'))).toContain(order.order_id);
    // Offered to it again: its auto-dispatch takes it.
    expect((await offer(order.order_id, { partner_ids: [p.id] })).status).toBe(200);
    await expect.poll(async () => (await admin().get(`/v1/admin/orders/${order.order_id}`)).body.rider_id, { timeout: 5000 }).toBe(pr.rider_id);
    await expect.poll(() => invariantViolations(service.store), { timeout: 5000 }).toEqual({ loads: [], fleet: [] });
  });

  it("a suspension's releases carry their reason and whose they were, exclude nobody, and the feed finds them by partner", async () => {
    const { zone, p, pr } = await pair();
    const order = await createOrder(service, { zone });
    await accept(p, order.order_id, pr.rider_id);
    expect((await admin().patch(`/v1/admin/partners/${p.id}`, { status: 'suspended' })).status).toBe(200);
    const [feed] = await networkEvents(`partner_id=${p.id}&type=order.released`);
    expect(feed.data).toMatchObject({ order_id: order.order_id, released_by: 'suspension', release_reason: 'partner suspended', released_from: { partner_id: p.id, rider_id: pr.rider_id }, excluded_partner_ids: [] });
    expect((await admin().patch(`/v1/admin/partners/${p.id}`, { status: 'active' })).status).toBe(200);
    expect((await accept(p, order.order_id, pr.rider_id)).status).toBe(200);
  });

  describe('assign', () => {
    it('gives an unassigned job to a rider of any partner (even outside the zone); order.assigned by the network', async () => {
      const { zone, p, q } = await pair();
      const elsewhere = await createPartner(service);
      const rider = await createRider(service, elsewhere, { capacity: 1 });
      const order = await createOrder(service, { zone });
      const res = await assign(order.order_id, rider.rider_id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ status: 'assigned', partner_id: elsewhere.id, rider_id: rider.rider_id, version: 2 });
      const assigned = (await eventsAbout(service.store, order.order_id)).filter((e) => e.type === 'order.assigned');
      expect(assigned.map((e) => [e.partner_id, JSON.parse(e.data).assigned_by])).toEqual([[elsewhere.id, 'network']]);
      expect((await networkEvents(`order_id=${order.order_id}&type=order.assigned`)).map((e) => [e.data.partner_id, e.data.assigned_by])).toEqual([[elsewhere.id, 'network']]);
      expect(ids(await elsewhere.api.get('/v1/orders?status=assigned'))).toContain(order.order_id);
      for (const partner of [p, q]) expect(await partnerEvents(partner, order.order_id)).not.toContain('order.assigned');
      expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
    });

    it('refuses what it cannot do, changing nothing: 409 for a job not open or a rider who cannot take it, 404 unknown, 400 bad body', async () => {
      const { zone, p, pr, qr } = await pair();
      const offline = await createRider(service, p, { status: 'offline' });
      const full = await createRider(service, p, { capacity: 1 });
      await accept(p, (await createOrder(service, { zone })).order_id, full.rider_id);
      const taken = await createOrder(service, { zone });
      await accept(p, taken.order_id, pr.rider_id);
      const open = await createOrder(service, { zone });
      const suspended = await createPartner(service, { territories: [zone] });
      const idle = await createRider(service, suspended);
      await admin().patch(`/v1/admin/partners/${suspended.id}`, { status: 'suspended' });

      const before = await storeSnapshot(service.store);
      const cases: Array<[string, string, unknown, number, string]> = [
        ['taken', taken.order_id, { rider_id: qr.rider_id }, 409, 'order_state_conflict'],
        ['offline', open.order_id, { rider_id: offline.rider_id }, 409, 'rider_not_online'],
        ['full', open.order_id, { rider_id: full.rider_id }, 409, 'rider_at_capacity'],
        ['suspended', open.order_id, { rider_id: idle.rider_id }, 409, 'partner_not_active'],
        ['unknown rider', open.order_id, { rider_id: 'rdr_nobody' }, 404, 'rider_not_found'],
        ['unknown order', 'ord_nothing', { rider_id: qr.rider_id }, 404, 'order_not_found'],
        ['no rider', open.order_id, {}, 400, 'invalid_request'],
        ['extra field', open.order_id, { rider_id: qr.rider_id, force: true }, 400, 'invalid_request'],
      ];
      for (const [name, orderId, body, status, code] of cases) {
        const res = await admin().post(`/v1/admin/orders/${orderId}/assign`, body);
        expect([res.status, res.body.code], name).toEqual([status, code]);
      }
      expect(await storeSnapshot(service.store)).toEqual(before);
    });
  });

  describe('offer', () => {
    it('re-offers an expired job: new deadline, payout and zones; order.offered to whoever may now see it', async () => {
      const { zone, p } = await pair();
      const far = `${zone}-far`;
      const farOnly = await createPartner(service, { territories: [far] });
      const order = await createOrder(service, { zone });
      // Its ladder ran out (as the escalation pass leaves it): no deadline.
      await service.store.db.updateTable('orders').set({ accept_by: null }).where('id', '=', order.order_id).execute();
      const offeredAt = Date.now();
      const res = await offer(order.order_id, { accept_within: '10m', payout_estimate: { currency: 'EUR', amount: 6 }, zones: [far, zone] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ status: 'unassigned', payout_estimate: { currency: 'EUR', amount: 6 }, offered_zones: [zone, far], version: 2 });
      expect(Date.parse(res.body.accept_by)).toBeGreaterThanOrEqual(offeredAt + 600_000 - 1000);
      expect(Date.parse(res.body.accept_by)).toBeLessThanOrEqual(Date.now() + 600_000);
      expect(ids(await farOnly.api.get('/v1/orders/available'))).toContain(order.order_id);
      for (const partner of [p, farOnly]) expect(await partnerEvents(partner, order.order_id)).toContain('order.offered');
      const [event] = await networkEvents(`order_id=${order.order_id}&type=order.offered`);
      expect(event.data).toMatchObject({ order_id: order.order_id, version: 2, accept_by: res.body.accept_by, payout_estimate: { amount: 6 } });
      expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
    });

    it('refuses a job not open, unknown or uncovering partners and bad input, changing nothing', async () => {
      const { zone, p, pr } = await pair();
      const stranger = await createPartner(service);
      const taken = await createOrder(service, { zone });
      await accept(p, taken.order_id, pr.rider_id);
      const open = await createOrder(service, { zone });
      const before = await storeSnapshot(service.store);
      const cases: Array<[string, unknown, number, string]> = [
        [taken.order_id, {}, 409, 'order_state_conflict'],
        ['ord_nothing', {}, 404, 'order_not_found'],
        [open.order_id, { partner_ids: ['ptn_nobody'] }, 404, 'partner_not_found'],
        [open.order_id, { partner_ids: [stranger.id] }, 422, 'invalid_value'],
        [open.order_id, { accept_within: '0s' }, 422, 'invalid_value'],
        [open.order_id, { accept_within: '999999999d' }, 422, 'invalid_value'],
        [open.order_id, { payout_estimate: { currency: 'EUR', amount: 4.555 } }, 422, 'invalid_value'],
        [open.order_id, { partner_ids: [] }, 422, 'invalid_value'],
        [open.order_id, { zones: ['bad zone!'] }, 422, 'invalid_value'],
        [open.order_id, { colour: 'red' }, 400, 'invalid_request'],
      ];
      for (const [orderId, body, status, code] of cases) {
        const res = await offer(orderId, body as object);
        expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
      }
      expect(await storeSnapshot(service.store)).toEqual(before);
      // Naming a partner and a zone it covers together is fine.
      expect((await offer(open.order_id, { partner_ids: [stranger.id], zones: stranger.territories })).status).toBe(200);
    });
  });

  it('exactly one of an assign, an accept and an auto-dispatch wins; a racing cancel always wins; loads and counters stay right', async () => {
    const zone = `zone-race-${Math.random().toString(36).slice(2, 8)}`;
    const byAssign = await createPartner(service, { territories: [zone] });
    const byAccept = await createPartner(service, { territories: [zone] });
    const byAuto = await createPartner(service, { territories: [zone] });
    const [ra, rb] = [await createRider(service, byAssign, { capacity: 50 }), await createRider(service, byAccept, { capacity: 50 })];
    await createRider(service, byAuto, { capacity: 50 });
    expect((await byAuto.api.put('/v1/dispatch_policy', { mode: 'auto' })).status).toBe(200);
    for (let round = 0; round < 12; round++) {
      const withCancel = round % 3 === 2;
      const order = await createOrder(service, { zone });
      const [assigned, accepted, cancelled] = await Promise.all([
        assign(order.order_id, ra.rider_id),
        accept(byAccept, order.order_id, rb.rider_id),
        withCancel ? admin().post(`/v1/admin/orders/${order.order_id}/cancel`) : undefined,
      ]);
      for (const res of [assigned, accepted]) expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
      if (cancelled) expect(cancelled.status).toBe(200);
      // Let any auto-dispatch in flight finish: the job is assigned or cancelled once it is not open.
      const final = await expect
        .poll(async () => (await admin().get(`/v1/admin/orders/${order.order_id}`)).body, { timeout: 5000 })
        .toSatisfy((o: any) => o.status !== 'unassigned')
        .then(async () => (await admin().get(`/v1/admin/orders/${order.order_id}`)).body);
      const assignments = (await networkEvents(`order_id=${order.order_id}&type=order.assigned`)).map((e) => [e.data.partner_id, e.data.assigned_by]);
      expect(assignments, `round ${round}`).toHaveLength(withCancel && assignments.length === 0 ? 0 : 1);
      const winner = assignments[0];
      if (winner) {
        expect(assigned.status === 200, `round ${round}`).toBe(winner[0] === byAssign.id && winner[1] === 'network');
        expect(accepted.status === 200, `round ${round}`).toBe(winner[0] === byAccept.id && winner[1] === 'partner');
        if (winner[0] === byAuto.id) expect(winner[1]).toBe('auto');
      }
      expect(final.status).toBe(withCancel ? 'cancelled' : 'assigned');
    }
    await expect.poll(() => invariantViolations(service.store), { timeout: 5000 }).toEqual({ loads: [], fleet: [] });
  });

  it("keeps fleet availability's unassigned_orders equal to a recount through every move back and forth", async () => {
    const { zone, p, q, pr, qr } = await pair();
    const counter = async (partner: TestPartner) => (await partner.api.get(`/v1/fleet/availability?zone=${zone}`)).body.zones[0].unassigned_orders;
    const open = async () => (await service.store.db.selectFrom('orders').select('id').where('zone', '=', zone).where('status', '=', 'unassigned').execute()).length;
    const order = await createOrder(service, { zone });
    const steps: Array<() => Promise<unknown>> = [
      () => accept(p, order.order_id, pr.rider_id),
      () => release(order.order_id),
      () => offer(order.order_id, { partner_ids: [q.id] }),
      () => assign(order.order_id, qr.rider_id),
      () => release(order.order_id, { exclude: false }),
      () => admin().patch(`/v1/admin/partners/${q.id}`, { status: 'active' }),
      () => accept(q, order.order_id, qr.rider_id),
      () => admin().patch(`/v1/admin/partners/${q.id}`, { status: 'suspended' }),
      () => admin().patch(`/v1/admin/partners/${q.id}`, { status: 'active' }),
      () => admin().post(`/v1/admin/orders/${order.order_id}/cancel`),
    ];
    const seen = [[await counter(p), await open()]];
    for (const step of steps) {
      await step();
      // The excluded partner counts the zone's open jobs too: the counter is the zone's, not the partner's list.
      seen.push([await counter(p), await open()]);
    }
    for (const [kept, recount] of seen) expect(kept).toBe(recount);
    expect(seen.map(([kept]) => kept)).toEqual([1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0]);
    expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
  });
});
