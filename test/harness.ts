// Test harness: a real service on a real store (a fresh SQLite file, or a fresh PostgreSQL
// database cloned from a migrated template), listening on loopback, spoken to over HTTP.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { describe, inject, it } from 'vitest';
import { composePdn } from '../src/compose.js';
import { loadConfig, type Config } from '../src/config.js';
import type { WebhookWorker } from '../src/delivery/delivery.worker.js';
import type { Matcher } from '../src/dispatch/dispatch.matcher.js';
import { migrate } from '../src/store/migrate.js';
import { openStore, type Store } from '../src/store/store.js';
import { cloneDatabase, databaseUrl, dropDatabase } from './postgres.js';
import { checkerFor } from './response-check.js';

export type StoreKind = 'sqlite' | 'postgres';
export const PG_URL = process.env.PDN_TEST_DATABASE_URL;
export const STORE_KINDS: StoreKind[] = PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** Runs the suite once per store; without PDN_TEST_DATABASE_URL the PostgreSQL run is reported as skipped. */
export function describeStores(name: string, suite: (kind: StoreKind) => void): void {
  for (const kind of STORE_KINDS) describe(`${name} [${kind}]`, () => suite(kind));
  if (!PG_URL) {
    describe.skip(`${name} [postgres] (skipped: PDN_TEST_DATABASE_URL is not set)`, () => {
      it.skip('runs on PostgreSQL', () => {});
    });
  }
}

export const ADMIN_KEY = 'pdn_admin_test_key_0123456789';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database of the given kind. */
export async function freshDatabase(kind: StoreKind): Promise<TestDatabase> {
  if (kind === 'postgres') {
    const name = await cloneDatabase(PG_URL!, inject('pgTemplate'));
    return { url: databaseUrl(PG_URL!, name), drop: () => dropDatabase(PG_URL!, name) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-test-'));
  const file = path.join(dir, 'pdn.sqlite');
  const store = openStore(file);
  await migrate(store);
  await store.close();
  return { url: file, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export interface Response<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  body?: unknown;
  /** Raw body text, sent as is. */
  raw?: string;
  headers?: Record<string, string>;
  /** Bearer key; `null` sends no Authorization header. */
  key?: string | null;
}

export class Client {
  constructor(
    readonly baseUrl: string,
    readonly key: string | null,
  ) {}

  async request<T = any>(method: string, urlPath: string, options: RequestOptions = {}): Promise<Response<T>> {
    const headers: Record<string, string> = { ...options.headers };
    const key = options.key === undefined ? this.key : options.key;
    if (key) headers.authorization = `Bearer ${key}`;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(this.baseUrl + urlPath, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    const checker = await checkerFor(this.baseUrl);
    const problems = checker.problems({ method, url: response.url, status: response.status, headers: response.headers, text, body: parsed });
    if (problems.length > 0) throw new Error(`The response does not match the OpenAPI document:\n${problems.join('\n')}`);
    return { status: response.status, headers: response.headers, body: parsed as T };
  }
  get<T = any>(p: string, o?: RequestOptions) {
    return this.request<T>('GET', p, o);
  }
  post<T = any>(p: string, body?: unknown, o?: RequestOptions) {
    return this.request<T>('POST', p, { ...o, body });
  }
  patch<T = any>(p: string, body?: unknown, o?: RequestOptions) {
    return this.request<T>('PATCH', p, { ...o, body });
  }
  put<T = any>(p: string, body?: unknown, o?: RequestOptions) {
    return this.request<T>('PUT', p, { ...o, body });
  }
  delete<T = any>(p: string, o?: RequestOptions) {
    return this.request<T>('DELETE', p, o);
  }
}

export interface TestService {
  kind: StoreKind;
  url: string;
  app: FastifyInstance;
  store: Store;
  config: Config;
  admin: Client;
  /** The webhook worker in the service's process, when started with `webhooks: true`. */
  worker?: WebhookWorker;
  matcher?: Matcher;
  client(key: string | null): Client;
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Extra environment, as the service would read it (e.g. PDN_RATE_LIMIT). */
  env?: Record<string, string>;
  /** Reuse a database (e.g. to restart a service on it). */
  database?: TestDatabase;
  /** Run a webhook worker (and the retention prune) in the same process, woken on commit as in production. */
  webhooks?: boolean;
  /** Run the auto-dispatch matcher in the same process, as the server does. */
  matcher?: boolean;
  /** The service's logger (default: none), e.g. to read what it logs. */
  logger?: FastifyServerOptions['logger'];
  /** Extra routes registered before the service listens, to exercise cross-cutting plugins. */
  routes?: (app: FastifyInstance) => void;
}

/** Starts the service on loopback with its own fresh database. */
export async function startService(kind: StoreKind, options: ServiceOptions = {}): Promise<TestService> {
  const database = options.database ?? (await freshDatabase(kind));
  const config = loadConfig({ PDN_RATE_LIMIT: '0', PDN_ADMIN_KEY: ADMIN_KEY, LOG_LEVEL: 'silent', ...options.env, PDN_DATABASE_URL: database.url });
  // The same composition as the server's (src/compose.ts), with what the test asks for.
  const pdn = await composePdn({
    config,
    poolSize: 10,
    app: { logger: options.logger ?? false, routes: options.routes },
    webhooks: options.webhooks ?? false,
    matcher: options.matcher ?? false,
  });
  const { app, store, worker, matcher } = pdn;
  const address = (await pdn.start({ port: 0, host: '127.0.0.1' }))!;
  return {
    kind,
    url: address,
    app: app!,
    store,
    config,
    admin: new Client(address, ADMIN_KEY),
    worker,
    matcher,
    client: (key) => new Client(address, key),
    async close() {
      await pdn.stop();
      if (!options.database) await database.drop();
    },
  };
}

/** A loopback port nothing listens on now (for a server to start on, or for nobody to answer at). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// ---------------------------------------------------------------- factories

const suffix = () => randomBytes(3).toString('hex');

export interface TestPartner {
  id: string;
  key: string;
  keyId: string;
  territories: string[];
  api: Client;
}

export async function createPartner(service: TestService, input: { territories?: string[]; name?: string } = {}): Promise<TestPartner> {
  const territories = input.territories ?? [`zone-${suffix()}`];
  const partner = await service.admin.post('/v1/admin/partners', { name: input.name ?? `Fleet ${suffix()}`, territories });
  if (partner.status !== 201) throw new Error(`partner not created: ${JSON.stringify(partner.body)}`);
  const key = await service.admin.post(`/v1/admin/partners/${partner.body.id}/api_keys`);
  if (key.status !== 201) throw new Error(`key not issued: ${JSON.stringify(key.body)}`);
  return { id: partner.body.id, key: key.body.key, keyId: key.body.id, territories, api: service.client(key.body.key) };
}

/** A test key for the partner: its API client works on the partner's sandbox. */
export async function sandboxOf(service: TestService, partner: TestPartner): Promise<TestPartner> {
  const key = await service.admin.post(`/v1/admin/partners/${partner.id}/api_keys`, { mode: 'test' });
  if (key.status !== 201) throw new Error(`test key not issued: ${JSON.stringify(key.body)}`);
  return { ...partner, key: key.body.key, keyId: key.body.id, api: service.client(key.body.key) };
}

export async function createRider(
  service: TestService,
  partner: TestPartner,
  input: { zone?: string; capacity?: number; status?: string; name?: string } = {},
): Promise<any> {
  const response = await service.admin.post('/v1/admin/riders', {
    partner_id: partner.id,
    zone: input.zone ?? partner.territories[0],
    capacity: input.capacity ?? 3,
    status: input.status ?? 'online',
    ...(input.name ? { name: input.name } : {}),
  });
  if (response.status !== 201) throw new Error(`rider not created: ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function createOrder(
  service: TestService,
  input: { zone: string; amount?: number; currency?: string; creator?: string },
): Promise<any> {
  const response = await service.admin.post('/v1/admin/orders', {
    zone: input.zone,
    pickup: { creator: input.creator ?? 'Mama Kitchen', eta_mins: 12 },
    dropoff: { area: 'Riverside' },
    payout_estimate: { currency: input.currency ?? 'EUR', amount: input.amount ?? 4.5 },
  });
  if (response.status !== 201) throw new Error(`order not created: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Reads the invariants straight from the store: the loads riders carry versus the orders they hold. */
export async function riderLoadMismatches(store: Store): Promise<Array<{ rider_id: string; active: number; held: number }>> {
  const riders = await store.db.selectFrom('riders').select(['id', 'active_deliveries']).execute();
  const held = await store.db
    .selectFrom('orders')
    .select(['rider_id', store.db.fn.countAll<number>().as('n')])
    .where('status', 'in', ['assigned', 'picked_up'])
    .groupBy('rider_id')
    .execute();
  const heldBy = new Map(held.map((h) => [h.rider_id, Number(h.n)]));
  return riders
    .map((r) => ({ rider_id: r.id, active: r.active_deliveries, held: heldBy.get(r.id) ?? 0 }))
    .filter((r) => r.active !== r.held);
}
