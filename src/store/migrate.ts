import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/001_initial.js';
import * as settlementAmountBigint from './migrations/002_settlement_amount_bigint.js';
import * as deliveriesEndpointDueIndex from './migrations/003_deliveries_endpoint_due_index.js';
import * as deliveriesFailedByEndpointIndex from './migrations/004_deliveries_failed_by_endpoint_index.js';
import * as zoneDemandShards from './migrations/005_zone_demand_shards.js';
import * as orderedDelivery from './migrations/006_ordered_delivery.js';
import * as sandbox from './migrations/007_sandbox.js';
import * as operations from './migrations/008_operations.js';
import * as riderLocations from './migrations/009_rider_locations.js';
import * as endpointRateLimit from './migrations/010_endpoint_rate_limit.js';
import * as dispatchPolicy from './migrations/011_dispatch_policy.js';
import * as networkFeed from './migrations/012_network_feed.js';
import * as partnerManagement from './migrations/013_partner_management.js';
import * as pruneIndexes from './migrations/014_prune_indexes.js';
import * as offers from './migrations/015_offers.js';
import * as scorecards from './migrations/016_scorecards.js';
import * as dropUnassignedAgeIndex from './migrations/017_drop_unassigned_age_index.js';
import * as deliveriesRoomToClaim from './migrations/018_deliveries_room_to_claim.js';
import * as zoneDemandCountsReleases from './migrations/019_zone_demand_counts_releases.js';
import * as boundedOfferWindows from './migrations/020_bounded_offer_windows.js';
import * as operators from './migrations/021_operators.js';
import * as steeredOffers from './migrations/022_steered_offers.js';
import * as zonePressure from './migrations/023_zone_pressure.js';
import * as lateJobs from './migrations/026_late_jobs.js';
import { openStore, type Store } from './store.js';

/** The migrations this code knows, by name. */
function migrationsFor(dialect: Store['dialect']): MigrationProvider {
  // Migrations live in code (no file-system scan), so they work the same under tsx and in tests.
  const provider: MigrationProvider = {
    getMigrations: async (): Promise<Record<string, Migration>> => ({
      '001_initial': { up: (db) => initial.up(db, dialect) },
      '002_settlement_amount_bigint': { up: (db) => settlementAmountBigint.up(db, dialect) },
      '003_deliveries_endpoint_due_index': { up: (db) => deliveriesEndpointDueIndex.up(db) },
      '004_deliveries_failed_by_endpoint_index': { up: (db) => deliveriesFailedByEndpointIndex.up(db) },
      '005_zone_demand_shards': { up: (db) => zoneDemandShards.up(db, dialect) },
      '006_ordered_delivery': { up: (db) => orderedDelivery.up(db) },
      '007_sandbox': { up: (db) => sandbox.up(db, dialect) },
      '008_operations': { up: (db) => operations.up(db) },
      '009_rider_locations': { up: (db) => riderLocations.up(db, dialect) },
      '010_endpoint_rate_limit': { up: (db) => endpointRateLimit.up(db) },
      '011_dispatch_policy': { up: (db) => dispatchPolicy.up(db) },
      '012_network_feed': { up: (db) => networkFeed.up(db) },
      '013_partner_management': { up: (db) => partnerManagement.up(db) },
      '014_prune_indexes': { up: (db) => pruneIndexes.up(db) },
      '015_offers': { up: (db) => offers.up(db, dialect) },
      '016_scorecards': { up: (db) => scorecards.up(db, dialect) },
      '017_drop_unassigned_age_index': { up: (db) => dropUnassignedAgeIndex.up(db) },
      '018_deliveries_room_to_claim': { up: (db) => deliveriesRoomToClaim.up(db, dialect) },
      '019_zone_demand_counts_releases': { up: (db) => zoneDemandCountsReleases.up(db, dialect) },
      '020_bounded_offer_windows': { up: (db) => boundedOfferWindows.up(db, dialect) },
      '021_operators': { up: (db) => operators.up(db) },
      '022_steered_offers': { up: (db) => steeredOffers.up(db) },
      '023_zone_pressure': { up: (db) => zonePressure.up(db, dialect) },
      '026_late_jobs': { up: (db) => lateJobs.up(db) },
    }),
  };
  return provider;
}

/**
 * Brings the schema up to date (or up to the migration `upTo`, for tests of a migration on an
 * older schema's data); safe to run from several processes at once (migration lock).
 */
export async function migrate(store: Store, { upTo }: { upTo?: string } = {}): Promise<string[]> {
  const { dialect } = store;
  const migrator = new Migrator({ db: store.db, provider: migrationsFor(dialect) });
  // Kysely takes no lock on SQLite (its DDL is not run in one transaction there): a process
  // starting beside another may run a migration the other is running. Its statement then
  // fails on what the other made; reading the recorded migrations again settles it.
  for (let tries = 1; ; tries++) {
    const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
    if (!error) return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    const raced = dialect === 'sqlite' && /already exists|duplicate column|UNIQUE constraint failed: kysely_migration/i.test((error as Error).message ?? '');
    if (!raced || tries >= 50) throw error as Error;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Migrations the store has run that this code does not know: a newer release migrated it (a
 * rolling upgrade, or a roll-back). Kysely's Migrator refuses such a store outright
 * ("corrupted migrations"), so it is read first.
 */
export async function unknownMigrations(store: Store): Promise<string[]> {
  let ran: string[];
  try {
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(store.db);
    ran = rows.rows.map((row) => row.name);
  } catch (error) {
    // A store nobody has migrated has no such table (PostgreSQL 42P01, SQLite "no such table").
    if ((error as { code?: string }).code === '42P01' || /no such table/i.test((error as Error).message)) return [];
    throw error;
  }
  const known = new Set(Object.keys(await migrationsFor(store.dialect).getMigrations()));
  return ran.filter((name) => !known.has(name)).sort();
}

/** `pdn migrate` refuses a store a newer release migrated: its code owns that schema now. */
export class NewerSchemaError extends Error {
  constructor(readonly unknown: string[]) {
    super(`the store was migrated by a newer release: ${unknown.join(', ')} unknown to this one; run that release's pdn migrate, or leave it`);
  }
}

/**
 * What the server does on start: migrates the store, unless a newer release already has (then
 * `onNewer` is told which migrations it does not know, and the store is served as it is: every
 * migration is expand-only, so older code still runs on it). Migrations need a session (their
 * lock, DDL): with a pooler in front, they run on `directUrl`, a connection of their own.
 */
export async function migrateOrServe(store: Store, options: { directUrl?: string; onNewer(unknown: string[]): void }): Promise<string[]> {
  const unknown = await unknownMigrations(store);
  if (unknown.length > 0) {
    options.onNewer(unknown);
    return [];
  }
  return withSessionStore(store, options.directUrl, (session) => migrate(session));
}

/** `pdn migrate`: refuses a store migrated by a newer release (NewerSchemaError), else migrates. */
export async function migrateStrict(store: Store, directUrl?: string): Promise<string[]> {
  const unknown = await unknownMigrations(store);
  if (unknown.length > 0) throw new NewerSchemaError(unknown);
  return withSessionStore(store, directUrl, (session) => migrate(session));
}

async function withSessionStore<T>(store: Store, directUrl: string | undefined, work: (session: Store) => Promise<T>): Promise<T> {
  if (store.dialect !== 'postgres' || !directUrl) return work(store);
  const session = openStore(directUrl, { poolSize: 1 });
  try {
    return await work(session);
  } finally {
    await session.close();
  }
}
