import { sql, type Kysely } from 'kysely';

// Partners the network manages (docs/network.md, "Partners: onboarding, territories and
// suspension"; "Keys that overlap"; "Lists across partners"). Expand-only: an older release
// reads none of these columns and still runs.
// - partners.status: `active` or `suspended`. A suspended partner's keys answer 403, it is
//   offered no job, and it has no partner_zones rows (zone routing reaches active partners only).
// - api_keys.expires_at: a rolled key works until then (null: no expiry).
// - riders_zone_idx: the network's rider list filtered by zone, in id order, across partners.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table partners add column status text not null default 'active'`.execute(db);
  await sql`alter table api_keys add column expires_at text`.execute(db);
  await sql`create index riders_zone_idx on riders (zone, id)`.execute(db);
}
