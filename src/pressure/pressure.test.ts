import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, sandboxOf, startService, type TestService } from '../../test/harness.js';
import { generatedHistory } from '../../test/pressure-history.js';
import { SLOT_MS, slotOf, SLOTS_PER_WEEK } from './pressure.forecast.js';
import { pressurePass } from './pressure.pass.js';

const unique = (name: string) => `${name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
const entryOf = (res: { body: any }, zone: string) => res.body.zones.find((z: any) => z.zone === zone);

describeStores('GET /v1/fleet/pressure', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  it('answers each zone of the territories: level, open jobs, jobs of the last hour, median time to accept, a 6-hour forecast; and how long it holds', async () => {
    const partner = await createPartner(service, { territories: [unique('p-a'), unique('p-b'), unique('p-c')] });
    const [calm, busy, surge] = partner.territories;
    const rider = await createRider(service, partner, { zone: calm, capacity: 4 });
    await createRider(service, partner, { zone: busy, capacity: 3 });
    const calmJobs = await Promise.all([1, 2].map(() => createOrder(service, { zone: calm })));
    await Promise.all([1, 2].map(() => createOrder(service, { zone: busy })));
    await createOrder(service, { zone: surge });
    // One accepted: no longer open, its wait counted.
    expect((await partner.api.post(`/v1/orders/${calmJobs[0].order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);

    const before = Date.now();
    const res = await partner.api.get('/v1/fleet/pressure');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=([1-9]|1[0-5])$/);
    expect(res.body.object).toBe('fleet_pressure');
    expect(res.body.zones.map((z: any) => z.zone)).toEqual([calm, busy, surge]);
    // calm: 1 open against 3 free; busy: 2 open against 3 free; surge: 1 open, no rider.
    expect(entryOf(res, calm)).toMatchObject({ level: 'calm', open_jobs: 1, jobs_last_hour: 2, forecast_basis: 'no_history' });
    expect(entryOf(res, busy)).toMatchObject({ level: 'busy', open_jobs: 2, jobs_last_hour: 2, median_time_to_accept_seconds: null });
    expect(entryOf(res, surge)).toMatchObject({ level: 'surge', open_jobs: 1, jobs_last_hour: 1 });
    expect(entryOf(res, calm).median_time_to_accept_seconds).toBeGreaterThanOrEqual(0);
    expect(entryOf(res, calm).median_time_to_accept_seconds).toBeLessThan(60);

    // The forecast: the current slot, then every slot starting in the next six hours, back to back.
    const forecast = entryOf(res, calm).forecast;
    expect(forecast.length).toBeGreaterThanOrEqual(12);
    expect(forecast.length).toBeLessThanOrEqual(13);
    expect(Date.parse(forecast[0].from)).toBeLessThanOrEqual(before);
    expect(Date.parse(forecast[0].to)).toBeGreaterThan(before);
    expect(Date.parse(forecast.at(-1).to)).toBeGreaterThanOrEqual(before + 6 * 3600_000);
    for (const [i, slot] of forecast.entries()) {
      expect(Date.parse(slot.to) - Date.parse(slot.from)).toBe(SLOT_MS);
      if (i > 0) expect(slot.from).toBe(forecast[i - 1].to);
      // No history: a wide band, from none.
      expect(slot.jobs_p10).toBe(0);
      expect(slot.jobs_p90).toBeGreaterThanOrEqual(5);
    }
    expect(Date.parse(res.body.as_of)).toBeGreaterThanOrEqual(before);
  });

  it('counts every partner of the zone, and names none', async () => {
    const zone = unique('shared');
    const mine = await createPartner(service, { territories: [zone] });
    const other = await createPartner(service, { territories: [zone], name: 'Rival Fleet Ltd' });
    await createRider(service, other, { zone, capacity: 10 });
    await Promise.all([1, 2, 3].map(() => createOrder(service, { zone })));
    // 3 open against the other partner's 10 free: calm for both, though `mine` has no rider.
    const seen = await mine.api.get(`/v1/fleet/pressure?zone=${zone}`);
    expect(seen.body.zones).toHaveLength(1);
    expect(seen.body.zones[0]).toMatchObject({ zone, level: 'calm', open_jobs: 3, jobs_last_hour: 3 });
    const otherTook = await other.api.get('/v1/orders/available');
    expect((await other.api.post(`/v1/orders/${otherTook.body.data[0].order_id}/accept`, { rider_id: (await other.api.get('/v1/riders')).body.data[0].rider_id })).status).toBe(200);
    const after = await mine.api.get(`/v1/fleet/pressure?zone=${zone}`);
    expect(after.body.zones[0]).toMatchObject({ open_jobs: 2, jobs_last_hour: 3 });
    // Nothing names a partner or a rider, or counts one partner's fleet.
    const text = JSON.stringify(after.body);
    for (const secret of [other.id, mine.id, 'Rival Fleet Ltd', 'rdr_', 'ord_']) expect(text).not.toContain(secret);
    expect(Object.keys(after.body.zones[0]).sort()).toEqual(['as_of', 'forecast', 'forecast_basis', 'jobs_last_hour', 'level', 'median_time_to_accept_seconds', 'open_jobs', 'zone']);
  });

  it('refuses a zone outside the territories, or a malformed one, changing nothing', async () => {
    const partner = await createPartner(service);
    const outside = await partner.api.get('/v1/fleet/pressure?zone=not-mine');
    expect(outside.status).toBe(422);
    expect(outside.body).toMatchObject({ code: 'zone_not_in_territory', status: 422 });
    const malformed = await partner.api.get(`/v1/fleet/pressure?zone=${encodeURIComponent('-bad zone!')}`);
    expect(malformed.status).toBe(422);
    expect(malformed.body.code).toBe('invalid_value');
    expect(malformed.body.detail).toMatch(/zone/);
    const unknownParam = await partner.api.get('/v1/fleet/pressure?zones=x');
    expect(unknownParam.status).toBe(400);
    expect((await service.client(null).get('/v1/fleet/pressure')).status).toBe(401);
  });

  it('in test mode: the sandbox\'s own zones and numbers, no live job counted', async () => {
    const zone = unique('sbx');
    const live = await createPartner(service, { territories: [zone] });
    const test = await sandboxOf(service, live);
    await createOrder(service, { zone });
    await test.api.post('/v1/test_helpers/riders', { zone, capacity: 1, status: 'online', name: 'Robo' });
    const body = { pickup: { creator: 'Test Kitchen', eta_mins: 10 }, dropoff: { area: 'Sandbox Park' }, payout_estimate: { currency: 'EUR', amount: 6.25 } };
    await test.api.post('/v1/test_helpers/orders', body);
    await test.api.post('/v1/test_helpers/orders', body);
    const res = await test.api.get('/v1/fleet/pressure');
    expect(res.status).toBe(200);
    expect(res.body.zones).toEqual([expect.objectContaining({ zone, level: 'surge', open_jobs: 2, jobs_last_hour: 2, forecast_basis: 'no_history' })]);
    const liveRes = await live.api.get('/v1/fleet/pressure');
    expect(liveRes.body.zones[0]).toMatchObject({ open_jobs: 1, jobs_last_hour: 1, level: 'surge' });
  });
});

describeStores('the pressure pass', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  const HOLD = 5 * 60_000;
  const changes = async (store: TestService['store'], zone: string) =>
    (await store.db.selectFrom('events').select(['partner_id', 'data']).where('type', '=', 'zone.pressure_changed').execute()).filter((e) => JSON.parse(e.data).zone === zone);

  it('announces a new level once it has held PDN_PRESSURE_HOLD, to the partners covering the zone and the network, exactly once under racing passes', async () => {
    const zone = unique('hold');
    const a = await createPartner(service, { territories: [zone] });
    const b = await createPartner(service, { territories: [zone, unique('elsewhere')] });
    const elsewhere = await createPartner(service, { territories: [unique('far')] });
    await createOrder(service, { zone });
    const ctx = service.app.pdn;
    const t0 = Date.now();
    await pressurePass(ctx, { holdMs: HOLD, now: t0 });
    // Not yet held.
    await pressurePass(ctx, { holdMs: HOLD, now: t0 + HOLD - 1000 });
    expect(await changes(service.store, zone)).toEqual([]);
    // Held: passes race (the lease is bypassed on purpose); one announcement between them.
    const results = await Promise.all(Array.from({ length: 6 }, () => pressurePass(ctx, { holdMs: HOLD, now: t0 + HOLD + 1000 })));
    expect(results.flatMap((r) => r.announced.filter((c) => c.zone === zone))).toEqual([{ zone, level: 'surge', previous_level: 'calm' }]);
    const events = await changes(service.store, zone);
    expect(events.map((e) => e.partner_id).sort()).toEqual([a.id, b.id, 'network'].sort());
    expect(events.map((e) => e.partner_id)).not.toContain(elsewhere.id);
    const data = JSON.parse(events[0].data);
    expect(data).toMatchObject({ zone, level: 'surge', previous_level: 'calm', open_jobs: 1 });
    expect(data.forecast.length).toBeGreaterThanOrEqual(12);
    // The partner reads it through the API like any event.
    const listed = await a.api.get('/v1/events?type=zone.pressure_changed');
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((e: any) => e.data.zone)).toContain(zone);
    // Held again later: nothing new.
    await pressurePass(ctx, { holdMs: HOLD, now: t0 + 2 * HOLD });
    expect(await changes(service.store, zone)).toHaveLength(3);
  });

  it('announces nothing for a level that flapped back before the hold', async () => {
    const zone = unique('flap');
    const partner = await createPartner(service, { territories: [zone] });
    const order = await createOrder(service, { zone });
    const ctx = service.app.pdn;
    const t0 = Date.now();
    await pressurePass(ctx, { holdMs: HOLD, now: t0 });
    const rider = await createRider(service, partner, { zone, capacity: 5 });
    expect((await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
    await pressurePass(ctx, { holdMs: HOLD, now: t0 + 60_000 });
    await pressurePass(ctx, { holdMs: HOLD, now: t0 + 2 * HOLD });
    expect(await changes(service.store, zone)).toEqual([]);
  });

  it('learns the slot counts the triggers keep: the forecast rests on the history, and its accuracy is published', async () => {
    const zone = unique('learn');
    const partner = await createPartner(service, { territories: [zone] });
    const ctx = service.app.pdn;
    // Three weeks of history, written as the counters (the triggers' rows), ending with the slot before this one.
    const now = Date.now();
    const current = slotOf(now);
    const history = generatedHistory({ weeks: 3, seed: 7 });
    const first = current - history.length;
    const rows = history.flatMap((jobs, i) => (jobs > 0 ? [{ zone, slot: first + i, shard: 0, jobs }] : []));
    for (let i = 0; i < rows.length; i += 200) await service.store.db.insertInto('zone_slot_jobs').values(rows.slice(i, i + 200)).execute();
    const orders = await Promise.all([1, 2].map(() => createOrder(service, { zone })));
    expect(orders).toHaveLength(2);

    const result = await pressurePass(ctx, { holdMs: HOLD, now });
    expect(result.learnt).toBeGreaterThanOrEqual(1);
    const res = await partner.api.get('/v1/fleet/pressure');
    const entry = entryOf(res, zone);
    expect(entry.forecast_basis).toBe('weekly_history');
    expect(entry.jobs_last_hour).toBeGreaterThanOrEqual(2);
    // The weekly forecast follows the season: a slot's median is near what the same slot had in past weeks.
    for (const slot of entry.forecast) {
      const s = slotOf(Date.parse(slot.from));
      const pastWeeks = [1, 2, 3].map((w) => history[s - first - w * SLOTS_PER_WEEK]);
      expect(slot.jobs_p50).toBeGreaterThanOrEqual(Math.min(...pastWeeks) - 0.01);
      expect(slot.jobs_p50).toBeLessThanOrEqual(Math.max(...pastWeeks) + 0.01);
      expect(slot.jobs_p10).toBeLessThanOrEqual(slot.jobs_p50);
      expect(slot.jobs_p90).toBeGreaterThanOrEqual(slot.jobs_p50);
    }
    // A second pass in the same slot learns nothing again.
    expect((await pressurePass(ctx, { holdMs: HOLD, now })).learnt).toBe(0);

    const accuracy = await service.admin.get(`/v1/admin/pressure/accuracy?weeks=4&zone=${zone}`);
    expect(accuracy.status).toBe(200);
    expect(accuracy.body.object).toBe('pressure_accuracy');
    const [scored] = accuracy.body.zones;
    expect(scored.zone).toBe(zone);
    // Scored from the model's second day on (its first has no history to forecast from); it starts at the first slot counted.
    const firstCounted = history.findIndex((jobs) => jobs > 0);
    expect(scored.slots).toBe(history.length - firstCounted - 48);
    expect(scored.band_coverage).toBeGreaterThan(0.5);
    expect(scored.band_coverage).toBeLessThanOrEqual(1);
    expect(scored.mape).toBeGreaterThan(0);
    expect(scored.seasonal_naive_mape).toBeGreaterThan(0);
    expect(scored.weeks.map((w: any) => new Date(w.week_start).getUTCDay())).toEqual(scored.weeks.map(() => 1));
    expect(scored.weeks.reduce((sum: number, w: any) => sum + w.slots, 0)).toBe(scored.slots);

    expect((await service.admin.get('/v1/admin/pressure/accuracy?weeks=0')).body.code).toBe('invalid_value');
    expect((await partner.api.get('/v1/admin/pressure/accuracy')).status).toBe(401);
  });
});

describe('the pressure pass on the loop', () => {
  it('announces a held change by itself (PDN_PRESSURE_HOLD=300ms)', async () => {
    const service = await startService('sqlite', { env: { PDN_PRESSURE_HOLD: '300ms' } });
    try {
      const zone = unique('loop');
      const partner = await createPartner(service, { territories: [zone] });
      await createOrder(service, { zone });
      let events: any[] = [];
      for (let tries = 0; tries < 100 && events.length === 0; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        events = (await partner.api.get('/v1/events?type=zone.pressure_changed')).body.data;
      }
      expect(events.map((e) => [e.data.zone, e.data.level])).toEqual([[zone, 'surge']]);
    } finally {
      await service.close();
    }
  });
});
