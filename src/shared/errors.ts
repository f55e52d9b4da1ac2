// One error class for every failure a client can cause; its code decides the HTTP status.
// Codes are stable: partners branch on them.

const STATUS_BY_CODE = {
  invalid_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  order_not_found: 404,
  rider_not_found: 404,
  partner_not_found: 404,
  api_key_not_found: 404,
  webhook_endpoint_not_found: 404,
  event_not_found: 404,
  method_not_allowed: 405,
  order_not_available: 409,
  order_state_conflict: 409,
  rider_not_online: 409,
  rider_at_capacity: 409,
  same_rider: 409,
  nothing_to_settle: 409,
  concurrent_update: 409,
  webhook_endpoint_disabled: 409,
  idempotency_key_reused: 409,
  idempotency_key_in_progress: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  invalid_value: 422,
  zone_not_in_territory: 422,
  webhook_url_refused: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

const TITLES: Partial<Record<ErrorCode, string>> = {
  invalid_request: 'Invalid request',
  unauthorized: 'Unauthorized',
  not_found: 'Not found',
  order_not_found: 'Order not found',
  rider_not_found: 'Rider not found',
  partner_not_found: 'Partner not found',
  api_key_not_found: 'API key not found',
  webhook_endpoint_not_found: 'Webhook endpoint not found',
  event_not_found: 'Event not found',
  order_not_available: 'Order not available',
  order_state_conflict: 'Order state conflict',
  rider_not_online: 'Rider not online',
  rider_at_capacity: 'Rider at capacity',
  same_rider: 'Order already with this rider',
  nothing_to_settle: 'Nothing to settle',
  concurrent_update: 'Concurrent update',
  webhook_endpoint_disabled: 'Webhook endpoint disabled',
  idempotency_key_reused: 'Idempotency key reused',
  idempotency_key_in_progress: 'Idempotency key in progress',
  payload_too_large: 'Payload too large',
  unsupported_media_type: 'Unsupported media type',
  invalid_value: 'Invalid value',
  zone_not_in_territory: 'Zone not in territory',
  webhook_url_refused: 'Webhook URL refused',
  rate_limited: 'Too many requests',
  internal_error: 'Internal server error',
  service_unavailable: 'Service unavailable',
};

/** Problem `type` is a URI reference that resolves on the server itself (GET /problems/<code>). */
export const PROBLEM_TYPE_BASE = '/problems/';

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    detail: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.status = STATUS_BY_CODE[code];
  }
  get title(): string {
    return TITLES[this.code] ?? this.code;
  }
}

export function statusOf(code: ErrorCode): number {
  return STATUS_BY_CODE[code];
}

export function titleOf(code: ErrorCode): string {
  return TITLES[code] ?? code;
}

export const ERROR_CODES = Object.keys(STATUS_BY_CODE) as ErrorCode[];
