// What every webhook attempt leaves behind besides its row: one JSON log line, and (tracing on)
// one span, made here on the main thread from the Outcome (the sender thread has no SDK).
// Neither carries the secret, the signature or the receiver's body.
import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedDelivery } from './dispatcher.queries.js';
import type { Outcome } from './dispatcher.schedule.js';

export function reportAttempt(log: FastifyBaseLogger, claim: ClaimedDelivery, outcome: Outcome): void {
  log.info(
    {
      endpoint: claim.endpoint_id,
      event: claim.event_id,
      delivery: claim.id,
      attempt: claim.attempt_count + 1,
      status: outcome.status,
      latency_ms: outcome.latencyMs,
      outcome: outcome.kind,
      error: outcome.error ?? undefined,
    },
    'webhook attempt',
  );
}
