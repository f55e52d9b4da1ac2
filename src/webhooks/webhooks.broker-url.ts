// Broker URLs (docs/destinations.md): an endpoint whose URL is amqp(s)://, nats:// or redis(s)://
// publishes to a message broker instead of POSTing. Here their shape is checked, where each
// publishes is read out, and the password is masked wherever a URL is shown back.

export type BrokerKind = 'amqp' | 'nats' | 'redis';

const KINDS: Record<string, BrokerKind> = { 'amqp:': 'amqp', 'amqps:': 'amqp', 'nats:': 'nats', 'redis:': 'redis', 'rediss:': 'redis' };
const DEFAULT_PORTS: Record<string, number> = { 'amqp:': 5672, 'amqps:': 5671, 'nats:': 4222, 'redis:': 6379, 'rediss:': 6379 };
/** The one parameter each kind needs: where on the broker the events go. */
const PARAMETER: Record<BrokerKind, string> = { amqp: 'exchange', nats: 'subject', redis: 'stream' };

/** A broker URL whose shape is wrong: the reason is said to the caller as is. */
export class InvalidBrokerUrl extends Error {
  readonly code = 'EBROKERURL';
}

export interface BrokerTarget {
  kind: BrokerKind;
  url: URL;
  host: string;
  port: number;
  tls: boolean;
  username: string;
  password: string;
  /** The exchange (amqp), subject prefix (nats) or stream key (redis). */
  target: string;
  /** AMQP: the virtual host; Redis: the database number. */
  path: string;
}

/** The broker an endpoint URL names, by its scheme; undefined for http(s) and anything else. */
export function brokerKindOf(text: string): BrokerKind | undefined {
  const colon = text.indexOf(':');
  return colon > 0 ? KINDS[text.slice(0, colon + 1).toLowerCase()] : undefined;
}

/** `amqp://user:pass@host:5672/vhost?exchange=events` and the like, read and checked. */
export function parseBrokerUrl(text: string): BrokerTarget {
  const kind = brokerKindOf(text);
  if (!kind) throw new InvalidBrokerUrl('only amqp, amqps, nats, redis and rediss URLs name a message broker');
  // The port is read by hand first: the URL parser answers only "invalid URL" for 99999 or "abc".
  const authority = /^[a-z]+:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)(?::([^/?#]*))?/i.exec(text);
  if (!authority) throw new InvalidBrokerUrl(`a ${kind} URL is ${example(kind)}`);
  const portText = authority[2];
  if (portText !== undefined && portText !== '' && !(/^\d{1,5}$/.test(portText) && Number(portText) >= 1 && Number(portText) <= 65535)) {
    throw new InvalidBrokerUrl(`"${portText}" is not a port (1 to 65535)`);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InvalidBrokerUrl(`it is not a URL; a ${kind} URL is ${example(kind)}`);
  }
  if (url.hostname === '') throw new InvalidBrokerUrl(`it names no host; a ${kind} URL is ${example(kind)}`);
  if (url.hash) throw new InvalidBrokerUrl('a broker URL has no #fragment');
  const wanted = PARAMETER[kind];
  for (const key of url.searchParams.keys()) {
    if (key !== wanted) throw new InvalidBrokerUrl(`unknown parameter "${key}": a ${kind} URL takes only ?${wanted}=`);
  }
  const values = url.searchParams.getAll(wanted);
  if (values.length !== 1 || values[0] === '') throw new InvalidBrokerUrl(`the ${wanted} to publish to is missing: ${example(kind)}`);
  const target = values[0];
  let path = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (kind === 'nats') {
    if (path !== '') throw new InvalidBrokerUrl('a nats URL has no path');
    if (!/^[^\s.*>]+(\.[^\s.*>]+)*$/.test(target)) throw new InvalidBrokerUrl(`"${target}" is not a subject prefix (dot-separated tokens, no spaces, * or >)`);
  }
  if (kind === 'redis') {
    if (path !== '' && !/^\d{1,2}$/.test(path)) throw new InvalidBrokerUrl(`"${path}" is not a database number`);
    if (path === '') path = '0';
  }
  if (kind === 'amqp' && path === '') path = '/';
  return {
    kind,
    url,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port === '' ? DEFAULT_PORTS[url.protocol] : Number(url.port),
    tls: url.protocol === 'amqps:' || url.protocol === 'rediss:',
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    target,
    path,
  };
}

function example(kind: BrokerKind): string {
  if (kind === 'amqp') return 'amqp://user:password@host:5672/vhost?exchange=NAME';
  if (kind === 'nats') return 'nats://[user:password@]host:4222?subject=PREFIX';
  return 'redis://[:password@]host:6379[/db]?stream=KEY';
}

const MASK = '****';

/** The URL as it may be shown back: a password (any scheme's) replaced by `****`. */
export function passwordMasked(text: string): string {
  // Only URLs with credentials are touched: what is shown of an http URL stays byte for byte.
  const at = text.indexOf('@');
  if (at < 0) return text;
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^:@/?#]*:)([^@/?#]*)@/i.exec(text);
  return match ? `${match[1]}${MASK}${text.slice(match[0].length - 1)}` : text;
}

/** `text` with every occurrence of the URL's password (as written and decoded) masked: for error messages from a client library. */
export function maskPassword(text: string, password: string): string {
  if (password === '') return text;
  let masked = text;
  for (const form of new Set([password, encodeURIComponent(password)])) masked = masked.split(form).join(MASK);
  return masked;
}
