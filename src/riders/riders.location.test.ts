import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, createRider, describeStores, sandboxOf, startService, type TestService } from '../../test/harness.js';

describeStores('PUT /v1/riders/{id}/location', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  const listed = async (partner: Awaited<ReturnType<typeof createPartner>>, riderId: string) =>
    ((await partner.api.get('/v1/riders')).body.data as Array<{ rider_id: string; location: unknown }>).find((r) => r.rider_id === riderId)!;

  it('stores a fix, answers it, and the rider list shows it; recorded_at defaults to now', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    expect((await listed(partner, rider.rider_id)).location).toBeNull();

    const before = new Date().toISOString();
    const res = await partner.api.put(`/v1/riders/${rider.rider_id}/location`, { lat: 52.3702, lng: 4.8952 });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['lat', 'lng', 'recorded_at', 'rider_id']);
    expect(res.body).toMatchObject({ rider_id: rider.rider_id, lat: 52.3702, lng: 4.8952 });
    expect(res.body.recorded_at >= before && res.body.recorded_at <= new Date().toISOString()).toBe(true);
    expect((await listed(partner, rider.rider_id)).location).toEqual({ lat: 52.3702, lng: 4.8952, recorded_at: res.body.recorded_at });

    // Kept as the same instant in UTC, with milliseconds.
    const offset = new Date(Date.now() + 60_000);
    const stamped = `${offset.toISOString().slice(0, 19)}Z`;
    const next = await partner.api.put(`/v1/riders/${rider.rider_id}/location`, { lat: -33.8688, lng: 151.2093, recorded_at: stamped });
    expect(next.body).toEqual({ rider_id: rider.rider_id, lat: -33.8688, lng: 151.2093, recorded_at: new Date(stamped).toISOString() });
  });

  it.each([
    ['lat 90.5', { lat: 90.5, lng: 0 }],
    ['lat -91', { lat: -91, lng: 0 }],
    ['lng 180.01', { lat: 0, lng: 180.01 }],
    ['lng -181', { lat: 0, lng: -181 }],
    ['recorded_at not a time', { lat: 1, lng: 1, recorded_at: 'yesterday' }],
    ['recorded_at an hour ahead', { lat: 1, lng: 1, recorded_at: new Date(Date.now() + 3_600_000).toISOString() }],
  ])('refuses %s with 422 invalid_value and keeps the stored fix', async (_name, body) => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    const stored = (await partner.api.put(`/v1/riders/${rider.rider_id}/location`, { lat: 10, lng: 20 })).body;

    const res = await partner.api.put(`/v1/riders/${rider.rider_id}/location`, body);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('invalid_value');
    expect((await listed(partner, rider.rider_id)).location).toEqual({ lat: 10, lng: 20, recorded_at: stored.recorded_at });
  });

  it('refuses a body of the wrong types with 400, changing nothing', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    for (const body of [{ lat: '52.1', lng: 4 }, { lat: 1 }, { lat: 1, lng: 2, speed: 3 }]) {
      const res = await partner.api.put(`/v1/riders/${rider.rider_id}/location`, body);
      expect(res.status).toBe(400);
    }
    expect((await listed(partner, rider.rider_id)).location).toBeNull();
  });

  it('accepts the edges: ±90, ±180', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    for (const [lat, lng] of [[90, 180], [-90, -180]]) {
      const res = await partner.api.put(`/v1/riders/${rider.rider_id}/location`, { lat, lng, recorded_at: new Date(Date.now() - (lat > 0 ? 2000 : 1000)).toISOString() });
      expect(res.body).toMatchObject({ lat, lng });
    }
  });

  it('ignores a fix older than the stored one (or as old): the answer is the stored location', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    const put = (lat: number, at: string) => partner.api.put(`/v1/riders/${rider.rider_id}/location`, { lat, lng: 5, recorded_at: at });

    await put(1, '2026-11-22T09:31:05.000Z');
    const older = await put(2, '2026-11-22T09:31:04.999Z');
    expect(older.status).toBe(200);
    expect(older.body).toEqual({ rider_id: rider.rider_id, lat: 1, lng: 5, recorded_at: '2026-11-22T09:31:05.000Z' });
    const same = await put(3, '2026-11-22T09:31:05Z');
    expect(same.body.lat).toBe(1);
    const newer = await put(4, '2026-11-22T09:31:05.001Z');
    expect(newer.body).toEqual({ rider_id: rider.rider_id, lat: 4, lng: 5, recorded_at: '2026-11-22T09:31:05.001Z' });
    expect((await listed(partner, rider.rider_id)).location).toEqual({ lat: 4, lng: 5, recorded_at: '2026-11-22T09:31:05.001Z' });
  });

  it('racing fixes: whatever order they commit in, the newest is stored', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    const base = Date.parse('2026-11-22T09:00:00.000Z');
    // Shuffled times; the fix's lat encodes its time, so the stored one says which won.
    const times = Array.from({ length: 40 }, (_, i) => i).sort(() => Math.random() - 0.5);
    const answers = await Promise.all(
      times.map((i) => partner.api.put(`/v1/riders/${rider.rider_id}/location`, { lat: i, lng: 0, recorded_at: new Date(base + i * 1000).toISOString() })),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    // Every answer is at least as new as its own fix.
    answers.forEach((answer, k) => expect(Date.parse(answer.body.recorded_at)).toBeGreaterThanOrEqual(base + times[k] * 1000));
    expect((await listed(partner, rider.rider_id)).location).toEqual({ lat: 39, lng: 0, recorded_at: new Date(base + 39_000).toISOString() });
  });

  it("a burst from two partners at once (grouped commits on SQLite): each answer is its caller's own, another's rider is 404 and kept as it was", async () => {
    const [one, two] = [await createPartner(service), await createPartner(service)];
    const ridersOf = async (partner: typeof one) => Promise.all(Array.from({ length: 5 }, () => createRider(service, partner)));
    const [ones, twos] = [await ridersOf(one), await ridersOf(two)];
    await two.api.put(`/v1/riders/${twos[0].rider_id}/location`, { lat: -1, lng: -1, recorded_at: new Date(Date.now() - 60_000).toISOString() });
    const sends = [
      ...ones.map((rider, i) => ({ partner: one, rider: rider.rider_id, lat: 10 + i, own: true })),
      ...twos.map((rider, i) => ({ partner: two, rider: rider.rider_id, lat: 20 + i, own: true })),
      ...twos.map((rider) => ({ partner: one, rider: rider.rider_id, lat: 89, own: false })),
    ];
    const answers = await Promise.all(sends.map((s) => s.partner.api.put(`/v1/riders/${s.rider}/location`, { lat: s.lat, lng: 5 })));
    answers.forEach((answer, i) => {
      if (sends[i].own) expect(answer.body).toMatchObject({ rider_id: sends[i].rider, lat: sends[i].lat, lng: 5 });
      else expect([answer.status, answer.body.code]).toEqual([404, 'rider_not_found']);
    });
    const listedTwo = (await two.api.get('/v1/riders')).body.data as Array<{ rider_id: string; location: { lat: number } }>;
    expect(twos.map((rider) => listedTwo.find((r) => r.rider_id === rider.rider_id)!.location.lat)).toEqual([20, 21, 22, 23, 24]);
  });

  it("is 404 for another partner's rider, an unknown one, and across live and sandbox; nothing changes", async () => {
    const owner = await createPartner(service);
    const other = await createPartner(service);
    const rider = await createRider(service, owner);
    const ownerSandbox = await sandboxOf(service, owner);

    for (const [client, id] of [
      [other.api, rider.rider_id],
      [owner.api, 'rdr_unknown'],
      [ownerSandbox.api, rider.rider_id],
    ] as const) {
      const res = await client.put(`/v1/riders/${id}/location`, { lat: 1, lng: 1 });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('rider_not_found');
    }
    expect((await listed(owner, rider.rider_id)).location).toBeNull();

    // A sandbox rider takes fixes from the test key only.
    const sandboxRider = (await ownerSandbox.api.post('/v1/test_helpers/riders', { zone: owner.territories[0], capacity: 2, status: 'online' })).body;
    expect((await owner.api.put(`/v1/riders/${sandboxRider.rider_id}/location`, { lat: 1, lng: 1 })).status).toBe(404);
    const ok = await ownerSandbox.api.put(`/v1/riders/${sandboxRider.rider_id}/location`, { lat: 1, lng: 2 });
    expect(ok.body).toMatchObject({ rider_id: sandboxRider.rider_id, lat: 1, lng: 2 });
    expect((await listed(ownerSandbox, sandboxRider.rider_id)).location).toMatchObject({ lat: 1, lng: 2 });
  });
});
