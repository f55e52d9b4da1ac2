// Tracing end to end: the server as `npm start` runs it, exporting OTLP/HTTP JSON to a collector
// written here. A request's traceparent is honoured; the request is a server span with
// http.route, its statements are child spans, and the webhook attempt's span links to it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, createPartner, describeStores, freshDatabase, type TestDatabase, type TestService } from '../test/harness.js';
import { eventually, Receiver, registerEndpoint } from '../test/receiver.js';
import { startServerProcess, type ServerProcess } from '../test/server-process.js';

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: string | number } }>;
  links?: Array<{ traceId: string; spanId: string }>;
}

/** An OTLP/HTTP collector taking JSON: keeps every span it is sent, with its service name. */
async function startCollector() {
  const spans: Array<Span & { service: string }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces' && String(req.headers['content-type']).startsWith('application/json')) {
        for (const resource of JSON.parse(body).resourceSpans ?? []) {
          const service = resource.resource.attributes.find((a: { key: string }) => a.key === 'service.name')?.value.stringValue;
          for (const scope of resource.scopeSpans) for (const span of scope.spans) spans.push({ ...span, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { spans, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const attribute = (span: Span, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describeStores('tracing (OTLP/HTTP JSON)', (kind) => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let receiver: Receiver;
  let database: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    collector = await startCollector();
    receiver = await Receiver.start();
    database = await freshDatabase(kind);
    server = await startServerProcess(database.url, {
      PDN_WEBHOOK_ALLOW_PRIVATE: 'true',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
  }, 60_000);
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await receiver.close();
    await collector.close();
    await database.drop();
  });

  it('continues the caller’s trace through the request, its statements and the webhook attempt', async () => {
    const service = { admin: server.admin, client: (key: string | null) => new Client(server.url, key) } as unknown as TestService;
    const partner = await createPartner(service);
    const endpoint = await registerEndpoint(partner, `${receiver.url}/traced`);
    receiver.answerAll({ status: 204 });
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const created = await server.admin.post(
      '/v1/admin/orders',
      { zone: partner.territories[0], pickup: { creator: 'Trace Kitchen', eta_mins: 5 }, dropoff: { area: 'Riverside' }, payout_estimate: { currency: 'EUR', amount: 3 } },
      { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } },
    );
    expect(created.status).toBe(201);
    const [request] = await receiver.waitFor((requests) => requests.some((r) => r.path === '/traced'));
    const eventId = request.headers['webhook-id'] as string;

    const attemptSpan = await eventually(async () => collector.spans.find((s) => s.name === 'webhook attempt' && attribute(s, 'pdn.event.id') === eventId), 'the attempt span');
    const serverSpan = collector.spans.find((s) => s.traceId === traceId && s.kind === 2)!; // SERVER
    expect(serverSpan).toBeDefined();
    expect(serverSpan.service).toBe('pdn');
    expect(serverSpan.parentSpanId).toBe('00f067aa0ba902b7'); // the caller's span
    expect(attribute(serverSpan, 'http.route')).toBe('/v1/admin/orders');
    // The store's statements are the request's descendants (under its handler's span).
    const inTrace = new Map(collector.spans.filter((s) => s.traceId === traceId).map((s) => [s.spanId, s]));
    const descends = (span: Span): boolean => span.parentSpanId === serverSpan.spanId || (span.parentSpanId !== undefined && inTrace.has(span.parentSpanId) && descends(inTrace.get(span.parentSpanId)!));
    const statements = [...inTrace.values()].filter((s) => s.kind === 3 && descends(s)); // CLIENT
    expect(statements.map((s) => attribute(s, 'db.system.name') ?? attribute(s, 'db.system'))).toContain(kind === 'sqlite' ? 'sqlite' : 'postgresql');
    // The attempt: its ids, its outcome, linked to the request that committed the event.
    expect(attribute(attemptSpan, 'pdn.webhook.endpoint.id')).toBe(endpoint.id);
    expect(attribute(attemptSpan, 'http.response.status_code')).toBe(204);
    expect(attemptSpan.links).toEqual([expect.objectContaining({ traceId })]);
    const linked = inTrace.get(attemptSpan.links![0].spanId)!; // the span that was active at the commit: the route's handler
    expect(linked === serverSpan || descends(linked)).toBe(true);
    expect(attemptSpan.traceId).not.toBe(traceId); // an attempt (maybe days later) starts its own trace
  }, 60_000);

  it('makes a server span for every request, with its route pattern', async () => {
    await server.admin.get('/v1/admin/partners/ptn_missing');
    const span = await eventually(async () => collector.spans.find((s) => s.kind === 2 && attribute(s, 'http.route') === '/v1/admin/partners/:partner_id'), 'the span');
    expect(attribute(span, 'http.response.status_code')).toBe(404);
  }, 30_000);
});
