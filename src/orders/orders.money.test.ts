import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartner, describeStores, sandboxOf, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { storeSnapshot } from '../../test/invariants.js';
import { decimalsOf, minorUnitsOf } from '../shared/money.js';

describe('money: ISO 4217 minor units, and decimals as written', () => {
  it.each([
    ['EUR', 2],
    ['JPY', 0],
    ['KWD', 3],
    ['BHD', 3],
    ['CLF', 4],
    ['XYZ', undefined],
  ])('%s has %s minor units', (currency, digits) => {
    expect(minorUnitsOf(currency)).toBe(digits);
  });

  it.each([
    [4.5, 1],
    [4.555, 3],
    [1e-7, 7],
    [4.5000001, 7],
    [1.5e-10, 11],
    [650, 0],
    [1e6, 0],
  ])('%s has %s decimals', (amount, decimals) => {
    expect(decimalsOf(amount)).toBe(decimals);
  });
});

describeStores('order payouts: one precision rule for every currency', (kind) => {
  let service: TestService;
  let partner: TestPartner;
  let sandbox: TestPartner;
  beforeAll(async () => {
    service = await startService(kind);
    partner = await createPartner(service);
    sandbox = await sandboxOf(service, partner);
  });
  afterAll(() => service.close());

  const body = (payout_estimate: object) => ({
    zone: partner.territories[0],
    pickup: { creator: 'Mama Kitchen', eta_mins: 12 },
    dropoff: { area: 'Riverside' },
    payout_estimate,
  });

  it.each([
    [{ currency: 'KWD', amount: 4.555 }],
    [{ currency: 'BHD', amount: 0.125 }],
    [{ currency: 'EUR', amount: 4.55 }],
    [{ currency: 'JPY', amount: 650 }],
    [{ currency: 'CLF', amount: 1.2345 }],
  ])('takes %j as sent and answers it back the same', async (payout) => {
    const created = await service.admin.post('/v1/admin/orders', body(payout));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.payout_estimate).toEqual(payout);
    expect((await service.admin.get(`/v1/admin/orders/${created.body.order_id}`)).body.payout_estimate).toEqual(payout);
  });

  it.each([
    ['JPY 1e-7', { currency: 'JPY', amount: 1e-7 }, 'payout_estimate.amount'],
    ['JPY 650.5', { currency: 'JPY', amount: 650.5 }, 'payout_estimate.amount'],
    ['EUR 4.5000001', { currency: 'EUR', amount: 4.5000001 }, 'payout_estimate.amount'],
    ['EUR 1e-7', { currency: 'EUR', amount: 1e-7 }, 'payout_estimate.amount'],
    ['KWD 4.5551', { currency: 'KWD', amount: 4.5551 }, 'payout_estimate.amount'],
    ['a code that is no ISO 4217 currency', { currency: 'XYZ', amount: 4.5 }, 'payout_estimate.currency'],
  ])('refuses %s with 422 invalid_value, on the admin API and in the sandbox alike, creating nothing', async (_name, payout, param) => {
    const before = await storeSnapshot(service.store);
    for (const res of [await service.admin.post('/v1/admin/orders', body(payout)), await sandbox.api.post('/v1/test_helpers/orders', { ...body(payout), zone: undefined })]) {
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body).toMatchObject({ code: 'invalid_value', param });
    }
    expect(await storeSnapshot(service.store)).toEqual(before);
  });
});
