// Admin order create: what its answer says beyond the order (warnings), and what it does not
// promise (a unique reference) or does (Idempotency-Key, as on every POST).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, describeStores, startService, type TestService } from '../../test/harness.js';

const body = (zone: string, reference?: string) => ({
  zone,
  pickup: { creator: 'Mama Kitchen', eta_mins: 12 },
  dropoff: { area: 'Riverside' },
  payout_estimate: { currency: 'EUR', amount: 4.5 },
  ...(reference === undefined ? {} : { reference }),
});

describeStores('POST /v1/admin/orders', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  it('says when no active partner covers the zone (the job is made all the same), and nothing when one does', async () => {
    const partner = await createPartner(service);
    const zone = partner.territories[0];
    const covered = await service.admin.post('/v1/admin/orders', body(zone));
    expect(covered.status).toBe(201);
    expect(covered.body).toMatchObject({ zone, status: 'unassigned', warnings: [] });

    const nowhere = `nowhere-${Date.now()}`;
    const lonely = await service.admin.post('/v1/admin/orders', body(nowhere));
    expect(lonely.status).toBe(201);
    expect(lonely.body.warnings).toEqual([{ code: 'zone_not_covered', message: `No active partner covers zone "${nowhere}": no partner is offered this job until one does.` }]);
    expect((await service.admin.get(`/v1/admin/orders/${lonely.body.order_id}`)).body).toMatchObject({ zone: nowhere, status: 'unassigned' });
    // Only the create's answer carries it: the order itself has no such field.
    expect((await service.admin.get(`/v1/admin/orders/${lonely.body.order_id}`)).body).not.toHaveProperty('warnings');

    // A suspended partner is offered nothing: its zone counts as uncovered while it is.
    const only = await createPartner(service);
    expect((await service.admin.patch(`/v1/admin/partners/${only.id}`, { status: 'suspended' })).status).toBe(200);
    expect((await service.admin.post('/v1/admin/orders', body(only.territories[0]))).body.warnings.map((w: { code: string }) => w.code)).toEqual(['zone_not_covered']);
    expect((await service.admin.patch(`/v1/admin/partners/${only.id}`, { status: 'active' })).status).toBe(200);
    expect((await service.admin.post('/v1/admin/orders', body(only.territories[0]))).body.warnings).toEqual([]);
  });

  it('takes a reference twice (it is not unique); Idempotency-Key makes a create safe to retry', async () => {
    const partner = await createPartner(service);
    const reference = `NET-${Date.now()}`;
    const first = await service.admin.post('/v1/admin/orders', body(partner.territories[0], reference));
    const second = await service.admin.post('/v1/admin/orders', body(partner.territories[0], reference));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.order_id).not.toBe(first.body.order_id);
    const listed = await service.admin.get(`/v1/admin/orders?reference=${reference}`);
    expect(listed.body.data.map((o: { order_id: string }) => o.order_id).sort()).toEqual([first.body.order_id, second.body.order_id].sort());

    const headers = { 'idempotency-key': `create-${reference}` };
    const once = await service.admin.post('/v1/admin/orders', body(partner.territories[0], `${reference}-retried`), { headers });
    const retried = await service.admin.post('/v1/admin/orders', body(partner.territories[0], `${reference}-retried`), { headers });
    expect([once.status, retried.status]).toEqual([201, 201]);
    expect(retried.body).toEqual(once.body);
    expect((await service.admin.get(`/v1/admin/orders?reference=${reference}-retried`)).body.data).toHaveLength(1);
    const other = await service.admin.post('/v1/admin/orders', body(partner.territories[0], 'another'), { headers });
    expect({ status: other.status, code: other.body.code }).toEqual({ status: 409, code: 'idempotency_key_reused' });
  });
});
