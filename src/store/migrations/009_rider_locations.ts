import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../store.js';

// Dispatch assistance (docs/decisions.md, "Rider suggestions"): riders carry their last GPS fix,
// orders the pickup and drop-off points when the network knows them (all nullable: unknown).
// Coordinates are WGS 84 degrees; PostgreSQL's `real` would keep only ~6 digits (metres lost),
// so it is `double precision` there; SQLite's `real` is already 8 bytes.
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const degrees = sql.raw(dialect === 'postgres' ? 'double precision' : 'real');
  for (const column of ['lat', 'lng']) await sql`alter table riders add column ${sql.raw(column)} ${degrees}`.execute(db);
  await sql`alter table riders add column location_recorded_at text`.execute(db);
  for (const column of ['pickup_lat', 'pickup_lng', 'dropoff_lat', 'dropoff_lng']) {
    await sql`alter table orders add column ${sql.raw(column)} ${degrees}`.execute(db);
  }
  // Suggestions read only the partner's riders who could take a job now (online, a seat free):
  // by zone, and around the pickup. Partial, so the rest of the fleet costs nothing to skip.
  await sql`create index riders_free_idx on riders (partner_id, zone, id) where status = 'online' and active_deliveries < capacity`.execute(db);
  await sql`create index riders_free_geo_idx on riders (partner_id, lat, lng) where status = 'online' and active_deliveries < capacity and lat is not null`.execute(db);
}
