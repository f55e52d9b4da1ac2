// Outcomes into rows, in one place: the attempt log, the delivery's next state and its
// endpoint's health, written together.
import type { WebhookAttemptsTable } from '../store/schema.js';
import type { Store } from '../store/store.js';
import { transact } from '../store/transaction.js';
import { applyHealthChanges, healthChanges, type AttemptVerdict, type HealthContext } from '../webhooks/webhooks.health.js';
import { writeOutcomes, type ClaimedDelivery, type DeliveryUpdate } from './dispatcher.queries.js';
import type { Outcome } from './dispatcher.schedule.js';

export interface Recorded {
  claim: ClaimedDelivery;
  attemptId: string;
  outcome: Outcome;
}

const STATUS: Record<Outcome['kind'], DeliveryUpdate['status']> = { succeeded: 'succeeded', retry: 'pending', unsent: 'pending', failed: 'failed', gone: 'failed' };
const VERDICT: Record<Outcome['kind'], AttemptVerdict['verdict'] | null> = { succeeded: 'success', retry: 'failure', failed: 'failure', gone: 'gone', unsent: null };

function attemptRow({ claim, attemptId, outcome }: Recorded): WebhookAttemptsTable[] {
  if (outcome.attemptedAt === null) return [];
  return [
    {
      id: attemptId,
      delivery_id: claim.id,
      event_id: claim.event_id,
      endpoint_id: claim.endpoint_id,
      attempted_at: new Date(outcome.attemptedAt).toISOString(),
      status_code: outcome.status,
      latency_ms: outcome.latencyMs,
      error: outcome.error,
      response_body: outcome.responseBody,
    },
  ];
}

function deliveryUpdate({ claim, outcome }: Recorded, now: string): DeliveryUpdate {
  const retryAt = outcome.kind === 'unsent' ? now : outcome.retryAt === null ? null : new Date(outcome.retryAt).toISOString();
  return {
    id: claim.id,
    status: STATUS[outcome.kind],
    claimed_count: claim.attempt_count,
    attempt_count: claim.attempt_count + (outcome.attemptedAt === null ? 0 : 1),
    next_attempt_at: retryAt,
    last_status_code: outcome.status,
    last_error: outcome.error,
  };
}

/** Writes a batch of outcomes of deliveries `me` claimed; the endpoints it disabled. */
export async function recordOutcomes(ctx: HealthContext & { store: Store }, me: string, batch: Recorded[]): Promise<string[]> {
  const { store } = ctx;
  const now = new Date().toISOString();
  const attempts = batch.flatMap(attemptRow);
  const updates = batch.map((recorded) => deliveryUpdate(recorded, now));
  const health = healthChanges(
    batch.flatMap(({ claim, outcome }) => {
      const verdict = VERDICT[outcome.kind];
      return verdict && outcome.attemptedAt !== null
        ? [{ endpointId: claim.endpoint_id, attemptedAt: new Date(outcome.attemptedAt).toISOString(), verdict, wasFailing: claim.failing_since !== null }]
        : [];
    }),
  );
  // The usual batch, where no endpoint's state changes, is one statement on PostgreSQL.
  if (health === null && store.dialect === 'postgres') {
    await writeOutcomes(store.db, store.dialect, me, attempts, updates, now);
    return [];
  }
  // transact(): a disabled endpoint's event wakes the dispatchers once this commits (afterCommit).
  return transact({ store }, async (trx) => {
    await writeOutcomes(trx, store.dialect, me, attempts, updates, now);
    return health === null ? [] : applyHealthChanges(trx, ctx, health, now);
  });
}
