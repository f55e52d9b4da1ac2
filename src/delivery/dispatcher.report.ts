// What every webhook attempt leaves behind besides its row: one JSON log line, and one span,
// made here on the main thread from the Outcome (the sender thread needs no SDK). The span is
// linked to the trace of the request that committed the event. With tracing off the API's
// tracer makes nothing. Neither carries the secret, the signature or the receiver's body.
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyBaseLogger } from 'fastify';
import { spanContextOf } from '../shared/trace-context.js';
import type { ClaimedDelivery } from './dispatcher.queries.js';
import type { Outcome } from './dispatcher.schedule.js';

const tracer = trace.getTracer('pdn-dispatcher');

export function reportAttempt(log: FastifyBaseLogger, claim: ClaimedDelivery, outcome: Outcome): void {
  const attempt = claim.attempt_count + 1;
  log.info(
    {
      endpoint: claim.endpoint_id,
      event: claim.event_id,
      delivery: claim.id,
      attempt,
      status: outcome.status,
      latency_ms: outcome.latencyMs,
      outcome: outcome.kind,
      error: outcome.error ?? undefined,
    },
    'webhook attempt',
  );
  const committed = spanContextOf(claim.traceparent);
  // Its own trace (`root`), whatever context the dispatcher was woken in; linked to the commit's.
  const span = tracer.startSpan('webhook attempt', {
    root: true,
    kind: SpanKind.CLIENT,
    startTime: outcome.attemptedAt!,
    links: committed ? [{ context: committed }] : [],
    attributes: {
      'pdn.event.id': claim.event_id,
      'pdn.event.type': claim.type ?? undefined,
      'pdn.webhook.endpoint.id': claim.endpoint_id,
      'pdn.webhook.delivery.id': claim.id,
      'pdn.webhook.attempt': attempt,
      'pdn.webhook.outcome': outcome.kind,
      'http.request.method': 'POST',
      'http.response.status_code': outcome.status ?? undefined,
    },
  });
  if (outcome.kind !== 'succeeded') span.setStatus({ code: SpanStatusCode.ERROR, message: outcome.error ?? outcome.kind });
  span.end(outcome.attemptedAt! + outcome.latencyMs);
}
