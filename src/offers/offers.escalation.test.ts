// Offers and the escalation ladder, black box: a real service (with its matcher, which runs the
// escalation pass), real HTTP, both stores. Deadlines are short (`accept_within` of a second or
// less) so a ladder walks in a few seconds.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, createRider, describeStores, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { eventually } from '../../test/receiver.js';
import { findOrder } from '../orders/orders.queries.js';
import { escalationSteps, stepJobs } from './offers.service.js';

const STEP_LATENESS_MS = 2000;

describeStores('offers: deadlines and the escalation ladder', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind, { matcher: true, env: { PDN_OFFER_WINDOW: '2s' } });
  });
  afterAll(() => service.close());

  const job = (zone: string, extra: Record<string, unknown> = {}) =>
    service.admin.post('/v1/admin/orders', {
      zone,
      pickup: { creator: 'Slow Kitchen', eta_mins: 10 },
      dropoff: { area: 'Riverside' },
      payout_estimate: { currency: 'EUR', amount: 4.5 },
      ...extra,
    });
  const setLadder = async (steps: unknown[]) => {
    const res = await service.admin.put('/v1/admin/escalation_policy', { steps });
    expect(res.status).toBe(200);
    return res.body;
  };
  const orderOf = async (id: string) => (await service.admin.get(`/v1/admin/orders/${id}`)).body;
  const eventsOf = async (partner: TestPartner, orderId: string) => {
    const res = await partner.api.get('/v1/events?limit=200');
    return (res.body.data as any[]).filter((e) => e.data.order_id === orderId).reverse();
  };
  const available = async (partner: TestPartner, query = '') => (await partner.api.get(`/v1/orders/available${query}`)).body.data.map((o: any) => o.order_id);
  const ms = (iso: string) => Date.parse(iso);

  it('a new job has a deadline: accept_within, else PDN_OFFER_WINDOW; it is in order.created and every view', async () => {
    await setLadder([]);
    const partner = await createPartner(service);
    const zone = partner.territories[0];
    const given = await job(zone, { accept_within: '90s' });
    expect(given.status).toBe(201);
    expect(given.body).toMatchObject({ escalation_step: 0, offered_zones: [zone] });
    expect(ms(given.body.accept_by) - ms(given.body.created_at)).toBe(90_000);
    const defaulted = (await job(zone)).body;
    expect(ms(defaulted.accept_by) - ms(defaulted.created_at)).toBe(2000);

    const viewed = (await partner.api.get(`/v1/orders/${given.body.order_id}`)).body;
    expect(viewed).toMatchObject({ accept_by: given.body.accept_by, escalation_step: 0, offered_zones: [zone] });
    const [created] = await eventsOf(partner, given.body.order_id);
    expect(created).toMatchObject({ type: 'order.created', data: { accept_by: given.body.accept_by, escalation_step: 0, offered_zones: [zone] } });
    expect((await partner.api.get('/v1/orders/available')).body.data.find((o: any) => o.order_id === given.body.order_id).accept_by).toBe(given.body.accept_by);
  });

  it('refuses a malformed or non-positive accept_within, and creates nothing', async () => {
    const partner = await createPartner(service);
    const zone = partner.territories[0];
    for (const acceptWithin of ['0s', '0', 'soon', '-5s', '', '5 minutes', 90]) {
      const res = await job(zone, { accept_within: acceptWithin });
      expect([400, 422], `accept_within ${JSON.stringify(acceptWithin)}`).toContain(res.status);
      expect(res.body.code).toMatch(/^invalid_(request|value)$/);
    }
    expect(await available(partner)).toEqual([]);
  });

  it('walks the whole ladder: payout, zones, windows and events to the right partners; still accepted once expired', async () => {
    const stamp = Date.now();
    const [home, far, never] = [`home-${stamp}`, `far-${stamp}`, `never-${stamp}`];
    const a = await createPartner(service, { territories: [home] });
    const b = await createPartner(service, { territories: [far] });
    const c = await createPartner(service, { territories: [never] });
    const riderB = await createRider(service, b, { zone: far });
    await setLadder([
      { accept_within: '1s', payout_increase: 1 },
      { accept_within: '1s', payout_increase: 0.5, zones: [far, home] },
    ]);

    const created = (await job(home, { accept_within: '1s' })).body;
    const id = created.order_id;
    // (The ladder is the network's, for every open job: jobs of other tests may walk it too, so
    // lists are checked for this job alone.)
    expect(await available(b)).not.toContain(id);
    // A partner that cannot see the job yet cannot accept it either.
    expect((await b.api.post(`/v1/orders/${id}/accept`, { rider_id: riderB.rider_id })).status).toBe(404);

    const step1 = await eventually(async () => ((await orderOf(id)).escalation_step >= 1 ? orderOf(id) : undefined), 'step 1');
    expect(step1).toMatchObject({ status: 'unassigned', escalation_step: 1, version: 2, payout_estimate: { currency: 'EUR', amount: 5.5 }, offered_zones: [home] });
    const step2 = await eventually(async () => ((await orderOf(id)).escalation_step >= 2 ? orderOf(id) : undefined), 'step 2');
    expect(step2).toMatchObject({ status: 'unassigned', escalation_step: 2, version: 3, payout_estimate: { amount: 6 }, offered_zones: [home, far] });
    // The newly reached partner sees the job (also filtered by its zone), and a partner never reached does not.
    expect(await available(b)).toContain(id);
    expect(await available(b, `?zone=${far}`)).toContain(id);
    expect(await available(c)).not.toContain(id);

    const expired = await eventually(async () => ((await orderOf(id)).accept_by === null ? orderOf(id) : undefined), 'expiry');
    expect(expired).toMatchObject({ status: 'unassigned', escalation_step: 2, version: 4, accept_by: null, payout_estimate: { amount: 6 }, offered_zones: [home, far] });

    // Events: A saw the job created and both steps; B only the step that reached it; C nothing;
    // no partner gets order.expired (the network's alone).
    const eventsA = await eventsOf(a, id);
    expect(eventsA.map((e) => [e.type, e.data.version])).toEqual([['order.created', 1], ['order.escalated', 2], ['order.escalated', 3]]);
    expect((await eventsOf(b, id)).map((e) => [e.type, e.data.version])).toEqual([['order.escalated', 3]]);
    expect(await eventsOf(c, id)).toEqual([]);
    const [, e1, e2] = eventsA;
    expect(e1.data).toMatchObject({ escalation_step: 1, payout_estimate: { amount: 5.5 }, offered_zones: [home] });
    expect(e2.data).toMatchObject({ escalation_step: 2, payout_estimate: { amount: 6 }, offered_zones: [home, far] });
    // Each window opens when its step applies, and each step comes within 2 s of the deadline before it.
    expect(ms(e1.data.accept_by) - ms(e1.data.updated_at)).toBe(1000);
    expect(ms(e2.data.accept_by) - ms(e2.data.updated_at)).toBe(1000);
    const lateness = [ms(e1.data.updated_at) - ms(created.accept_by), ms(e2.data.updated_at) - ms(e1.data.accept_by), ms(expired.updated_at) - ms(e2.data.accept_by)];
    for (const late of lateness) expect(late).toBeGreaterThanOrEqual(0);
    for (const late of lateness) expect(late).toBeLessThanOrEqual(STEP_LATENESS_MS);

    // Expired, still open: the newly reached partner accepts it at the payout it kept.
    const accepted = await b.api.post(`/v1/orders/${id}/accept`, { rider_id: riderB.rider_id });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'assigned', rider_id: riderB.rider_id, payout_estimate: { currency: 'EUR', amount: 6 } });
    expect(await available(a)).not.toContain(id);
    expect(await available(b)).not.toContain(id);
    // It is never escalated again.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await orderOf(id)).toMatchObject({ status: 'assigned', version: 5, escalation_step: 2 });
  });

  it('20 accepts racing their deadlines: none escalated or expired after it was taken; each answered the payout it kept', async () => {
    const zone = `race-${Date.now()}`;
    const partner = await createPartner(service, { territories: [zone] });
    const rider = await createRider(service, partner, { zone, capacity: 20 });
    await setLadder([{ accept_within: '300ms', payout_increase: 1 }]);
    const jobs = await Promise.all(Array.from({ length: 20 }, () => job(zone, { accept_within: '700ms' })));
    expect(jobs.every((res) => res.status === 201)).toBe(true);

    // Each accept sent right on its job's deadline (when the pass wakes for it), a few ms either
    // side, or around where the expiry falls (the step's window later): all at once, over real
    // connections. Some land before the step, some between step and expiry, some after.
    const offsets = [-20, -5, 0, 2, 5, 10, 15, 25, 40, 60];
    const answers = await Promise.all(
      jobs.map(async ({ body }, i) => {
        const at = ms(body.accept_by) + offsets[i % 10] + (i < 10 ? 0 : 300);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
        return partner.api.post(`/v1/orders/${body.order_id}/accept`, { rider_id: rider.rider_id });
      }),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    // Let any pass that could still (wrongly) touch them run.
    await new Promise((resolve) => setTimeout(resolve, 1200));

    const outcomes = new Set<string>();
    for (const [i, { body }] of jobs.entries()) {
      const final = await orderOf(body.order_id);
      const events = await eventsOf(partner, body.order_id);
      const assigned = events.filter((e) => e.type === 'order.assigned');
      expect(assigned).toHaveLength(1);
      // Nothing happened to it after it was taken: the assignment is its last version and event.
      expect(final).toMatchObject({ status: 'assigned', version: assigned[0].data.version });
      expect(events.at(-1)!.type).toBe('order.assigned');
      expect(events.filter((e) => e.type === 'order.escalated').every((e) => e.data.status === 'unassigned' && e.data.version < final.version)).toBe(true);
      // The payout answered is the payout kept, and what order.assigned said.
      expect(answers[i].body.payout_estimate).toEqual(final.payout_estimate);
      expect(assigned[0].data.payout_estimate).toEqual(final.payout_estimate);
      expect(final.payout_estimate.amount).toBe(4.5 + final.escalation_step);
      // Taken after its expiry only if the expiry (version 3) came before the accept (version 4).
      if (final.accept_by === null) expect(final).toMatchObject({ escalation_step: 1, version: 4 });
      outcomes.add(final.accept_by === null ? 'after expiry' : `at step ${final.escalation_step}`);
    }
    // The deadlines really were raced: not every accept landed on the same side of them.
    expect(outcomes.size).toBeGreaterThan(1);
  });

  it('a step of a job as read before an accept, or before another step, changes nothing (the interleavings the races rely on)', async () => {
    // The pass reads the due jobs, then steps each. Here, on a service running no pass of its
    // own, the read is taken, then the accept (or another instance's step) commits, and only
    // then the step runs: exactly that order, every time.
    const quiet = await startService(kind);
    try {
      const partner = await createPartner(quiet);
      const zone = partner.territories[0];
      const rider = await createRider(quiet, partner, { zone });
      expect((await quiet.admin.put('/v1/admin/escalation_policy', { steps: [{ accept_within: '1m', payout_increase: 1 }] })).status).toBe(200);
      const create = async () =>
        (
          await quiet.admin.post('/v1/admin/orders', {
            zone,
            pickup: { creator: 'Slow Kitchen', eta_mins: 10 },
            dropoff: { area: 'Riverside' },
            payout_estimate: { currency: 'EUR', amount: 4.5 },
            accept_within: '1ms',
          })
        ).body;
      const [taken, twice] = [await create(), await create()];
      await new Promise((resolve) => setTimeout(resolve, 5)); // both deadlines passed
      const steps = await escalationSteps(quiet.app.pdn);
      const read = async (id: string) => (await findOrder(quiet.store.db, id))!;
      const view = async (id: string) => (await quiet.admin.get(`/v1/admin/orders/${id}`)).body;

      const seenTaken = await read(taken.order_id);
      expect((await partner.api.post(`/v1/orders/${taken.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
      const assigned = await view(taken.order_id);
      expect(await stepJobs(quiet.app.pdn, [seenTaken], steps)).toEqual(['gone']);
      expect(await view(taken.order_id)).toEqual(assigned);

      const seenTwice = await read(twice.order_id);
      expect(await stepJobs(quiet.app.pdn, [seenTwice], steps)).toEqual(['escalated']);
      const stepped = await view(twice.order_id);
      expect(stepped).toMatchObject({ escalation_step: 1, version: 2, payout_estimate: { amount: 5.5 } });
      expect(await stepJobs(quiet.app.pdn, [seenTwice], steps)).toEqual(['gone']);
      expect(await view(twice.order_id)).toEqual(stepped);
      const events = (await partner.api.get('/v1/events?type=order.escalated')).body.data;
      expect(events.map((e: any) => e.data.order_id)).toEqual([twice.order_id]);
    } finally {
      await quiet.close();
    }
  });

  it('refuses a bad policy and changes nothing', async () => {
    const good = await setLadder([{ accept_within: '2m', payout_increase: 1.25, zones: ['harbour'] }]);
    expect(good).toMatchObject({ object: 'escalation_policy', steps: [{ accept_within: '2m', payout_increase: 1.25, zones: ['harbour'] }] });
    const bad = [
      { steps: Array.from({ length: 11 }, () => ({ accept_within: '1m' })) },
      { steps: [{ accept_within: '0s' }] },
      { steps: [{ accept_within: 'later' }] },
      { steps: [{ payout_increase: 1 }] },
      { steps: [{ accept_within: '1m', payout_increase: 0 }] },
      { steps: [{ accept_within: '1m', payout_increase: -1 }] },
      { steps: [{ accept_within: '1m', payout_increase: 1.2345 }] },
      { steps: [{ accept_within: '1m', zones: ['no way!'] }] },
      { steps: [{ accept_within: '1m', zones: 'harbour' }] },
      { steps: [{ accept_within: '1m', surprise: true }] },
      { steps: [{ accept_within: '1m' }], extra: 1 },
      {},
    ];
    for (const body of bad) {
      const res = await service.admin.put('/v1/admin/escalation_policy', body);
      expect([400, 422], JSON.stringify(body)).toContain(res.status);
      expect(res.body.code).toMatch(/^invalid_(request|value)$/);
    }
    expect((await service.admin.get('/v1/admin/escalation_policy')).body).toEqual(good);
    const partner = await createPartner(service);
    expect((await partner.api.get('/v1/admin/escalation_policy')).status).toBe(401);
    await setLadder([]);
    expect((await service.admin.get('/v1/admin/escalation_policy')).body).toMatchObject({ steps: [] });
  });

  it('lists available jobs by deadline, filters by it, and pages in that order', async () => {
    await setLadder([]);
    const partner = await createPartner(service);
    const zone = partner.territories[0];
    const windows = ['50s', '10s', '40s', '20s', '30s'];
    const made = [];
    for (const window of windows) made.push((await job(zone, { accept_within: window })).body);
    const byDeadline = [...made].sort((x, y) => ms(x.accept_by) - ms(y.accept_by)).map((o) => o.order_id);

    expect(await available(partner)).toEqual(made.map((o) => o.order_id));
    expect(await available(partner, '?sort=accept_by')).toEqual(byDeadline);
    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const res: any = await partner.api.get(`/v1/orders/available?sort=accept_by&limit=2${cursor ? `&starting_after=${cursor}` : ''}`);
      pages.push(...res.body.data.map((o: any) => o.order_id));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(pages).toEqual(byDeadline);

    const cut = made[3].accept_by; // the 20 s one
    expect(await available(partner, `?sort=accept_by&accept_by_lte=${encodeURIComponent(cut)}`)).toEqual(byDeadline.slice(0, 2));
    expect(await available(partner, `?accept_by_gte=${encodeURIComponent(cut)}`)).toEqual(made.filter((o) => o.accept_by >= cut).map((o) => o.order_id));
    expect([400, 422]).toContain((await partner.api.get('/v1/orders/available?accept_by_lte=tomorrow')).status);
    expect([400, 422]).toContain((await partner.api.get('/v1/orders/available?sort=payout')).status);
  });
});
