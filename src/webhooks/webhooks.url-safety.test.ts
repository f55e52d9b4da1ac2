import dns from 'node:dns';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createPartner, describeStores, startService, type TestService } from '../../test/harness.js';
import { eventWhenDeliveries, Receiver } from '../../test/receiver.js';
import { checkUrlShape, refusedAddressReason, RefusedUrl, vettedLookup, vetWebhookUrl } from './webhooks.url-safety.js';

describe('webhook target addresses', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fc00::1', 'unique local (private)'],
    ['fd00:ec2::254', 'unique local (private)'],
    ['fe80::1', 'link-local'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local (cloud metadata)'],
    ['::ffff:10.0.0.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'link-local (cloud metadata)'],
    // Every IPv6 form that carries an IPv4 address is judged as that address.
    ['::ffff:0:127.0.0.1', 'loopback'], // IPv4-translated (RFC 6145)
    ['::ffff:0:a9fe:a9fe', 'link-local (cloud metadata)'],
    ['::127.0.0.1', 'loopback'], // IPv4-compatible
    ['::a00:1', 'private'],
    ['64:ff9b::7f00:1', 'loopback'], // NAT64 well-known prefix
    ['64:ff9b:1::7f00:1', 'local-use NAT64'], // RFC 8215: a local translator, refused whole
    ['64:ff9b:1:0:8:808:800::', 'local-use NAT64'],
    ['2002:7f00:1::', 'loopback'], // 6to4 around loopback
    ['2002:a9fe:a9fe::1', 'link-local (cloud metadata)'], // 6to4 around metadata
    ['2002:c0a8:101::', 'private'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'loopback'], // Teredo, client 127.0.0.1 (inverted bits)
    ['2001:0:7f00:1::', 'loopback'], // Teredo, server 127.0.0.1
    // Other special-use ranges.
    ['fec0::1', 'site-local (private)'],
    ['198.18.0.1', 'reserved (documentation, benchmarking or future use)'],
    ['198.19.255.255', 'reserved (documentation, benchmarking or future use)'],
    ['240.0.0.1', 'reserved (documentation, benchmarking or future use)'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.0.8', 'reserved (documentation, benchmarking or future use)'],
    ['203.0.113.7', 'reserved (documentation, benchmarking or future use)'],
    ['2001:db8::1', 'reserved (documentation, benchmarking or future use)'],
    ['2001:2::1', 'benchmarking'],
    ['100::1', 'discard-only'],
    ['ff02::1', 'multicast'],
    ['4000::1', 'unallocated'],
  ])('refuses %s (%s)', (ip, why) => {
    expect(refusedAddressReason(ip)).toBe(why);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '169.253.255.255',
    '198.20.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('accepts public %s', (ip) => {
    expect(refusedAddressReason(ip)).toBeUndefined();
  });

  it.each([
    'http://127.0.0.1/x',
    'http://[::1]:8080/x',
    'http://[::ffff:127.0.0.1]/x',
    'http://2130706433/x', // 127.0.0.1 written as one number
    'http://0x7f.1/x',
    'http://169.254.169.254/latest/meta-data',
    'http://[fd00:ec2::254]/x',
    'http://[::ffff:0:127.0.0.1]/x',
    'http://[64:ff9b:1::7f00:1]/x',
    'http://[2002:7f00:1::]/x',
    'http://[2002:a9fe:a9fe::]/x',
    'http://[fec0::1]/x',
    'http://198.18.0.1/x',
    'http://240.0.0.1/x',
    'https://8.8.8.8:0/x',
    'http://localhost:8080/x',
    'http://LOCALHOST./x',
    'http://api.localhost/x',
    'http://metadata.google.internal/computeMetadata/v1',
    'https://user:secret@8.8.8.8/x',
    'ftp://8.8.8.8/x',
    'file:///etc/passwd',
    `https://8.8.8.8/${'a'.repeat(2048)}`,
  ])('refuses %s before any lookup or connection', (url) => {
    expect(() => checkUrlShape(url, false)).toThrow(RefusedUrl);
  });

  it('lets anything well-formed through when private targets are allowed', async () => {
    expect((await vetWebhookUrl('http://127.0.0.1:9/x', true)).href).toBe('http://127.0.0.1:9/x');
    await expect(vetWebhookUrl('ftp://127.0.0.1/x', true)).rejects.toThrow(RefusedUrl);
    await expect(vetWebhookUrl('http://127.0.0.1:0/x', true)).rejects.toThrow(/port 0/);
  });

  it('refuses, at connect time, a name that resolves to a refused address', async () => {
    const lookup = (host: string) =>
      new Promise<unknown>((resolve, reject) => vettedLookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));
    // "127.1" is not an IP literal to Node, but the resolver reads it as 127.0.0.1.
    expect(await dns.promises.lookup('127.1')).toMatchObject({ address: '127.0.0.1' });
    await expect(lookup('127.1')).rejects.toThrow(/127\.0\.0\.1, a loopback address/);
    await expect(lookup('localhost')).rejects.toThrow(RefusedUrl);
    await expect(vetWebhookUrl('http://127.1/x', false)).rejects.toThrow(RefusedUrl);
  });
});

describeStores('webhook URL refusals', (kind) => {
  let service: TestService;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await Receiver.start();
    // Private targets refused, as in production.
    service = await startService(kind, { dispatcher: true, env: { PDN_WEBHOOK_RETRY_SCHEDULE: '0s' } });
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
    // A URL refused for its form is not about local development.
    for (const url of ['https://8.8.8.8:0/hook', 'https://8.8.8.8:00/hook']) {
      const response = await partner.api.post('/v1/webhook_endpoints', { url, enabled_events: ['*'] });
      expect({ url, status: response.status, code: response.body.code }).toEqual({ url, status: 422, code: 'webhook_url_refused' });
      expect(response.body.detail).toContain('port 0');
      expect(response.body.detail).not.toContain('pdn listen');
    }
    const ftp = await partner.api.post('/v1/webhook_endpoints', { url: 'ftp://example.com/x', enabled_events: ['*'] });
    expect(ftp.body.detail).not.toContain('pdn listen');
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
