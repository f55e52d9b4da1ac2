import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, describeStores, startService, type TestService } from '../../test/harness.js';

describeStores('POST /v1/admin/riders', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  const riderCount = async () => (await service.store.db.selectFrom('riders').select('id').execute()).length;

  it('adds a rider to a partner fleet, offline unless told otherwise', async () => {
    const partner = await createPartner(service);
    const res = await service.admin.post('/v1/admin/riders', { partner_id: partner.id, zone: partner.territories[0], capacity: 4, name: 'Ada' });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'offline', zone: partner.territories[0], capacity: 4, active_deliveries: 0, name: 'Ada' });
    expect(res.body.rider_id).toMatch(/^rdr_/);
    expect((await partner.api.get('/v1/riders')).body.data).toEqual([res.body]);
  });

  it('takes an initial status, and capacity 0 or 50', async () => {
    const partner = await createPartner(service);
    for (const [status, capacity] of [['online', 0], ['on-break', 50]] as const) {
      const res = await service.admin.post('/v1/admin/riders', { partner_id: partner.id, zone: partner.territories[0], capacity, status });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status, capacity });
    }
  });

  it.each([
    ['a zone outside the partner’s territories', (p: string) => ({ partner_id: p, zone: 'elsewhere', capacity: 2 }), 422, 'zone_not_in_territory'],
    ['capacity 51', (p: string, z: string) => ({ partner_id: p, zone: z, capacity: 51 }), 422, 'invalid_value'],
    ['status "sleeping"', (p: string, z: string) => ({ partner_id: p, zone: z, capacity: 2, status: 'sleeping' }), 422, 'invalid_value'],
    ['no capacity', (p: string, z: string) => ({ partner_id: p, zone: z }), 400, 'invalid_request'],
    ['an unknown field', (p: string, z: string) => ({ partner_id: p, zone: z, capacity: 2, vehicle: 'car' }), 400, 'invalid_request'],
    ['an unknown partner', (_p: string, z: string) => ({ partner_id: 'ptn_nobody', zone: z, capacity: 2 }), 404, 'partner_not_found'],
  ])('refuses %s and adds nothing', async (_name, body, status, code) => {
    const partner = await createPartner(service);
    const before = await riderCount();
    const res = await service.admin.post('/v1/admin/riders', body(partner.id, partner.territories[0]));
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(await riderCount()).toBe(before);
  });
});
