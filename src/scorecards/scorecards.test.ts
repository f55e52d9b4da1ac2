// Scorecards against a known history, black box over HTTP, on both stores: accepts (a reassign
// is not one), the median time to accept, webhook success and endpoint health; the partner and
// the network read the same numbers; a sandbox is apart; bad callers are refused.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, sandboxOf, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { eventually, Receiver, registerEndpoint } from '../../test/receiver.js';
import { median } from './scorecards.service.js';

it('takes the middle value, or the mean of the two middle ones', () => {
  expect(median([])).toBeNull();
  expect(median([5])).toBe(5);
  expect(median([9, 1, 5])).toBe(5);
  expect(median([4, 1, 9, 2])).toBe(3);
});

describeStores('scorecards', (kind) => {
  let service: TestService;
  let receiver: Receiver;
  beforeAll(async () => {
    // One try per delivery, so each event is one attempt whose answer the test chooses.
    service = await startService(kind, { webhooks: true, matcher: true, env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_RETRY_SCHEDULE: '0s' } });
    receiver = await Receiver.start();
  });
  afterAll(async () => {
    await receiver?.close();
    await service?.close();
  });

  // The network's read sits between two of the partner's: when those agree, nothing changed
  // meanwhile (an attempt may land while a test waits), so the network must read the same.
  const both = async (partner: TestPartner) => {
    const read = async (request: Promise<any>) => {
      const res = await request;
      expect(res.status).toBe(200);
      const { generated_at: _, ...numbers } = res.body;
      return numbers;
    };
    for (let tries = 0; ; tries++) {
      const before = await read(partner.api.get('/v1/scorecard'));
      const theirs = await read(service.admin.get(`/v1/admin/partners/${partner.id}/scorecard`));
      const after = await read(partner.api.get('/v1/scorecard'));
      if (JSON.stringify(before) !== JSON.stringify(after) && tries < 20) continue;
      expect(theirs).toEqual(after); // the same numbers, whoever asks
      return after;
    }
  };

  it('starts at zero with no endpoint', async () => {
    const partner = await createPartner(service);
    expect(await both(partner)).toMatchObject({
      object: 'scorecard',
      partner_id: partner.id,
      jobs_accepted: 0,
      median_time_to_accept_seconds: null,
      accepts_measured: 0,
      expiries_seen: 0,
      webhooks: { window_minutes: 60, attempts: 0, succeeded: 0, success_rate: null },
      endpoints: { total: 0, enabled: 0, failing: 0, disabled: 0, health: 'none', failing_since: null },
    });
  });

  it('counts accepts, not reassigns, and takes the median wait from creation to accept', async () => {
    const partner = await createPartner(service);
    const other = await createPartner(service, { territories: partner.territories });
    const [amira, bruno] = await Promise.all([createRider(service, partner, { capacity: 5 }), createRider(service, partner, { capacity: 5 })]);
    const otherRider = await createRider(service, other);

    const quickStart = Date.now();
    const quick = await createOrder(service, { zone: partner.territories[0] });
    expect((await partner.api.post(`/v1/orders/${quick.order_id}/accept`, { rider_id: amira.rider_id })).status).toBe(200);
    const quickAtMost = (Date.now() - quickStart) / 1000;
    const createdAt = Date.now();
    const slow = await Promise.all([1, 2].map(() => createOrder(service, { zone: partner.territories[0] })));
    const lost = await createOrder(service, { zone: partner.territories[0] });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    for (const order of slow) expect((await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: amira.rider_id })).status).toBe(200);
    const waitedAtMost = (Date.now() - createdAt) / 1000;
    // A reassign moves a job the partner already holds: not another accept.
    expect((await partner.api.post(`/v1/orders/${slow[0].order_id}/reassign`, { rider_id: bruno.rider_id })).status).toBe(200);
    // Another partner's accept counts for that partner only.
    expect((await other.api.post(`/v1/orders/${lost.order_id}/accept`, { rider_id: otherRider.rider_id })).status).toBe(200);
    // A race of accepts on one job: one winner, one accept counted.
    const racedStart = Date.now();
    const raced = await createOrder(service, { zone: partner.territories[0] });
    const answers = await Promise.all([amira, bruno, amira].map((r) => partner.api.post(`/v1/orders/${raced.order_id}/accept`, { rider_id: r.rider_id })));
    const racedAtMost = (Date.now() - racedStart) / 1000;
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);

    const card = await both(partner);
    expect(card.jobs_accepted).toBe(4);
    expect(card.accepts_measured).toBe(4);
    // Waits: two short ones (quick, raced) and two of at least 1.2 s (slow): the median is the
    // mean of a short one and a slow one, bounded by what the test measured around each.
    expect(card.median_time_to_accept_seconds).toBeGreaterThanOrEqual(0.6);
    expect(card.median_time_to_accept_seconds).toBeLessThanOrEqual((Math.max(quickAtMost, racedAtMost) + waitedAtMost) / 2 + 0.05);
    expect((await both(other)).jobs_accepted).toBe(1);
  });

  it('rates webhook attempts over the last hour and says how the endpoints are', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner, { capacity: 10 });
    const good = await registerEndpoint(partner, `${receiver.url}/good-${partner.id}`, ['order.assigned']);
    await registerEndpoint(partner, `${receiver.url}/bad-${partner.id}`, ['order.assigned']);
    receiver.respondWith((request) => (request.path === `/bad-${partner.id}` ? { status: 500 } : undefined));
    const orders = await Promise.all([1, 2, 3].map(() => createOrder(service, { zone: partner.territories[0] })));
    for (const order of orders) expect((await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);

    // 3 events × 2 endpoints: 3 acknowledged, 3 refused; the refusing endpoint is failing.
    const card = await eventually(async () => {
      const seen = await both(partner);
      return seen.webhooks.attempts === 6 && seen.endpoints.failing === 1 ? seen : undefined;
    }, 'six attempts recorded');
    expect(card.webhooks).toEqual({ window_minutes: 60, attempts: 6, succeeded: 3, success_rate: 0.5 });
    expect(card.endpoints).toMatchObject({ total: 2, enabled: 2, failing: 1, disabled: 0, health: 'failing' });
    expect(Date.parse(card.endpoints.failing_since)).toBeLessThanOrEqual(Date.now());

    // The partner disables the failing one (and the good one stays): healthy again, one disabled.
    const bad = (await partner.api.get('/v1/webhook_endpoints')).body.data.find((e: any) => e.id !== good.id);
    expect((await partner.api.patch(`/v1/webhook_endpoints/${bad.id}`, { status: 'disabled' })).status).toBe(200);
    expect((await both(partner)).endpoints).toMatchObject({ total: 2, enabled: 1, disabled: 1, health: 'healthy', failing_since: null });
    receiver.respondWith(undefined);
  });

  it("counts an expiry for each partner whose territories held a zone the job was offered in", async () => {
    const [x, y, far] = [`x-${Date.now()}`, `y-${Date.now()}`, `far-${Date.now()}`];
    const inX = await createPartner(service, { territories: [x] });
    const inY = await createPartner(service, { territories: [y] });
    const inBoth = await createPartner(service, { territories: [x, y] });
    const elsewhere = await createPartner(service, { territories: [far] });
    const suspended = await createPartner(service, { territories: [x] });
    expect((await service.admin.patch(`/v1/admin/partners/${suspended.id}`, { status: 'suspended' })).status).toBe(200);
    // One step that offers the job in y too, then the ladder runs out.
    expect((await service.admin.put('/v1/admin/escalation_policy', { steps: [{ accept_within: '1s', zones: [y] }] })).status).toBe(200);
    try {
      const res = await service.admin.post('/v1/admin/orders', {
        zone: x,
        accept_within: '1s',
        pickup: { creator: 'Mama Kitchen', eta_mins: 12 },
        dropoff: { area: 'Riverside' },
        payout_estimate: { currency: 'EUR', amount: 4.5 },
      });
      expect(res.status).toBe(201);
      await eventually(async () => {
        const order = (await service.admin.get(`/v1/admin/orders/${res.body.order_id}`)).body;
        return order.escalation_step === 1 && order.accept_by === null ? order : undefined;
      }, 'the ladder ran out');
      expect((await both(inX)).expiries_seen).toBe(1);
      expect((await both(inY)).expiries_seen).toBe(1);
      expect((await both(inBoth)).expiries_seen).toBe(1); // once per job, not once per zone
      expect((await both(elsewhere)).expiries_seen).toBe(0);
      expect((await service.admin.get(`/v1/admin/partners/${suspended.id}/scorecard`)).body.expiries_seen).toBe(0);
      // Still open: accepted after it expired, it is an accept like any other.
      const rider = await createRider(service, inY);
      expect((await inY.api.post(`/v1/orders/${res.body.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
      expect(await both(inY)).toMatchObject({ jobs_accepted: 1, expiries_seen: 1, accepts_measured: 1 });
    } finally {
      await service.admin.put('/v1/admin/escalation_policy', { steps: [] });
    }
  });

  it('keeps a sandbox apart from live', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    const order = await createOrder(service, { zone: partner.territories[0] });
    expect((await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
    const sandbox = await sandboxOf(service, partner);
    const card = (await sandbox.api.get('/v1/scorecard')).body;
    expect(card.jobs_accepted).toBe(0);
    expect(card.partner_id).not.toBe(partner.id);
    expect((await both(partner)).jobs_accepted).toBe(1);
  });

  it('refuses an unknown partner, a partner key on the network route, and no key', async () => {
    const partner = await createPartner(service);
    const unknown = await service.admin.get('/v1/admin/partners/ptn_nobody/scorecard');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('partner_not_found');
    expect((await partner.api.get(`/v1/admin/partners/${partner.id}/scorecard`)).status).toBe(401);
    expect((await service.admin.get('/v1/scorecard')).status).toBe(401);
    expect((await service.client(null).get('/v1/scorecard')).status).toBe(401);
  });
});
