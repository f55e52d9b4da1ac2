import type { EventsTable, WebhookAttemptsTable, WebhookDeliveriesTable } from '../store/schema.js';

/** The envelope as sent to webhooks and listed by the API. */
interface EventEnvelope {
  id: string;
  type: string;
  created: string;
  data: unknown;
}

/**
 * The exact bytes POSTed for an event. Built from the stored JSON text without parsing it,
 * so every retry sends the same body and the hot path does no JSON work.
 */
export function envelopeBody(event: Pick<EventsTable, 'id' | 'type' | 'data' | 'created_at'>): string {
  return `{"id":${JSON.stringify(event.id)},"type":${JSON.stringify(event.type)},"created":${JSON.stringify(event.created_at)},"data":${event.data}}`;
}

export type ListedEvent = EventEnvelope & { object: 'event' };

/**
 * Pickups and deliveries recorded before partners could report them were all the network's
 * and carried no proof: listed so (their webhook bodies, kept as sent, stay as they were), so
 * every listed event has the fields its type promises.
 */
const RECORDED_BEFORE_REPORTS: Partial<Record<string, object>> = {
  'order.picked_up': { reported_by: 'network' },
  'order.delivered': { reported_by: 'network', proof: null },
};

export function toEvent(row: EventsTable): ListedEvent {
  const data: unknown = JSON.parse(row.data);
  const defaults = RECORDED_BEFORE_REPORTS[row.type];
  return { id: row.id, object: 'event', type: row.type, created: row.created_at, data: defaults ? { ...defaults, ...(data as object) } : data };
}

function toAttempt(row: WebhookAttemptsTable) {
  return {
    id: row.id,
    object: 'webhook_attempt' as const,
    attempted_at: row.attempted_at,
    status_code: row.status_code,
    latency_ms: row.latency_ms,
    error: row.error,
    response_body: row.response_body,
  };
}

/** When a delivery is tried next: null once done, and while a worker holds it (it is being sent). */
export function nextAttemptOf(row: Pick<WebhookDeliveriesTable, 'status' | 'next_attempt_at' | 'locked_by'>): string | null {
  return row.status === 'pending' && row.locked_by === null ? row.next_attempt_at : null;
}

export function toDelivery(row: WebhookDeliveriesTable, attempts: WebhookAttemptsTable[] = []) {
  return {
    id: row.id,
    object: 'webhook_delivery' as const,
    event_id: row.event_id,
    endpoint_id: row.endpoint_id,
    status: row.status,
    attempt_count: row.attempt_count,
    next_attempt_at: nextAttemptOf(row),
    last_status_code: row.last_status_code,
    last_error: row.last_error,
    created_at: row.created_at,
    updated_at: row.updated_at,
    attempts: attempts.map(toAttempt),
  };
}
export type Delivery = ReturnType<typeof toDelivery>;
