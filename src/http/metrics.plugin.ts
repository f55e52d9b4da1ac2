import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

/** Prometheus metrics at /metrics (Bearer admin key or PDN_METRICS_TOKEN): request count and latency per route (the route pattern, not the raw URL). */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'pdn_http_requests_total', help: 'HTTP requests', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'pdn_http_request_duration_seconds',
    help: 'HTTP request latency',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.decorate('metrics', registry);

  // Callback-style, as nothing here waits: an async hook costs every request a promise.
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  // Not public: route names, volumes and process figures tell an attacker what is worth trying.
  app.get('/metrics', { config: { auth: 'metrics' }, schema: { hide: true } }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
});
