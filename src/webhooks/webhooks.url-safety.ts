// Where a webhook may point. A partner-supplied URL is a request our servers make on the
// partner's behalf, so it must never reach our own network: loopback, private ranges,
// link-local (cloud metadata lives there), CGNAT, every other special-use range, and IPv6
// forms that carry such an IPv4 address, are refused, by name before
// any lookup, by address after resolution, and again at delivery time with the connection
// pinned to the vetted address (a name that resolved public at registration may not now).
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { brokerKindOf, parseBrokerUrl } from './webhooks.broker-url.js';

export const MAX_WEBHOOK_URL_LENGTH = 2048;

const REFUSED_NAMES = new Set(['localhost', 'metadata.google.internal', 'metadata', 'instance-data']);

// The special-use ranges themselves come from ipaddr.js (IANA's special-purpose registries);
// here only their names in words. Anything ipaddr.js does not call plain `unicast` is refused.
const RANGE_WORDS: Record<string, string> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  loopback: 'loopback',
  carrierGradeNat: 'carrier-grade NAT',
  private: 'private',
  reserved: 'reserved (documentation, benchmarking or future use)',
  as112: 'AS112 (DNS sink)',
  as112v6: 'AS112 (DNS sink)',
  amt: 'AMT relay',
  uniqueLocal: 'unique local (private)',
  deprecatedSiteLocal: 'site-local (private)',
  discard: 'discard-only',
  benchmarking: 'benchmarking',
  deprecatedOrchid: 'ORCHID',
  orchid2: 'ORCHID',
  droneRemoteIdProtocolEntityTags: 'drone remote ID',
  segmentRouting: 'segment routing',
};

// IPv6 unicast outside 2000::/3 is not allocated (RFC 4291): nothing on the internet lives there.
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

function refusedV4(address: ipaddr.IPv4): string | undefined {
  const range = address.range();
  if (range === 'unicast') return undefined;
  if (range === 'linkLocal') return 'link-local (cloud metadata)';
  return RANGE_WORDS[range] ?? range;
}

const v4From = (high: number, low: number): ipaddr.IPv4 => new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);

/**
 * The IPv4 address an IPv6 address stands for, when it is one of the forms that carry one: a
 * connection to it reaches (or is translated to) that IPv4 address, so that one is judged.
 */
function embeddedV4(address: ipaddr.IPv6, range: string): ipaddr.IPv4[] | undefined {
  const p = address.parts;
  switch (range) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d (IPv4-translated)
      return [v4From(p[6], p[7])];
    case 'rfc6052': // NAT64 64:ff9b::a.b.c.d; the local-use 64:ff9b:1::/48 is refused as a whole below
      return p[2] === 0 ? [v4From(p[6], p[7])] : undefined;
    case '6to4': // 2002:AABB:CCDD::/48 tunnels to AA.BB.CC.DD
      return [v4From(p[1], p[2])];
    case 'teredo': // 2001:0:SSSS:SSSS:flags:port:CCCC:CCCC, the client address inverted
      return [v4From(p[2], p[3]), v4From(p[6] ^ 0xffff, p[7] ^ 0xffff)];
  }
  // IPv4-compatible ::a.b.c.d (deprecated, still parsed by stacks); :: and ::1 have ranges of their own.
  if (range === 'unicast' && p.slice(0, 6).every((x) => x === 0)) return [v4From(p[6], p[7])];
  return undefined;
}

function refusedV6(address: ipaddr.IPv6): string | undefined {
  const range = address.range();
  const inner = embeddedV4(address, range);
  if (inner) {
    for (const v4 of inner) {
      const why = refusedV4(v4);
      if (why) return why;
    }
    return undefined;
  }
  if (range === 'rfc6052') return 'local-use NAT64';
  if (range === 'linkLocal') return 'link-local';
  if (range !== 'unicast') return RANGE_WORDS[range] ?? range;
  if (!address.match(GLOBAL_UNICAST_V6)) return 'unallocated';
  return undefined;
}

/** Why an IP address may not be a webhook target, or undefined when it may. */
export function refusedAddressReason(ip: string): string | undefined {
  const text = ip.split('%')[0]; // a zone id names an interface on this host: judge the address alone
  if (!net.isIP(text)) return 'not an IP address';
  const address = ipaddr.parse(text);
  return address.kind() === 'ipv4' ? refusedV4(address as ipaddr.IPv4) : refusedV6(address as ipaddr.IPv6);
}

export class RefusedUrl extends Error {
  readonly code = 'EWEBHOOKREFUSED';
}

/** Refused for where it points (a loopback, private or internal address or name), not for its form. */
export class RefusedAddress extends RefusedUrl {}

/** The host as the resolver sees it: no IPv6 brackets, no trailing dot, lower case. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
}

function refusedName(host: string): string | undefined {
  if (REFUSED_NAMES.has(host) || host.endsWith('.localhost')) return `"${host}" names this network's own hosts`;
  return undefined;
}

/** Checks everything that can be judged without the resolver. Returns the parsed URL. */
export function checkUrlShape(text: string, allowPrivate: boolean): URL {
  if (text.length > MAX_WEBHOOK_URL_LENGTH) throw new RefusedUrl(`the URL is longer than ${MAX_WEBHOOK_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RefusedUrl('it is not an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RefusedUrl('only http and https URLs, or amqp, amqps, nats, redis and rediss URLs of a message broker, can receive webhooks');
  if (url.username || url.password) throw new RefusedUrl('credentials in the URL are not allowed; authenticate by verifying the signature');
  // Port 0 is no port: connecting to it fails or, on some stacks, reaches something unintended.
  if (url.port === '0') throw new RefusedUrl('port 0 is not a port a webhook can be sent to');
  return checkHost(url, allowPrivate);
}

/** A broker URL's shape (webhooks.broker-url.ts), then its host by the same rule as a webhook's. */
export function checkBrokerUrlShape(text: string, allowPrivate: boolean): URL {
  if (text.length > MAX_WEBHOOK_URL_LENGTH) throw new RefusedUrl(`the URL is longer than ${MAX_WEBHOOK_URL_LENGTH} characters`);
  return checkHost(parseBrokerUrl(text).url, allowPrivate);
}

function checkHost(url: URL, allowPrivate: boolean): URL {
  if (allowPrivate) return url;
  const host = bareHost(url);
  if (net.isIP(host)) {
    const why = refusedAddressReason(host);
    if (why) throw new RefusedAddress(`${host} is a ${why} address`);
    return url;
  }
  const why = refusedName(host);
  if (why) throw new RefusedAddress(why);
  return url;
}

/** A host name's addresses, as `dns.lookup(host, {all: true})` gives them. Tests pass their own. */
export type Resolver = (host: string) => Promise<dns.LookupAddress[]>;

/** The system resolver (getaddrinfo: /etc/hosts, then DNS), all addresses in its order. */
export const systemResolver: Resolver = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

/** Resolves `host` and refuses it if any address it resolves to is refused. */
async function resolveVetted(host: string, resolve: Resolver): Promise<dns.LookupAddress[]> {
  let addresses: dns.LookupAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    throw new RefusedUrl(`the host "${host}" does not resolve`);
  }
  for (const { address } of addresses) {
    const why = refusedAddressReason(address);
    if (why) throw new RefusedAddress(`"${host}" resolves to ${address}, a ${why} address`);
  }
  return addresses;
}

/**
 * Registration-time check: shape, name, and (for host names) every resolved address. Makes
 * no connection. With `allowPrivate` only the shape is checked.
 */
export async function vetWebhookUrl(text: string, allowPrivate: boolean, resolve: Resolver = systemResolver): Promise<URL> {
  const url = brokerKindOf(text) ? checkBrokerUrlShape(text, allowPrivate) : checkUrlShape(text, allowPrivate);
  const host = bareHost(url);
  if (!allowPrivate && !net.isIP(host)) await resolveVetted(host, resolve);
  return url;
}

/**
 * A broker's host at connect time: the address to connect to, vetted here (a literal address
 * as it is), so a name cannot resolve public at registration and private now.
 */
export async function vettedAddress(host: string, resolve: Resolver = systemResolver): Promise<string> {
  if (net.isIP(host)) {
    const why = refusedAddressReason(host);
    if (why) throw new RefusedAddress(`${host} is a ${why} address`);
    return host;
  }
  const why = refusedName(host.replace(/\.$/, '').toLowerCase());
  if (why) throw new RefusedAddress(why);
  return (await resolveVetted(host, resolve))[0].address;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * A `lookup` for the sockets of the delivery agent: the connection goes to exactly the
 * addresses vetted here, so a name cannot resolve public for the check and private for the
 * connect (DNS rebinding).
 */
export function vettedLookupVia(resolve: Resolver) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    const host = hostname.replace(/\.$/, '').toLowerCase();
    const why = refusedName(host);
    if (why) {
      callback(new RefusedUrl(why), '');
      return;
    }
    resolveVetted(host, resolve).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        if (wanted.length === 0) return callback(Object.assign(new Error(`no IPv${options.family} address for ${host}`), { code: 'ENOTFOUND' }), '');
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0].address, wanted[0].family);
      },
      (error: Error) => callback(error, ''),
    );
  };
}

/** `vettedLookupVia` the system resolver: what the worker's connections use. */
export const vettedLookup = vettedLookupVia(systemResolver);
