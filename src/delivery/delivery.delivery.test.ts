import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { eventWhenDeliveries, Receiver, registerEndpoint, verified } from '../../test/receiver.js';

const typesAt = (receiver: Receiver, path: string) => receiver.to(path).map((r) => JSON.parse(r.body).type);

describeStores('webhook delivery', (kind) => {
  let service: TestService;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await Receiver.start();
    service = await startService(kind, { webhooks: true, env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_RETRY_SCHEDULE: '0s,100ms,200ms' } });
  });
  afterAll(async () => {
    await service.close();
    await receiver.close();
  });

  async function partnerWithEndpoint(path: string, events: string[] = ['*'], territories?: string[]): Promise<TestPartner & { secret: string; endpointId: string }> {
    const partner = await createPartner(service, { territories });
    const endpoint = await registerEndpoint(partner, receiver.url + path, events);
    return { ...partner, secret: endpoint.secret, endpointId: endpoint.id };
  }

  it('signs every delivery so a Standard Webhooks library verifies it, with the envelope as body', async () => {
    const partner = await partnerWithEndpoint('/signed');
    const order = await createOrder(service, { zone: partner.territories[0], amount: 7.25 });

    const [request] = await receiver.waitForAnswered(1, '/signed');

    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    const payload = verified(partner.secret, request);
    expect(Object.keys(payload).sort()).toEqual(['created', 'data', 'id', 'type']);
    expect(payload).toMatchObject({ type: 'order.created', data: { order_id: order.order_id, status: 'unassigned', zone: partner.territories[0] } });
    expect(payload.id).toMatch(/^evt_/);
    expect(request.headers['webhook-id']).toBe(payload.id);
    expect(new Date(payload.created).toISOString()).toBe(payload.created);
    expect(Math.abs(Number(request.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    // A tampered body does not verify.
    expect(() => verified(partner.secret, { ...request, body: request.body.replace('7.25', '9.25') })).toThrow();
  });

  it('sends order.created to every partner covering the zone, each with its own event id, and to nobody else', async () => {
    const zone = `zone-shared-${Date.now()}`;
    const a = await partnerWithEndpoint('/cover-a', ['*'], [zone]);
    const b = await partnerWithEndpoint('/cover-b', ['*'], [zone, 'elsewhere']);
    const outsider = await partnerWithEndpoint('/outsider', ['*']);
    const order = await createOrder(service, { zone });

    const [toA] = await receiver.waitForAnswered(1, '/cover-a');
    const [toB] = await receiver.waitForAnswered(1, '/cover-b');

    expect(verified(a.secret, toA).data.order_id).toBe(order.order_id);
    expect(verified(b.secret, toB).data.order_id).toBe(order.order_id);
    expect(toA.headers['webhook-id']).not.toBe(toB.headers['webhook-id']);
    // B's secret does not verify A's delivery.
    expect(() => verified(b.secret, toA)).toThrow();
    // The outsider's endpoint got nothing (its partner's own later event proves the pipe works).
    await createOrder(service, { zone: outsider.territories[0] });
    await receiver.waitForAnswered(1, '/outsider');
    expect(receiver.to('/outsider').map((r) => JSON.parse(r.body).data.order_id)).not.toContain(order.order_id);
  });

  it('delivers the whole lifecycle with the payloads the design fixes, only to the holder after accept', async () => {
    const zone = `zone-life-${Date.now()}`;
    const holder = await partnerWithEndpoint('/holder', ['*'], [zone]);
    const rivalOnly = `${zone}-rival`;
    const rival = await partnerWithEndpoint('/rival', ['*'], [zone, rivalOnly]);
    const [r1, r2] = [await createRider(service, holder), await createRider(service, holder)];
    const order = await createOrder(service, { zone, amount: 12.5 });
    expect((await holder.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: r1.rider_id })).status).toBe(200);
    expect((await holder.api.post(`/v1/orders/${order.order_id}/reassign`, { rider_id: r2.rider_id, reason: 'bike broke' })).status).toBe(200);
    expect((await service.admin.post(`/v1/admin/orders/${order.order_id}/pickup`)).status).toBe(200);
    expect((await service.admin.post(`/v1/admin/orders/${order.order_id}/deliver`)).status).toBe(200);
    const settlement = await service.admin.post('/v1/admin/settlements', { partner_id: holder.id });
    expect(settlement.status).toBe(201);

    const received = await receiver.waitForAnswered(6, '/holder');
    const byType = (type: string) => received.map((r) => verified(holder.secret, r)).filter((p) => p.type === type);

    expect(new Set(typesAt(receiver, '/holder'))).toEqual(new Set(['order.created', 'order.assigned', 'order.picked_up', 'order.delivered', 'settlement.paid']));
    const [assigned, reassigned] = byType('order.assigned').sort((x, y) => (x.id < y.id ? -1 : 1));
    expect(assigned.data).toMatchObject({ order_id: order.order_id, status: 'assigned', rider_id: r1.rider_id });
    expect(assigned.data.previous_rider_id).toBeUndefined();
    expect(reassigned.data).toMatchObject({ order_id: order.order_id, status: 'assigned', rider_id: r2.rider_id, previous_rider_id: r1.rider_id });
    expect(byType('order.picked_up')[0].data).toMatchObject({ order_id: order.order_id, status: 'picked_up', rider_id: r2.rider_id });
    const delivered = byType('order.delivered')[0].data;
    expect(delivered).toMatchObject({ order_id: order.order_id, rider_id: r2.rider_id, payout: { currency: 'EUR', amount: 12.5 } });
    expect(new Date(delivered.delivered_at).toISOString()).toBe(delivered.delivered_at);
    expect(byType('settlement.paid')[0].data).toMatchObject({ id: settlement.body.id, partner_id: holder.id, amount: 12.5, currency: 'EUR', order_ids: [order.order_id] });

    // The rival saw the job offered, and nothing after someone else took it (a later event of
    // its own marks the point by which anything sent to it would have arrived).
    const later = await createOrder(service, { zone: rivalOnly });
    const toRival = await receiver.waitForAnswered(2, '/rival');
    expect(toRival.map((r) => verified(rival.secret, r)).map((p) => [p.type, p.data.order_id])).toEqual([
      ['order.created', order.order_id],
      ['order.created', later.order_id],
    ]);
  });

  it('sends order.cancelled of an unassigned order to every partner covering the zone, of a held one to the holder only', async () => {
    const zone = `zone-cancel-${Date.now()}`;
    const a = await partnerWithEndpoint('/cancel-a', ['order.cancelled'], [zone]);
    const b = await partnerWithEndpoint('/cancel-b', ['order.cancelled'], [zone]);
    const rider = await createRider(service, a);
    const open = await createOrder(service, { zone });
    const held = await createOrder(service, { zone });
    expect((await a.api.post(`/v1/orders/${held.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
    expect((await service.admin.post(`/v1/admin/orders/${held.order_id}/cancel`, { reason: 'restaurant closed' })).status).toBe(200);
    expect((await service.admin.post(`/v1/admin/orders/${open.order_id}/cancel`, {})).status).toBe(200);

    const toA = await receiver.waitForAnswered(2, '/cancel-a');
    await receiver.waitForAnswered(1, '/cancel-b');

    // enabled_events filters: only order.cancelled arrived, though created/assigned happened.
    expect(typesAt(receiver, '/cancel-a')).toEqual(['order.cancelled', 'order.cancelled']);
    expect(toA.map((r) => verified(a.secret, r).data.order_id).sort()).toEqual([open.order_id, held.order_id].sort());
    const heldCancel = toA.map((r) => verified(a.secret, r)).find((p) => p.data.order_id === held.order_id);
    expect(heldCancel.data).toMatchObject({ status: 'cancelled', cancellation_reason: 'restaurant closed' });
    // B only ever hears of the order nobody held.
    const toB = receiver.to('/cancel-b').map((r) => verified(b.secret, r).data.order_id);
    expect(toB).toEqual([open.order_id]);
  });

  it('retries a failing endpoint with the same webhook-id and body until it answers 2xx, logging every attempt', async () => {
    const partner = await partnerWithEndpoint('/flaky');
    receiver.answerNext(1, { status: 500, body: 'boom\0' + 'x'.repeat(5000) }, '/flaky');
    receiver.answerNext(1, { status: 302, headers: { location: '/elsewhere' } }, '/flaky');
    await createOrder(service, { zone: partner.territories[0] });

    const requests = await receiver.waitForAnswered(3, '/flaky');

    expect(requests.map((r) => r.status)).toEqual([500, 302, 200]);
    expect(new Set(requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(new Set(requests.map((r) => r.body)).size).toBe(1);
    for (const r of requests) verified(partner.secret, r);
    const eventId = requests[0].headers['webhook-id'] as string;
    const event = await eventWhenDeliveries(partner, eventId, 'succeeded');
    expect(event.deliveries).toHaveLength(1);
    expect(event.deliveries[0]).toMatchObject({ endpoint_id: partner.endpointId, status: 'succeeded', attempt_count: 3, last_status_code: 200 });
    expect(event.deliveries[0].attempts.map((a: any) => [a.status_code, a.response_body])).toEqual([
      [500, `boom\uFFFD${'x'.repeat(4091)}`], // the first 4 KB, NUL made storable
      [302, null],
      [200, 'ok'],
    ]);
    expect(event.deliveries[0].attempts.every((a: any) => Number.isInteger(a.latency_ms) && a.latency_ms >= 0)).toBe(true);
  });

  it('gives up after the last attempt of the schedule and marks the delivery failed', async () => {
    const partner = await partnerWithEndpoint('/down');
    receiver.answerNext(3, { status: 500 }, '/down');
    await createOrder(service, { zone: partner.territories[0] });

    const requests = await receiver.waitForAnswered(3, '/down');
    const event = await eventWhenDeliveries(partner, requests[0].headers['webhook-id'] as string, 'failed');

    expect(event.deliveries[0]).toMatchObject({ status: 'failed', attempt_count: 3, last_status_code: 500, next_attempt_at: null });
    expect(receiver.to('/down')).toHaveLength(3);
    const metrics = (await service.admin.get('/metrics')).body as string;
    expect(metrics).toMatch(/pdn_webhook_attempts_total\{outcome="failed"\} [1-9]/);
    expect(metrics).toMatch(/pdn_webhook_attempts_total\{outcome="retry"\} [1-9]/);
    expect(metrics).toMatch(/pdn_webhook_attempt_duration_seconds_count [1-9]/);
  });
});
