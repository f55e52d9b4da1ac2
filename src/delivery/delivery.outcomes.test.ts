import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, describeStores, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { eventually, eventWhenDeliveries, Receiver, registerEndpoint, verified } from '../../test/receiver.js';
import { recordOutcomes } from './delivery.worker.js';
import { claimDue, registerWorker } from './delivery.queries.js';
import type { Outcome } from './delivery.attempt.js';
import { deliveriesCommitted } from '../shared/wake.js';

const latestEventId = async (partner: TestPartner) => (await partner.api.get('/v1/events?limit=1')).body.data[0].id as string;

const gap = (attempts: Array<{ attempted_at: string }>, i: number) => Date.parse(attempts[i + 1].attempted_at) - Date.parse(attempts[i].attempted_at);

describeStores('webhook outcomes, replay and recovery', (kind) => {
  let service: TestService;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await Receiver.start();
    service = await startService(kind, { webhooks: true, env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_RETRY_SCHEDULE: '0s,100ms,100ms' } });
  });
  afterAll(async () => {
    await service.close();
    await receiver.close();
  });

  async function setup(path: string, events: string[] = ['*']) {
    const partner = await createPartner(service);
    const endpoint = await registerEndpoint(partner, receiver.url + path, events);
    return { partner, endpoint };
  }

  it('waits as long as Retry-After says on 429 and 503, not the shorter schedule', async () => {
    const { partner } = await setup('/throttled');
    receiver.answerNext(1, { status: 429, headers: { 'retry-after': '1' } }, '/throttled');
    const retryAt = new Date(Date.now() + 2500);
    receiver.answerNext(1, { status: 503, headers: { 'retry-after': retryAt.toUTCString() } }, '/throttled');
    await createOrder(service, { zone: partner.territories[0] });

    await receiver.waitForAnswered(3, '/throttled');
    const event = await eventWhenDeliveries(partner, await latestEventId(partner), 'succeeded');
    const { attempts } = event.deliveries[0];

    expect(attempts.map((a: any) => a.status_code)).toEqual([429, 503, 200]);
    expect(gap(attempts, 0)).toBeGreaterThanOrEqual(950); // the schedule alone would wait ≤ 120 ms
    // An HTTP date has whole seconds.
    expect(Date.parse(attempts[2].attempted_at)).toBeGreaterThanOrEqual(Math.floor(retryAt.getTime() / 1000) * 1000);
  });

  it('disables the endpoint on 410 Gone, fails the delivery, and sends it nothing more', async () => {
    const { partner, endpoint } = await setup('/gone');
    receiver.answerNext(1, { status: 410 }, '/gone');
    await createOrder(service, { zone: partner.territories[0] });
    const event = await eventWhenDeliveries(partner, await latestEventId(partner), 'failed');

    expect(event.deliveries[0]).toMatchObject({ status: 'failed', attempt_count: 1, last_status_code: 410 });
    const after = (await partner.api.get(`/v1/webhook_endpoints/${endpoint.id}`)).body;
    expect(after).toMatchObject({ status: 'disabled', disabled_reason: 'the endpoint answered 410 Gone' });

    await createOrder(service, { zone: partner.territories[0] });
    const latest = (await partner.api.get(`/v1/events/${await latestEventId(partner)}`)).body;
    expect(latest.deliveries).toEqual([]);
    expect(receiver.to('/gone')).toHaveLength(1);
  });

  it('replays one event as a new delivery with the same webhook-id, to all subscribed endpoints or one', async () => {
    const { partner, endpoint } = await setup('/replay-a');
    const second = await registerEndpoint(partner, `${receiver.url}/replay-b`, ['order.created']);
    await registerEndpoint(partner, `${receiver.url}/replay-c`, ['order.delivered']); // not subscribed
    await createOrder(service, { zone: partner.territories[0] });
    const eventId = await latestEventId(partner);
    await eventWhenDeliveries(partner, eventId, 'succeeded');

    const toAll = await partner.api.post(`/v1/events/${eventId}/replay`);
    expect(toAll.status).toBe(202);
    expect(toAll.body).toMatchObject({ object: 'event_replay', event_id: eventId });
    expect(toAll.body.deliveries.map((d: any) => d.endpoint_id).sort()).toEqual([endpoint.id, second.id].sort());
    const toOne = await partner.api.post(`/v1/events/${eventId}/replay`, { endpoint_id: second.id });
    expect(toOne.body.deliveries).toEqual([{ id: expect.stringMatching(/^dlv_/), endpoint_id: second.id, status: 'pending' }]);

    await receiver.waitForAnswered(2, '/replay-a');
    await receiver.waitForAnswered(3, '/replay-b');
    const event = await eventWhenDeliveries(partner, eventId, 'succeeded');
    expect(event.deliveries).toHaveLength(5);
    expect(event.deliveries.every((d: any) => d.attempts.length === 1)).toBe(true);
    const all = [...receiver.to('/replay-a'), ...receiver.to('/replay-b')];
    expect(new Set(all.map((r) => r.headers['webhook-id']))).toEqual(new Set([eventId]));
    expect(new Set(all.map((r) => r.body)).size).toBe(1);
    for (const r of receiver.to('/replay-b')) verified(second.secret, r);
    expect(receiver.to('/replay-c')).toHaveLength(0);
  });

  it("refuses to replay another partner's event or to another partner's or a disabled endpoint", async () => {
    const { partner, endpoint } = await setup('/replay-own');
    const other = await setup('/replay-other');
    await createOrder(service, { zone: partner.territories[0] });
    const eventId = await latestEventId(partner);
    await eventWhenDeliveries(partner, eventId, 'succeeded');

    expect((await other.partner.api.post(`/v1/events/${eventId}/replay`)).body.code).toBe('event_not_found');
    expect((await other.partner.api.get(`/v1/events/${eventId}`)).status).toBe(404);
    expect((await partner.api.post(`/v1/events/${eventId}/replay`, { endpoint_id: other.endpoint.id })).body.code).toBe('webhook_endpoint_not_found');
    expect((await partner.api.post(`/v1/events/${eventId}/replay`, { endpoint_id: 1 })).status).toBe(400);
    await partner.api.patch(`/v1/webhook_endpoints/${endpoint.id}`, { status: 'disabled' });
    const disabled = await partner.api.post(`/v1/events/${eventId}/replay`, { endpoint_id: endpoint.id });
    expect([disabled.status, disabled.body.code]).toEqual([409, 'webhook_endpoint_disabled']);
    expect((await partner.api.get(`/v1/events/${eventId}`)).body.deliveries).toHaveLength(1);
  });

  it('recovers every failed delivery of an endpoint since a time, once it works again', async () => {
    const { partner, endpoint } = await setup('/recover');
    receiver.answerNext(6, { status: 500 }, '/recover');
    const since = new Date().toISOString();
    await createOrder(service, { zone: partner.territories[0] });
    await createOrder(service, { zone: partner.territories[0] });
    const ids = (await partner.api.get('/v1/events')).body.data.map((e: any) => e.id);
    for (const id of ids) await eventWhenDeliveries(partner, id, 'failed');
    const failed = await partner.api.get('/v1/events?delivery_status=failed');
    expect(failed.body.data.map((e: any) => e.id).sort()).toEqual([...ids].sort());

    const nothing = await partner.api.post(`/v1/webhook_endpoints/${endpoint.id}/recover`, { since: new Date(Date.now() + 60_000).toISOString() });
    expect(nothing.body.requeued).toBe(0);
    const recovered = await partner.api.post(`/v1/webhook_endpoints/${endpoint.id}/recover`, { since });
    expect(recovered.status).toBe(202);
    expect(recovered.body).toEqual({ object: 'webhook_recovery', endpoint_id: endpoint.id, since, requeued: 2 });

    for (const id of ids) {
      const event = await eventWhenDeliveries(partner, id, 'succeeded');
      expect(event.deliveries[0].attempts.map((a: any) => a.status_code)).toEqual([500, 500, 500, 200]);
    }
    expect((await partner.api.post(`/v1/webhook_endpoints/${endpoint.id}/recover`, { since: 'yesterday' })).status).toBe(422);
  });

  it('signs with both the new and the old secret after a rotation', async () => {
    const { partner, endpoint } = await setup('/rotated');
    const rotated = (await partner.api.post(`/v1/webhook_endpoints/${endpoint.id}/rotate_secret`)).body;
    await createOrder(service, { zone: partner.territories[0] });

    const [request] = await receiver.waitForAnswered(1, '/rotated');

    expect((request.headers['webhook-signature'] as string).split(' ')).toHaveLength(2);
    expect(verified(endpoint.secret, request).type).toBe('order.created');
    expect(verified(rotated.secret, request).type).toBe('order.created');
  });

  it('stops the pending deliveries of an endpoint that is deleted or disabled', async () => {
    const { partner, endpoint } = await setup('/stopping');
    receiver.answerNext(1, { hang: true }, '/stopping');
    await createOrder(service, { zone: partner.territories[0] });
    await receiver.waitFor(() => receiver.to('/stopping').length === 1);
    const eventId = await latestEventId(partner);

    expect((await partner.api.delete(`/v1/webhook_endpoints/${endpoint.id}`)).status).toBe(200);
    receiver.releaseHung();

    const event = await eventWhenDeliveries(partner, eventId, 'failed');
    expect(event.deliveries[0]).toMatchObject({ endpoint_id: endpoint.id, status: 'failed', last_error: 'endpoint deleted' });
  });
});

describeStores('webhook endpoint auto-disable', (kind) => {
  let service: TestService;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await Receiver.start();
    service = await startService(kind, {
      webhooks: true,
      env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_RETRY_SCHEDULE: '0s,150ms,150ms,150ms,150ms,150ms,150ms,150ms', PDN_WEBHOOK_DISABLE_AFTER: '400ms' },
    });
  });
  afterAll(async () => {
    await service.close();
    await receiver.close();
  });

  const failingSince = async (id: string) =>
    (await service.store.db.selectFrom('webhook_endpoints').select('failing_since').where('id', '=', id).executeTakeFirstOrThrow()).failing_since;

  it('disables an endpoint whose deliveries have all failed for the configured window', async () => {
    const partner = await createPartner(service);
    const endpoint = await registerEndpoint(partner, `${receiver.url}/always-down`);
    receiver.answerNext(100, { status: 500 }, '/always-down');
    await createOrder(service, { zone: partner.territories[0] });

    const disabled = await eventually(async () => {
      const body = (await partner.api.get(`/v1/webhook_endpoints/${endpoint.id}`)).body;
      return body.status === 'disabled' ? body : undefined;
    }, 'endpoint disabled');

    expect(disabled.disabled_reason).toMatch(/^every delivery failed for/);
    const eventId = (await partner.api.get('/v1/events?type=order.created&limit=1')).body.data[0].id as string; // the newest is the disable's
    const event = await eventWhenDeliveries(partner, eventId, 'failed');
    const { attempts } = event.deliveries[0];
    // Disabled because the window passed, not because the schedule ran out.
    expect(attempts.length).toBeLessThan(8);
    expect(Date.parse(attempts[attempts.length - 1].attempted_at) - Date.parse(attempts[0].attempted_at)).toBeGreaterThanOrEqual(400);

    const reenabled = (await partner.api.patch(`/v1/webhook_endpoints/${endpoint.id}`, { status: 'enabled' })).body;
    expect(reenabled).toMatchObject({ status: 'enabled', disabled_reason: null });
    expect(await failingSince(endpoint.id)).toBeNull();
  });

  it('announces each disable to the partner: webhook_endpoint.disabled on its other endpoints that take it, and in its events', async () => {
    const partner = await createPartner(service);
    const gone = await registerEndpoint(partner, `${receiver.url}/gone-for-good`);
    const down = await registerEndpoint(partner, `${receiver.url}/down-for-good`);
    const watcher = await registerEndpoint(partner, `${receiver.url}/watcher`);
    await registerEndpoint(partner, `${receiver.url}/orders-only`, ['order.created']);
    receiver.answerNext(1, { status: 410 }, '/gone-for-good');
    receiver.answerNext(100, { status: 500 }, '/down-for-good');
    await createOrder(service, { zone: partner.territories[0] });

    const announced = await receiver.waitFor((requests) => requests.filter((r) => r.path === '/watcher' && r.body.includes('webhook_endpoint.disabled')).length >= 2, 15_000);
    const bodies = announced.filter((r) => r.path === '/watcher' && r.body.includes('webhook_endpoint.disabled')).map((r) => verified(watcher.secret, r));
    const byEndpoint = Object.fromEntries(bodies.map((event) => [event.data.id, event]));
    expect(byEndpoint[gone.id].data).toMatchObject({ object: 'webhook_endpoint', status: 'disabled', url: gone.url, reason: 'the endpoint answered 410 Gone' });
    expect(byEndpoint[down.id].data.reason).toMatch(/^every delivery failed for/);
    for (const event of bodies) {
      expect(event.type).toBe('webhook_endpoint.disabled');
      expect(event.data).not.toHaveProperty('secret');
      expect(JSON.stringify(event)).not.toContain(gone.secret);
    }
    // Not to the endpoint that does not take the type, nor to the disabled ones themselves.
    expect(receiver.to('/orders-only').filter((r) => r.body.includes('webhook_endpoint.disabled'))).toEqual([]);
    expect(receiver.to('/gone-for-good').filter((r) => r.body.includes('webhook_endpoint.disabled'))).toEqual([]);
    const listed = (await partner.api.get('/v1/events?type=webhook_endpoint.disabled')).body.data;
    expect(listed.map((e: any) => e.data.id).sort()).toEqual([gone.id, down.id].sort());
  });

  it('restarts the failing window after any success', async () => {
    const partner = await createPartner(service);
    const endpoint = await registerEndpoint(partner, `${receiver.url}/wobbly`);
    receiver.answerNext(1, { status: 500 }, '/wobbly');
    await createOrder(service, { zone: partner.territories[0] });
    const first = await latestEventId(partner);
    await eventWhenDeliveries(partner, first, 'succeeded');
    expect(await failingSince(endpoint.id)).toBeNull();

    // Failing again much later than the window after the first failure: a fresh streak.
    await new Promise((resolve) => setTimeout(resolve, 500));
    receiver.answerNext(1, { status: 500 }, '/wobbly');
    await createOrder(service, { zone: partner.territories[0] });
    const second = await latestEventId(partner);
    await eventWhenDeliveries(partner, second, 'succeeded');
    expect((await partner.api.get(`/v1/webhook_endpoints/${endpoint.id}`)).body.status).toBe('enabled');
  });
});


describeStores('webhook concurrency caps', (kind) => {
  let service: TestService;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await Receiver.start();
    service = await startService(kind, {
      webhooks: true,
      env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_CONCURRENCY: '8', PDN_WEBHOOK_ENDPOINT_CONCURRENCY: '2', PDN_WEBHOOK_TIMEOUT: '60s' },
    });
  });
  afterAll(async () => {
    receiver.releaseHung();
    await service.close();
    await receiver.close();
  });

  it('keeps delivering to healthy endpoints while another endpoint hangs', async () => {
    const stuck = await createPartner(service);
    await registerEndpoint(stuck, `${receiver.url}/hanging`);
    const healthy = await createPartner(service);
    await registerEndpoint(healthy, `${receiver.url}/healthy`);
    receiver.answerNext(100, { hang: true }, '/hanging');

    for (let i = 0; i < 12; i++) await createOrder(service, { zone: stuck.territories[0] });
    await receiver.waitFor(() => receiver.to('/hanging').length === 2);
    for (let i = 0; i < 12; i++) await createOrder(service, { zone: healthy.territories[0] });

    await receiver.waitForAnswered(12, '/healthy');
    // Only the per-endpoint cap's worth of requests ever reached the hanging endpoint.
    expect(receiver.to('/hanging')).toHaveLength(2);
  });
});

describeStores('webhook outcomes written twice', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind, { env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true' } }); // no worker: the test claims
  });
  afterAll(() => service.close());

  /** What `me`, registered as a worker, claims of what is due. */
  async function claimAs(me: string) {
    const now = new Date().toISOString();
    await registerWorker(service.store.db, me, now);
    return (await claimDue(service.store, { me, now, limit: 10, full: [], room: {}, hold: 10 })).deliveries;
  }

  it('logs an attempt once when its batch is written again (a COMMIT whose answer was lost)', async () => {
    const partner = await createPartner(service);
    await registerEndpoint(partner, 'http://127.0.0.1:9/never-called');
    await createOrder(service, { zone: partner.territories[0] });
    const [claim] = await claimAs('dsp_test');
    const outcome: Outcome = { kind: 'succeeded', attemptedAt: Date.now(), status: 204, latencyMs: 3, error: null, responseBody: null, retryAt: null };
    const batch = [{ claim, attemptId: 'att_written_twice', outcome }];

    await recordOutcomes(service, 'dsp_test', batch);
    await recordOutcomes(service, 'dsp_test', batch);

    const attempts = await service.store.db.selectFrom('webhook_attempts').select('id').where('delivery_id', '=', claim.id).execute();
    expect(attempts.map((a) => a.id)).toEqual(['att_written_twice']);
    const delivery = await service.store.db.selectFrom('webhook_deliveries').select(['status', 'attempt_count']).where('id', '=', claim.id).executeTakeFirstOrThrow();
    expect(delivery).toEqual({ status: 'succeeded', attempt_count: 1 });
  });

  it('wakes the workers of its process when an outcome disables an endpoint (its webhook_endpoint.disabled is queued)', async () => {
    const partner = await createPartner(service);
    await registerEndpoint(partner, 'http://127.0.0.1:9/gone', ['order.created']);
    await registerEndpoint(partner, 'http://127.0.0.1:9/told', ['webhook_endpoint.disabled']);
    await createOrder(service, { zone: partner.territories[0] });
    const [claim] = await claimAs('dsp_wake');
    const outcome: Outcome = { kind: 'gone', attemptedAt: Date.now(), status: 410, latencyMs: 3, error: null, responseBody: null, retryAt: null };
    let woken = 0;
    const stop = deliveriesCommitted.on(() => woken++);
    try {
      expect(await recordOutcomes(service, 'dsp_wake', [{ claim, attemptId: 'att_gone', outcome }])).toEqual([claim.endpoint_id]);
    } finally {
      stop();
    }
    expect(woken).toBe(1);
    const told = await service.store.db.selectFrom('webhook_deliveries as d').innerJoin('events as e', 'e.id', 'd.event_id').select('e.type').where('d.status', '=', 'pending').where('e.partner_id', '=', partner.id).execute();
    expect(told.map((row) => row.type)).toEqual(['webhook_endpoint.disabled']);
  });
});
