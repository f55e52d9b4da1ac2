// Every duration the API takes has one grammar (a whole number and a unit) and a documented
// maximum; beyond it is a 422 naming the limit, never a 500, and changes nothing (issue 46:
// `accept_within: "999999999d"` answered 500, `"10000000d"` stored an `accept_by` in year 29405
// that sorted before now, a ladder step of `"999999999d"` broke every escalation pass).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, describeStores, sandboxOf, startService, type Response, type TestPartner, type TestService } from '../../test/harness.js';
import { storeSnapshot } from '../../test/invariants.js';
import { eventually } from '../../test/receiver.js';

const DAY_MS = 86_400_000;
const orderBody = (zone: string) => ({ zone, pickup: { creator: 'Slow Kitchen', eta_mins: 10 }, dropoff: { area: 'Riverside' }, payout_estimate: { currency: 'EUR', amount: 4.5 } });

describeStores('durations the API takes', (kind) => {
  let service: TestService;
  let partner: TestPartner;
  let sandbox: TestPartner;
  let rollable: string;
  beforeAll(async () => {
    // The matcher runs the escalation pass.
    service = await startService(kind, { matcher: true });
    partner = await createPartner(service);
    sandbox = await sandboxOf(service, partner);
    rollable = partner.keyId;
  });
  afterAll(() => service.close());

  type Field = { name: string; field: string; maximum: string; positive: boolean; send(duration: string): Promise<Response> };
  const fields = (): Field[] => [
    { name: 'accept_within (order create)', field: 'accept_within', maximum: '30d', positive: true, send: (d) => service.admin.post('/v1/admin/orders', { ...orderBody(partner.territories[0]), accept_within: d }) },
    { name: 'accept_within (test helper order create)', field: 'accept_within', maximum: '30d', positive: true, send: (d) => sandbox.api.post('/v1/test_helpers/orders', { ...orderBody(partner.territories[0]), accept_within: d }) },
    {
      name: 'accept_within (escalation step)',
      field: 'steps[1].accept_within',
      maximum: '30d',
      positive: true,
      send: (d) => service.admin.put('/v1/admin/escalation_policy', { steps: [{ accept_within: '1h' }, { accept_within: d }] }),
    },
    {
      name: 'expires_in (key roll)',
      field: 'expires_in',
      maximum: '30d',
      positive: false,
      send: async (d) => {
        const res = await service.admin.post(`/v1/admin/api_keys/${rollable}/roll`, { expires_in: d });
        // The next roll rolls the new key (a roll of 0s ended the old one).
        if (res.status === 201) rollable = res.body.id;
        return res;
      },
    },
    { name: 'unassigned_for (order list)', field: 'unassigned_for', maximum: '3650d', positive: false, send: (d) => service.admin.get(`/v1/admin/orders?unassigned_for=${encodeURIComponent(d)}`) },
  ];

  it('refuses a duration beyond its maximum with a 422 naming the limit, and changes nothing', async () => {
    for (const { name, field, maximum, send } of fields()) {
      const over = [`${parseInt(maximum, 10) + 1}d`, '999999999d', '100000000d', '10000000d', '9999999999999999ms', '2592000000000s'];
      for (const duration of over) {
        const before = [await storeSnapshot(service.store), (await service.admin.get('/v1/admin/escalation_policy')).body];
        const res = await send(duration);
        expect(res.status, `${name} ${duration}: ${JSON.stringify(res.body)}`).toBe(422);
        expect(res.body).toMatchObject({ code: 'invalid_value', errors: [{ field, message: `must be at most ${maximum}` }] });
        expect(res.body.detail).toBe(`${field} must be at most ${maximum}`);
        expect([await storeSnapshot(service.store), (await service.admin.get('/v1/admin/escalation_policy')).body]).toEqual(before);
      }
    }
  });

  it('takes one grammar everywhere: a whole number and ms, s, m, h or d; anything else is a 4xx naming the field', async () => {
    for (const { name, field, positive, send } of fields()) {
      for (const duration of ['5', '1.5m', '5 minutes', '-5m', '', ' 5m', '5M', '1w', '0x10s', '1e3s']) {
        const res = await send(duration);
        expect(res.status, `${name} ${JSON.stringify(duration)}: ${JSON.stringify(res.body)}`).toBe(422);
        expect(res.body.errors[0].field).toBe(field);
      }
      for (const duration of ['1500ms', '90s', '5m', '2h', '1d']) expect((await send(duration)).status, `${name} ${duration}`).toBeLessThan(300);
      const zero = await send('0s');
      if (positive) expect(zero.body).toMatchObject({ code: 'invalid_value', errors: [{ field, message: 'must be at least 1ms' }] });
      else expect(zero.status, `${name} 0s`).toBeLessThan(300);
    }
    await service.admin.put('/v1/admin/escalation_policy', { steps: [] });
  });

  it('takes each maximum itself, and every deadline from it is a time that sorts as one', async () => {
    for (const { name, maximum, send } of fields()) expect((await send(maximum)).status, `${name} ${maximum}`).toBeLessThan(300);
    const res = await service.admin.post('/v1/admin/orders', { ...orderBody(partner.territories[0]), accept_within: '30d' });
    expect(Date.parse(res.body.accept_by) - Date.parse(res.body.created_at)).toBe(30 * DAY_MS);
    expect(res.body.accept_by).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // Not overdue: it is not escalated (the ladder would take it within 2 s).
    await service.admin.put('/v1/admin/escalation_policy', { steps: [{ accept_within: '1m' }] });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await service.admin.get(`/v1/admin/orders/${res.body.order_id}`)).body.escalation_step).toBe(0);
    await service.admin.put('/v1/admin/escalation_policy', { steps: [] });
  });

  it('escalates on when a stored ladder step has a window no deadline can hold (set before windows were bounded)', async () => {
    const zone = `ladder-${Date.now()}`;
    expect((await service.admin.put('/v1/admin/escalation_policy', { steps: [{ accept_within: '1m' }] })).status).toBe(200);
    // What an earlier release accepted and stored: 999999999 days (past year 9999 from any now).
    const unusable = [{ accept_within: '999999999d', accept_within_ms: 999_999_999 * DAY_MS, payout_increase: 1, zones: [] }];
    await service.store.db.updateTable('escalation_policy').set({ steps: JSON.stringify(unusable) }).where('id', '=', 1).execute();
    const jobs = await Promise.all([zone, `${zone}-b`].map(async (z) => (await service.admin.post('/v1/admin/orders', { ...orderBody(z), accept_within: '300ms' })).body));

    for (const job of jobs) {
      const stepped = await eventually(async () => {
        const order = (await service.admin.get(`/v1/admin/orders/${job.order_id}`)).body;
        return order.escalation_step === 1 ? order : undefined;
      }, `step of ${job.order_id}`);
      // The closest window it can have: the longest allowed.
      expect(Date.parse(stepped.accept_by) - Date.parse(stepped.updated_at)).toBe(30 * DAY_MS);
      expect(stepped.payout_estimate.amount).toBe(5.5);
    }
    await service.admin.put('/v1/admin/escalation_policy', { steps: [] });
  });
});
