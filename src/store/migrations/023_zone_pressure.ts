import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../store.js';

// Zone pressure (docs/pressure.md): what the feed and its forecast read is kept by triggers on
// orders, as zone demand is (migrations 005, 019), so it is right whichever path creates or
// accepts a job, and reading it never scans the orders. Live orders only (a sandbox counts its own).
// - zone_slot_jobs: jobs created per zone and 30-minute slot (the slot's number: epoch seconds
//   / 1800), the forecast's history. Sharded on PostgreSQL like zone_demand: in a busy zone
//   every job created in the half hour counts into the same row.
// - zone_accepts: one row per accept with how long the job had waited, for the median time to
//   accept in the last hour; insert-only, pruned by the pressure pass.
// - zone_pressure: a row per zone, written by the pressure pass only: the level last computed
//   and since when, the level last announced (`zone.pressure_changed`), the forecast model and
//   the forecast it gives for the next slots.
// - zone_forecast_accuracy: per zone and week, the forecast's errors as the slots closed.
// Counted from here on: jobs created before this migration are not history.
const SHARDS = 16; // as in migration 005

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await sql`create table zone_slot_jobs (zone text not null, slot integer not null, shard integer not null default 0, jobs integer not null default 0, primary key (zone, slot, shard))`.execute(db);
  // The pass drops counts its models have learnt long ago by slot.
  await sql`create index zone_slot_jobs_slot_idx on zone_slot_jobs (slot)`.execute(db);
  await sql`create table zone_accepts (zone text not null, accepted_at text not null, wait_ms bigint not null)`.execute(db);
  await sql`create index zone_accepts_zone_idx on zone_accepts (zone, accepted_at)`.execute(db);
  await sql`
    create table zone_pressure (
      zone text primary key,
      level text not null,
      level_since text not null,
      announced_level text not null,
      learnt_through integer,
      model text,
      forecast text,
      updated_at text not null
    )`.execute(db);
  await sql`
    create table zone_forecast_accuracy (
      zone text not null,
      week integer not null,
      slots integer not null default 0,
      inside_band integer not null default 0,
      ape_sum double precision not null default 0,
      ape_slots integer not null default 0,
      naive_ape_sum double precision not null default 0,
      naive_ape_slots integer not null default 0,
      primary key (zone, week)
    )`.execute(db);

  const created = `NEW.sandbox_partner_id IS NULL`;
  const accepted = `OLD.status = 'unassigned' AND NEW.status = 'assigned' AND NEW.assigned_at IS NOT NULL AND NEW.sandbox_partner_id IS NULL`;
  if (dialect === 'postgres') {
    // Deferred to commit, as the other counters are: the row is locked for the commit only.
    await sql
      .raw(
        `CREATE FUNCTION zone_slot_jobs_count() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           INSERT INTO zone_slot_jobs (zone, slot, shard, jobs)
             VALUES (NEW.zone, floor(extract(epoch from NEW.created_at::timestamptz) / 1800)::integer, pg_backend_pid() % ${SHARDS}, 1)
             ON CONFLICT (zone, slot, shard) DO UPDATE SET jobs = zone_slot_jobs.jobs + 1;
           RETURN NULL;
         END $$`,
      )
      .execute(db);
    await sql.raw(`CREATE CONSTRAINT TRIGGER zone_slot_jobs AFTER INSERT ON orders DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (${created}) EXECUTE FUNCTION zone_slot_jobs_count()`).execute(db);
    await sql
      .raw(
        `CREATE FUNCTION zone_accepts_count() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           INSERT INTO zone_accepts (zone, accepted_at, wait_ms)
             VALUES (NEW.zone, NEW.assigned_at, GREATEST(0, round((extract(epoch from NEW.assigned_at::timestamptz) - extract(epoch from NEW.created_at::timestamptz)) * 1000))::bigint);
           RETURN NULL;
         END $$`,
      )
      .execute(db);
    await sql.raw(`CREATE CONSTRAINT TRIGGER zone_accepts AFTER UPDATE OF status ON orders DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (${accepted}) EXECUTE FUNCTION zone_accepts_count()`).execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE TRIGGER zone_slot_jobs AFTER INSERT ON orders WHEN ${created} BEGIN
         INSERT INTO zone_slot_jobs (zone, slot, shard, jobs) VALUES (NEW.zone, CAST(strftime('%s', NEW.created_at) AS INTEGER) / 1800, 0, 1)
           ON CONFLICT (zone, slot, shard) DO UPDATE SET jobs = jobs + 1;
       END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER zone_accepts AFTER UPDATE OF status ON orders WHEN ${accepted} BEGIN
         INSERT INTO zone_accepts (zone, accepted_at, wait_ms)
           VALUES (NEW.zone, NEW.assigned_at, MAX(0, CAST(round((julianday(NEW.assigned_at) - julianday(NEW.created_at)) * 86400000) AS INTEGER)));
       END`,
    )
    .execute(db);
}
