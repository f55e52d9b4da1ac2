// Property-based test of the order and rider state machine: random sequences of operations
// run against the real service over HTTP and against a small in-memory model; every answer
// must match the model's, and after each sequence the store's invariants must hold.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { eventsAbout, invariantViolations } from '../../test/invariants.js';

type OrderStatus = 'unassigned' | 'assigned' | 'picked_up' | 'delivered' | 'cancelled';
type RiderStatus = 'online' | 'offline' | 'on-break';
const RIDER_STATUSES: RiderStatus[] = ['online', 'offline', 'on-break'];

interface ModelOrder {
  id: string;
  zone: string;
  status: OrderStatus;
  partner: number | null;
  rider: number | null;
}
interface ModelRider {
  id: string;
  partner: number;
  status: RiderStatus;
  zone: string;
  capacity: number;
  active: number;
}

// Zones by index: 0 is shared by both partners, 1 is partner 0's alone, 2 is nobody's.
const TERRITORIES = [[0, 1], [0]];
// Riders by index: three for partner 0, one for partner 1.
const RIDER_PARTNERS = [0, 0, 0, 1];

type Op =
  | { kind: 'create'; zone: number }
  | { kind: 'accept' | 'reassign'; partner: number; order: number; rider: number }
  | { kind: 'pickup' | 'deliver' | 'cancel'; order: number }
  | { kind: 'report'; move: 'pickup' | 'deliver'; partner: number; byHolder: boolean; order: number }
  | { kind: 'patch'; partner: number; rider: number; status?: RiderStatus; capacity?: number; zone?: number }
  | { kind: 'get'; partner: number; order: number };

const index = fc.nat({ max: 7 });
const partnerIdx = fc.integer({ min: 0, max: 1 });
const riderIdx = fc.integer({ min: 0, max: RIDER_PARTNERS.length - 1 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('create' as const), zone: fc.integer({ min: 0, max: 2 }) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('accept' as const), partner: partnerIdx, order: index, rider: riderIdx }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('reassign' as const), partner: partnerIdx, order: index, rider: riderIdx }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constantFrom('pickup' as const, 'deliver' as const, 'cancel' as const), order: index }), weight: 4 },
  // The partner's own pickup and deliver (POST /v1/orders/{id}/pickup|deliver); `byHolder`: sent by
  // the partner holding the order, if one does (else by `partner`), so held orders get reports.
  {
    arbitrary: fc.record({ kind: fc.constant('report' as const), move: fc.constantFrom('pickup' as const, 'deliver' as const), partner: partnerIdx, byHolder: fc.boolean(), order: index }),
    weight: 4,
  },
  {
    arbitrary: fc.record(
      {
        kind: fc.constant('patch' as const),
        partner: partnerIdx,
        rider: riderIdx,
        status: fc.constantFrom(...RIDER_STATUSES),
        capacity: fc.integer({ min: 0, max: 3 }),
        zone: fc.integer({ min: 0, max: 2 }),
      },
      { requiredKeys: ['kind', 'partner', 'rider'] },
    ),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('get' as const), partner: partnerIdx, order: index }), weight: 1 },
);

const initialRiders = fc.tuple(
  ...RIDER_PARTNERS.map(() => fc.record({ status: fc.constantFrom(...RIDER_STATUSES), capacity: fc.integer({ min: 0, max: 3 }) })),
);

// DESIGN.md's order moves, as pairs of states an order may go between.
const ALLOWED_STEPS = new Set(['unassigned>assigned', 'assigned>assigned', 'assigned>picked_up', 'picked_up>delivered', 'unassigned>cancelled', 'assigned>cancelled', 'picked_up>cancelled']);
const STATUS_AFTER_EVENT: Record<string, OrderStatus> = {
  'order.created': 'unassigned',
  'order.assigned': 'assigned',
  'order.picked_up': 'picked_up',
  'order.delivered': 'delivered',
  'order.cancelled': 'cancelled',
};

describeStores('order and rider state machine against a model (fast-check)', (kind) => {
  let service: TestService;
  let run = 0;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  /** The states an order went through, from its events; `legal` if every step is a move DESIGN.md allows. */
  async function historyOf(orderId: string) {
    // An event goes to every partner that should hear of it: one row each, same content.
    const steps = (await eventsAbout(service.store, orderId)).filter((e, i, all) => all.findIndex((x) => x.type === e.type && x.data === e.data) === i);
    const path = steps.map((e) => STATUS_AFTER_EVENT[e.type]);
    const legal = path[0] === 'unassigned' && path.every((state, i) => i === 0 || ALLOWED_STEPS.has(`${path[i - 1]}>${state}`));
    return { legal, last: path[path.length - 1], ...(legal ? {} : { path }) };
  }

  async function execute(op: Op, world: { partners: TestPartner[]; zones: string[]; riders: ModelRider[]; orders: ModelOrder[] }) {
    const { partners, zones, riders, orders } = world;
    const expectAnswer = (res: { status: number; body: any }, status: number, code?: string) => {
      const where = `${JSON.stringify(op)} → ${res.status} ${JSON.stringify(res.body)}`;
      expect(res.status, where).toBe(status);
      if (code) expect(res.body.code, where).toBe(code);
    };
    const territories = (p: number) => TERRITORIES[p].map((z) => zones[z]);
    const visible = (o: ModelOrder, p: number) => o.partner === p || (o.status === 'unassigned' && territories(p).includes(o.zone));
    const order = 'order' in op ? orders[op.order % Math.max(orders.length, 1)] : undefined;
    if ('order' in op && !order) return;

    switch (op.kind) {
      case 'create': {
        const created = await createOrder(service, { zone: zones[op.zone] });
        orders.push({ id: created.order_id, zone: zones[op.zone], status: 'unassigned', partner: null, rider: null });
        return;
      }
      case 'accept': {
        const o = order!;
        const r = riders[op.rider];
        const res = await partners[op.partner].api.post(`/v1/orders/${o.id}/accept`, { rider_id: r.id });
        // Any job offered in the partner's territories (or held by it) may be tried: losing it is a 409 below, never a 404.
        const offered = o.partner === op.partner || territories(op.partner).includes(o.zone);
        if (r.partner !== op.partner || !offered) return expectAnswer(res, 404);
        if (o.status === 'assigned' && o.rider === op.rider) return expectAnswer(res, 200);
        if (o.status !== 'unassigned') return expectAnswer(res, 409, 'order_not_available');
        if (r.status !== 'online') return expectAnswer(res, 409, 'rider_not_online');
        if (r.active >= r.capacity) return expectAnswer(res, 409, 'rider_at_capacity');
        expectAnswer(res, 200);
        expect(res.body).toMatchObject({ status: 'assigned', rider_id: r.id });
        Object.assign(o, { status: 'assigned', partner: op.partner, rider: op.rider });
        r.active++;
        return;
      }
      case 'reassign': {
        const o = order!;
        const r = riders[op.rider];
        const res = await partners[op.partner].api.post(`/v1/orders/${o.id}/reassign`, { rider_id: r.id });
        if (o.partner !== op.partner) return expectAnswer(res, visible(o, op.partner) ? 409 : 404, visible(o, op.partner) ? 'order_state_conflict' : undefined);
        if (r.partner !== op.partner) return expectAnswer(res, 404, 'rider_not_found');
        if (o.status === 'assigned' && o.rider === op.rider) return expectAnswer(res, 200);
        if (o.status !== 'assigned') return expectAnswer(res, 409, 'order_state_conflict');
        if (r.status !== 'online') return expectAnswer(res, 409, 'rider_not_online');
        if (r.active >= r.capacity) return expectAnswer(res, 409, 'rider_at_capacity');
        expectAnswer(res, 200);
        expect(res.body.rider_id).toBe(r.id);
        riders[o.rider!].active--;
        r.active++;
        o.rider = op.rider;
        return;
      }
      case 'pickup':
      case 'deliver':
      case 'cancel': {
        const o = order!;
        const res = await service.admin.post(`/v1/admin/orders/${o.id}/${op.kind}`, op.kind === 'cancel' ? {} : undefined);
        const from: Record<typeof op.kind, OrderStatus[]> = { pickup: ['assigned'], deliver: ['picked_up'], cancel: ['unassigned', 'assigned', 'picked_up'] };
        if (!from[op.kind].includes(o.status)) return expectAnswer(res, 409, 'order_state_conflict');
        expectAnswer(res, 200);
        const to = ({ pickup: 'picked_up', deliver: 'delivered', cancel: 'cancelled' } as const)[op.kind];
        if (to !== 'picked_up' && o.rider !== null) riders[o.rider].active--;
        o.status = to;
        return;
      }
      case 'report': {
        const o = order!;
        const p = op.byHolder ? (o.partner ?? op.partner) : op.partner;
        const res = await partners[p].api.post(`/v1/orders/${o.id}/${op.move}`, op.move === 'deliver' ? { proof: { recipient_name: 'Model' } } : undefined);
        if (o.partner !== p) return expectAnswer(res, visible(o, p) ? 409 : 404, visible(o, p) ? 'order_state_conflict' : 'order_not_found');
        // A move that already happened answers the order unchanged (and, as the history check below shows, sends no event).
        const done: Record<typeof op.move, OrderStatus[]> = { pickup: ['picked_up', 'delivered'], deliver: ['delivered'] };
        if (done[op.move].includes(o.status)) {
          expectAnswer(res, 200);
          expect(res.body.status).toBe(o.status);
          return;
        }
        if (o.status !== (op.move === 'pickup' ? 'assigned' : 'picked_up')) return expectAnswer(res, 409, 'order_state_conflict');
        expectAnswer(res, 200);
        o.status = op.move === 'pickup' ? 'picked_up' : 'delivered';
        if (op.move === 'deliver') riders[o.rider!].active--;
        expect(res.body).toMatchObject({ status: o.status, rider_id: riders[o.rider!].id });
        return;
      }
      case 'patch': {
        const r = riders[op.rider];
        const body = {
          ...(op.status !== undefined ? { status: op.status } : {}),
          ...(op.capacity !== undefined ? { capacity: op.capacity } : {}),
          ...(op.zone !== undefined ? { zone: zones[op.zone] } : {}),
        };
        const res = await partners[op.partner].api.patch(`/v1/riders/${r.id}/status`, body);
        if (Object.keys(body).length === 0) return expectAnswer(res, 400, 'invalid_request');
        // The zone is checked against the caller's own territories first: the answer is the same whether the rider exists.
        if (op.zone !== undefined && !TERRITORIES[op.partner].includes(op.zone)) return expectAnswer(res, 422, 'zone_not_in_territory');
        if (r.partner !== op.partner) return expectAnswer(res, 404, 'rider_not_found');
        expectAnswer(res, 200);
        Object.assign(r, { ...(op.status && { status: op.status }), ...(op.capacity !== undefined && { capacity: op.capacity }), ...(op.zone !== undefined && { zone: zones[op.zone] }) });
        expect(res.body).toMatchObject({ status: r.status, capacity: r.capacity, zone: r.zone, active_deliveries: r.active });
        return;
      }
      case 'get': {
        const o = order!;
        const res = await partners[op.partner].api.get(`/v1/orders/${o.id}`);
        if (!visible(o, op.partner)) return expectAnswer(res, 404, 'order_not_found');
        expectAnswer(res, 200);
        expect(res.body).toMatchObject({ status: o.status, rider_id: o.rider === null ? null : riders[o.rider].id });
        return;
      }
    }
  }

  it('answers every operation as the model does, and keeps every invariant', async () => {
    await fc.assert(
      fc.asyncProperty(initialRiders, fc.array(opArb, { minLength: 5, maxLength: 30 }), async (riderSetup, ops) => {
        run++;
        const zones = ['shared', 'own', 'nobody'].map((z) => `${z}-${run}-${Math.random().toString(36).slice(2, 7)}`);
        const partners = [];
        for (const t of TERRITORIES) partners.push(await createPartner(service, { territories: t.map((z) => zones[z]) }));
        const riders: ModelRider[] = [];
        for (const [i, p] of RIDER_PARTNERS.entries()) {
          const { status, capacity } = riderSetup[i];
          const zone = zones[TERRITORIES[p][i % TERRITORIES[p].length]];
          const created = await createRider(service, partners[p], { zone, status, capacity });
          riders.push({ id: created.rider_id, partner: p, status, zone, capacity, active: 0 });
        }
        const world = { partners, zones, riders, orders: [] as ModelOrder[] };

        for (const op of ops) await execute(op, world);

        // The store agrees with the model everywhere, not only in the answers.
        for (const o of world.orders) {
          const actual = (await service.admin.get(`/v1/admin/orders/${o.id}`)).body;
          expect(actual).toMatchObject({ status: o.status, rider_id: o.rider === null ? null : riders[o.rider].id });
          // Its history only ever moved along the state machine. (Nobody hears of a job in a zone no partner covers.)
          if (o.zone !== zones[2]) expect(await historyOf(o.id)).toEqual({ legal: true, last: o.status });
        }
        for (const [p, partner] of partners.entries()) {
          const listed = (await partner.api.get('/v1/riders')).body.data;
          const mine = riders.filter((r) => r.partner === p);
          expect(listed.map((r: any) => [r.rider_id, r.status, r.zone, r.capacity, r.active_deliveries])).toEqual(
            mine.map((r) => [r.id, r.status, r.zone, r.capacity, r.active]),
          );
          // A partner never sees another partner's riders.
          expect(listed.every((r: any) => mine.some((m) => m.id === r.rider_id))).toBe(true);
        }
        expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
      }),
      { numRuns: 20 },
    );
  });

  it('keeps every invariant when random bursts of the same operations run concurrently', async () => {
    await fc.assert(
      fc.asyncProperty(initialRiders, fc.array(fc.array(opArb, { minLength: 2, maxLength: 10 }), { minLength: 1, maxLength: 4 }), async (riderSetup, bursts) => {
        run++;
        const zones = ['shared', 'own', 'nobody'].map((z) => `${z}-${run}-${Math.random().toString(36).slice(2, 7)}`);
        const partners: TestPartner[] = [];
        for (const t of TERRITORIES) partners.push(await createPartner(service, { territories: t.map((z) => zones[z]) }));
        const riders: string[] = [];
        for (const [i, p] of RIDER_PARTNERS.entries()) {
          const zone = zones[TERRITORIES[p][i % TERRITORIES[p].length]];
          riders.push((await createRider(service, partners[p], { zone, ...riderSetup[i] })).rider_id);
        }
        const orders: string[] = [];
        for (const zone of [0, 0, 1]) orders.push((await createOrder(service, { zone: zones[zone] })).order_id);
        const unheardOf = new Set<string>(); // jobs in the zone nobody covers have no events

        const send = (op: Op) => {
          const orderId = 'order' in op ? orders[op.order % orders.length] : '';
          switch (op.kind) {
            case 'create':
              return service.admin.post('/v1/admin/orders', {
                zone: zones[op.zone],
                pickup: { creator: 'Mama Kitchen', eta_mins: 12 },
                dropoff: { area: 'Riverside' },
                payout_estimate: { currency: 'EUR', amount: 4.5 },
              });
            case 'accept':
            case 'reassign':
              return partners[op.partner].api.post(`/v1/orders/${orderId}/${op.kind}`, { rider_id: riders[op.rider] });
            case 'pickup':
            case 'deliver':
            case 'cancel':
              return service.admin.post(`/v1/admin/orders/${orderId}/${op.kind}`, op.kind === 'cancel' ? {} : undefined);
            case 'report':
              // Sent by the partner named: racing the network's moves, the holder's reports win some.
              return partners[op.partner].api.post(`/v1/orders/${orderId}/${op.move}`);
            case 'patch': {
              // No capacity changes here, so "never above capacity" must hold strictly.
              const body = { status: op.status ?? 'online', ...(op.zone !== undefined ? { zone: zones[op.zone] } : {}) };
              return partners[op.partner].api.patch(`/v1/riders/${riders[op.rider]}/status`, body);
            }
            case 'get':
              return partners[op.partner].api.get(`/v1/orders/${orderId}`);
          }
        };

        for (const burst of bursts) {
          const results = await Promise.all(burst.map(send));
          for (const [i, res] of results.entries()) {
            expect(res.status, `${JSON.stringify(burst[i])} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
            if (burst[i].kind === 'create' && res.status === 201) orders.push(res.body.order_id);
            if (burst[i].kind === 'create' && res.body.zone === zones[2]) unheardOf.add(res.body.order_id);
          }
          expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
          const over = await service.store.db.selectFrom('riders').select(['id', 'capacity', 'active_deliveries']).where('id', 'in', riders).execute();
          expect(over.filter((r) => r.active_deliveries > r.capacity)).toEqual([]);
          for (const orderId of orders.filter((id) => !unheardOf.has(id))) {
            const { legal, path } = await historyOf(orderId);
            if (path || !legal) expect({ orderId, legal, path }).toEqual({ orderId, legal: true, path: undefined });
          }
        }
      }),
      { numRuns: 8 },
    );
  });
});
