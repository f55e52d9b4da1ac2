// GET /v1/admin/orders: every live order, its filters and cursor pages; `reference` on create;
// and the network's event stream, which resumes after Last-Event-ID.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_KEY, createPartner, createRider, describeStores, sandboxOf, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { storeSnapshot } from '../../test/invariants.js';

const orderBody = (zone: string, reference?: string) => ({
  zone,
  pickup: { creator: 'Mama Kitchen', eta_mins: 12 },
  dropoff: { area: 'Riverside' },
  payout_estimate: { currency: 'EUR', amount: 4.5 },
  ...(reference === undefined ? {} : { reference }),
});

/** Reads the network's stream until `count` events came (or the time is up), then closes it. */
async function readStream(service: TestService, count: number, options: { key?: string; lastEventId?: string; onOpen?: () => Promise<void> } = {}) {
  const abort = new AbortController();
  const response = await fetch(`${service.url}/v1/admin/events/stream`, {
    headers: { authorization: `Bearer ${options.key ?? ADMIN_KEY}`, ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}) },
    signal: abort.signal,
  });
  if (response.status !== 200) return { status: response.status, events: [] as EventSourceMessage[] };
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: EventSourceMessage[] = [];
  let opened = false;
  const parser = createParser({ onEvent: (event) => events.push(event), onComment: () => (opened = true) });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const deadline = Date.now() + 15_000;
  let started = false;
  while (events.length < count && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
    if (opened && !started) {
      started = true;
      await options.onOpen?.();
    }
  }
  abort.abort();
  return { status: 200, events };
}

describeStores('GET /v1/admin/orders', (kind) => {
  let service: TestService;
  let a: TestPartner;
  let b: TestPartner;
  const zone = `lz-${Math.random().toString(36).slice(2, 8)}`;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    service = await startService(kind);
    a = await createPartner(service, { territories: [zone, `${zone}-a`] });
    b = await createPartner(service, { territories: [zone] });
    const riderA = await createRider(service, a, { capacity: 10, zone });
    const riderB = await createRider(service, b, { capacity: 10, zone });
    const create = async (name: string, z: string, reference?: string) => {
      const res = await service.admin.post('/v1/admin/orders', orderBody(z, reference));
      expect(res.status).toBe(201);
      ids[name] = res.body.order_id;
    };
    await create('open1', zone, 'REF-open1');
    await create('open2', `${zone}-a`);
    await create('heldA', zone, 'REF-shared');
    await create('heldB', zone, 'REF-shared');
    await create('doneA', zone);
    expect((await a.api.post(`/v1/orders/${ids.heldA}/accept`, { rider_id: riderA.rider_id })).status).toBe(200);
    expect((await b.api.post(`/v1/orders/${ids.heldB}/accept`, { rider_id: riderB.rider_id })).status).toBe(200);
    expect((await a.api.post(`/v1/orders/${ids.doneA}/accept`, { rider_id: riderA.rider_id })).status).toBe(200);
    expect((await service.admin.post(`/v1/admin/orders/${ids.doneA}/pickup`)).status).toBe(200);
    expect((await service.admin.post(`/v1/admin/orders/${ids.doneA}/deliver`)).status).toBe(200);
    // A sandbox order in the same zone: never in the network's list.
    const test = await sandboxOf(service, a);
    ids.sandbox = (await test.api.post('/v1/test_helpers/orders', orderBody(zone, 'REF-open1'))).body.order_id;
  });
  afterAll(() => service.close());

  const list = async (query: string) => {
    const res = await service.admin.get(`/v1/admin/orders?limit=200&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.map((o: { order_id: string }) => Object.keys(ids).find((k) => ids[k] === o.order_id)).filter(Boolean);
  };

  it('shows partner_id and reference on every admin view', async () => {
    const held = (await service.admin.get(`/v1/admin/orders/${ids.doneA}`)).body;
    expect(held).toMatchObject({ status: 'delivered', partner_id: a.id, reference: null });
    expect((await service.admin.get(`/v1/admin/orders/${ids.open1}`)).body).toMatchObject({ partner_id: null, reference: 'REF-open1' });
    // The partner's own view stays the partner's: no reference, no partner_id.
    const partnerView = (await a.api.get(`/v1/orders/${ids.heldA}`)).body;
    expect(partnerView.reference).toBeUndefined();
    expect(partnerView.partner_id).toBeUndefined();
  });

  it('filters by status (repeatable), zone, partner, reference and unassigned_for, live orders only', async () => {
    expect(await list(`zone=${zone}`)).toEqual(['open1', 'heldA', 'heldB', 'doneA']);
    expect(await list(`zone=${zone}&status=unassigned`)).toEqual(['open1']);
    expect(await list(`zone=${zone}&status=assigned&status=delivered`)).toEqual(['heldA', 'heldB', 'doneA']);
    expect(await list(`partner_id=${a.id}`)).toEqual(['heldA', 'doneA']);
    expect(await list(`partner_id=${b.id}&status=assigned`)).toEqual(['heldB']);
    expect(await list('reference=REF-shared')).toEqual(['heldA', 'heldB']);
    expect(await list('reference=REF-open1')).toEqual(['open1']);
    expect(await list('reference=REF-none')).toEqual([]);
    // Fresh orders: all unassigned ones are at least 0s old, none an hour old.
    expect((await list('unassigned_for=0s')).filter((k: string) => k !== undefined)).toEqual(['open1', 'open2']);
    expect(await list('unassigned_for=1h')).toEqual([]);
    // An order created long ago (its creation time moved back in the store) is found, while still unassigned.
    const longAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await service.store.db.updateTable('orders').set({ created_at: longAgo }).where('id', 'in', [ids.open2, ids.heldA]).execute();
    expect(await list('unassigned_for=5m')).toEqual(['open2']);
    expect(await list('unassigned_for=9m')).toEqual(['open2']);
    expect(await list('unassigned_for=11m')).toEqual([]);
    expect(await list(`unassigned_for=5m&zone=${zone}`)).toEqual([]);
  });

  it('pages by cursor, oldest first, and the pages add up to the whole list', async () => {
    // Several statuses are read one by one and merged (orders.queries.ts): their pages too.
    for (const query of [`zone=${zone}`, `zone=${zone}&status=delivered&status=unassigned&status=assigned`]) {
      const whole = (await service.admin.get(`/v1/admin/orders?${query}`)).body.data.map((o: { order_id: string }) => o.order_id);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res: { body: { data: Array<{ order_id: string }>; has_more: boolean; next_cursor: string | null } } = await service.admin.get(
          `/v1/admin/orders?${query}&limit=3${cursor ? `&starting_after=${cursor}` : ''}`,
        );
        seen.push(...res.body.data.map((o) => o.order_id));
        cursor = res.body.next_cursor;
      } while (cursor);
      expect(seen).toEqual(whole);
      expect(whole).toHaveLength(4);
      expect(whole).toEqual([...whole].sort());
    }
  });

  it('refuses malformed filters with a 4xx problem, and a bad reference on create changes nothing', async () => {
    for (const bad of ['status=lost', 'unassigned_for=5', 'unassigned_for=5 minutes', 'unassigned_for=-5m', 'unassigned_for=1.5h', 'partner_id=nope', 'zone=', 'reference=', 'limit=500', 'colour=red']) {
      const res = await service.admin.get(`/v1/admin/orders?${bad}`);
      expect([400, 422], bad).toContain(res.status);
      expect(res.headers.get('content-type')).toMatch(/problem\+json/);
      expect(res.body.code).toMatch(/^invalid_/);
    }
    // Ten years back is "since ever"; further is beyond its documented maximum (a 422 naming it).
    expect((await service.admin.get('/v1/admin/orders?unassigned_for=3650d')).status).toBe(200);
    expect((await service.admin.get('/v1/admin/orders?unassigned_for=999999999d')).body).toMatchObject({ code: 'invalid_value', detail: 'unassigned_for must be at most 3650d' });
    const before = await storeSnapshot(service.store);
    for (const reference of ['', 'x'.repeat(201), 42]) {
      const res = await service.admin.post('/v1/admin/orders', { ...orderBody(zone), reference });
      expect([400, 422]).toContain(res.status);
    }
    expect(await storeSnapshot(service.store)).toEqual(before);
    expect((await service.admin.post('/v1/admin/orders', orderBody(zone, 'x'.repeat(200)))).status).toBe(201);
  });

  it('streams the network’s events and resumes after Last-Event-ID; a partner key is refused', async () => {
    let order = '';
    const first = await readStream(service, 1, {
      onOpen: async () => {
        order = (await service.admin.post('/v1/admin/orders', orderBody(zone, 'STREAM-1'))).body.order_id;
      },
    });
    expect(first.events.map((e) => e.event)).toEqual(['order.created']);
    const envelope = JSON.parse(first.events[0].data);
    expect(envelope).toMatchObject({ id: first.events[0].id, type: 'order.created', data: { order_id: order, reference: 'STREAM-1', partner_id: null, version: 1 } });

    // While nobody listens: two more changes of the order; the resumed stream sends them, and nothing before.
    const rider = await createRider(service, b, { capacity: 2, zone });
    expect((await b.api.post(`/v1/orders/${order}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
    expect((await service.admin.post(`/v1/admin/orders/${order}/cancel`, {})).status).toBe(200);
    const resumed = await readStream(service, 2, { lastEventId: first.events[0].id });
    expect(resumed.events.map((e) => `${e.event}@${JSON.parse(e.data).data.version}`)).toEqual(['order.assigned@2', 'order.cancelled@3']);
    expect(JSON.parse(resumed.events[1].data).data.partner_id).toBe(b.id);

    expect((await readStream(service, 1, { key: a.key })).status).toBe(401);
    // A partner's event id is no resume point on the network's stream.
    const partnerEvent = (await b.api.get('/v1/events?limit=1')).body.data[0].id;
    expect((await readStream(service, 1, { lastEventId: partnerEvent })).status).toBe(422);
  });
});
