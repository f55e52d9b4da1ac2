// Tracing bootstrap, loaded before anything else (`node --import ./src/tracing.mjs`, as
// `npm start` and `bin/pdn.mjs` do) so that it can instrument fastify and pg as they load.
// Configured only by the standard OTEL_* variables; with no OTLP endpoint set it loads nothing.
// Plain JavaScript: worker threads inherit `--import` without the TypeScript loader.
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

const env = process.env;
// Worker threads inherit `--import`: the sender thread makes no spans (the main thread does, from its outcomes).
if (isMainThread && (env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)) {
  // Traces only: the SDK's metrics and logs exporters stay off unless asked for.
  env.OTEL_METRICS_EXPORTER ||= 'none';
  env.OTEL_LOGS_EXPORTER ||= 'none';
  // ESM imports of pg are seen through this hook (require hooks alone miss them).
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { FastifyOtelInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@fastify/otel'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || 'pdn',
    instrumentations: [
      // A server span per request with http.route, the request's traceparent honoured; it
      // attaches itself to every Fastify instance as it is made.
      new FastifyOtelInstrumentation({ registerOnInitialization: true, ignorePaths: (route) => route.url === '/metrics' || route.url === '/healthz' }),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  // Spans still buffered are sent before exit (the server exits from its SIGTERM handler).
  process.once('beforeExit', () => void sdk.shutdown()); // and from exitOnSignals
  globalThis[Symbol.for('pdn.tracing')] = sdk; // src/shared/trace-context.ts
}
