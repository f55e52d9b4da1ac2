// Row types as the store holds them. Timestamps are ISO 8601 UTC strings (they sort
// lexicographically, identically on SQLite and PostgreSQL); money is integer minor units.
import type { ColumnType, Kysely, Transaction } from 'kysely';

// Status values, declared here once: the columns are typed by them, and the schemas and
// services take them from here.
export const ORDER_STATUSES = ['unassigned', 'assigned', 'picked_up', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The kinds of lateness of a taken job (docs/decisions.md, "Late jobs"). */
export const LATE_KINDS = ['pickup', 'delivery'] as const;
export type LateKind = (typeof LATE_KINDS)[number];
export const PARTNER_STATUSES = ['active', 'suspended'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const RIDER_STATUSES = ['online', 'offline', 'on-break'] as const;
export type RiderStatus = (typeof RIDER_STATUSES)[number];
export const ENDPOINT_STATUSES = ['enabled', 'disabled'] as const;
export type EndpointStatus = (typeof ENDPOINT_STATUSES)[number];
export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface PartnersTable {
  id: string;
  name: string;
  territories: string; // JSON array, the partner's zones in the order given
  created_at: string;
  /** Set on a partner's sandbox (test mode): the live partner it belongs to. */
  sandbox_of: string | null;
  /** Set on a live partner by the network; a sandbox follows its live partner's. */
  status: PartnerStatus;
}

export interface PartnerZonesTable {
  partner_id: string;
  zone: string;
}

export interface ApiKeysTable {
  id: string;
  partner_id: string;
  key_hash: string;
  key_prefix: string;
  created_at: string;
  revoked_at: string | null;
  mode: string; // live | test
  /** A rolled key works until then; null: until revoked. */
  expires_at: string | null;
  /** Last authenticated with, to the minute (written at most once a minute per key). */
  last_used_at: string | null;
}

export interface RidersTable {
  id: string;
  partner_id: string;
  name: string | null;
  status: RiderStatus;
  zone: string;
  capacity: number;
  active_deliveries: number;
  created_at: string;
  updated_at: string;
  /** The last GPS fix (WGS 84 degrees) and when the rider's device took it; null until one is sent. */
  lat: number | null;
  lng: number | null;
  location_recorded_at: string | null;
}

export interface OrdersTable {
  id: string;
  zone: string;
  status: OrderStatus;
  partner_id: string | null;
  rider_id: string | null;
  pickup_creator: string;
  pickup_eta_mins: number;
  dropoff_area: string;
  currency: string;
  amount_minor: number;
  cancellation_reason: string | null;
  settlement_id: string | null;
  created_at: string;
  updated_at: string;
  assigned_at: string | null;
  picked_up_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  /** 1 at creation, +1 on every change. */
  version: number;
  /** A sandbox order: the sandbox (partner row) it belongs to; null for live orders. */
  sandbox_partner_id: string | null;
  /** Pickup and drop-off points (WGS 84 degrees), when the network gave them. */
  pickup_lat: number | null;
  pickup_lng: number | null;
  dropoff_lat: number | null;
  dropoff_lng: number | null;
  /** The network's own id for the order (migration 012), or null. */
  reference: string | null;
  // Offers (migration 015). Optional here only so rows written without them (fixtures, older
  // code) still type; the store gives every row all three (defaults null, 0, null).
  /** The open job's deadline; null once its ladder ran out (or made before 015). */
  accept_by?: string | null;
  /** Escalation steps applied so far (0 at create). */
  escalation_step?: number;
  /** JSON list: the zone, then the zones escalation added; null while it added none. */
  offered_zones?: string | null;
  // Late jobs (migration 026); optional for the same reason.
  /** When a taken job should be picked up, and delivered; null: never late (made before 026). */
  pickup_by?: string | null;
  deliver_by?: string | null;
  /** When `order.late` of each kind was written (once each). */
  late_pickup_at?: string | null;
  late_delivery_at?: string | null;
  /** JSON list: the partners a release kept the job from, until offered to them again (migration 022); null: none. */
  excluded_partner_ids?: string | null;
  /** JSON list: the only partners a re-offer named (migration 022); null: every partner covering an offered zone. */
  offered_partner_ids?: string | null;
}

/** Kept by triggers on riders (see migrations): fleet availability reads one row per zone. */
export interface FleetZoneStatsTable {
  partner_id: string;
  zone: string;
  riders_online: number;
  riders_on_break: number;
  riders_offline: number;
  capacity_online: number;
  free_capacity_online: number;
  active_deliveries: number;
}

/** Kept by triggers on orders: unassigned orders per zone, the sum of the zone's shards (see migration 005). */
export interface ZoneDemandTable {
  zone: string;
  shard: number;
  unassigned_orders: number;
}

/** Kept by triggers on orders (migration 023): live jobs created per zone and 30-minute slot, the sum of its shards. */
export interface ZoneSlotJobsTable {
  zone: string;
  /** The slot's number: epoch seconds / 1800. */
  slot: number;
  shard: number;
  jobs: number;
}

/** One row per live accept (migration 023), pruned by the pressure pass: the median time to accept in the last hour. */
export interface ZoneAcceptsTable {
  zone: string;
  accepted_at: string;
  /** bigint on PostgreSQL, which pg reads as text: convert where it is read. */
  wait_ms: ColumnType<number | string, number, number>;
}

/** A zone's pressure state (migration 023), written by the pressure pass only. */
export interface ZonePressureTable {
  zone: string;
  level: string;
  level_since: string;
  announced_level: string;
  /** The last slot the model has learnt (null: none yet). */
  learnt_through: number | null;
  /** JSON: the forecast model (src/pressure/pressure.forecast.ts). */
  model: string | null;
  /** JSON: the forecast it gives for the slots after `learnt_through`. */
  forecast: string | null;
  updated_at: string;
}

/** Per zone and week (Monday-based, since the epoch): the forecast's errors as its slots closed. */
export interface ZoneForecastAccuracyTable {
  zone: string;
  week: number;
  slots: number;
  inside_band: number;
  ape_sum: number;
  ape_slots: number;
  naive_ape_sum: number;
  naive_ape_slots: number;
}

/**
 * Every column of a table, for the queries that name them instead of `select *` (on PostgreSQL
 * a prepared `select *` fails once another process adds a column). The compiler checks that none
 * is missing.
 */
function allColumns<Row>() {
  return <const C extends ReadonlyArray<keyof Row & string>>(columns: C & ([Exclude<keyof Row, C[number]>] extends [never] ? unknown : { missing: Exclude<keyof Row, C[number]> })): C => columns;
}

export const RIDER_COLUMNS = allColumns<RidersTable>()(['id', 'partner_id', 'name', 'status', 'zone', 'capacity', 'active_deliveries', 'created_at', 'updated_at', 'lat', 'lng', 'location_recorded_at']);

export const ORDER_COLUMNS = allColumns<OrdersTable>()([
  'id',
  'zone',
  'status',
  'partner_id',
  'rider_id',
  'pickup_creator',
  'pickup_eta_mins',
  'dropoff_area',
  'currency',
  'amount_minor',
  'cancellation_reason',
  'settlement_id',
  'created_at',
  'updated_at',
  'assigned_at',
  'picked_up_at',
  'delivered_at',
  'cancelled_at',
  'version',
  'sandbox_partner_id',
  'pickup_lat',
  'pickup_lng',
  'dropoff_lat',
  'dropoff_lng',
  'reference',
  'accept_by',
  'escalation_step',
  'offered_zones',
  'pickup_by',
  'deliver_by',
  'late_pickup_at',
  'late_delivery_at',
  'excluded_partner_ids',
  'offered_partner_ids',
]);

export interface SettlementsTable {
  id: string;
  partner_id: string;
  currency: string;
  /** bigint on PostgreSQL (migration 002), which pg reads as text: convert where it is read. */
  amount_minor: ColumnType<number | string, number, number>;
  order_count: number;
  created_at: string;
}

export interface EventsTable {
  id: string;
  partner_id: string;
  type: string;
  data: string; // JSON
  created_at: string;
  /** W3C traceparent of the request that committed it (null: tracing off), for the attempts' span links. */
  traceparent?: string | null;
  /** The order the event is about (migration 012; null for other events and rows written before it). */
  order_id?: string | null;
  /** On the network's rows: the partner the change is about (holding the order, or settled); else null. */
  subject_partner_id?: string | null;
}

export interface WebhookEndpointsTable {
  id: string;
  partner_id: string;
  url: string;
  description: string | null;
  enabled_events: string; // JSON array
  status: EndpointStatus;
  disabled_reason: string | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
  failing_since: string | null;
  /** 1: an order's events are sent one at a time, in order; 0: each as soon as it is due. */
  ordered: number;
  /** Attempts per second at most (null: no limit). */
  rate_limit: number | null;
  /** Rate-limited endpoints: the earliest time its next attempt may start (claims advance it). */
  next_start_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookDeliveriesTable {
  id: string;
  event_id: string;
  endpoint_id: string;
  partner_id: string;
  status: DeliveryStatus;
  attempt_count: number;
  /** When it is due; null while a worker holds it, and once it is done. */
  next_attempt_at: string | null;
  /** The worker holding it (its outcome is written only while it still does). */
  locked_by: string | null;
  /** On an ordered endpoint, the order it belongs to and its place there (the order's version). */
  ordering_key: string | null;
  sequence: number | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  event_id: string;
  endpoint_id: string;
  attempted_at: string;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
  response_body: string | null;
}

/** A running worker; one whose heartbeat stopped is removed and what it held given back. */
export interface DispatchersTable {
  id: string;
  started_at: string;
  heartbeat_at: string;
}

export const DISPATCH_MODES = ['manual', 'auto'] as const;
export type DispatchMode = (typeof DISPATCH_MODES)[number];

/** A partner's (or a sandbox's) dispatch policy; no row is `manual`. */
export interface DispatchPoliciesTable {
  partner_id: string;
  mode: DispatchMode;
  /** JSON array of zones, or null: all the partner's territories. */
  zones: string | null;
  max_distance_m: number | null;
  updated_at: string;
  /** When the matcher last assigned a job for this partner: the round-robin of the fairness rule. */
  last_auto_assigned_at: string | null;
}

export interface IdempotencyKeysTable {
  scope: string; // the partner id (or "admin")
  key: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  response_headers: string | null;
  created_at: string;
}

export interface AdminKeysTable {
  id: string;
  key_hash: string;
  created_at: string;
  /** `generated` (the key a first start prints; off while PDN_ADMIN_KEY is set) or `named`. */
  kind: string;
  name: string;
  role: string; // viewer | operator | owner
  key_prefix: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

/** One admin write that changed something (migration 021). */
export interface AuditLogTable {
  id: string;
  created: string;
  actor_id: string;
  actor_name: string;
  actor_role: string;
  action: string;
  target: string;
  request_id: string;
}

/** Kept by triggers on orders (migration 016): what a partner's scorecard counts. */
export interface PartnerScorecardsTable {
  partner_id: string;
  jobs_accepted: number;
  expiries_seen: number;
}

/** One row per accept (migration 016): the median time to accept reads a partner's latest. */
export interface PartnerAcceptsTable {
  partner_id: string;
  accepted_at: string;
  /** bigint on PostgreSQL, which pg reads as text: convert where it is read. */
  wait_ms: ColumnType<number | string, number, number>;
}

export interface Database {
  admin_keys: AdminKeysTable;
  audit_log: AuditLogTable;
  partners: PartnersTable;
  partner_zones: PartnerZonesTable;
  api_keys: ApiKeysTable;
  riders: RidersTable;
  orders: OrdersTable;
  fleet_zone_stats: FleetZoneStatsTable;
  zone_demand: ZoneDemandTable;
  zone_slot_jobs: ZoneSlotJobsTable;
  zone_accepts: ZoneAcceptsTable;
  zone_pressure: ZonePressureTable;
  zone_forecast_accuracy: ZoneForecastAccuracyTable;
  settlements: SettlementsTable;
  events: EventsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  idempotency_keys: IdempotencyKeysTable;
  dispatchers: DispatchersTable;
  dispatch_policies: DispatchPoliciesTable;
  partner_scorecards: PartnerScorecardsTable;
  partner_accepts: PartnerAcceptsTable;
  order_zones: OrderZonesTable;
  escalation_policy: EscalationPolicyTable;
}

/** The zones escalation added to an open order (migration 015), for the available list. */
export interface OrderZonesTable {
  zone: string;
  order_id: string;
}

/** The network's escalation ladder: one row (id 1); `steps` is JSON. */
export interface EscalationPolicyTable {
  id: number;
  steps: string;
  updated_at: string;
}

/** A database handle or an open transaction: query functions take either. */
export type Db = Kysely<Database> | Transaction<Database>;
