import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, freshDatabase, sandboxOf, startService, type TestDatabase, type TestPartner, type TestService } from '../../test/harness.js';
import { idFloorAt, timeOfId } from '../shared/ids.js';
import { MAX_STREAMS_PER_KEY } from './events.stream.route.js';

/** An open event stream, read as EventSource would. */
class Stream {
  readonly events: EventSourceMessage[] = [];
  readonly comments: string[] = [];
  readonly #abort = new AbortController();
  #waiters: Array<() => void> = [];
  ended = false;

  static async open(service: TestService, key: string, options: { query?: string; lastEventId?: string } = {}): Promise<Stream> {
    const stream = new Stream();
    const response = await fetch(`${service.url}/v1/events/stream${options.query ?? ''}`, {
      headers: { authorization: `Bearer ${key}`, ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}) },
      signal: stream.#abort.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const parser = createParser({
      onEvent: (event) => {
        stream.events.push(event);
        for (const wake of stream.#waiters.splice(0)) wake();
      },
      onComment: (comment) => stream.comments.push(comment),
    });
    void (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of response.body!) parser.feed(decoder.decode(chunk, { stream: true }));
      } catch {
        // aborted
      }
      stream.ended = true;
      for (const wake of stream.#waiters.splice(0)) wake();
    })();
    // The stream starts from "now" once its first comment is in: events after this are its.
    await stream.until(() => stream.comments.length > 0);
    return stream;
  }

  async until(done: () => boolean, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (this.ended) throw new Error('stream ended');
      if (Date.now() > deadline) throw new Error(`stream: not reached; got ${this.events.map((e) => e.event).join(', ')}`);
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  close(): void {
    this.#abort.abort();
  }
}

describeStores('event stream', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  it('sends each new event as id, event and the envelope, the same as GET /v1/events', async () => {
    const partner = await createPartner(service);
    const other = await createPartner(service);
    const stream = await Stream.open(service, partner.key);
    const rider = await createRider(service, partner);
    const order = await createOrder(service, { zone: partner.territories[0] });
    await createOrder(service, { zone: other.territories[0] });
    await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id });
    await stream.until(() => stream.events.length >= 2);
    stream.close();

    const listed = (await partner.api.get('/v1/events')).body.data.reverse();
    expect(stream.events.map((e) => [e.id, e.event])).toEqual(listed.map((e: any) => [e.id, e.type]));
    for (const [i, e] of stream.events.entries()) {
      const { object: _object, ...envelope } = listed[i];
      expect(JSON.parse(e.data)).toEqual(envelope);
    }
  });

  it('resumes after Last-Event-ID with what came after it, and filters by type', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await createOrder(service, { zone: partner.territories[0] }));
    await partner.api.post(`/v1/orders/${orders[0].order_id}/accept`, { rider_id: rider.rider_id });
    const all = (await partner.api.get('/v1/events')).body.data.reverse();
    expect(all).toHaveLength(4);

    const resumed = await Stream.open(service, partner.key, { lastEventId: all[0].id });
    await resumed.until(() => resumed.events.length >= 3);
    expect(resumed.events.map((e) => e.id)).toEqual(all.slice(1).map((e: any) => e.id));
    // Then it goes on live.
    const later = await createOrder(service, { zone: partner.territories[0] });
    await resumed.until(() => resumed.events.length >= 4);
    expect(JSON.parse(resumed.events[3].data).data.order_id).toBe(later.order_id);
    resumed.close();

    const assignedOnly = await Stream.open(service, partner.key, { lastEventId: all[0].id, query: '?types=order.assigned,settlement.paid' });
    await assignedOnly.until(() => assignedOnly.events.length >= 1);
    await partner.api.post(`/v1/orders/${orders[1].order_id}/accept`, { rider_id: rider.rider_id });
    await createOrder(service, { zone: partner.territories[0] });
    await assignedOnly.until(() => assignedOnly.events.length >= 2);
    expect(assignedOnly.events.map((e) => [e.event, JSON.parse(e.data).data.order_id])).toEqual([
      ['order.assigned', orders[0].order_id],
      ['order.assigned', orders[1].order_id],
    ]);
    assignedOnly.close();
  });

  it('sends an event committed after a later one (a slow transaction, another instance) once', async () => {
    const partner = await createPartner(service);
    const stream = await Stream.open(service, partner.key);
    await createOrder(service, { zone: partner.territories[0] });
    await stream.until(() => stream.events.length >= 1);
    // Made (id and time) half a second before the event already sent, committed only now.
    const late = idFloorAt('evt', timeOfId(stream.events[0].id!) - 500).slice(0, -4) + 'late';
    await service.store.db
      .insertInto('events')
      .values({ id: late, partner_id: partner.id, type: 'order.cancelled', data: '{"late":true}', created_at: new Date().toISOString() })
      .execute();
    await createOrder(service, { zone: partner.territories[0] });
    await stream.until(() => stream.events.length >= 3);
    await createOrder(service, { zone: partner.territories[0] });
    await stream.until(() => stream.events.length >= 4);
    stream.close();
    expect(stream.events.map((e) => e.id).filter((id) => id === late)).toHaveLength(1);
    expect(new Set(stream.events.map((e) => e.id)).size).toBe(4);
  });

  it('keeps a sandbox stream and a live stream apart', async () => {
    const live = await createPartner(service);
    const test = await sandboxOf(service, live);
    const liveStream = await Stream.open(service, live.key);
    const testStream = await Stream.open(service, test.key);
    const sandboxOrder = (await test.api.post('/v1/test_helpers/orders', {
      pickup: { creator: 'K', eta_mins: 5 },
      dropoff: { area: 'A' },
      payout_estimate: { currency: 'EUR', amount: 1 },
    })).body;
    const liveOrder = await createOrder(service, { zone: live.territories[0] });
    await liveStream.until(() => liveStream.events.length >= 1);
    await testStream.until(() => testStream.events.length >= 1);
    // One more of each, so that anything crossing over would have arrived by now.
    await test.api.post(`/v1/test_helpers/orders/${sandboxOrder.order_id}/cancel`);
    await service.admin.post(`/v1/admin/orders/${liveOrder.order_id}/cancel`);
    await liveStream.until(() => liveStream.events.length >= 2);
    await testStream.until(() => testStream.events.length >= 2);
    liveStream.close();
    testStream.close();
    expect(liveStream.events.map((e) => JSON.parse(e.data).data.order_id)).toEqual([liveOrder.order_id, liveOrder.order_id]);
    expect(testStream.events.map((e) => JSON.parse(e.data).data.order_id)).toEqual([sandboxOrder.order_id, sandboxOrder.order_id]);
  });

  it('refuses bad input and more than the streams a key may hold open', async () => {
    const partner = await createPartner(service);
    expect((await partner.api.get('/v1/events/stream?types=order.exploded')).body).toMatchObject({ status: 422, code: 'invalid_value' });
    expect((await partner.api.get('/v1/events/stream', { headers: { 'last-event-id': 'nope' } })).status).toBe(400);
    expect((await partner.api.get('/v1/events/stream', { key: null })).status).toBe(401);

    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_KEY; i++) streams.push(await Stream.open(service, partner.key));
    const refused = await partner.api.get('/v1/events/stream');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // Another key of the same partner has its own allowance; a closed stream frees its place.
    const second = await service.admin.post(`/v1/admin/partners/${partner.id}/api_keys`);
    const other = await Stream.open(service, second.body.key);
    other.close();
    streams.pop()!.close();
    let reopened: Stream | undefined;
    for (let i = 0; i < 50 && !reopened; i++) {
      const probe = await fetch(`${service.url}/v1/events/stream`, { headers: { authorization: `Bearer ${partner.key}` } });
      if (probe.status === 200) {
        await probe.body?.cancel();
        reopened = new Stream();
      } else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(reopened).toBeDefined();
    for (const s of streams) s.close();
  });
});

describeStores('event stream: resume points and HEAD', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  it('refuses a Last-Event-ID that is not one of the partner\'s events, instead of streaming nothing', async () => {
    const partner = await createPartner(service);
    const other = await createPartner(service);
    const test = await sandboxOf(service, partner);
    await createOrder(service, { zone: partner.territories[0] });
    await createOrder(service, { zone: other.territories[0] });
    const [own] = (await partner.api.get('/v1/events')).body.data;
    const [others] = (await other.api.get('/v1/events')).body.data;
    for (const [what, key, id] of [
      ['an id from the future', partner.key, idFloorAt('evt', Date.now() + 3_600_000)],
      ['an id from the past that was never made', partner.key, idFloorAt('evt', Date.now() - 60_000)],
      ["another partner's event", partner.key, others.id],
      ['a live event, with a test key', test.key, own.id],
    ]) {
      const refused = await service.client(key).get('/v1/events/stream', { headers: { 'last-event-id': id } });
      expect({ what, status: refused.status, code: refused.body.code, param: refused.body.param }).toEqual({ what, status: 422, code: 'unknown_last_event_id', param: 'Last-Event-ID' });
      expect(refused.body.detail).toContain('GET /v1/events.');
    }
    // The network's stream points at the network's list, not the partners'.
    const network = await service.admin.get('/v1/admin/events/stream', { headers: { 'last-event-id': others.id } });
    expect({ status: network.status, code: network.body.code }).toEqual({ status: 422, code: 'unknown_last_event_id' });
    expect(network.body.detail).toContain('GET /v1/admin/events.');
    // Its own event resumes (the other tests read what comes after).
    const resumed = await Stream.open(service, partner.key, { lastEventId: own.id });
    resumed.close();
  });

  it('answers HEAD with the stream\'s headers, without opening a stream or holding one of the key\'s places', async () => {
    const partner = await createPartner(service);
    for (let i = 0; i < MAX_STREAMS_PER_KEY * 2; i++) {
      const head = await fetch(`${service.url}/v1/events/stream`, { method: 'HEAD', headers: { authorization: `Bearer ${partner.key}` } });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(head.headers.get('x-request-id')).toBeTruthy();
      expect(await head.text()).toBe('');
    }
    const bad = await fetch(`${service.url}/v1/events/stream`, { method: 'HEAD', headers: { authorization: `Bearer ${partner.key}`, 'last-event-id': idFloorAt('evt', Date.now()) } });
    expect(bad.status).toBe(422);
    expect((await fetch(`${service.url}/v1/events/stream`, { method: 'HEAD' })).status).toBe(401);
    // Every place is still free.
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_KEY; i++) streams.push(await Stream.open(service, partner.key));
    for (const stream of streams) stream.close();
  });
});

describeStores('event stream and key revocation', (kind) => {
  let database: TestDatabase;
  let first: TestService;
  let second: TestService;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    // Two API instances on one store, as behind a load balancer.
    first = await startService(kind, { database });
    second = await startService(kind, { database });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  /** Revokes the key through `via`, and how long until `stream` ended after the revocation answered. */
  async function revokeAndTime(via: TestService, keyId: string, streams: Stream[]): Promise<number> {
    expect((await via.admin.delete(`/v1/admin/api_keys/${keyId}`)).status).toBe(200);
    const revokedAt = Date.now();
    while (!streams.every((s) => s.ended) && Date.now() - revokedAt < 10_000) await new Promise((resolve) => setTimeout(resolve, 20));
    return Date.now() - revokedAt;
  }

  it.each([
    ['on the instance holding the streams', 'first'],
    ['on another instance of the same store', 'second'],
  ] as const)('ends the open streams of a revoked key within a second, revoked %s', async (_where, via) => {
    const partner = await createPartner(first);
    const spare = await first.admin.post(`/v1/admin/partners/${partner.id}/api_keys`);
    const streams = [await Stream.open(first, partner.key), await Stream.open(first, partner.key)];
    const kept = await Stream.open(first, spare.body.key);
    await createOrder(first, { zone: partner.territories[0] });
    await streams[0].until(() => streams.every((s) => s.events.length === 1));

    const elapsed = await revokeAndTime(via === 'first' ? first : second, partner.keyId, streams);
    expect(streams.map((s) => s.ended)).toEqual([true, true]);
    expect(elapsed).toBeLessThan(1000);
    expect(streams[0].comments.at(-1)).toContain('your API key was revoked');
    // The key is refused from then on, on either instance.
    expect((await partner.api.get('/v1/events/stream')).status).toBe(401);
    expect((await second.client(partner.key).get('/v1/events/stream')).status).toBe(401);

    // The partner's other key streams on.
    const later = await createOrder(first, { zone: partner.territories[0] });
    await kept.until(() => kept.events.length === 2);
    expect(JSON.parse(kept.events[1].data).data.order_id).toBe(later.order_id);
    kept.close();
  });
});

describeStores('event stream and shutdown', (kind) => {
  it('does not keep app.close() waiting on an open stream', async () => {
    const service = await startService(kind);
    const partner: TestPartner = await createPartner(service);
    const stream = await Stream.open(service, partner.key);
    await service.close();
    await stream.until(() => stream.ended);
    expect(stream.ended).toBe(true);
  });
});
