// The rules for where a webhook may point, as units: addresses, URL shapes, and name
// resolution through an injected resolver (no DNS, and no connection but to loopback).
// End to end through the API and the worker: webhooks.url-refusals.test.ts.
import dns from 'node:dns';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkUrlShape,
  refusedAddressReason,
  RefusedAddress,
  RefusedUrl,
  vettedLookup,
  vettedLookupVia,
  vetWebhookUrl,
  type Resolver,
} from './webhooks.url-safety.js';

/** A resolver answering from a table, recording every name it was asked. */
function resolverOf(table: Record<string, string[]>): Resolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (host: string) => {
    asked.push(host);
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: net.isIPv6(address) ? 6 : 4 }));
  };
  return Object.assign(resolve, { asked });
}

type Looked = { error: NodeJS.ErrnoException | null; address: unknown; family?: number };
const lookupWith = (resolve: Resolver, host: string, options: dns.LookupOptions) =>
  new Promise<Looked>((done) => vettedLookupVia(resolve)(host, options, (error, address, family) => done({ error, address, family })));

const PUBLIC_V4 = '93.184.216.34';
const PUBLIC_V6 = '2606:2800:220:1:248:1893:25c8:1946';

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
    ['192.31.196.1', 'AS112 (DNS sink)'],
    ['2620:4f:8000::1', 'AS112 (DNS sink)'],
    ['192.52.193.1', 'AMT relay'],
    ['2001:10::1', 'ORCHID'],
    ['2001:20::1', 'ORCHID'],
    ['2001:30::1', 'drone remote ID'],
    ['5f00::1', 'segment routing'],
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

  it('says why, in words, for each refusal of its form', () => {
    const why = (url: string) => {
      try {
        checkUrlShape(url, false);
        return 'accepted';
      } catch (error) {
        expect(error).toBeInstanceOf(RefusedUrl);
        return `${(error as Error).constructor.name}: ${(error as Error).message}`;
      }
    };
    expect(why('hooks.example.com/pdn')).toBe('RefusedUrl: it is not an absolute URL');
    expect(why('ftp://8.8.8.8/x')).toBe('RefusedUrl: only http and https URLs, or amqp, amqps, nats, redis and rediss URLs of a message broker, can receive webhooks');
    expect(why('https://user@8.8.8.8/x')).toBe('RefusedUrl: credentials in the URL are not allowed; authenticate by verifying the signature');
    expect(why('https://:secret@8.8.8.8/x')).toBe('RefusedUrl: credentials in the URL are not allowed; authenticate by verifying the signature');
    expect(why('https://8.8.8.8:0/x')).toBe('RefusedUrl: port 0 is not a port a webhook can be sent to');
    expect(why('http://[::1]:8080/x')).toBe('RefusedAddress: ::1 is a loopback address');
    expect(why('http://10.0.0.1/x')).toBe('RefusedAddress: 10.0.0.1 is a private address');
    expect(why('http://metadata/computeMetadata')).toBe('RefusedAddress: "metadata" names this network\'s own hosts');
    expect(why('http://instance-data/latest')).toBe('RefusedAddress: "instance-data" names this network\'s own hosts');
    // At most 2048 characters, that one included.
    const base = 'https://8.8.8.8/';
    expect(why(base + 'a'.repeat(2048 - base.length))).toBe('accepted');
    expect(why(base + 'a'.repeat(2049 - base.length))).toBe('RefusedUrl: the URL is longer than 2048 characters');
  });

  it('calls anything that is not an IP address not an IP address', () => {
    for (const text of ['example.com', '', '127.1', '1.2.3.4.5', '[::1]']) expect(refusedAddressReason(text), text).toBe('not an IP address');
    // A zone id names an interface here: the address is judged alone.
    expect(refusedAddressReason('fe80::1%eth0')).toBe('link-local');
    expect(refusedAddressReason('2606:4700::1111%eth0')).toBeUndefined();
  });

  it('lets anything well-formed through when private targets are allowed', async () => {
    expect((await vetWebhookUrl('http://127.0.0.1:9/x', true)).href).toBe('http://127.0.0.1:9/x');
    await expect(vetWebhookUrl('ftp://127.0.0.1/x', true)).rejects.toThrow(RefusedUrl);
    await expect(vetWebhookUrl('http://127.0.0.1:0/x', true)).rejects.toThrow(/port 0/);
  });

  it.each([
    'https://hooks.example.com/pdn',
    'https://HOOKS.example.com./pdn?x=1',
    'http://8.8.8.8:8080/x',
    'https://[2606:4700::1111]/x',
    'https://xn--bcher-kva.example/x',
  ])('lets %s through on its shape (names are judged after resolving)', (url) => {
    expect(checkUrlShape(url, false).href).toBe(new URL(url).href);
  });

  it('with the system resolver, refuses at connect time a name it reads as loopback', async () => {
    const lookup = (host: string) =>
      new Promise<unknown>((resolve, reject) => vettedLookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));
    // "127.1" is not an IP literal to Node's URL-less connect, but the resolver reads it as 127.0.0.1.
    expect(await dns.promises.lookup('127.1')).toMatchObject({ address: '127.0.0.1' });
    await expect(lookup('127.1')).rejects.toThrow(/127\.0\.0\.1, a loopback address/);
    await expect(lookup('localhost')).rejects.toThrow(RefusedUrl);
  });
});

describe('webhook target names, resolved (injected resolver)', () => {
  it('refuses at registration a name that resolves to a private address, naming it', async () => {
    const resolve = resolverOf({ 'hooks.example.com': ['10.0.0.5'] });
    const refused = vetWebhookUrl('https://Hooks.Example.COM./pdn', false, resolve);
    await expect(refused).rejects.toThrow(RefusedAddress);
    await expect(refused).rejects.toThrow('"hooks.example.com" resolves to 10.0.0.5, a private address');
    expect(resolve.asked).toEqual(['hooks.example.com']);
  });

  it('refuses a name when any one of its addresses is refused', async () => {
    const resolve = resolverOf({ 'split.example': [PUBLIC_V4, PUBLIC_V6, 'fd00::1'] });
    await expect(vetWebhookUrl('https://split.example/x', false, resolve)).rejects.toThrow(/resolves to fd00::1, a unique local \(private\) address/);
  });

  it('accepts a name whose every address is public', async () => {
    const resolve = resolverOf({ 'hooks.example.com': [PUBLIC_V4, PUBLIC_V6] });
    expect((await vetWebhookUrl('https://hooks.example.com/pdn', false, resolve)).href).toBe('https://hooks.example.com/pdn');
    expect(resolve.asked).toEqual(['hooks.example.com']);
  });

  it('refuses a name that does not resolve, as a URL problem rather than an address one', async () => {
    const failing = vetWebhookUrl('https://nowhere.example/x', false, resolverOf({}));
    await expect(failing).rejects.toThrow('the host "nowhere.example" does not resolve');
    await expect(failing).rejects.not.toThrow(RefusedAddress);
  });

  it('asks the resolver nothing for an IP literal, a refused name, or when private targets are allowed', async () => {
    const resolve = resolverOf({});
    expect((await vetWebhookUrl('https://8.8.8.8/x', false, resolve)).href).toBe('https://8.8.8.8/x');
    await expect(vetWebhookUrl('https://localhost/x', false, resolve)).rejects.toThrow(RefusedAddress);
    expect((await vetWebhookUrl('http://anything.internal/x', true, resolve)).href).toBe('http://anything.internal/x');
    expect(resolve.asked).toEqual([]);
  });
});

describe('the delivery lookup (what every connection to a named host goes through)', () => {
  const resolve = resolverOf({ 'hooks.example.com': [PUBLIC_V4, PUBLIC_V6], 'v6only.example': [PUBLIC_V6], 'rebound.example': ['127.0.0.1'] });

  it('hands the connection exactly the vetted addresses of a public name', async () => {
    expect(await lookupWith(resolve, 'hooks.example.com', { all: true })).toEqual({
      error: null,
      address: [
        { address: PUBLIC_V4, family: 4 },
        { address: PUBLIC_V6, family: 6 },
      ],
      family: undefined,
    });
    expect(await lookupWith(resolve, 'hooks.example.com', {})).toEqual({ error: null, address: PUBLIC_V4, family: 4 });
    expect(await lookupWith(resolve, 'HOOKS.example.com.', { family: 6 })).toEqual({ error: null, address: PUBLIC_V6, family: 6 });
    expect(await lookupWith(resolve, 'hooks.example.com', { family: 4, all: true })).toMatchObject({ address: [{ address: PUBLIC_V4, family: 4 }] });
  });

  it('says ENOTFOUND when the name has no address of the family asked for', async () => {
    const { error, address } = await lookupWith(resolve, 'v6only.example', { family: 4 });
    expect(error).toMatchObject({ code: 'ENOTFOUND', message: 'no IPv4 address for v6only.example' });
    expect(address).toBe('');
  });

  it('refuses a name resolving to a refused address, or a refused name without asking', async () => {
    const rebound = await lookupWith(resolve, 'rebound.example', { all: true });
    expect(rebound.error).toBeInstanceOf(RefusedAddress);
    expect(rebound.error).toMatchObject({ code: 'EWEBHOOKREFUSED' });
    expect(rebound.address).toBe('');
    const asked = resolve.asked.length;
    const local = await lookupWith(resolve, 'api.localhost.', {});
    expect(local.error).toBeInstanceOf(RefusedUrl);
    expect(local.error!.message).toBe('"api.localhost" names this network\'s own hosts');
    expect(local.address).toBe('');
    expect(resolve.asked).toHaveLength(asked);
    expect((await lookupWith(resolverOf({}), 'nowhere.example', {})).error!.message).toBe('the host "nowhere.example" does not resolve');
  });

  describe('on a real connection', () => {
    let server: http.Server;
    let connections = 0;
    beforeAll(async () => {
      server = http.createServer((_req, res) => res.end('reached'));
      server.on('connection', () => connections++);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('never connects to a name rebound to loopback (and the same agent unvetted would)', async () => {
      const port = (server.address() as AddressInfo).port;
      const vetted = new Agent({ connect: { lookup: vettedLookupVia(resolve) } });
      const refused = request(`http://rebound.example:${port}/hook`, { method: 'POST', body: '{}', dispatcher: vetted });
      await expect(refused).rejects.toMatchObject({ code: 'EWEBHOOKREFUSED', message: expect.stringContaining('resolves to 127.0.0.1, a loopback address') });
      expect(connections).toBe(0);
      await vetted.close();

      // The control: the same name, resolved without vetting, does reach the server.
      const unvetted = new Agent({ connect: { lookup: (_host, options, callback) => callback(null, options.all ? [{ address: '127.0.0.1', family: 4 }] : '127.0.0.1', 4) } });
      const reached = await request(`http://rebound.example:${port}/hook`, { dispatcher: unvetted });
      expect(await reached.body.text()).toBe('reached');
      expect(connections).toBe(1);
      await unvetted.close();
    });
  });
});
