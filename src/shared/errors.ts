// One error class for every failure a client can cause; its code decides the HTTP status.
// Codes are stable: partners branch on them.

// Each code's HTTP status and problem title.
const PROBLEMS = {
  invalid_request: [400, 'Invalid request'],
  unauthorized: [401, 'Unauthorized'],
  partner_suspended: [403, 'Partner suspended'],
  role_forbidden: [403, 'Role does not allow this'],
  not_found: [404, 'Not found'],
  order_not_found: [404, 'Order not found'],
  rider_not_found: [404, 'Rider not found'],
  partner_not_found: [404, 'Partner not found'],
  api_key_not_found: [404, 'API key not found'],
  admin_key_not_found: [404, 'Admin key not found'],
  webhook_endpoint_not_found: [404, 'Webhook endpoint not found'],
  event_not_found: [404, 'Event not found'],
  method_not_allowed: [405, 'Method not allowed'],
  order_not_available: [409, 'Order not available'],
  order_state_conflict: [409, 'Order state conflict'],
  rider_not_online: [409, 'Rider not online'],
  rider_at_capacity: [409, 'Rider at capacity'],
  partner_not_active: [409, 'Partner not active'],
  nothing_to_settle: [409, 'Nothing to settle'],
  concurrent_update: [409, 'Concurrent update'],
  api_key_inactive: [409, 'API key no longer works'],
  webhook_endpoint_disabled: [409, 'Webhook endpoint disabled'],
  idempotency_key_reused: [409, 'Idempotency key reused'],
  idempotency_key_in_progress: [409, 'Idempotency key in progress'],
  endpoint_limit_reached: [409, 'Webhook endpoint limit reached'],
  request_timeout: [408, 'Request timeout'],
  payload_too_large: [413, 'Payload too large'],
  unsupported_media_type: [415, 'Unsupported media type'],
  invalid_value: [422, 'Invalid value'],
  zone_not_in_territory: [422, 'Zone not in territory'],
  webhook_url_refused: [422, 'Webhook URL refused'],
  destination_url_invalid: [422, 'Destination URL invalid'],
  unknown_last_event_id: [422, 'Unknown Last-Event-ID'],
  rate_limited: [429, 'Too many requests'],
  replay_limit_reached: [429, 'Too many replays'],
  idempotency_key_limit_reached: [429, 'Too many idempotency keys'],
  too_many_failed_authentications: [429, 'Too many failed authentications'],
  headers_too_large: [431, 'Request header fields too large'],
  internal_error: [500, 'Internal server error'],
  store_unavailable: [503, 'Store unavailable'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof PROBLEMS;

/** Problem `type` is a URI reference that resolves on the server itself (GET /problems/<code>). */
export const PROBLEM_TYPE_BASE = '/problems/';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    detail: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export function statusOf(code: ErrorCode): number {
  return PROBLEMS[code][0];
}

export function titleOf(code: ErrorCode): string {
  return PROBLEMS[code][1];
}

export const ERROR_CODES = Object.keys(PROBLEMS) as ErrorCode[];
