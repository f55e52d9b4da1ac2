// The CLI once its command line is read (pdn.main.ts, with pdn.commands.ts): checks the
// environment the command needs, loads only that command's modules, and turns every failure
// into one line naming the flag or variable at fault and what is expected.
import fs from 'node:fs';
import path from 'node:path';
import { COMMANDS, DEFAULT_API_URL, DEFAULT_DATABASE_URL, type CommandLine as Command } from './pdn.commands.js';
import { CliError } from './pdn.errors.js';

const DEMO_STORE = './data/demo.sqlite';

/** Where the store is, as PDN_DATABASE_URL (or its default) names it. */
export interface StoreTarget {
  url: string;
  /** Whether PDN_DATABASE_URL is set (else the default is used). */
  fromEnv: boolean;
  /** How to name it in messages, without credentials: sqlite:/absolute/path or postgres://host/db. */
  label: string;
  /** The SQLite file, absolute; undefined for PostgreSQL. */
  file?: string;
}

export function storeTarget(env: NodeJS.ProcessEnv = process.env): StoreTarget {
  const fromEnv = Boolean(env.PDN_DATABASE_URL);
  const url = env.PDN_DATABASE_URL || DEFAULT_DATABASE_URL;
  if (/^postgres(ql)?:/.test(url)) {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (!parsed?.host) throw new CliError(`PDN_DATABASE_URL must be postgres://[user[:password]@]host[:port]/database, got "${url.replace(/:[^:@/]*@/, ':…@')}"`);
    return { url, fromEnv, label: `postgres://${parsed.host}${parsed.pathname}` };
  }
  if (/^[a-z][a-z0-9+.-]+:\/\//i.test(url)) {
    throw new CliError(`PDN_DATABASE_URL must be a file path, sqlite:PATH or postgres://…, got "${url}"`);
  }
  const file = path.resolve(url.startsWith('sqlite:') ? url.slice('sqlite:'.length) : url);
  return { url, fromEnv, label: `sqlite:${file}`, file };
}

/** "PDN_DATABASE_URL", said with whether it is set. */
function named(target: StoreTarget): string {
  return target.fromEnv ? 'PDN_DATABASE_URL' : `PDN_DATABASE_URL unset: its default, ${DEFAULT_DATABASE_URL}`;
}

/**
 * Refuses a store that is not there, before anything opens it (opening an SQLite file creates
 * it, directories included): a mistyped PDN_DATABASE_URL would otherwise get a new, empty
 * store, and a key made in it would work on no server. Only `pdn migrate` creates one.
 * PostgreSQL: connecting says whether the database exists.
 */
export function checkStoreExists(target: StoreTarget, createsStore: boolean): { created: boolean } {
  if (!target.file) return { created: false };
  const stat = fs.statSync(target.file, { throwIfNoEntry: false });
  if (stat && !stat.isFile()) throw new CliError(`${named(target)} is ${target.file}, a directory, not an SQLite file`);
  if (stat) return { created: false };
  if (createsStore) return { created: true };
  const dir = path.dirname(target.file);
  const missing = fs.existsSync(dir) ? `${target.file} does not exist` : `neither ${target.file} nor its directory exists`;
  if (target.fromEnv) {
    throw new CliError(`PDN_DATABASE_URL names no store: ${missing}. Set it to the store your server uses, or create one there with pdn migrate`);
  }
  throw new CliError(`no store: ${missing} (${named(target)}). Start the server once (npm start creates it), or set PDN_DATABASE_URL to the store your server uses`);
}

export interface ApiTarget {
  url: string;
  fromEnv: boolean;
}

export function apiTarget(env: NodeJS.ProcessEnv = process.env): ApiTarget {
  const url = env.PDN_API_URL || DEFAULT_API_URL;
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') {
    throw new CliError(`PDN_API_URL must be an http:// or https:// URL such as ${DEFAULT_API_URL}, got "${url}"`);
  }
  return { url: parsed.origin, fromEnv: Boolean(env.PDN_API_URL) };
}

/** PDN_API_KEY, checked for its shape (never printed whole: it is a secret). */
export function apiKeyFromEnv(env: NodeJS.ProcessEnv, { testOnly }: { testOnly: boolean }): string {
  const key = env.PDN_API_KEY?.trim();
  if (!key) throw new CliError('PDN_API_KEY is not set: set it to your partner API key (pdn_test_… for your sandbox; `pdn sandbox` makes one)');
  if (!/^pdn_(test|sk)_/.test(key)) throw new CliError(`PDN_API_KEY must be a partner API key, pdn_test_… or pdn_sk_…, got "${key.slice(0, 9)}…"`);
  if (testOnly && !key.startsWith('pdn_test_')) {
    throw new CliError('PDN_API_KEY is a live key (pdn_sk_…); pdn trigger needs a test key (pdn_test_…): `pdn sandbox`, or `pdn key issue <partner_id> --mode test`');
  }
  return key;
}

function serverNamed(api: ApiTarget): string {
  return `the server at ${api.url} (${api.fromEnv ? 'PDN_API_URL' : 'PDN_API_URL unset: its default'})`;
}

/** A refusal or silence from the API, said in terms of what to check: the server, the URL, the key's store. */
async function explainApiFailure(error: unknown, api: ApiTarget): Promise<string | undefined> {
  const { ApiRefused, ApiUnreachable } = await import('./pdn.listen.js');
  if (error instanceof ApiUnreachable) {
    return `no answer from ${serverNamed(api)}: ${error.reason}. Is the server running (npm start), and is PDN_API_URL where it listens?`;
  }
  if (!(error instanceof ApiRefused)) return undefined;
  if (error.status === 401 && error.code === 'unauthorized') {
    let store: string;
    try {
      const target = storeTarget();
      store = `in this shell that is ${target.label} (${named(target)})`;
    } catch (storeError) {
      store = (storeError as Error).message;
    }
    // Two readers: a partner of a hosted PDN (no store of theirs; the key came from the network)
    // and someone running the server themselves (the key may be from another store).
    return (
      `${serverNamed(api)} does not know this key (401 unauthorized: ${error.detail}). ` +
      `On a PDN run by the network: check PDN_API_URL and PDN_API_KEY against what the network gave you, and ask it for a new key if this one was revoked. ` +
      `On a server you run yourself: was the key made in the store that server uses? pdn sandbox and pdn key issue write to the store PDN_DATABASE_URL names: ${store}; the server must run on that same store ` +
      `(npm start uses PDN_DATABASE_URL the same way; npm run demo uses its own, ${DEMO_STORE}, new on each run). Otherwise the key was revoked`
    );
  }
  if (error.code === undefined) return `${serverNamed(api)} answered ${error.request} with ${error.status}, ${error.detail}. Is PDN_API_URL a PDN server?`;
  return `${serverNamed(api)} refused ${error.request}: ${error.status} ${error.code}: ${error.detail}`;
}

async function partnerCommand(command: Command): Promise<number> {
  const api = apiTarget();
  const apiKey = apiKeyFromEnv(process.env, { testOnly: command.command === 'trigger' });
  const { checkKey, listen, listenSecret, trigger, request } = await import('./pdn.listen.js');
  try {
    if (command.command === 'pressure') {
      const zone = command.options.zone as string | undefined;
      const pressure = (await request(api.url, apiKey, 'GET', `/v1/fleet/pressure${zone ? `?zone=${encodeURIComponent(zone)}` : ''}`)) as FleetPressureBody;
      process.stdout.write(command.options.json === 'yes' ? `${JSON.stringify(pressure, null, 2)}\n` : pressureTable(pressure));
      return 0;
    }
    if (command.command === 'trigger') {
      const order = (await trigger(api.url, apiKey, command.options.zone as string | undefined)) as { order_id: string };
      process.stdout.write(`${JSON.stringify(order, null, 2)}\n`);
      process.stderr.write(`pdn: sandbox order ${order.order_id} created by ${serverNamed(api)}; it advances by itself, a step every 2 seconds\n`);
      return 0;
    }
    const forwardTo = command.options['forward-to'] as string;
    const types = command.options.events as string[] | undefined;
    // The key first: a secret printed for a key the server refuses would only mislead.
    await checkKey(api.url, apiKey);
    const abort = new AbortController();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => abort.abort());
    const print = (line: string) => process.stdout.write(`${line}\n`);
    print(`Ready. Your webhook signing secret is ${listenSecret(apiKey)} (the same on every run with this key)`);
    print(`Forwarding ${apiKey.startsWith('pdn_test_') ? 'sandbox ' : ''}events${types ? ` (${types.join(', ')})` : ''} from ${serverNamed(api)} to ${forwardTo}; Ctrl-C to stop.`);
    await listen({ apiUrl: api.url, apiKey, forwardTo, types, print, signal: abort.signal, giveUpAfterMs: command.options['retry-for'] as number });
    return 0;
  } catch (error) {
    const explained = await explainApiFailure(error, api);
    if (explained) throw new CliError(explained);
    throw error;
  }
}

interface FleetPressureBody {
  as_of: string;
  zones: Array<{
    zone: string;
    level: string;
    open_jobs: number;
    jobs_last_hour: number;
    median_time_to_accept_seconds: number | null;
    forecast_basis: string;
    forecast: Array<{ from: string; jobs_p10: number; jobs_p50: number; jobs_p90: number }>;
  }>;
}

/** `pdn pressure`'s table: a line per zone, then its forecast as `HH:MM p50 (p10-p90)` per half hour. */
export function pressureTable(pressure: FleetPressureBody): string {
  const rows = [['ZONE', 'LEVEL', 'OPEN', 'LAST HOUR', 'MEDIAN ACCEPT']];
  for (const z of pressure.zones) rows.push([z.zone, z.level, String(z.open_jobs), String(z.jobs_last_hour), z.median_time_to_accept_seconds === null ? '-' : `${z.median_time_to_accept_seconds}s`]);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const lines = rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd());
  for (const z of pressure.zones) {
    const basis = z.forecast_basis === 'no_history' ? ' (no history yet: a wide band)' : '';
    lines.push('', `${z.zone}: jobs per half hour, median (P10-P90), UTC${basis}`);
    lines.push(z.forecast.map((slot) => `${slot.from.slice(11, 16)} ${slot.jobs_p50} (${slot.jobs_p10}-${slot.jobs_p90})`).join('  '));
  }
  lines.push('', `as of ${pressure.as_of}`);
  return `${lines.join('\n')}\n`;
}

/** PDN_ADMIN_KEY, checked for being there (never printed: it is a secret). */
export function adminKeyFromEnv(env: NodeJS.ProcessEnv): string {
  const key = env.PDN_ADMIN_KEY?.trim();
  if (!key) throw new CliError('PDN_ADMIN_KEY is not set: set it to the network admin key the server uses (its PDN_ADMIN_KEY, or the one it printed on its first start)');
  if (/^pdn_(test|sk)_/.test(key)) throw new CliError(`PDN_ADMIN_KEY is a partner API key (${key.slice(0, 9)}…); the network's commands need the admin key`);
  return key;
}

/** The query string of `pdn order list`: each flag as GET /v1/admin/orders names it (statuses repeated). */
export function orderListQuery(options: Command['options']): string {
  const query = new URLSearchParams();
  for (const status of (options.status as string[] | undefined) ?? []) query.append('status', status);
  const names: Record<string, string> = { zone: 'zone', partner: 'partner_id', reference: 'reference', 'unassigned-for': 'unassigned_for', limit: 'limit', 'starting-after': 'starting_after' };
  for (const [option, name] of Object.entries(names)) if (options[option] !== undefined) query.set(name, String(options[option]));
  return query.toString();
}

/** A query string of the flags given, each under the API's name for it. */
function queryOf(options: Command['options'], names: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const [option, name] of Object.entries(names)) if (options[option] !== undefined) query.set(name, String(options[option]));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The request each admin command makes. Through the API, not the store: the server checks the
 * filters and the role, and records its writes in the audit log under the key that made them.
 */
const ADMIN_REQUESTS: Record<string, (command: Command) => { method: 'GET' | 'POST' | 'DELETE'; path: string; body?: unknown }> = {
  'order list': (command) => {
    const query = orderListQuery(command.options);
    return { method: 'GET', path: `/v1/admin/orders${query ? `?${query}` : ''}` };
  },
  'admin-key create': (command) => ({ method: 'POST', path: '/v1/admin/admin_keys', body: { name: command.options.name, role: command.options.role } }),
  'admin-key list': () => ({ method: 'GET', path: '/v1/admin/admin_keys' }),
  'admin-key revoke': (command) => ({ method: 'DELETE', path: `/v1/admin/admin_keys/${encodeURIComponent(command.args.admin_key_id)}` }),
  audit: (command) => ({
    method: 'GET',
    path: `/v1/admin/audit_log${queryOf(command.options, { actor: 'actor', action: 'action', target: 'target', limit: 'limit', 'starting-after': 'starting_after' })}`,
  }),
};

/** The network's commands that go through the API with the admin key (the server checks the filters). */
async function adminCommand(command: Command): Promise<number> {
  const api = apiTarget();
  const adminKey = adminKeyFromEnv(process.env);
  const { request } = await import('./pdn.listen.js');
  try {
    const { method, path, body } = ADMIN_REQUESTS[command.command](command);
    const result = await request(api.url, adminKey, method, path, body);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    process.stderr.write(`pdn: ${method === 'GET' ? 'read from' : 'changed on'} ${serverNamed(api)}\n`);
    return 0;
  } catch (error) {
    const { ApiRefused } = await import('./pdn.listen.js');
    if (error instanceof ApiRefused && error.status === 401) {
      throw new CliError(`${serverNamed(api)} refused PDN_ADMIN_KEY (401 ${error.code ?? ''}: ${error.detail}); set it to that server's admin key`);
    }
    if (error instanceof ApiRefused && error.status === 403) {
      throw new CliError(`${serverNamed(api)} refused ${error.request}: ${error.detail} (PDN_ADMIN_KEY's role does not allow it)`);
    }
    if (error instanceof ApiRefused && error.code && error.status < 500) {
      // A filter the server refused: name the flag it came from.
      const param = (error.detail.match(/(status|zone|partner_id|reference|unassigned_for|limit|starting_after)/) ?? [])[1];
      const flag = param && { partner_id: 'partner', unassigned_for: 'unassigned-for', starting_after: 'starting-after' }[param];
      throw new CliError(`${serverNamed(api)} refused ${error.request}${param ? ` (--${flag ?? param})` : ''}: ${error.status} ${error.code}: ${error.detail}`);
    }
    const explained = await explainApiFailure(error, api);
    if (explained) throw new CliError(explained);
    throw error;
  }
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);

/** A store that would not open or answer, said in terms of PDN_DATABASE_URL. */
function explainStoreFailure(error: unknown, target: StoreTarget): string | undefined {
  const { code, message } = error as { code?: unknown; message?: string };
  const inner = error instanceof AggregateError ? (error.errors[0] as { code?: unknown } | undefined)?.code : undefined;
  const errno = typeof code === 'string' ? code : typeof inner === 'string' ? inner : undefined;
  if (errno && NETWORK_CODES.has(errno)) {
    return `cannot reach the PostgreSQL store ${target.label} (${named(target)}): ${errno}. Is PostgreSQL running there, and is PDN_DATABASE_URL right?`;
  }
  if (typeof code !== 'string') return undefined;
  // PostgreSQL's SQLSTATE codes for a database that is not there, and for a refused login.
  if (code === '3D000') return `PDN_DATABASE_URL names no store: ${message} on ${target.label}. Create the database (e.g. createdb), or set PDN_DATABASE_URL to the store your server uses`;
  if (code === '28P01' || code === '28000') return `PostgreSQL refused the login for ${target.label} (PDN_DATABASE_URL): ${message}`;
  if (code === 'SQLITE_NOTADB') return `${named(target)} names ${target.file}, which is not an SQLite database`;
  if (code === 'SQLITE_CANTOPEN' || code === 'SQLITE_READONLY' || code === 'SQLITE_PERM') return `cannot write the store ${target.label} (${named(target)}): ${message}`;
  if (code === 'SQLITE_BUSY') return `the store ${target.label} is locked by another process for too long; try again`;
  return undefined;
}

async function networkCommand(command: Command): Promise<number> {
  const spec = COMMANDS[command.command];
  const target = storeTarget();
  const { created } = checkStoreExists(target, spec.createsStore ?? false);
  const [{ loadConfig }, { openStore }, { migrateOrServe, migrateStrict, NewerSchemaError }] = await Promise.all([import('../config.js'), import('../store/store.js'), import('../store/migrate.js')]);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  if (command.command === 'backup') {
    const { backupStore, BackupRefused } = await import('./pdn.backup.js');
    try {
      process.stdout.write(`${JSON.stringify(await backupStore(config.databaseUrl, command.args.file), null, 2)}\n`);
    } catch (error) {
      throw error instanceof BackupRefused ? new CliError(`backup: ${error.message}`) : error;
    }
    process.stderr.write(`pdn: read from ${target.label} (${named(target)})\n`);
    return 0;
  }
  if (command.command === 'webhooks') {
    const { runWebhooksProcess } = await import('../webhooks.js');
    process.stderr.write(`pdn: delivering webhooks from ${target.label} (${named(target)})\n`);
    await runWebhooksProcess().catch((error: unknown) => {
      const line = explainStoreFailure(error, target);
      throw line ? new CliError(line) : error;
    });
    // Long-running: it exits by itself on SIGTERM or SIGINT.
    return new Promise<number>(() => {});
  }
  const [{ NETWORK_COMMANDS }, { pino }] = await Promise.all([import('./pdn.network.js'), import('pino')]);
  const explained = (error: unknown) => {
    const line = explainStoreFailure(error, target);
    return line ? new CliError(line) : error;
  };
  let store;
  try {
    store = openStore(config.databaseUrl, { poolSize: config.databasePoolSize, pooled: config.databaseDirectUrl !== undefined });
  } catch (error) {
    throw explained(error);
  }
  try {
    const ctx = { store, config, log: pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel }) };
    // `pdn migrate` refuses a store a newer release migrated; the other commands use it as it
    // is (every migration is expand-only), with a warning, as the server does.
    const applied =
      command.command === 'migrate'
        ? await migrateStrict(store, config.databaseDirectUrl)
        : await migrateOrServe(store, {
            directUrl: config.databaseDirectUrl,
            onNewer: (unknown) => process.stderr.write(`pdn: warning: ${target.label} was migrated by a newer release (${unknown.join(', ')}); using it as it is\n`),
          });
    const { result, text, writes, keyMade, warning } = await NETWORK_COMMANDS[command.command](ctx, command, applied);
    process.stdout.write(`${text ?? JSON.stringify(result, null, 2)}\n`);
    if (warning) process.stderr.write(`pdn: warning: ${warning}\n`);
    if (command.command === 'migrate') {
      process.stderr.write(`pdn: ${created ? 'created' : applied.length ? 'migrated' : 'up to date:'} ${target.label} (${named(target)})\n`);
    } else if (keyMade) {
      process.stderr.write(
        `pdn: wrote to ${target.label} (${named(target)}). The key works only with a server on that store: npm start with the same PDN_DATABASE_URL, not npm run demo (${DEMO_STORE})\n`,
      );
    } else {
      process.stderr.write(`pdn: ${writes ? 'wrote to' : 'read from'} ${target.label} (${named(target)})\n`);
    }
    return 0;
  } catch (error) {
    const { AppError } = await import('../shared/errors.js');
    if (error instanceof NewerSchemaError) throw new CliError(`migrate refused: ${target.label} ${error.message.replace(/^the store /, '')}`);
    if (error instanceof AppError) {
      // Not found: perhaps it is in another store.
      throw new CliError(`${error.code}: ${error.code.endsWith('_not_found') ? `${error.message.replace(/\.$/, '')} in ${target.label} (${named(target)})` : error.message}`);
    }
    throw explained(error);
  } finally {
    await store.close().catch(() => undefined);
  }
}

/** Runs a read command line; the exit code. Every failure is one line on stderr. */
export async function run(command: Command): Promise<number> {
  try {
    const uses = COMMANDS[command.command].uses;
    if (uses === 'admin') return await adminCommand(command);
    return uses === 'api' ? await partnerCommand(command) : await networkCommand(command);
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`pdn: ${error.message}\n`);
      return 1;
    }
    // Not one we know how to explain: still one line, the stack only when asked for.
    const line = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    process.stderr.write(`pdn: ${command.command} failed: ${line}${process.env.PDN_DEBUG ? '' : ' (PDN_DEBUG=1 shows the stack)'}\n`);
    if (process.env.PDN_DEBUG) console.error(error);
    return 1;
  }
}
