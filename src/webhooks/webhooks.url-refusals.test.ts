// What the service refuses as a webhook target, end to end: at registration (no connection
// made) and again at delivery time. The rules themselves: webhooks.url-safety.test.ts.
import dns from 'node:dns';
import os from 'node:os';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, describeStores, startService, type TestService } from '../../test/harness.js';
import { eventWhenDeliveries, Receiver } from '../../test/receiver.js';
import { refusedAddressReason } from './webhooks.url-safety.js';

describeStores('webhook URL refusals', (kind) => {
  let service: TestService;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await Receiver.start();
    // Private targets refused, as in production.
    service = await startService(kind, { webhooks: true, env: { PDN_WEBHOOK_RETRY_SCHEDULE: '0s' } });
  });
  afterAll(async () => {
    await service.close();
    await receiver.close();
  });

  it('refuses to register loopback, private, link-local and metadata targets, with no connection made', async () => {
    const partner = await createPartner(service);
    const port = new URL(receiver.url).port;
    for (const url of [
      `${receiver.url}/hook`,
      `http://localhost:${port}/hook`,
      `http://[::1]:${port}/hook`,
      `http://[::ffff:127.0.0.1]:${port}/hook`,
      `http://127.1:${port}/hook`,
      'http://169.254.169.254/latest',
      'http://10.0.0.5/hook',
      'http://100.64.1.1/hook',
      'http://[fe80::1]/hook',
      'http://metadata.google.internal/hook',
      `http://[::ffff:0:127.0.0.1]:${port}/hook`,
      `http://[64:ff9b:1::7f00:1]:${port}/hook`,
      `http://[2002:7f00:1::]:${port}/hook`,
      'http://[2002:a9fe:a9fe::]/hook',
      'http://[fec0::1]/hook',
      'http://198.18.0.1/hook',
      'http://240.0.0.1/hook',
    ]) {
      const response = await partner.api.post('/v1/webhook_endpoints', { url, enabled_events: ['*'] });
      expect({ url, status: response.status, code: response.body.code }).toEqual({ url, status: 422, code: 'webhook_url_refused' });
      expect(response.body.detail).toContain('Cannot send webhooks to');
      // It says how to develop against a local receiver.
      expect(response.body.detail).toContain('npx pdn listen --forward-to');
      expect(response.body.detail).toContain('PDN_WEBHOOK_ALLOW_PRIVATE=true');
    }
    // A URL refused for its form (scheme, port 0) is not about local development.
    for (const url of ['ftp://example.com/x', 'https://8.8.8.8:0/hook', 'https://8.8.8.8:00/hook']) {
      const refused = await partner.api.post('/v1/webhook_endpoints', { url, enabled_events: ['*'] });
      expect({ url, status: refused.status, code: refused.body.code }).toEqual({ url, status: 422, code: 'webhook_url_refused' });
      expect(refused.body.detail).not.toContain('pdn listen');
    }
    expect((await partner.api.get('/v1/webhook_endpoints')).body.data).toEqual([]);
    expect(receiver.requests).toHaveLength(0);
  });

  it('refuses again at delivery time when a target has become private since registration', async () => {
    const partner = await createPartner(service);
    // Registered while public (rewritten below before any event exists, so nothing is ever sent there)…
    const literal = await partner.api.post('/v1/webhook_endpoints', { url: 'https://8.8.8.8/hook', enabled_events: ['order.created'] });
    const named = await partner.api.post('/v1/webhook_endpoints', { url: 'https://8.8.4.4/hook', enabled_events: ['order.created'] });
    expect([literal.status, named.status]).toEqual([201, 201]);
    // …then pointing at this machine, as a DNS name rebound to loopback would.
    const hostname = (await dns.promises.lookup(os.hostname(), { all: true })).every((a) => refusedAddressReason(a.address) === 'loopback')
      ? os.hostname()
      : 'localhost';
    const port = new URL(receiver.url).port;
    await service.store.db.updateTable('webhook_endpoints').set({ url: `${receiver.url}/literal` }).where('id', '=', literal.body.id).execute();
    await service.store.db.updateTable('webhook_endpoints').set({ url: `http://${hostname}:${port}/named` }).where('id', '=', named.body.id).execute();

    await createOrder(service, { zone: partner.territories[0] });

    const [created] = (await partner.api.get('/v1/events')).body.data;
    const event = await eventWhenDeliveries(partner, created.id, 'failed');
    expect(event.deliveries).toHaveLength(2);
    for (const delivery of event.deliveries) {
      expect(delivery.status).toBe('failed');
      expect(delivery.attempts).toHaveLength(1);
      expect(delivery.attempts[0]).toMatchObject({ status_code: null, response_body: null });
      expect(delivery.attempts[0].error).toMatch(/^refused: /);
    }
    expect(receiver.requests).toHaveLength(0);
  });
});
