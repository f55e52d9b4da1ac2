// Every route, fuzzed: the operations of the OpenAPI document plus the unlisted ones, with
// random path ids (ours, another partner's, junk), query strings, bodies and keys. Whatever
// is sent: never a 5xx; a refusal (4xx) changes nothing anywhere in the store; and a partner
// never sees another partner's objects. Bounded: a few runs per route, on each store.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../store/schema.js';
import type { Store } from '../store/store.js';
import { createOrder, createPartner, createRider, describeStores, startService, type TestPartner, type TestService } from '../../test/harness.js';

const TABLES: Array<keyof Database> = [
  'admin_keys',
  'partners',
  'partner_zones',
  'api_keys',
  'riders',
  'orders',
  'fleet_zone_stats',
  'zone_demand',
  'settlements',
  'events',
  'webhook_endpoints',
  'webhook_deliveries',
  'webhook_attempts',
  'idempotency_keys',
];

/** Every row of every table, in a stable order. */
async function wholeStore(store: Store): Promise<Record<string, string[]>> {
  const tables = await Promise.all(TABLES.map((table) => store.db.selectFrom(table).selectAll().execute()));
  return Object.fromEntries(TABLES.map((table, i) => [table, tables[i].map((row) => JSON.stringify(row)).sort()]));
}

interface Operation {
  method: string;
  path: string; // with {param} placeholders
  query: string[];
  body: string[] | undefined; // the body's field names, when it takes one
  who: 'partner' | 'admin' | 'public';
}

const RUNS_PER_OPERATION = 15;

describeStores('fuzzing every route', (kind) => {
  let service: TestService;
  let mine: TestPartner;
  let theirs: TestPartner;
  /** Ids a random request may name: our own, the other partner's, and the admin's view. */
  const ids: string[] = [];
  /** What must never appear in an answer to `mine`. */
  const theirIds: string[] = [];
  let operations: Operation[] = [];

  beforeAll(async () => {
    service = await startService(kind, { env: { PDN_AUTH_FAILURE_LIMIT: '0', PDN_REPLAY_LIMIT: '0', PDN_IDEMPOTENCY_KEY_LIMIT: '0' } });
    mine = await createPartner(service, { territories: ['north'] });
    theirs = await createPartner(service, { territories: ['south'] });
    for (const [partner, zone] of [
      [mine, 'north'],
      [theirs, 'south'],
    ] as const) {
      const rider = (await createRider(service, partner, { zone })).rider_id;
      const order = (await createOrder(service, { zone })).order_id;
      // A public literal, never contacted: no worker runs in this service.
      const endpoint = (await partner.api.post('/v1/webhook_endpoints', { url: 'https://8.8.8.8/hook', enabled_events: ['*'] })).body.id;
      const event = (await partner.api.get('/v1/events')).body.data[0].id;
      ids.push(partner.id, partner.keyId, rider, order, endpoint, event);
      if (partner === theirs) theirIds.push(partner.id, partner.keyId, rider, order, endpoint, event);
    }

    const doc = (await service.admin.get('/v1/openapi.json')).body;
    for (const [path, methods] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(methods)) {
        // An event stream answers 200 and never ends: it is tested where it is built.
        const streams = Object.values<any>(op.responses ?? {}).some((r) => r?.content?.['text/event-stream']) || path.endsWith('/stream');
        if (streams) continue;
        const schema = op.requestBody?.content?.['application/json']?.schema;
        operations.push({
          method: method.toUpperCase(),
          path,
          query: (op.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name),
          body: op.requestBody ? Object.keys(schema?.properties ?? {}) : undefined,
          who: path.startsWith('/v1/admin') ? 'admin' : 'partner',
        });
      }
    }
    // Routes the document leaves out.
    operations = operations.concat([
      { method: 'GET', path: '/metrics', query: [], body: undefined, who: 'admin' },
      { method: 'GET', path: '/healthz', query: [], body: undefined, who: 'public' },
      { method: 'GET', path: '/readyz', query: [], body: undefined, who: 'public' },
      { method: 'GET', path: '/problems/{code}', query: [], body: undefined, who: 'public' },
      { method: 'GET', path: '/v1/openapi.json', query: [], body: undefined, who: 'public' },
      { method: 'GET', path: '/dashboard/{file}', query: [], body: undefined, who: 'public' },
      { method: 'DELETE', path: '/v1/orders/{id}', query: [], body: undefined, who: 'partner' }, // no such route
    ]);
  });
  afterAll(() => service.close());

  const junk = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('', ' ', '..', '%', '%00', 'a\u0000b', '💥', 'x'.repeat(300), '-1', '1e309', 'null', '[]', '{}', 'not_found'),
  );
  const anId = () => fc.oneof(fc.constantFrom(...ids), junk);
  const value = () =>
    fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom(...ids, 'north', 'south', 'online', 'offline', 'on-break', 'EUR', '*', 'order.created', 'https://8.8.8.8/x', 'http://127.0.0.1/x', '2026-01-01T00:00:00Z'),
      junk,
      fc.integer(),
      fc.double(),
    );
  const key = (who: Operation['who']) =>
    fc.constantFrom<'right' | 'theirs' | 'admin' | 'none' | 'bad'>(...(who === 'admin' ? (['right', 'right', 'right', 'none', 'theirs', 'bad'] as const) : (['right', 'right', 'right', 'admin', 'none', 'theirs', 'bad'] as const)));

  // Every request reads the whole store before it: 13–23 s on its own, past 30 s beside other files.
  it('never answers 5xx; a refusal changes nothing; a partner never sees another partner', async () => {
    const seen = new Set<string>();
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(anId(), { minLength: 2, maxLength: 2 }),
          fc.boolean(),
          fc.array(fc.tuple(fc.oneof(fc.constantFrom(...op.query, 'extra'), junk), value()), { maxLength: 3 }),
          op.body ? fc.option(fc.oneof(fc.dictionary(fc.constantFrom(...op.body, 'extra'), value(), { maxKeys: 4 }), fc.jsonValue({ maxDepth: 3 }), junk.map((raw) => ({ raw })))) : fc.constant(null),
          key(op.who),
          async (pathIds, encode, query, body, which) => {
            let n = 0;
            const path = op.path.replace(/\{[^}]+\}/g, () => (encode ? encodeURIComponent(pathIds[n++]) : pathIds[n++].replace(/[/?#]/g, '')));
            const qs = new URLSearchParams(query.map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
            const url = `${path}${qs ? `?${qs}` : ''}`;
            const client = { right: op.who === 'admin' ? service.admin : mine.api, theirs: theirs.api, admin: service.admin, none: service.client(null), bad: service.client('pdn_sk_wrong_key_0000000000') }[which];
            const options =
              body === null ? {} : typeof body === 'object' && body !== null && 'raw' in body && Object.keys(body).length === 1 ? { raw: String(body.raw), headers: { 'content-type': 'application/json' } } : { body };

            const before = await wholeStore(service.store);
            let res;
            try {
              res = await client.request(op.method, url, options);
            } catch (error) {
              // fetch itself refuses some URLs (e.g. a path that is not valid): nothing was sent.
              if (error instanceof TypeError) return;
              throw error;
            }
            const what = `${op.method} ${url} (${which} key) ${JSON.stringify(options).slice(0, 300)} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
            seen.add(`${op.method} ${op.path} ${res.status}`);
            expect(res.status, what).toBeLessThan(500);
            if (res.status >= 400) {
              expect(await wholeStore(service.store), what).toEqual(before);
            }
            if (which === 'right' && op.who === 'partner' && res.status < 300) {
              const text = JSON.stringify(res.body);
              for (const id of theirIds) expect(text, what).not.toContain(id);
            }
          },
        ),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
    // Every operation was reached at least once past the router.
    const reached = new Set([...seen].map((s) => s.split(' ').slice(0, 2).join(' ')));
    expect(operations.filter((op) => !reached.has(`${op.method} ${op.path}`))).toEqual([]);
  }, 120_000);
});
