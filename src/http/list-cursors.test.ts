// A list's cursor is a `next_cursor` of that list (issue 46: `GET /v1/admin/orders?
// starting_after=bogus` answered 200 with the list from its start). Every list of the served
// document, partner's and network's, refuses what cannot be one of its cursors with a 422
// naming `starting_after`, and pages on with the ones it gave.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { newId, type IdPrefix } from '../shared/ids.js';

describeStores('list cursors', (kind) => {
  let service: TestService;
  let partner: TestPartner;
  const lists: Array<{ path: string; prefix: IdPrefix; admin: boolean }> = [];
  beforeAll(async () => {
    service = await startService(kind, { env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true' } });
    partner = await createPartner(service);
    const rider = await createRider(service, partner, { capacity: 5 });
    await createRider(service, partner);
    const orders = await Promise.all([1, 2, 3, 4].map(() => createOrder(service, { zone: partner.territories[0] })));
    for (const order of orders.slice(0, 2)) await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id });
    for (const client of [partner.api, service.admin]) {
      const base = client === partner.api ? '/v1/webhook_endpoints' : '/v1/admin/webhook_endpoints';
      for (const n of [1, 2]) await client.post(base, { url: `http://127.0.0.1:9/hook-${n}`, enabled_events: ['*'] });
    }
    const doc = (await service.admin.get('/v1/openapi.json')).body;
    for (const [path, methods] of Object.entries<any>(doc.paths)) {
      const cursor = (methods.get?.parameters ?? []).find((p: any) => p.in === 'query' && p.name === 'starting_after');
      // The kind of id, as the cursor's pattern names it (an id of another kind is refused too).
      const prefix = (/^\^([a-z]+)_/.exec(cursor?.schema.pattern ?? '')?.[1] ?? 'ord') as IdPrefix;
      if (cursor) lists.push({ path, prefix, admin: path.startsWith('/v1/admin') });
    }
  });
  afterAll(() => service.close());

  it('refuses a cursor that is not an id of the list\'s kind (422 naming starting_after) on every list', async () => {
    // Orders (available, the partner's, the network's), riders, events, endpoints, settlements, partners.
    expect(lists.length).toBeGreaterThanOrEqual(11);
    for (const { path, prefix, admin } of lists) {
      const client = admin ? service.admin : partner.api;
      const otherKind = newId(prefix === 'ord' ? 'rdr' : 'ord');
      for (const cursor of ['bogus', '', `${prefix}_bogus`, otherKind, `${newId(prefix)}0`, newId(prefix).toUpperCase(), "ord_' or 1=1 --"]) {
        const res = await client.get(`${path}?starting_after=${encodeURIComponent(cursor)}`);
        expect(res.status, `${path}?starting_after=${cursor} → ${JSON.stringify(res.body)}`).toBe(422);
        expect(res.body).toMatchObject({ code: 'invalid_value', errors: [{ field: 'starting_after' }] });
      }
    }
  });

  it('pages on every list with the next_cursor it gave', async () => {
    let paged = 0;
    for (const { path, admin } of lists) {
      const client = admin ? service.admin : partner.api;
      const first = await client.get(`${path}?limit=1`);
      expect(first.status, path).toBe(200);
      if (!first.body.has_more) continue;
      const second = await client.get(`${path}?limit=1&starting_after=${first.body.next_cursor}`);
      expect(second.status, `${path} page 2 → ${JSON.stringify(second.body)}`).toBe(200);
      expect(second.body.data).toHaveLength(1);
      expect(second.body.data[0]).not.toEqual(first.body.data[0]);
      paged++;
    }
    expect(paged).toBeGreaterThanOrEqual(9);
  });

  it('pages on after an item that left the list since its page was read (an endpoint deleted)', async () => {
    const first = await partner.api.get('/v1/webhook_endpoints?limit=1');
    expect(first.body.has_more).toBe(true);
    expect((await partner.api.delete(`/v1/webhook_endpoints/${first.body.next_cursor}`)).status).toBe(200);
    const second = await partner.api.get(`/v1/webhook_endpoints?limit=1&starting_after=${first.body.next_cursor}`);
    expect(second.status).toBe(200);
    expect(second.body.data).toHaveLength(1);
  });
});
