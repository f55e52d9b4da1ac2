import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { parseTimestamp } from '../shared/time.js';

type Json = Record<string, any>;

// A leap second means the last millisecond of its minute, for every timestamp the API takes
// (docs/decisions.md, "Resources on the wire": Timestamps). These are the inputs, as found in the served document.
const LEAP = '2016-12-31T23:59:60Z';
const LEAP_READ = '2016-12-31T23:59:59.999Z';

/** Every `date-time` input of every operation in the document: `METHOD path in:field`. */
function timestampInputs(doc: Json): string[] {
  const found: string[] = [];
  const walk = (schema: Json | undefined, where: string, operation: string) => {
    if (!schema || typeof schema !== 'object') return;
    if (schema.$ref) return walk(doc.components.schemas[String(schema.$ref).split('/').pop()!], where, operation);
    if (schema.format === 'date-time') found.push(`${operation} ${where}`);
    for (const [name, inner] of Object.entries<Json>(schema.properties ?? {})) walk(inner, `${where}.${name}`, operation);
    for (const inner of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(inner, where, operation);
    if (schema.items) walk(schema.items, `${where}[]`, operation);
  };
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const [method, operation] of Object.entries<Json>(item)) {
      const name = `${method.toUpperCase()} ${path}`;
      for (const parameter of operation.parameters ?? []) walk(parameter.schema, `${parameter.in}:${parameter.name}`, name);
      walk(operation.requestBody?.content?.['application/json']?.schema, 'body', name);
    }
  }
  return found.sort();
}

describe('parseTimestamp (the one reading of every timestamp input)', () => {
  it.each([
    ['2016-12-31T23:59:60Z', '2016-12-31T23:59:59.999Z'],
    ['2016-12-31T23:59:60.5Z', '2016-12-31T23:59:59.999Z'],
    ['2017-01-01T00:59:60+01:00', '2016-12-31T23:59:59.999Z'],
    ['2016-12-31t23:59:60z', '2016-12-31T23:59:59.999Z'],
    ['2024-01-01T10:00:00+05:30', '2024-01-01T04:30:00.000Z'],
    ['2024-01-01T10:00:00.123456Z', '2024-01-01T10:00:00.123Z'],
  ])('reads %s as %s', (text, iso) => {
    expect(new Date(parseTimestamp(text)!).toISOString()).toBe(iso);
  });

  it.each(['yesterday', '2024-02-30T25:00:00Z', '0000-01-01T00:00:00+01:00'])('reads %s as no timestamp', (text) => {
    expect(parseTimestamp(text)).toBeUndefined();
  });
});

describeStores('leap seconds in every timestamp input', (kind) => {
  let service: TestService;
  let partner: TestPartner;
  beforeAll(async () => {
    service = await startService(kind, { env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true' } });
    partner = await createPartner(service);
    await createOrder(service, { zone: partner.territories[0] }); // an order.created event for created_gte to find
  });
  afterAll(() => service.close());

  // One case per input; a new date-time input fails the first test until it has one here.
  const cases: Record<string, (leap: string, read: string) => Promise<void>> = {
    'PUT /v1/riders/{rider_id}/location body.recorded_at': async (leap, read) => {
      const rider = await createRider(service, partner);
      const put = (recorded_at: string) => partner.api.put(`/v1/riders/${rider.rider_id}/location`, { lat: 1, lng: 1, recorded_at });
      const res = await put(leap);
      expect(res.status).toBe(200);
      expect(res.body.recorded_at).toBe(read);
      // Read as :59.999: a fix a millisecond earlier is older, the next second is newer.
      expect((await put('2016-12-31T23:59:59.998Z')).body.recorded_at).toBe(read);
      expect((await put('2017-01-01T00:00:00Z')).body.recorded_at).toBe('2017-01-01T00:00:00.000Z');
    },
    'POST /v1/webhook_endpoints/{id}/recover body.since': async (leap, read) => {
      const endpoint = await partner.api.post('/v1/webhook_endpoints', { url: 'http://127.0.0.1:9/hooks', enabled_events: ['order.created'] });
      const res = await partner.api.post(`/v1/webhook_endpoints/${endpoint.body.id}/recover`, { since: leap });
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ since: read, requeued: 0 });
    },
    'GET /v1/events query:created_gte': async (leap) => {
      const res = await partner.api.get(`/v1/events?created_gte=${encodeURIComponent(leap)}`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(0); // the order made above came after 2016
    },
    'GET /v1/events query:created_lte': async (leap) => {
      const res = await partner.api.get(`/v1/events?created_lte=${encodeURIComponent(leap)}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    },
  };

  const recoverCase = (api: () => TestPartner['api'], base: string) => async (leap: string, read: string) => {
    const endpoint = await api().post(base, { url: 'http://127.0.0.1:9/hooks', enabled_events: ['order.created'] });
    const res = await api().post(`${base}/${endpoint.body.id}/recover`, { since: leap });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ since: read, requeued: 0 });
  };
  cases['POST /v1/admin/webhook_endpoints/{id}/recover body.since'] = recoverCase(() => service.admin, '/v1/admin/webhook_endpoints');
  cases['GET /v1/admin/events query:created_gte'] = async (leap) => {
    const res = await service.admin.get(`/v1/admin/events?created_gte=${encodeURIComponent(leap)}`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0); // the network's copy of the order made above
  };
  cases['GET /v1/admin/events query:created_lte'] = async (leap) => {
    const res = await service.admin.get(`/v1/admin/events?created_lte=${encodeURIComponent(leap)}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  };
  // The job made above is due minutes from now: after the leap second, never before it.
  cases['GET /v1/orders/available query:accept_by_gte'] = async (leap) => {
    const res = await partner.api.get(`/v1/orders/available?accept_by_gte=${encodeURIComponent(leap)}`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
  };
  cases['GET /v1/orders/available query:accept_by_lte'] = async (leap) => {
    const res = await partner.api.get(`/v1/orders/available?accept_by_lte=${encodeURIComponent(leap)}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  };

  it('covers every date-time input the document lists', async () => {
    const doc = (await service.admin.get('/v1/openapi.json')).body;
    expect(timestampInputs(doc)).toEqual(Object.keys(cases).sort());
  });

  it.each(Object.keys(cases))('%s: a leap second is its minute\'s last millisecond, in UTC or an offset', async (input) => {
    await cases[input](LEAP, LEAP_READ);
    await cases[input]('2017-01-01T00:59:60+01:00', LEAP_READ);
  });

  it.each(Object.keys(cases))('%s: a second 60 that is no leap second (not 23:59 UTC) is 422 invalid_value', async (input) => {
    const [method, path, where] = input.split(' ');
    const field = where.split(/[.:]/).pop()!;
    const bad = '2016-12-31T22:59:60Z';
    let res;
    const api = path.startsWith('/v1/admin/') ? service.admin : partner.api;
    if (where.startsWith('query:')) res = await api.get(`${path}?${field}=${encodeURIComponent(bad)}`);
    else {
      const rider = await createRider(service, partner);
      const endpoint = await api.post(path.startsWith('/v1/admin/') ? '/v1/admin/webhook_endpoints' : '/v1/webhook_endpoints', { url: 'http://127.0.0.1:9/hooks', enabled_events: ['order.created'] });
      const url = path.replace('{rider_id}', rider.rider_id).replace('{id}', endpoint.body.id);
      res = await api.request(method, url, { body: { lat: 1, lng: 1, [field]: bad } });
      if (res.status === 400) res = await api.request(method, url, { body: { [field]: bad } });
    }
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('invalid_value');
  });
});
