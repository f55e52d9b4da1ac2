import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_KEY, createPartner, describeStores, startService, type TestService } from '../../test/harness.js';
import { ResponseChecker } from '../../test/response-check.js';
import { EVENT_TYPES } from '../outbox/outbox.js';

type Json = Record<string, any>;

/** Every schema object in the document, with where it is. */
function* schemasIn(node: unknown, at: string): Generator<[string, Json]> {
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  yield [at, schema];
  for (const [name, property] of Object.entries<Json>(schema.properties ?? {})) yield* schemasIn(property, `${at}.${name}`);
  if (schema.items) yield* schemasIn(schema.items, `${at}[]`);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) for (const [i, part] of (schema[key] ?? []).entries()) yield* schemasIn(part, `${at}.${key}[${i}]`);
}

const operationsOf = (doc: Json) =>
  Object.entries<Json>(doc.paths).flatMap(([path, item]) => Object.entries<Json>(item).map(([method, operation]) => ({ path, method, operation })));

describeStores('The OpenAPI document', (kind) => {
  let service: TestService;
  let doc: Json;
  beforeAll(async () => {
    service = await startService(kind);
    doc = (await service.client(null).get('/v1/openapi.json')).body;
  });
  afterAll(() => service.close());

  it('gives every operation an operationId, summary, description, tags and every status it answers', () => {
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(25);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary, where).toBeTruthy();
      expect(operation.description, where).toBeTruthy();
      expect(operation.tags?.length, where).toBe(1);
      expect(doc.tags.map((t: Json) => t.name), where).toContain(operation.tags[0]);
      const statuses = Object.keys(operation.responses);
      expect(statuses.filter((s) => s.startsWith('2')), where).toHaveLength(1);
      expect(statuses, where).toEqual(expect.arrayContaining(['400', '401', '500']));
      if (!path.startsWith('/v1/admin/')) expect(statuses, where).toContain('429');
      if (method === 'post') expect(statuses, where).toEqual(expect.arrayContaining(['409', '413', '415']));
      for (const [status, response] of Object.entries<Json>(operation.responses)) {
        expect(response.description, `${where} ${status}`).not.toBe('Default Response');
        expect(response.headers?.['x-request-id'], `${where} ${status}`).toBeDefined();
        if (status.startsWith('2')) {
          // The live event stream is the one success that is not JSON.
          const media = path.endsWith('/events/stream') ? 'text/event-stream' : 'application/json';
          expect(Object.keys(response.content ?? {}), `${where} ${status}`).toEqual([media]);
          expect(response.content[media].example, `${where} ${status} example`).toBeDefined();
        } else {
          expect(Object.keys(response.content), `${where} ${status}`).toEqual(['application/problem+json']);
          expect(response.content['application/problem+json'].schema.properties.code.enum.length, `${where} ${status}`).toBeGreaterThan(0);
        }
      }
      if (operation.requestBody) {
        const media = operation.requestBody.content['application/json'];
        expect(media.example ?? media.examples, `${where} request example`).toBeDefined();
      }
      if (method === 'post') expect(operation.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    }
  });

  it('lists 413 and 415 for every operation whose method can carry a body', () => {
    const withBody = operationsOf(doc).filter(({ method }) => !['get', 'head'].includes(method));
    expect(withBody.map(({ method }) => method)).toEqual(expect.arrayContaining(['post', 'put', 'patch', 'delete']));
    for (const { path, method, operation } of withBody) {
      expect(Object.keys(operation.responses), `${method.toUpperCase()} ${path}`).toEqual(expect.arrayContaining(['413', '415']));
    }
  });

  it("lists 431 and 408 for every operation (the HTTP parser's refusals, before any route), without the route's own headers", () => {
    for (const { path, method, operation } of operationsOf(doc)) {
      const where = `${method.toUpperCase()} ${path}`;
      for (const [status, code] of [['431', 'headers_too_large'], ['408', 'request_timeout']]) {
        const response = operation.responses[status];
        expect(response, `${where} ${status}`).toBeDefined();
        expect(response.content['application/problem+json'].schema.properties.code.enum, `${where} ${status}`).toEqual([code]);
        expect(Object.keys(response.headers), `${where} ${status}`).toEqual(['x-request-id']);
      }
    }
  });

  it('declares the event streams\' Cache-Control and X-Accel-Buffering, as they are sent', async () => {
    const partner = await createPartner(service);
    for (const [path, key] of [['/v1/events/stream', partner.key], ['/v1/admin/events/stream', ADMIN_KEY]]) {
      const declared = doc.paths[path].get.responses['200'].headers;
      expect(declared['X-Accel-Buffering'], path).toMatchObject({ required: true, schema: { const: 'no' } });
      expect(declared['Cache-Control'], path).toMatchObject({ required: true, schema: { const: 'no-cache, no-transform' } });
      const head = await fetch(`${service.url}${path}`, { method: 'HEAD', headers: { authorization: `Bearer ${key}` } });
      expect(head.status).toBe(200);
      expect(head.headers.get('x-accel-buffering')).toBe(declared['X-Accel-Buffering'].schema.const);
      expect(head.headers.get('cache-control')).toBe(declared['Cache-Control'].schema.const);
    }
  });

  it('answers 413 and 415 on a PUT and a DELETE as it documents them (the harness checks the answer against the document)', async () => {
    const partner = await createPartner(service);
    const key = (await service.admin.post(`/v1/admin/partners/${partner.id}/api_keys`)).body;
    const big = JSON.stringify({ mode: 'manual', pad: 'x'.repeat(1_100_000) });
    const calls = [
      partner.api.request('PUT', '/v1/dispatch_policy', { raw: 'mode=manual', headers: { 'content-type': 'text/plain' } }),
      partner.api.request('PUT', '/v1/dispatch_policy', { raw: big, headers: { 'content-type': 'application/json' } }),
      service.admin.request('DELETE', `/v1/admin/api_keys/${key.id}`, { raw: 'now', headers: { 'content-type': 'text/plain' } }),
      service.admin.request('DELETE', `/v1/admin/api_keys/${key.id}`, { raw: big, headers: { 'content-type': 'application/json' } }),
    ];
    expect((await Promise.all(calls)).map((res) => res.status)).toEqual([415, 413, 415, 413]);
  });

  it("describes the RateLimit headers as a server with the default limit sends them (docs/limits.md)", async () => {
    const limited = await startService(kind, { env: { PDN_RATE_LIMIT: '100' } });
    try {
      const partner = await createPartner(limited);
      // The harness checks each documented header's value against its schema; here the examples too.
      const res = await partner.api.get('/v1/orders/available');
      const headers = doc.components.headers;
      expect(res.headers.get('ratelimit-limit')).toBe(String(headers.RateLimitLimit.example));
      expect(res.headers.get('ratelimit-policy')).toBe(headers.RateLimitPolicy.example);
      expect(res.headers.get('ratelimit-policy')).toMatch(new RegExp(headers.RateLimitPolicy.schema.pattern));
      expect(headers.RateLimitLimit.description).toMatch(/window/);
      const operation = doc.paths['/v1/orders/available'].get.responses['200'].headers;
      expect(Object.keys(operation)).toEqual(expect.arrayContaining(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy']));
    } finally {
      await limited.close();
    }
  });

  it("is the package's version, as the client is", () => {
    const version = (file: string) => (JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { version: string }).version;
    expect(doc.info.version).toBe(version('../../package.json'));
    expect(doc.info.version).toBe(version('../../clients/typescript/package.json'));
  });

  it('describes every field and parameter', () => {
    const missing: string[] = [];
    for (const [name, schema] of Object.entries<Json>(doc.components.schemas)) {
      for (const [at, node] of schemasIn(schema, name)) if (!node.description && !node.$ref && at !== name && !/\.(allOf|oneOf)\[\d+\]$/.test(at)) missing.push(at);
    }
    for (const { path, method, operation } of operationsOf(doc)) {
      for (const parameter of operation.parameters ?? []) if (!parameter.$ref && !parameter.description) missing.push(`${method} ${path} ${parameter.name}`);
      const body = operation.requestBody?.content['application/json'].schema;
      for (const [at, node] of schemasIn(body, `${method} ${path} body`)) if (!node.description && !node.$ref && node !== body) missing.push(at);
      for (const [status, response] of Object.entries<Json>(operation.responses)) {
        const schema = response.content?.['application/json']?.schema;
        for (const [at, node] of schemasIn(schema, `${method} ${path} ${status}`)) if (!node.description && !node.$ref && node !== schema) missing.push(at);
      }
    }
    expect(missing).toEqual([]);
  });

  it('requires what the server always returns, and types the accept status as assigned', () => {
    const schemas = doc.components.schemas;
    expect(schemas.WebhookEndpointWithSecret.required).toContain('secret');
    expect(schemas.IssuedApiKey.required).toContain('key');
    expect(schemas.AcceptedOrder.properties.status.enum).toEqual(['assigned']);
    expect(Object.keys(schemas.AcceptedOrder.properties).sort()).toEqual(['dropoff', 'order_id', 'payout_estimate', 'pickup', 'rider_id', 'status']);
    const fleet = doc.paths['/v1/fleet/availability'].get.responses['200'].content['application/json'].schema;
    expect(fleet.properties.totals.required).toEqual(['riders', 'capacity', 'active_deliveries', 'unassigned_orders']);
    expect(fleet.properties.totals.properties.riders.required).toEqual(['online', 'on-break', 'offline', 'total']);
    expect(doc.paths['/v1/admin/orders/{order_id}/cancel'].post.requestBody.required).toBe(false);
    expect(doc.paths['/v1/events/{id}/replay'].post.requestBody.required).toBe(false);
    expect(doc.paths['/v1/orders/{order_id}/accept'].post.requestBody.required).toBe(true);
  });

  it('has a webhooks section with each event type, its payload and the signature headers', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
    for (const type of EVENT_TYPES) {
      const post = doc.webhooks[type].post;
      expect(post.parameters.map((p: Json) => p.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
      const name = post.requestBody.content['application/json'].schema.$ref.split('/').pop();
      const schema = doc.components.schemas[name];
      expect(schema.properties.type.enum).toEqual([type]);
      // Delivered events carry no `object`: the envelope is exactly id, type, created, data.
      expect(schema.required).toEqual(['id', 'type', 'created', 'data']);
    }
    const delivered = doc.components.schemas.OrderDeliveredEvent.properties.data;
    expect(delivered.required).toEqual(expect.arrayContaining(['order_id', 'rider_id', 'delivered_at', 'payout']));
    expect(Object.keys(doc.components.schemas.OrderAssignedEvent.properties.data.properties)).toEqual(expect.arrayContaining(['previous_rider_id', 'reassignment_reason']));
  });

  it('declares servers, contact and licence', () => {
    expect(doc.servers.length).toBeGreaterThan(0);
    expect(doc.info.contact.email).toBeTruthy();
    expect(doc.info.license.name).toBeTruthy();
  });

  it('answers a wrong method on a known path with 405 and Allow, an unknown path with 404', async () => {
    const partner = await createPartner(service);
    const wrong = await partner.api.request('PUT', '/v1/riders');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    expect(wrong.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(wrong.body).toMatchObject({ status: 405, code: 'method_not_allowed' });
    const endpoint = await partner.api.request('POST', '/v1/webhook_endpoints/we_nope');
    expect(endpoint.status).toBe(405);
    expect(endpoint.headers.get('allow')).toBe('DELETE, GET, HEAD, PATCH');
    expect((await partner.api.get('/v1/nothing-here')).status).toBe(404);
  });

  it('checks responses: a status, content type or body the document does not allow is reported', async () => {
    const checker = new ResponseChecker(doc);
    const headers = (contentType: string) => new Headers({ 'content-type': contentType, 'x-request-id': 'req_1' });
    const url = `${service.url}/v1/orders/ord_1`;
    const order = (await service.admin.post('/v1/admin/orders', { zone: 'z1', pickup: { creator: 'A', eta_mins: 1 }, dropoff: { area: 'B' }, payout_estimate: { currency: 'EUR', amount: 1 } })).body;
    const ok = { method: 'GET', url, status: 200, headers: headers('application/json; charset=utf-8'), text: JSON.stringify(order), body: order };
    expect(checker.problems(ok)).toEqual([]);
    expect(checker.problems({ ...ok, status: 418 }).join()).toMatch(/status not documented/);
    expect(checker.problems({ ...ok, headers: headers('text/plain') }).join()).toMatch(/content type text\/plain not documented/);
    expect(checker.problems({ ...ok, body: { ...order, status: 'lost' } }).join()).toMatch(/does not match getOrder/);
    const { zone: _zone, ...withoutZone } = order;
    expect(checker.problems({ ...ok, body: withoutZone }).join()).toMatch(/zone/);
    const problem = { type: '/problems/order_not_found', title: 'Order not found', status: 404, detail: 'x', code: 'order_not_found', request_id: 'req_1' };
    const notFound = { ...ok, status: 404, headers: headers('application/problem+json'), body: problem, text: JSON.stringify(problem) };
    expect(checker.problems(notFound)).toEqual([]);
    expect(checker.problems({ ...notFound, headers: headers('application/json') }).join()).toMatch(/not documented/);
    expect(checker.problems({ ...notFound, body: { ...problem, code: 'rider_at_capacity' } }).join()).toMatch(/does not match/);
    expect(checker.problems({ ...ok, method: 'PUT', status: 404, headers: headers('application/problem+json'), body: problem }).join()).toMatch(/must be 405/);
  });
});
