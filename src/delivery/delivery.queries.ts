// The webhook worker's SQL: claim (ordered, paced, within each endpoint's room), record, give
// back, reap. A claimed delivery stays `pending` and due, with the claiming worker in `locked_by`;
// its outcome is written only where that still holds, so a worker that was given up for dead
// never overwrites the work of the one that took over. A claim writes no indexed column: on
// PostgreSQL it is a HOT update, which adds no index entries (migration 018; docs/performance.md,
// "Webhook worker").
import { sql, type RawBuilder } from 'kysely';
import type { Db, WebhookAttemptsTable } from '../store/schema.js';
import type { AttemptVerdict } from '../webhooks/webhooks.health.js';
import type { Outcome } from './delivery.attempt.js';
import type { Dialect, Store } from '../store/store.js';
import { inList } from '../store/in-list.js';
import { executePrepared } from '../store/prepared.js';
import { jsonRecords } from '../store/json-records.js';
import { writeTogether } from '../store/write-together.js';
import { ADVISORY_LOCK_SPACE } from '../store/process-lock.js';
import { dueAgainAt, nextStartAfter, openSlots, PACE_HORIZON_MS, PACE_RECHECK_MS } from './delivery.pace.js';

export interface ClaimedDelivery {
  id: string;
  event_id: string;
  endpoint_id: string;
  attempt_count: number;
  // the event (null if pruned), then the endpoint (null if deleted)
  type: string | null;
  data: string | null;
  event_created_at: string | null;
  /** The committing request's trace context (null: not traced). */
  traceparent?: string | null;
  url: string | null;
  secret: string | null;
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
  endpoint_status: string | null;
  failing_since: string | null;
  /** Rate-limited endpoints: the attempt starts no earlier than this (epoch ms), its reserved start. */
  start_at?: number;
}

/** What a claim took, and when deliveries it pushed back (rate limits) fall due (epoch ms). */
export interface Claimed {
  deliveries: ClaimedDelivery[];
  wakeAt: number | null;
}

// ------------------------------------------------------------------ workers

export function registerWorker(db: Db, id: string, now: string) {
  return db.insertInto('dispatchers').values({ id, started_at: now, heartbeat_at: now }).execute();
}

/** False if we were given up for dead (our row is gone): what we held is someone else's now. */
export async function heartbeat(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db.updateTable('dispatchers').set({ heartbeat_at: now }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Given back: due when they were claimed (a release before 018 took the due time away: then now). */
const giveBack = (now: string) => sql`next_attempt_at = coalesce(next_attempt_at, ${now}), locked_by = null`;

/** Deliveries held by no live worker are due again. */
function releaseOrphans(db: Db, now: string) {
  return sql`
    update webhook_deliveries set ${giveBack(now)}
    where status = 'pending' and locked_by is not null
      and not exists (select 1 from dispatchers x where x.id = webhook_deliveries.locked_by)`.execute(db);
}

export interface DeadWorkers {
  me: string;
  /** SQLite: the ones whose lock nobody holds. */
  dead: string[];
  /** PostgreSQL: silent since then (a host cut off keeps its session, and so its lock, for a while). */
  silentSince: string;
}

/**
 * Removes dead workers and gives back what they held; true if anything was. On PostgreSQL one is
 * dead when its advisory lock is free: taking it for this transaction tells, and keeps it from
 * being taken again until the row is gone (a worker that reconnects finds its row, or starts
 * afresh). Held rows have no index, so they are looked for only when a worker was removed, or on
 * `sweep` (at start). Nothing else leaves them: a claim takes nothing for a worker not registered.
 */
export async function reapDead(store: Store, { me, dead, silentSince }: DeadWorkers, now: string, sweep = false): Promise<boolean> {
  return store.db.transaction().execute(async (trx) => {
    let reaped = 0;
    if (store.dialect === 'postgres') {
      const result = await sql`delete from dispatchers where id <> ${me}
        and (heartbeat_at < ${silentSince} or pg_try_advisory_xact_lock(${ADVISORY_LOCK_SPACE}::int, hashtext(id)))`.execute(trx);
      reaped = Number(result.numAffectedRows ?? 0);
    } else if (dead.length > 0) {
      reaped = Number((await trx.deleteFrom('dispatchers').where(inList(store.dialect, 'id', dead)).executeTakeFirst()).numDeletedRows);
    }
    if (reaped === 0 && !sweep) return false;
    const released = await releaseOrphans(trx, now);
    return Number(released.numAffectedRows ?? 0) > 0;
  });
}

/**
 * Whether `me` is still registered, in the claim's transaction. On PostgreSQL the row is share-locked
 * until it commits, so a worker removing `me` waits, and its give-back sees this claim's rows.
 */
const registered = (dialect: Dialect, me: string) =>
  sql<boolean>`exists (select 1 from dispatchers where id = ${me} ${dialect === 'postgres' ? sql`for key share` : sql``})`;

export async function otherWorkers(db: Db, me: string): Promise<string[]> {
  return (await db.selectFrom('dispatchers').select('id').where('id', '<>', me).execute()).map((row) => row.id);
}

/** A stopping worker leaves: what it still holds is due at once. */
export async function unregisterWorker(store: Store, id: string, now: string): Promise<void> {
  await store.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('dispatchers').where('id', '=', id).execute();
    await releaseOrphans(trx, now);
  });
}

// ------------------------------------------------------------------ claims

/** `full`: endpoints we hold as many for as we may; `room`: how many more each other we hold some for may take; `hold`: one we hold none for. */
export interface ClaimRequest {
  me: string;
  now: string;
  limit: number;
  full: string[];
  room: Record<string, number>;
  hold: number;
}

/** Delivery `d` is due at `now` and held by no worker (a claim keeps its due time). */
const dueNow = (now: string) => sql`d.status = 'pending' and d.next_attempt_at <= ${now} and d.locked_by is null`;

/** Delivery `d` waits for an earlier pending delivery of its order to the same endpoint (ordered endpoints). */
const waitsBefore = sql`(d.ordering_key is not null and exists (
  select 1 from webhook_deliveries p
  where p.endpoint_id = d.endpoint_id and p.ordering_key = d.ordering_key and p.status = 'pending' and p.sequence < d.sequence))`;

/**
 * The earliest due deliveries, twice the claim's limit (endpoints with no room left must not leave
 * it short), but none an earlier pending delivery of its order waits before (ordered endpoints),
 * nor rate-limited ones (`claimPaced`). `lock` (PostgreSQL): rows are locked as the scan reaches
 * them, skipping those another worker is claiming, their conditions checked again once locked.
 */
function dueScan(dialect: Dialect, { now, full, limit }: ClaimRequest, lock: RawBuilder<unknown> = sql``): RawBuilder<{ id: string; endpoint_id: string; next_attempt_at: string }> {
  const notFull = full.length > 0 ? sql`and not ${inList(dialect, 'd.endpoint_id', full)}` : sql``;
  return sql`
    select d.id, d.endpoint_id, d.next_attempt_at from webhook_deliveries d
    where ${dueNow(now)} ${notFull} and not ${waitsBefore}
      and not exists (select 1 from webhook_endpoints w where w.id = d.endpoint_id and w.rate_limit is not null)
    order by d.next_attempt_at
    limit ${2 * limit} ${lock}`;
}

/** Of the rows `due` (a dueScan), the ids to claim: the earliest, at most each endpoint's room. */
function withinRoom(dialect: Dialect, { limit, room, hold }: ClaimRequest, due: RawBuilder<unknown>): RawBuilder<{ id: string }> {
  const rooms =
    dialect === 'postgres'
      ? sql`jsonb_each_text(${JSON.stringify(room)}::jsonb) as r(endpoint_id, room)`
      : sql`(select key as endpoint_id, value as room from json_each(${JSON.stringify(room)})) r`;
  const roomOf = dialect === 'postgres' ? sql`coalesce(r.room::int, ${hold}::int)` : sql`coalesce(r.room, ${hold})`;
  return sql<{ id: string }>`
    select c.id from (
      select id, endpoint_id, next_attempt_at, row_number() over (partition by endpoint_id order by next_attempt_at, id) as n
      from ${due}) c
    left join ${rooms} on r.endpoint_id = c.endpoint_id
    where c.n <= ${roomOf}
    order by c.next_attempt_at
    limit ${limit}`;
}

const joinColumns = sql`e.type, e.data, e.created_at as event_created_at, e.traceparent,
  w.url, w.secret, w.previous_secret, w.previous_secret_expires_at, w.status as endpoint_status, w.failing_since`;

/** The deliveries `where` picks, with what sending them needs: their event and endpoint. */
const withEventAndEndpoint = (where: RawBuilder<unknown>) => sql<ClaimedDelivery>`
  select d.id, d.event_id, d.endpoint_id, d.attempt_count, ${joinColumns}
  from webhook_deliveries d
  left join events e on e.id = d.event_id
  left join webhook_endpoints w on w.id = d.endpoint_id
  where ${where}`;

/**
 * Whether the endpoint has a delivery due and not held. A scalar subquery, not EXISTS, which
 * PostgreSQL may turn into a join from the deliveries (6-10 ms a claim on a fresh backlog): this
 * probes webhook_deliveries_endpoint_due_idx once per rate-limited endpoint.
 */
const hasDue = (endpointId: RawBuilder<unknown>, now: string) => sql`(select 1 from webhook_deliveries d
  where d.endpoint_id = ${endpointId} and ${dueNow(now)} limit 1) = 1`;

async function isRegistered(db: Db, dialect: Dialect, me: string): Promise<boolean> {
  const { rows } = await sql<{ registered: number | boolean }>`select ${registered(dialect, me)} as registered`.execute(db);
  return Boolean(rows[0].registered);
}

/** Takes due deliveries for `me`: rate-limited ones with a start time open, then the rest; none once `me` is not registered. */
export async function claimDue(store: Store, request: ClaimRequest): Promise<Claimed> {
  const paced = await claimPaced(store, request);
  const rest = paced.deliveries.length < request.limit ? await claimUnpaced(store, { ...request, limit: request.limit - paced.deliveries.length }) : [];
  return { deliveries: [...paced.deliveries, ...rest], wakeAt: paced.wakeAt };
}

/** Takes due deliveries of endpoints with no rate limit, with what is needed to send them (one claiming statement on PostgreSQL). */
async function claimUnpaced(store: Store, request: ClaimRequest): Promise<ClaimedDelivery[]> {
  const { me } = request;
  if (store.dialect === 'postgres') {
    return store.db.transaction().execute(async (trx) => {
      // The due scan must walk due_idx in order and stop at its limit. When the statistics
      // think few rows are due (a backlog that just grew), the planner preferred a bitmap scan
      // of every pending row, each probed by `waitsBefore`, and a sort: 150-320 ms a claim
      // (docs/performance.md, "Webhook worker").
      const settings = await executePrepared(trx, sql<{ registered: boolean }>`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true),
        ${registered(store.dialect, me)} as registered`);
      if (!settings.rows[0].registered) return [];
      // The due rows are locked as they are scanned; the update takes those within their endpoint's room.
      const { rows } = await executePrepared(trx, sql<ClaimedDelivery>`
        with due as materialized (${dueScan(store.dialect, request, sql`for update of d skip locked`)}),
        claimed as (
          update webhook_deliveries d set locked_by = ${me}
          from (${withinRoom(store.dialect, request, sql`due`)}) picked
          where d.id = picked.id
          returning d.id, d.event_id, d.endpoint_id, d.attempt_count)
        select c.id, c.event_id, c.endpoint_id, c.attempt_count, ${joinColumns}
        from claimed c
        left join events e on e.id = c.event_id
        left join webhook_endpoints w on w.id = c.endpoint_id`);
      return rows;
    });
  }
  // SQLite has one writer and the transaction begins IMMEDIATE: read, then take what was read.
  return store.db.transaction().execute(async (trx) => {
    if (!(await isRegistered(trx, store.dialect, me))) return [];
    const { rows } = await withEventAndEndpoint(sql`d.id in (${withinRoom(store.dialect, request, sql`(${dueScan(store.dialect, request)}) due`)})`).execute(trx);
    if (rows.length > 0) await trx.updateTable('webhook_deliveries').set({ locked_by: me }).where(inList(store.dialect, 'id', rows.map((r) => r.id))).execute();
    return rows;
  });
}

/**
 * Takes due deliveries of rate-limited endpoints, reserving each a start time (delivery.pace.ts).
 * An endpoint's row is locked while its times are reserved (skipped by other workers on
 * PostgreSQL; SQLite has one writer), so no two claims ever get the same time. What is due but
 * has no time open is pushed back to about when it will have one: a limited endpoint's backlog
 * is due at its pace and costs other endpoints' claims nothing.
 */
async function claimPaced(store: Store, request: ClaimRequest): Promise<Claimed> {
  const { me, now, limit, full, room, hold } = request;
  const nowMs = Date.parse(now);
  const pg = store.dialect === 'postgres';
  const lock = pg ? sql`for update skip locked` : sql``;
  const notFull = full.length > 0 ? sql`and not ${inList(store.dialect, 'w.id', full)}` : sql``;
  const open = (db: Db, lock: RawBuilder<unknown>) =>
    executePrepared(db, sql<{ id: string; rate_limit: number; next_start_at: string | null }>`
      select w.id, w.rate_limit, w.next_start_at from webhook_endpoints w
      where w.rate_limit is not null and (w.next_start_at is null or w.next_start_at < ${new Date(nowMs + PACE_HORIZON_MS).toISOString()}) ${notFull}
        and ${hasDue(sql`w.id`, now)}
      order by w.id ${lock}`);
  // Most claims find none: then no transaction is opened.
  if ((await open(store.db, sql``)).rows.length === 0) return { deliveries: [], wakeAt: null };
  return store.db.transaction().execute(async (trx) => {
    if (!(await isRegistered(trx, store.dialect, me))) return { deliveries: [], wakeAt: null };
    const { rows: endpoints } = await open(trx, lock);
    const claimed: Array<{ id: string; start_at: number }> = [];
    let wakeAt: number | null = null;
    for (const endpoint of endpoints) {
      const slots = openSlots(endpoint.rate_limit, endpoint.next_start_at === null ? null : Date.parse(endpoint.next_start_at), nowMs, Math.min(room[endpoint.id] ?? hold, limit - claimed.length));
      if (slots.length === 0) continue;
      const { rows: due } = await sql<{ id: string; waits: number | boolean }>`
        select d.id, case when ${waitsBefore} then 1 else 0 end as waits from webhook_deliveries d
        where d.endpoint_id = ${endpoint.id} and ${dueNow(now)}
        order by d.next_attempt_at, d.id ${lock}`.execute(trx);
      const taken = due.filter((row) => Number(row.waits) === 0).slice(0, slots.length);
      const takenIds = new Set(taken.map((row) => row.id));
      taken.forEach((row, i) => claimed.push({ id: row.id, start_at: slots[i] }));
      const nextStart = nextStartAfter(endpoint.rate_limit, slots[0], taken.length);
      if (taken.length > 0) {
        await trx.updateTable('webhook_deliveries').set({ locked_by: me }).where(inList(store.dialect, 'id', [...takenIds])).execute();
        await trx.updateTable('webhook_endpoints').set({ next_start_at: new Date(nextStart).toISOString() }).where('id', '=', endpoint.id).execute();
      }
      const waiting = due.filter((row) => !takenIds.has(row.id));
      if (waiting.length > 0) {
        // One waiting for an earlier event of its order is claimable only once that one is done,
        // whose outcome's write wakes a claim: it sets no alarm of its own.
        const times = dueAgainAt(endpoint.rate_limit, nextStart, waiting.length);
        const rows = waiting.map((row, i) => ({ id: row.id, at: Math.max(times[i], nowMs + (Number(row.waits) === 1 ? PACE_RECHECK_MS : 1)), waits: Number(row.waits) === 1 }));
        const records = rows.map(({ id, at }) => ({ id, next_attempt_at: new Date(at).toISOString() }));
        await sql`update webhook_deliveries as d set next_attempt_at = u.next_attempt_at
          from ${jsonRecords(store.dialect, records, { id: 'text', next_attempt_at: 'text' }, 'u')}
          where d.id = u.id and ${dueNow(now)}`.execute(trx);
        for (const row of rows) if (!row.waits) wakeAt = Math.min(wakeAt ?? Infinity, row.at);
      }
      if (claimed.length >= limit) break;
    }
    if (claimed.length === 0) return { deliveries: [], wakeAt };
    const startOf = new Map(claimed.map((c) => [c.id, c.start_at]));
    const { rows } = await withEventAndEndpoint(inList(store.dialect, 'd.id', [...startOf.keys()])).execute(trx);
    const deliveries = rows.map((row) => ({ ...row, start_at: startOf.get(row.id)! })).sort((a, b) => a.start_at - b.start_at);
    return { deliveries, wakeAt };
  });
}

/** Gives back, due at once, what the store says `me` holds but `me` does not (a claim whose answer was lost may have committed). */
export async function releaseUnheld(store: Store, me: string, held: string[], now: string): Promise<void> {
  const notHeld = held.length > 0 ? sql`and not ${inList(store.dialect, 'id', held)}` : sql``;
  await sql`update webhook_deliveries set ${giveBack(now)} where locked_by = ${me} and status = 'pending' ${notHeld}`.execute(store.db);
}

/** When the next pending delivery not yet due falls due. */
export async function nextDueAfter(db: Db, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.min('next_attempt_at').as('next'))
    .where(sql<boolean>`status = 'pending'`)
    .where('next_attempt_at', '>', now)
    .executeTakeFirst();
  return row?.next ?? null;
}

// ------------------------------------------------------------------ outcomes

/** A claimed delivery with the outcome of its attempt, to be written. */
export interface Recorded {
  claim: ClaimedDelivery;
  attemptId: string;
  outcome: Outcome;
}

/** Outcomes into rows, in one place: the attempt log and the delivery's next state. */
const STATUS: Record<Outcome['kind'], 'pending' | 'succeeded' | 'failed'> = { succeeded: 'succeeded', retry: 'pending', unsent: 'pending', failed: 'failed', gone: 'failed' };
const VERDICT: Record<Outcome['kind'], AttemptVerdict['verdict'] | null> = { succeeded: 'success', retry: 'failure', failed: 'failure', gone: 'gone', unsent: null };

function attemptRow({ claim, attemptId, outcome }: Recorded): WebhookAttemptsTable[] {
  if (outcome.attemptedAt === null) return [];
  const { status: status_code, latencyMs: latency_ms, error, responseBody: response_body } = outcome;
  const attempted_at = new Date(outcome.attemptedAt).toISOString();
  return [{ id: attemptId, delivery_id: claim.id, event_id: claim.event_id, endpoint_id: claim.endpoint_id, attempted_at, status_code, latency_ms, error, response_body }];
}

/** The delivery's next state; it applies only where its attempt count is still `claimed_count`. */
function deliveryUpdate({ claim, outcome }: Recorded, now: string) {
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

/** What the attempts say of their endpoints' health (webhooks.health.ts). */
export function healthVerdicts(batch: Recorded[]): AttemptVerdict[] {
  return batch.flatMap(({ claim, outcome }) => {
    const verdict = VERDICT[outcome.kind];
    return verdict && outcome.attemptedAt !== null
      ? [{ endpointId: claim.endpoint_id, attemptedAt: new Date(outcome.attemptedAt).toISOString(), verdict, wasFailing: claim.failing_since !== null }]
      : [];
  });
}

const [TEXT, INTEGER] = ['text', 'integer'] as const;
const ATTEMPT_COLUMNS = { id: TEXT, delivery_id: TEXT, event_id: TEXT, endpoint_id: TEXT, attempted_at: TEXT, status_code: INTEGER, latency_ms: INTEGER, error: TEXT, response_body: TEXT };
const UPDATE_COLUMNS = { id: TEXT, status: TEXT, claimed_count: INTEGER, attempt_count: INTEGER, next_attempt_at: TEXT, last_status_code: INTEGER, last_error: TEXT };

/**
 * A batch of attempts and the deliveries' new state: one statement on PostgreSQL. A delivery is
 * updated where it is still as we claimed it: held by us, or given back meanwhile (we were
 * thought dead) and not yet attempted by anyone else. The attempts are logged either way: they
 * happened; once each, should the batch be written again after an answer lost with its COMMIT.
 */
export async function writeOutcomes(db: Db, dialect: Dialect, me: string, batch: Recorded[], now: string): Promise<void> {
  const attempts = batch.flatMap(attemptRow);
  const updates = batch.map((recorded) => deliveryUpdate(recorded, now));
  const columns = sql.raw(Object.keys(ATTEMPT_COLUMNS).join(', '));
  await writeTogether(db, dialect, [
    // `where true`: SQLite's parser needs it before `on conflict` after a select.
    attempts.length > 0 && sql`insert into webhook_attempts (${columns}) select ${columns} from ${jsonRecords(dialect, attempts, ATTEMPT_COLUMNS, 'a')} where true on conflict (id) do nothing`,
    updates.length > 0 &&
      sql`
        update webhook_deliveries as d set status = u.status, attempt_count = u.attempt_count, next_attempt_at = u.next_attempt_at,
          locked_by = null, last_status_code = u.last_status_code, last_error = u.last_error, updated_at = ${now}
        from ${jsonRecords(dialect, updates, UPDATE_COLUMNS, 'u')}
        where d.id = u.id and d.attempt_count = u.claimed_count and (d.locked_by = ${me} or (d.locked_by is null and d.status = 'pending'))`,
  ], { prepared: true });
}
