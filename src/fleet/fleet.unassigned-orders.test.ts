// Fleet availability's `unassigned_orders` is a counter kept by triggers (zone_demand): after
// every move an order can make, the counter the API serves must equal a count of the order rows.
// A release (by the network, or by a suspension) puts a job back in the pool: issue 46 found the
// counter did not take it back (create, accept, release, accept read 0, 1, 0, 0, -1).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { fleetCounterMismatches } from '../../test/invariants.js';
import { eventually } from '../../test/receiver.js';

describeStores('fleet availability: unassigned orders through every move', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    // The matcher runs the escalation pass (escalation and expiry are moves too).
    service = await startService(kind, { matcher: true });
  });
  afterAll(() => service.close());

  it('serves the count of unassigned rows after create, accept, reassign, release, pickup, delivery, cancel, escalation, expiry and suspension', async () => {
    const stamp = Date.now();
    const zone = `walk-${stamp}`;
    const offered = `walk-offered-${stamp}`;
    // Reads the API as a partner that stays active throughout (a suspended one gets 403).
    const observer = await createPartner(service, { territories: [zone, offered] });
    const worker = await createPartner(service, { territories: [zone] });
    const suspended = await createPartner(service, { territories: [zone] });
    const [first, second] = await Promise.all([createRider(service, worker, { capacity: 5 }), createRider(service, worker, { capacity: 5 })]);
    const held = await createRider(service, suspended, { capacity: 5 });

    const served = async (z: string) => {
      const res = await observer.api.get(`/v1/fleet/availability?zone=${z}`);
      expect(res.status).toBe(200);
      return res.body.zones[0].unassigned_orders as number;
    };
    const rows = async (z: string) => {
      const row = await service.store.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('zone', '=', z)
        .where('status', '=', 'unassigned')
        .where('sandbox_partner_id', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const seen: Array<[string, number]> = [];
    const after = async (move: string) => {
      const count = await served(zone);
      expect(count, `after ${move}`).toBe(await rows(zone));
      expect(await served(offered), `after ${move}, in the zone escalation offered`).toBe(await rows(offered));
      seen.push([move, count]);
    };
    const ok = async (res: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await res;
      expect(status, JSON.stringify(body)).toBeLessThan(300);
    };
    const accept = (partner: TestPartner, orderId: string, riderId: string) => ok(partner.api.post(`/v1/orders/${orderId}/accept`, { rider_id: riderId }));
    const admin = (orderId: string, move: string) => ok(service.admin.post(`/v1/admin/orders/${orderId}/${move}`, {}));

    await after('start');
    const walked = await createOrder(service, { zone });
    await after('create');
    await accept(worker, walked.order_id, first.rider_id);
    await after('accept');
    await ok(worker.api.post(`/v1/orders/${walked.order_id}/reassign`, { rider_id: second.rider_id }));
    await after('reassign');
    // Not kept from the worker (`exclude: false`): it takes the job back.
    await ok(service.admin.post(`/v1/admin/orders/${walked.order_id}/release`, { exclude: false }));
    await after('release');
    await accept(worker, walked.order_id, first.rider_id);
    await after('accept again');
    await admin(walked.order_id, 'release');
    await after('release again');
    // Kept from the worker now (the default): the network gives it back to the worker's rider.
    await ok(service.admin.post(`/v1/admin/orders/${walked.order_id}/assign`, { rider_id: first.rider_id }));
    await after('assign');
    await ok(worker.api.post(`/v1/orders/${walked.order_id}/pickup`));
    await after('pickup');
    await ok(worker.api.post(`/v1/orders/${walked.order_id}/deliver`));
    await after('deliver');

    const cancelledOpen = await createOrder(service, { zone });
    await after('create');
    await admin(cancelledOpen.order_id, 'cancel');
    await after('cancel while unassigned');
    const cancelledHeld = await createOrder(service, { zone });
    await accept(worker, cancelledHeld.order_id, first.rider_id);
    await after('create and accept');
    await admin(cancelledHeld.order_id, 'cancel');
    await after('cancel while assigned');

    // A suspension releases every order the partner holds that is not picked up.
    const kept = await createOrder(service, { zone });
    await accept(suspended, kept.order_id, held.rider_id);
    await after('create and accept');
    await ok(service.admin.patch(`/v1/admin/partners/${suspended.id}`, { status: 'suspended' }));
    await after('suspension');
    await ok(service.admin.patch(`/v1/admin/partners/${suspended.id}`, { status: 'active' }));
    await accept(suspended, kept.order_id, held.rider_id);
    await after('accept after resuming');

    // Escalation (a zone added to the offer) and expiry leave the job open where it was.
    await ok(service.admin.put('/v1/admin/escalation_policy', { steps: [{ accept_within: '300ms', zones: [offered] }] }));
    const ladder = await service.admin.post('/v1/admin/orders', {
      zone,
      pickup: { creator: 'Slow Kitchen', eta_mins: 10 },
      dropoff: { area: 'Riverside' },
      payout_estimate: { currency: 'EUR', amount: 4.5 },
      accept_within: '300ms',
    });
    expect(ladder.status).toBe(201);
    await after('create with a short window');
    const orderOf = async () => (await service.admin.get(`/v1/admin/orders/${ladder.body.order_id}`)).body;
    await eventually(async () => ((await orderOf()).escalation_step === 1 ? true : undefined), 'escalation');
    await after('escalation');
    await eventually(async () => ((await orderOf()).accept_by === null ? true : undefined), 'expiry');
    await after('expiry');
    await accept(observer, ladder.body.order_id, (await createRider(service, observer)).rider_id);
    await after('accept of an expired job');
    await admin(ladder.body.order_id, 'release');
    await after('release of an expired job');
    await ok(service.admin.put('/v1/admin/escalation_policy', { steps: [] }));

    expect(seen.map(([, count]) => count)).toEqual([0, 1, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 1, 1, 0, 1]);
    expect(await fleetCounterMismatches(service.store)).toEqual([]);
  });
});
