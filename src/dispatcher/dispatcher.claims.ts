// The dispatcher's SQL: claim due deliveries in batches, write outcomes in batches.
//
// A claim is a lease: it pushes `next_attempt_at` (and `locked_until`, the claim's token)
// forward by the lease, leaving the row `pending`. If the claiming process dies, the row is
// simply due again when the lease runs out, and any dispatcher picks it up (at-least-once).
// Outcomes are written only where the token still matches, so a dispatcher that lost its
// lease never overwrites the work of the one that took over. Every change that takes a delivery
// out of `pending` (an outcome, failing it with its endpoint, a redelivery) clears the token,
// so a matching token alone says the row is still pending and ours: the writes match on the
// primary key and the token only (with a `status = 'pending'` test as well, PostgreSQL's
// planner chose the pending-only index, which under load holds thousands of dead entries until
// vacuum: 5 ms per batch of 40 outcomes instead of 1 ms).
import { sql, type RawBuilder } from 'kysely';
import type { Db, WebhookAttemptsTable } from '../store/schema.js';
import type { Dialect, Store } from '../store/store.js';
import { writeTogether } from '../store/write-together.js';
import { failPendingDeliveries } from '../webhooks/webhooks.queries.js';

export interface ClaimedDelivery {
  id: string;
  event_id: string;
  endpoint_id: string;
  attempt_count: number;
  /** The lease, also the claim's token. */
  locked_until: string;
  // the event (null if pruned)
  type: string | null;
  data: string | null;
  event_created_at: string | null;
  // the endpoint (null if deleted)
  url: string | null;
  secret: string | null;
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
  endpoint_status: string | null;
  failing_since: string | null;
}

/** `column IN (ids)` as one statement text whatever the number of ids (prepared-statement friendly). */
function inList(dialect: Dialect, column: string, ids: string[]): RawBuilder<boolean> {
  return dialect === 'postgres'
    ? sql<boolean>`${sql.ref(column)} = any(${ids}::text[])`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`;
}

/**
 * Rows passed as one JSON array parameter, as a table `alias` with these columns: the statement
 * text is the same whatever the number of rows (prepared once), and nothing is compiled per row.
 */
function jsonRecords(dialect: Dialect, rows: object[], columns: Record<string, 'text' | 'integer'>, alias: string): RawBuilder<unknown> {
  const json = JSON.stringify(rows);
  const names = Object.keys(columns);
  if (dialect === 'postgres') {
    const definition = sql.raw(names.map((name) => `${name} ${columns[name]}`).join(', '));
    return sql`json_to_recordset(${json}::json) as ${sql.raw(alias)}(${definition})`;
  }
  const fields = sql.raw(names.map((name) => `value ->> '${name}' as ${name}`).join(', '));
  return sql`(select ${fields} from json_each(${json})) as ${sql.raw(alias)}`;
}

const joinColumns = sql`e.type, e.data, e.created_at as event_created_at,
  w.url, w.secret, w.previous_secret, w.previous_secret_expires_at, w.status as endpoint_status, w.failing_since`;

interface ClaimRequest {
  limit: number;
  now: string;
  leaseUntil: string;
  /** Endpoints that hold enough already: not claimed for at all. */
  busyEndpoints: string[];
  /** How many more deliveries each endpoint we hold some for may take. */
  room: Record<string, number>;
  /** How many an endpoint we hold none for may take. */
  perEndpoint: number;
}

/**
 * The ids to claim: the earliest due, at most `room` (or `perEndpoint`) per endpoint, so no
 * endpoint gets more than it may hold and nothing has to be given back. The per-endpoint
 * count runs over a bounded window of the earliest due rows, not over the whole backlog.
 */
function candidates(dialect: Dialect, request: ClaimRequest): RawBuilder<{ id: string }> {
  const { limit, now, busyEndpoints, room, perEndpoint } = request;
  const notBusy = busyEndpoints.length > 0 ? sql`and not ${inList(dialect, 'endpoint_id', busyEndpoints)}` : sql``;
  const rooms =
    dialect === 'postgres'
      ? sql`jsonb_each_text(${JSON.stringify(room)}::jsonb) as r(endpoint_id, room)`
      : sql`(select key as endpoint_id, value as room from json_each(${JSON.stringify(room)})) r`;
  const roomOf = dialect === 'postgres' ? sql`coalesce(r.room::int, ${perEndpoint}::int)` : sql`coalesce(r.room, ${perEndpoint})`;
  return sql<{ id: string }>`
    select c.id from (
      select id, endpoint_id, next_attempt_at, row_number() over (partition by endpoint_id order by next_attempt_at, id) as n
      from (
        select id, endpoint_id, next_attempt_at from webhook_deliveries
        where status = 'pending' and next_attempt_at <= ${now} ${notBusy}
        order by next_attempt_at
        limit ${limit * CLAIM_WINDOW}) due) c
    left join ${rooms} on r.endpoint_id = c.endpoint_id
    where c.n <= ${roomOf}
    order by c.next_attempt_at
    limit ${limit}`;
}

/** How many due rows a claim looks at per delivery it may take (the rest belong to endpoints without room). */
const CLAIM_WINDOW = 2;

/**
 * PostgreSQL: leases the rows `locked` selects (it locks them, skipping rows another dispatcher
 * is claiming) and returns them with what is needed to send them, in one round trip.
 */
async function leaseOnPostgres(db: Db, locked: RawBuilder<unknown>, leaseUntil: string): Promise<ClaimedDelivery[]> {
  const result = await sql<ClaimedDelivery>`
    with claimed as (
      update webhook_deliveries set next_attempt_at = ${leaseUntil}, locked_until = ${leaseUntil}
      where id in (${locked})
      returning id, event_id, endpoint_id, attempt_count, locked_until)
    select c.id, c.event_id, c.endpoint_id, c.attempt_count, c.locked_until, ${joinColumns}
    from claimed c
    left join events e on e.id = c.event_id
    left join webhook_endpoints w on w.id = c.endpoint_id`.execute(db);
  return result.rows;
}

/**
 * SQLite: `pick` reads what to claim (from `sendable`), then those rows are leased. SQLite has
 * one writer and the transaction starts with BEGIN IMMEDIATE, so this is as safe as one
 * statement, and much cheaper than an UPDATE … WHERE id IN (SELECT … ORDER BY … LIMIT).
 */
async function leaseOnSqlite(store: Store, leaseUntil: string, pick: (trx: Db, sendable: RawBuilder<unknown>) => Promise<ClaimedDelivery[]>): Promise<ClaimedDelivery[]> {
  const sendable = sql`
    select d.id, d.event_id, d.endpoint_id, d.attempt_count, ${leaseUntil} as locked_until, ${joinColumns}
    from webhook_deliveries d
    left join events e on e.id = d.event_id
    left join webhook_endpoints w on w.id = d.endpoint_id`;
  return store.db.transaction().execute(async (trx) => {
    const picked = await pick(trx, sendable);
    if (picked.length > 0) {
      await trx
        .updateTable('webhook_deliveries')
        .set({ next_attempt_at: leaseUntil, locked_until: leaseUntil })
        .where(inList(store.dialect, 'id', picked.map((r) => r.id)))
        .execute();
    }
    return picked;
  });
}

/** Claims up to `limit` due deliveries across endpoints, at most the room each endpoint has. */
export async function claimDue(store: Store, request: ClaimRequest): Promise<ClaimedDelivery[]> {
  const { now, leaseUntil } = request;
  if (store.dialect === 'postgres') {
    // The candidates are read without locks; the lock is taken on them with the due condition
    // checked again on the locked row.
    return leaseOnPostgres(
      store.db,
      sql`select id from webhook_deliveries
        where id in (${candidates(store.dialect, request)}) and status = 'pending' and next_attempt_at <= ${now}
        for update skip locked`,
      leaseUntil,
    );
  }
  return leaseOnSqlite(store, leaseUntil, async (trx, sendable) => {
    const { rows } = await sql<ClaimedDelivery>`${sendable} where d.id in (${candidates(store.dialect, request)})`.execute(trx);
    return rows;
  });
}

/**
 * Tops up endpoints we are already sending to: for each, up to its room of its earliest due
 * deliveries (an index range scan per endpoint, however large the backlog of others).
 */
export async function claimForEndpoints(store: Store, request: { rooms: Record<string, number>; now: string; leaseUntil: string }): Promise<ClaimedDelivery[]> {
  const { rooms, now, leaseUntil } = request;
  if (store.dialect === 'postgres') {
    return leaseOnPostgres(
      store.db,
      sql`select d.id from jsonb_each_text(${JSON.stringify(rooms)}::jsonb) as r(endpoint_id, room)
        cross join lateral (
          select id from webhook_deliveries
          where endpoint_id = r.endpoint_id and status = 'pending' and next_attempt_at <= ${now}
          order by next_attempt_at
          limit r.room::int
          for update skip locked) d`,
      leaseUntil,
    );
  }
  return leaseOnSqlite(store, leaseUntil, async (trx, sendable) => {
    const picked: ClaimedDelivery[] = [];
    for (const [endpointId, room] of Object.entries(rooms)) {
      const { rows } = await sql<ClaimedDelivery>`
        ${sendable} where d.endpoint_id = ${endpointId} and d.status = 'pending' and d.next_attempt_at <= ${now}
        order by d.next_attempt_at limit ${room}`.execute(trx);
      picked.push(...rows);
    }
    return picked;
  });
}

/** Gives claimed deliveries back, due at once, where our lease still holds. */
export async function releaseClaims(store: Store, claims: Array<{ id: string; token: string }>, now: string): Promise<void> {
  if (claims.length === 0) return;
  await sql`
    update webhook_deliveries as d set next_attempt_at = ${now}, locked_until = null
    from ${jsonRecords(store.dialect, claims, { id: 'text', token: 'text' }, 'c')}
    where d.id = c.id and d.locked_until = c.token`.execute(store.db);
}

export interface DeliveryUpdate {
  id: string;
  token: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempt_count: number;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
}

const ATTEMPT_COLUMNS = {
  id: 'text',
  delivery_id: 'text',
  event_id: 'text',
  endpoint_id: 'text',
  attempted_at: 'text',
  status_code: 'integer',
  latency_ms: 'integer',
  error: 'text',
  response_body: 'text',
} as const;

const UPDATE_COLUMNS = {
  id: 'text',
  token: 'text',
  status: 'text',
  attempt_count: 'integer',
  next_attempt_at: 'text',
  last_status_code: 'integer',
  last_error: 'text',
} as const;

/**
 * Writes a batch of attempts and the deliveries' new state: two statements whatever the batch
 * holds, and on PostgreSQL one, which needs no transaction of its own.
 */
export async function writeOutcomes(db: Db, dialect: Dialect, attempts: WebhookAttemptsTable[], updates: DeliveryUpdate[], now: string): Promise<void> {
  const columns = sql.raw(Object.keys(ATTEMPT_COLUMNS).join(', '));
  await writeTogether(db, dialect, [
    attempts.length > 0 && sql`insert into webhook_attempts (${columns}) select ${columns} from ${jsonRecords(dialect, attempts, ATTEMPT_COLUMNS, 'a')}`,
    updates.length > 0 &&
      sql`
        update webhook_deliveries as d set status = u.status, attempt_count = u.attempt_count, next_attempt_at = u.next_attempt_at,
          locked_until = null, last_status_code = u.last_status_code, last_error = u.last_error, updated_at = ${now}
        from ${jsonRecords(dialect, updates, UPDATE_COLUMNS, 'u')}
        where d.id = u.id and d.locked_until = u.token`,
  ]);
}

/** Any success ends an endpoint's failing streak. */
export function clearFailingSince(db: Db, dialect: Dialect, endpointIds: string[]) {
  return db.updateTable('webhook_endpoints').set({ failing_since: null }).where(inList(dialect, 'id', endpointIds)).where('failing_since', 'is not', null).execute();
}

/** Starts the failing streak of endpoints that had none. */
export function markFailing(db: Db, endpointId: string, since: string) {
  return db.updateTable('webhook_endpoints').set({ failing_since: since }).where('id', '=', endpointId).where('failing_since', 'is', null).execute();
}

/**
 * Disables the endpoint (if still enabled; with `failingBefore`, only if it has been failing
 * since then) and fails what was waiting for it. True if it was disabled now.
 */
export async function disableEndpoint(db: Db, endpointId: string, reason: string, now: string, failingBefore?: string): Promise<boolean> {
  let query = db
    .updateTable('webhook_endpoints')
    .set({ status: 'disabled', disabled_reason: reason, updated_at: now })
    .where('id', '=', endpointId)
    .where('status', '=', 'enabled');
  if (failingBefore !== undefined) query = query.where('failing_since', '<=', failingBefore);
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await failPendingDeliveries(db, endpointId, `endpoint disabled: ${reason}`, now);
  return true;
}

/** When the next pending delivery falls due (including leased ones, due when the lease ends). */
export async function nextDueAt(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.min('next_attempt_at').as('next'))
    .where(sql<boolean>`status = 'pending'`)
    .executeTakeFirst();
  return (row?.next as string | null | undefined) ?? null;
}

/** Drops events, deliveries and attempts past retention (never a delivery still pending). */
export async function pruneBefore(db: Db, cutoff: string): Promise<void> {
  await db.deleteFrom('webhook_attempts').where('attempted_at', '<', cutoff).execute();
  await db.deleteFrom('webhook_deliveries').where('created_at', '<', cutoff).where('status', '<>', 'pending').execute();
  await db
    .deleteFrom('events')
    .where('created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('webhook_deliveries as d').select('d.id').whereRef('d.event_id', '=', 'events.id').where('d.status', '=', 'pending'))),
    )
    .execute();
}
