import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, createRider, describeStores, startService, type TestService } from '../../test/harness.js';

describeStores('GET /v1/riders', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  const ids = (res: { body: any }) => res.body.data.map((r: any) => r.rider_id);

  it('lists only the partner’s own riders, oldest first, with the Rider fields and the name', async () => {
    const partner = await createPartner(service);
    const rival = await createPartner(service, { territories: partner.territories });
    const r1 = await createRider(service, partner, { name: 'Ada', capacity: 2 });
    await createRider(service, rival);
    const r2 = await createRider(service, partner, { status: 'on-break' });

    const res = await partner.api.get('/v1/riders');

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'list', has_more: false, next_cursor: null });
    expect(ids(res)).toEqual([r1.rider_id, r2.rider_id]);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['active_deliveries', 'capacity', 'location', 'name', 'rider_id', 'status', 'updated_at', 'zone']);
    expect(res.body.data[0]).toMatchObject({ name: 'Ada', status: 'online', capacity: 2, active_deliveries: 0, zone: partner.territories[0], location: null });
    expect(res.body.data[1]).toMatchObject({ name: null, status: 'on-break' });
  });

  it('is empty for a partner without riders', async () => {
    const partner = await createPartner(service);
    expect((await partner.api.get('/v1/riders')).body).toEqual({ object: 'list', data: [], has_more: false, next_cursor: null });
  });

  it('filters by status and by zone', async () => {
    const partner = await createPartner(service, { territories: [`e-${Date.now()}`, `w-${Date.now()}`] });
    const [east, west] = partner.territories;
    const a = await createRider(service, partner, { zone: east, status: 'online' });
    const b = await createRider(service, partner, { zone: west, status: 'offline' });
    const c = await createRider(service, partner, { zone: west, status: 'on-break' });
    const d = await createRider(service, partner, { zone: west, status: 'online' });

    expect(ids(await partner.api.get('/v1/riders?status=online'))).toEqual([a.rider_id, d.rider_id]);
    expect(ids(await partner.api.get('/v1/riders?status=on-break'))).toEqual([c.rider_id]);
    expect(ids(await partner.api.get(`/v1/riders?zone=${west}`))).toEqual([b.rider_id, c.rider_id, d.rider_id]);
    expect(ids(await partner.api.get(`/v1/riders?zone=${west}&status=online`))).toEqual([d.rider_id]);
  });

  it('pages with limit and starting_after', async () => {
    const partner = await createPartner(service);
    const created: string[] = [];
    for (let i = 0; i < 5; i++) created.push((await createRider(service, partner)).rider_id);

    const first = await partner.api.get('/v1/riders?limit=3');
    expect(first.body).toMatchObject({ has_more: true, next_cursor: created[2] });
    const second = await partner.api.get(`/v1/riders?limit=3&starting_after=${first.body.next_cursor}`);
    expect(second.body).toMatchObject({ has_more: false, next_cursor: null });
    expect([...ids(first), ...ids(second)]).toEqual(created);
  });

  it('pages 50 by default and up to 200', async () => {
    const partner = await createPartner(service);
    await Promise.all(Array.from({ length: 51 }, () => createRider(service, partner)));
    const first = await partner.api.get('/v1/riders');
    expect(first.body.data).toHaveLength(50);
    expect(first.body.has_more).toBe(true);
    const all = await partner.api.get('/v1/riders?limit=200');
    expect(all.body.data).toHaveLength(51);
    expect(all.body.has_more).toBe(false);
  });

  it('never pages into another partner’s riders through a foreign cursor', async () => {
    const partner = await createPartner(service);
    const rival = await createPartner(service);
    const rivalRider = await createRider(service, rival);
    const mine = await createRider(service, partner);
    const res = await partner.api.get(`/v1/riders?starting_after=${rivalRider.rider_id}`);
    expect(ids(res)).toEqual([mine.rider_id]);
  });

  it('refuses an unknown status (422) and unknown parameters (400)', async () => {
    const partner = await createPartner(service);
    const res = await partner.api.get('/v1/riders?status=sleeping');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('invalid_value');
    expect((await partner.api.get('/v1/riders?partner_id=ptn_x')).status).toBe(400);
  });
});
