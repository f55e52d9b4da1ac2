// The data set of the dispatch benchmarks (issue 21): one partner's fleet with GPS fixes, and
// open jobs with pickup points, identical on both stores. Rows are generated here once and
// bulk-inserted straight into the store (SQLite: one transaction of prepared inserts; PostgreSQL:
// `INSERT … SELECT FROM unnest(arrays)` per chunk), through the normal tables so the triggers
// keep fleet_zone_stats and zone_demand.
import pg from 'pg';
import type { OrdersTable, RidersTable } from '../../src/store/schema.js';
import { openSqliteFile } from '../../src/store/store.js';
import { orderRow } from '../../test/order-rows.js';
import { migrateDatabase } from '../../test/postgres.js';
import { BENCH_PARTNER_ID, BENCH_PARTNER_ZONES, benchKeyRow, freshDatabase, type Seeded } from './dataset.js';

export interface FleetSize {
  name: string;
  /** Riders of the bench partner, spread over its 5 zones. */
  riders: number;
  /** Open jobs in its zones, each with a pickup point. */
  jobs: number;
}

export const FLEET_SMALL: FleetSize = { name: 'fleet-small', riders: 1_000, jobs: 1_000 };
export const FLEET_LARGE: FleetSize = { name: 'fleet-large', riders: 100_000, jobs: 1_000 };

// The partner's zones side by side from west to east over a city (Amsterdam), each about
// 6.8 km east-west by 13 km north-south: a 15 km box around a pickup holds part of the fleet.
const ZONE_SOUTH = 52.3;
const ZONE_HEIGHT = 0.12;
const ZONE_WEST = 4.7;
const ZONE_WIDTH = 0.1;
const NOW_MS = Date.parse('2026-11-01T12:00:00.000Z');

/** A deterministic spread in [0, 1): the same rows on every run and store. */
const spread = (n: number, salt: number) => {
  const x = Math.sin(n * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
};
const pointIn = (zone: number, n: number) => ({
  lat: Number((ZONE_SOUTH + spread(n, 1) * ZONE_HEIGHT).toFixed(6)),
  lng: Number((ZONE_WEST + (zone + spread(n, 2)) * ZONE_WIDTH).toFixed(6)),
});
const iso = (ms: number) => new Date(ms).toISOString();
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The bench partner's riders that the location benchmark writes to (all have a fix). */
export const fleetRiderId = (r: number) => `rdr_02bench${pad(r, 8)}`;
export const fleetJobId = (j: number) => `ord_02bench${pad(j, 9)}`;

/**
 * Rider r: zone r % 5; 60 % online (of those a quarter full), 10 % on break, the rest offline;
 * capacity 2–4; 90 % have sent a fix in the last 10 minutes, somewhere in their zone.
 */
function riderRow(r: number): RidersTable {
  const zone = r % BENCH_PARTNER_ZONES.length;
  const s = Math.floor(r / BENCH_PARTNER_ZONES.length) % 10;
  const status = s < 6 ? 'online' : s === 6 ? 'on-break' : 'offline';
  const capacity = 2 + (r % 3);
  const located = r % 10 !== 9;
  const at = iso(NOW_MS - 86_400_000 + r);
  return {
    id: fleetRiderId(r),
    partner_id: BENCH_PARTNER_ID,
    name: null,
    status,
    zone: BENCH_PARTNER_ZONES[zone],
    capacity,
    active_deliveries: status === 'online' && s === 0 ? capacity : r % 2,
    created_at: at,
    updated_at: at,
    ...(located ? { ...pointIn(zone, r), location_recorded_at: iso(NOW_MS - (r % 600) * 1000) } : { lat: null, lng: null, location_recorded_at: null }),
  };
}

function jobRow(j: number): OrdersTable {
  const zone = j % BENCH_PARTNER_ZONES.length;
  const pickup = pointIn(zone, 1_000_000 + j);
  return orderRow({
    id: fleetJobId(j),
    zone: BENCH_PARTNER_ZONES[zone],
    status: 'unassigned',
    pickup_creator: `Kitchen ${j % 50}`,
    pickup_eta_mins: 10,
    dropoff_area: `Area ${j % 20}`,
    amount_minor: 500 + (j % 500),
    created_at: iso(NOW_MS - j * 1000),
    pickup_lat: pickup.lat,
    pickup_lng: pickup.lng,
  });
}

const partnerRow = () => ({ id: BENCH_PARTNER_ID, name: 'Fleet 0', territories: JSON.stringify(BENCH_PARTNER_ZONES), created_at: iso(NOW_MS) });

function rows<T>(n: number, row: (i: number) => T, from = 0): T[] {
  return Array.from({ length: n - from }, (_, i) => row(from + i));
}

function seedSqlite(file: string, size: FleetSize): void {
  const db = openSqliteFile(file);
  db.pragma('synchronous = OFF'); // a seed that fails is thrown away
  const insert = (table: string, row: object) => {
    const columns = Object.keys(row);
    return db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`);
  };
  db.transaction(() => {
    insert('partners', partnerRow()).run(partnerRow());
    const zone = insert('partner_zones', { partner_id: '', zone: '' });
    for (const z of BENCH_PARTNER_ZONES) zone.run({ partner_id: BENCH_PARTNER_ID, zone: z });
    insert('api_keys', benchKeyRow()).run(benchKeyRow());
    const rider = insert('riders', riderRow(0));
    for (let r = 0; r < size.riders; r++) rider.run(riderRow(r));
    const job = insert('orders', jobRow(0));
    for (let j = 0; j < size.jobs; j++) job.run(jobRow(j));
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

/** Inserts `items` as one `INSERT … SELECT * FROM unnest($1::type[], …)` per chunk. */
async function unnestInsert(client: pg.Client, table: string, types: Record<string, string>, items: object[]): Promise<void> {
  const columns = Object.keys(types);
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM unnest(${columns.map((c, i) => `$${i + 1}::${types[c]}[]`).join(', ')})`;
  const chunk = 10_000; // commit between chunks: the trigger-kept counter rows' old versions can be pruned
  for (let from = 0; from < items.length; from += chunk) {
    const part = items.slice(from, from + chunk) as Array<Record<string, unknown>>;
    await client.query(sql, columns.map((c) => part.map((row) => row[c])));
  }
}

async function seedPostgres(url: string, size: FleetSize): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const partner = partnerRow();
    await client.query('INSERT INTO partners (id, name, territories, created_at) VALUES ($1, $2, $3, $4)', Object.values(partner));
    for (const z of BENCH_PARTNER_ZONES) await client.query('INSERT INTO partner_zones (partner_id, zone) VALUES ($1, $2)', [BENCH_PARTNER_ID, z]);
    const key = benchKeyRow();
    await client.query(`INSERT INTO api_keys (${Object.keys(key).join(', ')}) VALUES (${Object.keys(key).map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(key));
    const text = 'text';
    const riderTypes = { id: text, partner_id: text, name: text, status: text, zone: text, capacity: 'int', active_deliveries: 'int', created_at: text, updated_at: text, lat: 'float8', lng: 'float8', location_recorded_at: text };
    await unnestInsert(client, 'riders', riderTypes, rows(size.riders, riderRow));
    const orderTypes = Object.fromEntries(
      Object.keys(jobRow(0)).map((column) => [column, /_(lat|lng)$/.test(column) ? 'float8' : /^(pickup_eta_mins|amount_minor|version)$/.test(column) ? 'bigint' : 'text']),
    );
    await unnestInsert(client, 'orders', orderTypes, rows(size.jobs, jobRow));
    // A running database has its statistics kept by autovacuum; a freshly loaded one needs this.
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

/** A fresh database holding the fleet data set; drop() removes it. */
export async function seededFleet(dialect: 'sqlite' | 'postgres', size: FleetSize, label: string): Promise<Seeded> {
  const started = performance.now();
  const database = await freshDatabase(dialect, label);
  await migrateDatabase(database.url);
  if (dialect === 'postgres') await seedPostgres(database.url, size);
  else seedSqlite(database.url, size);
  return { ...database, seedSeconds: (performance.now() - started) / 1000, cached: false };
}

/** PUT location requests over `riders` of the fleet, each fix newer than the last for its rider. */
export function locationRequests(riderIds: string[]) {
  const last = new Map<number, number>();
  let n = 0;
  return () => {
    const r = n++ % riderIds.length;
    const at = Math.max(Date.now(), (last.get(r) ?? 0) + 1);
    last.set(r, at);
    const { lat, lng } = pointIn(r % BENCH_PARTNER_ZONES.length, n);
    return { method: 'PUT', path: `/v1/riders/${riderIds[r]}/location`, body: JSON.stringify({ lat, lng, recorded_at: iso(at) }) };
  };
}

/** Suggestion requests cycling over the open jobs. */
export function suggestionRequests(size: FleetSize) {
  let n = 0;
  return () => ({ method: 'GET', path: `/v1/orders/${fleetJobId(n++ % size.jobs)}/rider_suggestions` });
}
