// Where a webhook may point. A partner-supplied URL is a request our servers make on the
// partner's behalf, so it must never reach our own network: loopback, private ranges,
// link-local (cloud metadata lives there), CGNAT and the like are refused, by name before
// any lookup, by address after resolution, and again at delivery time with the connection
// pinned to the vetted address (a name that resolved public at registration may not now).
import dns from 'node:dns';
import net from 'node:net';

export const MAX_WEBHOOK_URL_LENGTH = 2048;

const REFUSED_NAMES = new Set(['localhost', 'metadata.google.internal', 'metadata', 'instance-data']);

/** [first address as a 32-bit number, prefix length, why] */
const REFUSED_V4: Array<[string, number, string]> = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata)'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

function v4ToNumber(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function refusedV4(ip: string): string | undefined {
  const n = v4ToNumber(ip);
  for (const [base, bits, why] of REFUSED_V4) {
    const size = 2 ** (32 - bits);
    const start = v4ToNumber(base);
    if (n >= start && n < start + size) return why;
  }
  return undefined;
}

/** The eight 16-bit groups of an IPv6 address (handles `::` and a dotted IPv4 tail). */
function v6Groups(ip: string): number[] {
  let text = ip.toLowerCase().split('%')[0];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const n = v4ToNumber(dotted[1]);
    text = text.slice(0, -dotted[1].length) + `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}

function refusedV6(ip: string): string | undefined {
  const g = v6Groups(ip);
  const embeddedV4 = () => `${g[6] >> 8}.${g[6] & 255}.${g[7] >> 8}.${g[7] & 255}`;
  if (g.every((x) => x === 0)) return 'unspecified';
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d)
  // reach the IPv4 address inside: judge that one.
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) return refusedV4(embeddedV4());
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return refusedV4(embeddedV4());
  if ((g[0] & 0xfe00) === 0xfc00) return 'unique local (private)';
  if ((g[0] & 0xffc0) === 0xfe80) return 'link-local';
  if ((g[0] & 0xff00) === 0xff00) return 'multicast';
  return undefined;
}

/** Why an IP address may not be a webhook target, or undefined when it may. */
export function refusedAddressReason(ip: string): string | undefined {
  const family = net.isIP(ip);
  if (family === 4) return refusedV4(ip);
  if (family === 6) return refusedV6(ip);
  return 'not an IP address';
}

export class RefusedUrl extends Error {
  readonly code = 'EWEBHOOKREFUSED';
}

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
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RefusedUrl('only http and https URLs can receive webhooks');
  if (url.username || url.password) throw new RefusedUrl('credentials in the URL are not allowed; authenticate by verifying the signature');
  if (allowPrivate) return url;
  const host = bareHost(url);
  if (net.isIP(host)) {
    const why = refusedAddressReason(host);
    if (why) throw new RefusedUrl(`${host} is a ${why} address`);
    return url;
  }
  const why = refusedName(host);
  if (why) throw new RefusedUrl(why);
  return url;
}

/** Resolves `host` and refuses it if any address it resolves to is refused. */
async function resolveVetted(host: string): Promise<dns.LookupAddress[]> {
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true, verbatim: true });
  } catch {
    throw new RefusedUrl(`the host "${host}" does not resolve`);
  }
  for (const { address } of addresses) {
    const why = refusedAddressReason(address);
    if (why) throw new RefusedUrl(`"${host}" resolves to ${address}, a ${why} address`);
  }
  return addresses;
}

/**
 * Registration-time check: shape, name, and (for host names) every resolved address. Makes
 * no connection. With `allowPrivate` only the shape is checked.
 */
export async function vetWebhookUrl(text: string, allowPrivate: boolean): Promise<URL> {
  const url = checkUrlShape(text, allowPrivate);
  const host = bareHost(url);
  if (!allowPrivate && !net.isIP(host)) await resolveVetted(host);
  return url;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * A `lookup` for the sockets of the delivery agent: the connection goes to exactly the
 * addresses vetted here, so a name cannot resolve public for the check and private for the
 * connect (DNS rebinding).
 */
export function vettedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  const why = refusedName(host);
  if (why) {
    callback(new RefusedUrl(why), '');
    return;
  }
  resolveVetted(host).then(
    (addresses) => {
      const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
      if (wanted.length === 0) return callback(Object.assign(new Error(`no IPv${options.family} address for ${host}`), { code: 'ENOTFOUND' }), '');
      if (options.all) callback(null, wanted);
      else callback(null, wanted[0].address, wanted[0].family);
    },
    (error: Error) => callback(error, ''),
  );
}
