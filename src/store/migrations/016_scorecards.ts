import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../store.js';

// Scorecards (docs/network.md, "Scorecards"): what a partner's scorecard counts is kept as the
// fleet counters are, by triggers on orders, so it is right whichever code path accepts or
// expires a job, and reading it costs a row per partner, never a scan of the orders. Expand-only.
// - partner_scorecards: one row per partner (or sandbox): jobs it accepted, and expiries seen
//   in its zones (an open job whose escalation ladder ran out while offered in one of them).
// - partner_accepts: one row per accept, with how long the job had waited since it was made;
//   the median time to accept reads the partner's latest accepts through (partner_id, accepted_at).
//   Insert-only, so accepts of one partner never wait on each other for it.
// - An expiry (migration 015's ladder ran out: accept_by set to null on a job still unassigned)
//   counts for every partner whose territories hold a zone the job was offered in, read from
//   partner_zones (suspended partners and sandboxes have no rows there: they could not see it).
// Counted from here on: what happened before this migration is not counted.
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await sql`
    create table partner_scorecards (
      partner_id text primary key,
      jobs_accepted integer not null default 0,
      expiries_seen integer not null default 0
    )`.execute(db);
  await sql`create table partner_accepts (partner_id text not null, accepted_at text not null, wait_ms bigint not null)`.execute(db);
  await sql`create index partner_accepts_partner_idx on partner_accepts (partner_id, accepted_at)`.execute(db);

  // An accept: unassigned -> assigned (a reassign stays assigned, so it is not one; a released
  // job accepted again is another accept). Its wait runs from the job's creation.
  const accepted = `OLD.status = 'unassigned' AND NEW.status = 'assigned' AND NEW.partner_id IS NOT NULL AND NEW.assigned_at IS NOT NULL`;
  const countAccept = (waitMs: string) => `
    INSERT INTO partner_scorecards (partner_id, jobs_accepted) VALUES (NEW.partner_id, 1)
      ON CONFLICT (partner_id) DO UPDATE SET jobs_accepted = partner_scorecards.jobs_accepted + 1;
    INSERT INTO partner_accepts (partner_id, accepted_at, wait_ms) VALUES (NEW.partner_id, NEW.assigned_at, ${waitMs});`;

  const expired = `OLD.accept_by IS NOT NULL AND NEW.accept_by IS NULL AND NEW.status = 'unassigned' AND NEW.sandbox_partner_id IS NULL`;
  const countExpiry = (zonesOf: string) => `
    INSERT INTO partner_scorecards (partner_id, expiries_seen)
      SELECT DISTINCT z.partner_id, 1 FROM partner_zones z WHERE z.zone IN (${zonesOf})
      ON CONFLICT (partner_id) DO UPDATE SET expiries_seen = partner_scorecards.expiries_seen + 1;`;

  if (dialect === 'postgres') {
    // Deferred to commit, as the fleet counters are (migration 001): a partner's counter row is
    // locked for the commit only, not for the whole accept.
    await sql
      .raw(
        `CREATE FUNCTION scorecards_accept() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           ${countAccept(`GREATEST(0, round((extract(epoch from NEW.assigned_at::timestamptz) - extract(epoch from NEW.created_at::timestamptz)) * 1000))::bigint`)}
           RETURN NULL;
         END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE CONSTRAINT TRIGGER scorecards_accept AFTER UPDATE OF status ON orders
           DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (${accepted}) EXECUTE FUNCTION scorecards_accept()`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE FUNCTION scorecards_expiry() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           ${countExpiry(`SELECT jsonb_array_elements_text(COALESCE(NEW.offered_zones::jsonb, jsonb_build_array(NEW.zone)))`)}
           RETURN NULL;
         END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE CONSTRAINT TRIGGER scorecards_expiry AFTER UPDATE OF accept_by ON orders
           DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (${expired}) EXECUTE FUNCTION scorecards_expiry()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE TRIGGER scorecards_accept AFTER UPDATE OF status ON orders WHEN ${accepted} BEGIN
         ${countAccept(`MAX(0, CAST(round((julianday(NEW.assigned_at) - julianday(NEW.created_at)) * 86400000) AS INTEGER))`)}
       END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER scorecards_expiry AFTER UPDATE OF accept_by ON orders WHEN ${expired} BEGIN
         ${countExpiry(`SELECT value FROM json_each(COALESCE(NEW.offered_zones, json_array(NEW.zone)))`)}
       END`,
    )
    .execute(db);
}
