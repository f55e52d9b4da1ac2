import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, describeStores, sandboxOf, startService, type TestService } from '../../test/harness.js';

describeStores('GET and PUT /v1/dispatch_policy', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  it('is manual over all the territories until set', async () => {
    const partner = await createPartner(service, { territories: ['pol-a', 'pol-b'] });
    const res = await partner.api.get('/v1/dispatch_policy');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ object: 'dispatch_policy', mode: 'manual', zones: ['pol-a', 'pol-b'], max_distance_m: null, updated_at: null });
  });

  it('sets auto with zones and a distance limit, and a later PUT replaces the whole policy', async () => {
    const partner = await createPartner(service, { territories: ['pol-a', 'pol-b'] });
    const set = await partner.api.put('/v1/dispatch_policy', { mode: 'auto', zones: ['pol-b'], max_distance_m: 2500 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ object: 'dispatch_policy', mode: 'auto', zones: ['pol-b'], max_distance_m: 2500 });
    expect(Date.parse(set.body.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await partner.api.get('/v1/dispatch_policy')).body).toEqual(set.body);

    const replaced = await partner.api.put('/v1/dispatch_policy', { mode: 'auto' });
    expect(replaced.body).toMatchObject({ mode: 'auto', zones: ['pol-a', 'pol-b'], max_distance_m: null });
    expect(replaced.body.updated_at >= set.body.updated_at).toBe(true);
    const manual = await partner.api.put('/v1/dispatch_policy', { mode: 'manual', max_distance_m: null });
    expect(manual.body).toMatchObject({ mode: 'manual', zones: ['pol-a', 'pol-b'], max_distance_m: null });
  });

  it.each([
    [{}, 400, 'mode'],
    [{ mode: 'auto', speed: 'fast' }, 400, 'speed'],
    [{ mode: 'automatic' }, 422, 'mode'],
    [{ mode: 7 }, 422, 'mode'],
    [{ mode: 'auto', zones: ['pol-a', 'elsewhere'] }, 422, 'zones[1]'],
    [{ mode: 'auto', zones: [] }, 422, 'zones'],
    [{ mode: 'auto', zones: ['pol-a', 'pol-a'] }, 422, 'zones'],
    [{ mode: 'auto', zones: 'pol-a' }, 422, 'zones'],
    [{ mode: 'auto', max_distance_m: 0 }, 422, 'max_distance_m'],
    [{ mode: 'auto', max_distance_m: -5 }, 422, 'max_distance_m'],
    [{ mode: 'auto', max_distance_m: 1.5 }, 422, 'max_distance_m'],
    [{ mode: 'auto', max_distance_m: '3000' }, 422, 'max_distance_m'],
    [{ mode: 'auto', max_distance_m: 30_000_000 }, 422, 'max_distance_m'],
  ])('refuses %j with a %i naming %s, and changes nothing', async (body, status, param) => {
    const partner = await createPartner(service, { territories: ['pol-a', 'pol-b'] });
    await partner.api.put('/v1/dispatch_policy', { mode: 'manual', zones: ['pol-a'], max_distance_m: 900 });
    const before = (await partner.api.get('/v1/dispatch_policy')).body;
    const res = await partner.api.put('/v1/dispatch_policy', body);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(JSON.stringify(res.body)).toContain(param.replace(/\[\d+\]/, ''));
    expect((await partner.api.get('/v1/dispatch_policy')).body).toEqual(before);
  });

  it("names the zone outside the territories", async () => {
    const partner = await createPartner(service, { territories: ['pol-a'] });
    const res = await partner.api.put('/v1/dispatch_policy', { mode: 'auto', zones: ['pol-a', 'elsewhere'] });
    expect(res.body).toMatchObject({ code: 'zone_not_in_territory', param: 'zones[1]' });
  });

  it("one partner's policy is its own: another's PUT changes nothing of it", async () => {
    const a = await createPartner(service, { territories: ['pol-shared'] });
    const b = await createPartner(service, { territories: ['pol-shared'] });
    await a.api.put('/v1/dispatch_policy', { mode: 'auto', max_distance_m: 1000 });
    await b.api.put('/v1/dispatch_policy', { mode: 'manual', max_distance_m: 5 });
    expect((await a.api.get('/v1/dispatch_policy')).body).toMatchObject({ mode: 'auto', max_distance_m: 1000 });
    expect((await b.api.get('/v1/dispatch_policy')).body).toMatchObject({ mode: 'manual', max_distance_m: 5 });
  });

  it('a test key reads and sets the sandbox policy, apart from the live one', async () => {
    const live = await createPartner(service, { territories: ['pol-s'] });
    const test = await sandboxOf(service, live);
    expect((await test.api.put('/v1/dispatch_policy', { mode: 'auto' })).body).toMatchObject({ mode: 'auto', zones: ['pol-s'] });
    expect((await live.api.get('/v1/dispatch_policy')).body).toMatchObject({ mode: 'manual', updated_at: null });
    await live.api.put('/v1/dispatch_policy', { mode: 'auto', max_distance_m: 10 });
    await test.api.put('/v1/dispatch_policy', { mode: 'manual' });
    expect((await live.api.get('/v1/dispatch_policy')).body).toMatchObject({ mode: 'auto', max_distance_m: 10 });
    expect((await test.api.get('/v1/dispatch_policy')).body).toMatchObject({ mode: 'manual', max_distance_m: null });
  });

  it('needs a partner key', async () => {
    expect((await service.client(null).get('/v1/dispatch_policy')).status).toBe(401);
    expect((await service.admin.put('/v1/dispatch_policy', { mode: 'auto' })).status).toBe(401);
  });
});
