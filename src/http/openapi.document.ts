// What the route schemas alone cannot say, added to the generated OpenAPI document once for
// every operation: who we are, the headers every response (or every POST) carries, examples
// composed from the components' own, and the webhooks we send.

type Json = Record<string, any>;

/** A webhook we send, one per event type; its payload schema is the component `name`. */
export interface WebhookDoc {
  type: string;
  name: string;
  summary: string;
}

const TAGS = [
  { name: 'orders', description: "Delivery jobs: list the ones offered to you, accept them for a rider, reassign, report your rider's pickup and delivery, retrieve." },
  { name: 'riders', description: "Your riders' availability, zone and capacity." },
  { name: 'dispatch', description: 'Auto-dispatch: let the network accept your jobs for your best-ranked rider.' },
  { name: 'fleet', description: 'Availability aggregated by zone.' },
  { name: 'scorecard', description: 'Where you stand with the network: accepts, time to accept, expiries in your zones, webhook health. The network sees the same numbers.' },
  { name: 'webhooks', description: 'Endpoints that receive your events, signed with Standard Webhooks, and their delivery statistics.' },
  { name: 'events', description: 'Every event sent to you, kept 30 days, with each delivery attempt; replay on demand; a live stream.' },
  { name: 'settlements', description: 'What you were paid, and for which orders.' },
  { name: 'test helpers', description: 'Test keys only: make riders and orders in your sandbox and move them along, as the network does in live mode.' },
  { name: 'admin', description: 'The network operator API (admin key): partners, keys, riders, orders and settlements.' },
];

const HEADERS = {
  XRequestId: { description: 'Identifies this request; also the `request_id` of a problem body. Quote it when you contact us.', schema: { type: 'string' } },
  // As docs/limits.md: PDN_RATE_LIMIT=r is a quota of 2r requests per 2-second window. The
  // examples are what a server with the default r = 100 sends (a test compares them).
  RateLimitLimit: {
    description: "The window's quota: requests this key may make in one 2-second window (twice `PDN_RATE_LIMIT`, the average rate per second).",
    schema: { type: 'integer', minimum: 1 },
    example: 200,
  },
  RateLimitRemaining: { description: 'Requests left in the current window.', schema: { type: 'integer', minimum: 0 }, example: 199 },
  RateLimitReset: { description: 'Seconds until the current window ends and the quota is whole again.', schema: { type: 'integer', minimum: 0 }, example: 2 },
  RateLimitPolicy: {
    description: 'The policy: `<quota>;w=2`, the quota (as `RateLimit-Limit`) per window of 2 seconds.',
    schema: { type: 'string', pattern: '^[0-9]+;w=2$' },
    example: '200;w=2',
  },
  RetryAfter: { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } },
  IdempotentReplayed: {
    description: '`true` when this is the stored response of an earlier request with the same `Idempotency-Key`, replayed.',
    schema: { type: 'string', enum: ['true'] },
  },
  WWWAuthenticate: { description: 'The scheme to authenticate with: `Bearer`.', schema: { type: 'string' } },
};

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
  example: '5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c',
};

const WEBHOOK_HEADERS = [
  { name: 'webhook-id', description: 'The event id (`evt_…`), the same on every retry: dedupe on it.', schema: { type: 'string' }, example: 'evt_01HZY5P6Q7' },
  { name: 'webhook-timestamp', description: 'Unix seconds when this attempt was signed; refuse old ones.', schema: { type: 'string' }, example: '1763803872' },
  {
    name: 'webhook-signature',
    description:
      'Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` signatures, one per live secret (two for 24 h after a rotation). Verify with any Standard Webhooks library and your endpoint secret.',
    schema: { type: 'string' },
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  },
];

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** An example for a schema: its own, its component's, or composed from its parts. */
function exampleOf(schema: Json | undefined, components: Json, depth = 0): unknown {
  if (!schema || depth > 12) return undefined;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (typeof schema.$ref === 'string') return exampleOf(components.schemas[schema.$ref.split('/').pop()!], components, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.oneOf)) return exampleOf(schema.oneOf[0], components, depth + 1);
  if (Array.isArray(schema.allOf) || schema.properties) {
    const merged: Json = {};
    for (const part of schema.allOf ?? []) Object.assign(merged, exampleOf(part, components, depth + 1));
    for (const [name, property] of Object.entries<Json>(schema.properties ?? {})) {
      const value = exampleOf(property, components, depth + 1);
      if (value !== undefined) merged[name] = value;
    }
    return merged;
  }
  const types = [schema.type].flat();
  if (types.includes('array')) return [exampleOf(schema.items, components, depth + 1)].filter((item) => item !== undefined);
  if (types.includes('null')) return null;
  if (types.includes('boolean')) return false;
  if (types.includes('integer') || types.includes('number')) return schema.minimum ?? 1;
  if (types.includes('string')) return schema.format === 'date-time' ? '2026-11-22T09:31:12.000Z' : 'string';
  return undefined;
}

function addMediaExamples(content: Json | undefined, components: Json): void {
  for (const media of Object.values<Json>(content ?? {})) {
    if (media.example !== undefined || media.examples !== undefined) continue;
    const example = exampleOf(media.schema, components);
    if (example !== undefined) media.example = example;
  }
}

function webhooks(events: readonly WebhookDoc[]): Json {
  return Object.fromEntries(
    events.map(({ type, name, summary }) => [
      type,
      {
        post: {
          operationId: `on${name}`,
          tags: ['webhooks'],
          summary,
          description: `We POST this to each of your enabled endpoints whose \`enabled_events\` hold \`${type}\` (or \`*\`), signed with Standard Webhooks. Answer any 2xx within the timeout to acknowledge; otherwise we retry on the schedule, honouring \`Retry-After\` on 429 and 503. At least once: dedupe on \`webhook-id\`.`,
          parameters: WEBHOOK_HEADERS.map((header) => ({ ...header, in: 'header', required: true })),
          requestBody: { required: true, description: `The \`${type}\` event.`, content: { 'application/json': { schema: ref('schemas', name) } } },
          responses: {
            '200': { description: 'Acknowledged (any 2xx does).' },
            '410': { description: 'Gone: we disable the endpoint and stop sending to it.' },
          },
          security: [],
        },
      },
    ]),
  );
}

/** Completes the document @fastify/swagger generated from the route schemas. */
export function finishDocument(doc: Json, events: readonly WebhookDoc[]): Json {
  doc.info = {
    ...doc.info,
    contact: { name: 'Partner Delivery Network support', email: 'partners@pdn.example.com', url: 'https://pdn.example.com/support' },
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
  };
  doc.servers = [{ url: 'http://127.0.0.1:8080', description: 'A local PDN server (`npm start`); use the base address you were given.' }];
  doc.tags = TAGS;
  doc.components.headers = HEADERS;
  doc.components.parameters = { IdempotencyKey: IDEMPOTENCY_KEY };

  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const [method, operation] of Object.entries<Json>(item)) {
      const partner = !path.startsWith('/v1/admin/');
      // A body whose every field is optional may be left out (the server reads none as `{}`).
      const body = operation.requestBody?.content?.['application/json']?.schema;
      if (body && !body.required?.length && !body.minProperties) operation.requestBody.required = false;
      if (method === 'post') operation.parameters = [...(operation.parameters ?? []), ref('parameters', 'IdempotencyKey')];
      if (operation.requestBody) addMediaExamples(operation.requestBody.content, doc.components);
      for (const [status, response] of Object.entries<Json>(operation.responses)) {
        // A header a route declares in its own schema is one it always sends.
        for (const header of Object.values<Json>(response.headers ?? {})) header.required = true;
        const headers: Json = { 'x-request-id': ref('headers', 'XRequestId') };
        // 408 and 431 are answered by the HTTP parser's error handler, before any route or limit.
        const beforeRoute = status === '408' || status === '431';
        if (partner && status !== '401' && !beforeRoute) {
          Object.assign(headers, {
            'RateLimit-Limit': ref('headers', 'RateLimitLimit'),
            'RateLimit-Remaining': ref('headers', 'RateLimitRemaining'),
            'RateLimit-Reset': ref('headers', 'RateLimitReset'),
            'RateLimit-Policy': ref('headers', 'RateLimitPolicy'),
          });
        }
        if (status === '429' || status === '409' || status === '503') headers['Retry-After'] = ref('headers', 'RetryAfter');
        if (status === '401') headers['WWW-Authenticate'] = ref('headers', 'WWWAuthenticate');
        if (method === 'post' && !beforeRoute && status !== '401' && status !== '429' && status !== '500' && status !== '503') headers['Idempotent-Replayed'] = ref('headers', 'IdempotentReplayed');
        response.headers = { ...response.headers, ...headers };
        addMediaExamples(response.content, doc.components);
      }
    }
  }
  doc.webhooks = webhooks(events);
  return doc;
}
