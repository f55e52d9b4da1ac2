// A number in a query string is written in decimal digits (issue 46: `limit=0x10` was read as
// 16 on every list). Every operation of the served document that takes a number in its query
// string is asked with text that JavaScript reads as a number but is not decimal digits.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestPartner, type TestService } from '../../test/harness.js';

const NOT_DECIMAL = ['0x10', '0X10', '0b10', '0o20', '1e1', '16.0', ' 16', '16 ', '+16', 'Infinity', '１６'];

describeStores('numbers in query strings', (kind) => {
  let service: TestService;
  let partner: TestPartner;
  let orderId: string;
  const numbers: Array<{ path: string; param: string; admin: boolean }> = [];
  beforeAll(async () => {
    service = await startService(kind);
    partner = await createPartner(service);
    await createRider(service, partner);
    orderId = (await createOrder(service, { zone: partner.territories[0] })).order_id;
    const doc = (await service.admin.get('/v1/openapi.json')).body;
    for (const [path, methods] of Object.entries<any>(doc.paths)) {
      for (const parameter of methods.get?.parameters ?? []) {
        if (parameter.in === 'query' && ['integer', 'number'].includes(parameter.schema?.type)) numbers.push({ path, param: parameter.name, admin: path.startsWith('/v1/admin') });
      }
    }
  });
  afterAll(() => service.close());

  it('refuses a number not written in decimal digits (400, naming the parameter) on every operation, and takes 16', async () => {
    // The lists' limit and the others (at the time of writing, 14 in all).
    expect(numbers.length).toBeGreaterThanOrEqual(14);
    for (const { path, param, admin } of numbers) {
      const client = admin ? service.admin : partner.api;
      const at = path.replace('{order_id}', orderId);
      for (const text of NOT_DECIMAL) {
        const res = await client.get(`${at}?${param}=${encodeURIComponent(text)}`);
        expect(res.status, `${at}?${param}=${JSON.stringify(text)} → ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body).toMatchObject({ code: 'invalid_request', errors: [{ field: param }] });
      }
      const decimal = await client.get(`${at}?${param}=16`);
      expect(decimal.status, `${at}?${param}=16 → ${JSON.stringify(decimal.body)}`).toBe(200);
    }
  });
});
