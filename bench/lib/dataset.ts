// Seeded, realistic data sets for the benchmarks, identical on both stores.
//
// 20 partners over 50 zones (each partner holds 5 zones, each zone is held by 2 partners).
// Riders are spread over their partner's zones: half online, a tenth on break, the rest
// offline. Orders are mostly history (95 % delivered, 5 % cancelled), a few in hand (one per
// rider that holds one), and a realistic few thousand unassigned jobs spread over all zones.
// The benchmarks speak as partner 0.
//
// Rows go through the normal tables, so the triggers keep fleet_zone_stats and zone_demand.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { hashKey } from '../../src/partners/partners.service.js';
import type { OrdersTable, RidersTable } from '../../src/store/schema.js';
import { sqliteLockDirOf } from '../../src/store/process-lock.js';
import { openSqliteFile, openStore, removeSqliteFiles, type Dialect } from '../../src/store/store.js';
import { orderRow as storeOrderRow } from '../../test/order-rows.js';
import { admin, databaseUrl, dropDatabase, migrateDatabase } from '../../test/postgres.js';
import { dropOnSignal, ROOT } from './processes.js';

export interface DatasetSize {
  name: string;
  orders: number;
  riders: number;
  /** Jobs waiting right now, spread over all zones. */
  unassigned: number;
}

export const SMALL: DatasetSize = { name: 'small', orders: 10_000, riders: 1_000, unassigned: 1_000 };
export const LARGE: DatasetSize = { name: 'large', orders: 1_000_000, riders: 100_000, unassigned: 3_000 };

const PARTNERS = 20;
const ZONES = 50;
const ZONES_PER_PARTNER = 5;
const START_MS = Date.parse('2025-01-01T00:00:00.000Z');
const HISTORY_DAYS = 300;

export const BENCH_PARTNER_KEY = 'pdn_sk_bench_partner_0_key_0123456789abcdef';
const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const partnerId = (p: number) => `ptn_00bench${pad(p, 2)}`;
export const BENCH_PARTNER_ID = partnerId(0);
const zoneName = (z: number) => `zone-${pad(z, 2)}`;
const partnerZone = (p: number, k: number) => (p * ZONES_PER_PARTNER + k) % ZONES;
export const BENCH_PARTNER_ZONES = Array.from({ length: ZONES_PER_PARTNER }, (_, k) => zoneName(partnerZone(0, k)));
const riderId = (r: number) => `rdr_00bench${pad(r, 8)}`;
// Rider r is the q-th rider of partner r % PARTNERS; q picks its zone (q % 5), its status
// (by tens of q / 5: half online, a tenth on break, the rest offline) and its capacity.
const riderIndex = (r: number) => Math.floor(r / PARTNERS);
const riderZone = (r: number) => partnerZone(r % PARTNERS, riderIndex(r) % ZONES_PER_PARTNER);
const riderStatus = (r: number) => {
  const s = Math.floor(riderIndex(r) / ZONES_PER_PARTNER) % 10;
  return s < 5 ? 'online' : s === 5 ? 'on-break' : 'offline';
};
/** Orders in hand: one each for 2 % of riders, all online. */
const activeOrders = (size: DatasetSize) => size.riders / 50;
/** The rider holding in-hand order j: the j-th rider with q % 50 < 5 (so q / 5 % 10 = 0: online). */
const activeRider = (j: number) =>
  (Math.floor(j / (PARTNERS * ZONES_PER_PARTNER)) * 50 + (Math.floor(j / PARTNERS) % ZONES_PER_PARTNER)) * PARTNERS + (j % PARTNERS);
const holdsOrder = (r: number, size: DatasetSize) => {
  const q = riderIndex(r);
  return q % 50 < ZONES_PER_PARTNER && ((Math.floor(q / 50) * ZONES_PER_PARTNER + (q % 50)) * PARTNERS + (r % PARTNERS)) < activeOrders(size);
};
const iso = (ms: number) => new Date(ms).toISOString();

/** The bench partner's riders in the data set (ids only). */
export function benchPartnerRiderIds(size: DatasetSize): string[] {
  const ids: string[] = [];
  for (let r = 0; r < size.riders; r += PARTNERS) ids.push(riderId(r));
  return ids;
}

function riderRow(r: number, size: DatasetSize): RidersTable {
  const at = iso(START_MS + r * 1000);
  return {
    id: riderId(r),
    partner_id: partnerId(r % PARTNERS),
    name: `Rider ${r}`,
    status: riderStatus(r),
    zone: zoneName(riderZone(r)),
    capacity: 2 + ((riderIndex(r) % 7) % 4),
    active_deliveries: holdsOrder(r, size) ? 1 : 0,
    created_at: at,
    updated_at: at,
    lat: null,
    lng: null,
    location_recorded_at: null,
  };
}

function orderRow(i: number, size: DatasetSize): OrdersTable {
  return storeOrderRow(orderFields(i, size));
}

function orderFields(i: number, size: DatasetSize): Parameters<typeof storeOrderRow>[0] {
  const history = size.orders - size.unassigned - activeOrders(size);
  const step = Math.floor((HISTORY_DAYS * 86_400_000) / size.orders / 1000) * 1000;
  const created = START_MS + i * step;
  const minutes = (m: number) => iso(created + m * 60_000);
  const base = {
    id: `ord_00bench${pad(i, 9)}`,
    pickup_creator: `Kitchen ${i % 500}`,
    pickup_eta_mins: 5 + (i % 30),
    dropoff_area: `Area ${i % 200}`,
    amount_minor: 300 + (i % 700),
    created_at: iso(created),
  };
  if (i < history) {
    const r = (i * 7) % size.riders;
    const held = { ...base, zone: zoneName(riderZone(r)), partner_id: partnerId(r % PARTNERS), rider_id: riderId(r), assigned_at: minutes(1) };
    if (i % 20 === 0) return { ...held, status: 'cancelled', cancellation_reason: 'customer', cancelled_at: minutes(5), updated_at: minutes(5) };
    return {
      ...held,
      status: 'delivered',
      settlement_id: i < history * 0.95 ? 'stl_00bench' : null,
      picked_up_at: minutes(10),
      delivered_at: minutes(30),
      updated_at: minutes(30),
    };
  }
  if (i < history + activeOrders(size)) {
    const r = activeRider(i - history);
    const pickedUp = (i - history) % 2 === 1;
    return {
      ...base,
      zone: zoneName(riderZone(r)),
      partner_id: partnerId(r % PARTNERS),
      rider_id: riderId(r),
      status: pickedUp ? 'picked_up' : 'assigned',
      assigned_at: minutes(1),
      picked_up_at: pickedUp ? minutes(10) : null,
      updated_at: pickedUp ? minutes(10) : minutes(1),
    };
  }
  return { ...base, zone: zoneName((i * 19) % ZONES), status: 'unassigned', partner_id: null, rider_id: null, updated_at: base.created_at };
}

function partnerRows() {
  return Array.from({ length: PARTNERS }, (_, p) => {
    const zones = Array.from({ length: ZONES_PER_PARTNER }, (_, k) => zoneName(partnerZone(p, k)));
    return { id: partnerId(p), name: `Fleet ${p}`, territories: JSON.stringify(zones), created_at: iso(START_MS), zones };
  });
}

export const benchKeyRow = () => ({
  id: 'key_00bench00',
  partner_id: BENCH_PARTNER_ID,
  key_hash: hashKey(BENCH_PARTNER_KEY),
  key_prefix: BENCH_PARTNER_KEY.slice(0, 11),
  created_at: iso(START_MS),
  revoked_at: null,
});

// In table order: the PostgreSQL seed selects its values in this order.
const ORDER_COLUMNS: Array<keyof OrdersTable> = [
  'id', 'zone', 'status', 'partner_id', 'rider_id', 'pickup_creator', 'pickup_eta_mins', 'dropoff_area', 'currency', 'amount_minor',
  'cancellation_reason', 'settlement_id', 'created_at', 'updated_at', 'assigned_at', 'picked_up_at', 'delivered_at', 'cancelled_at',
];
const RIDER_COLUMNS: Array<keyof RidersTable> = ['id', 'partner_id', 'name', 'status', 'zone', 'capacity', 'active_deliveries', 'created_at', 'updated_at'];

/** SQLite: one transaction of prepared inserts. */
function seedSqlite(file: string, size: DatasetSize): void {
  const db = openSqliteFile(file);
  db.pragma('synchronous = OFF'); // a seed that fails is thrown away
  const insert = (table: string, columns: readonly string[]) =>
    db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`);
  const insertPartner = insert('partners', ['id', 'name', 'territories', 'created_at']);
  const insertZone = insert('partner_zones', ['partner_id', 'zone']);
  const insertKey = insert('api_keys', Object.keys(benchKeyRow()));
  const insertRider = insert('riders', RIDER_COLUMNS);
  const insertOrder = insert('orders', ORDER_COLUMNS);
  db.transaction(() => {
    for (const { zones, ...partner } of partnerRows()) {
      insertPartner.run(partner);
      for (const zone of zones) insertZone.run({ partner_id: partner.id, zone });
    }
    insertKey.run(benchKeyRow());
    for (let r = 0; r < size.riders; r++) insertRider.run(riderRow(r, size));
    for (let i = 0; i < size.orders; i++) insertOrder.run(orderRow(i, size));
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

/** PostgreSQL: the same rows, generated by the server with `INSERT … SELECT generate_series`. */
async function seedPostgres(url: string, size: DatasetSize): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const literal = (v: unknown) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`);
    for (const { zones, ...partner } of partnerRows()) {
      await client.query(`INSERT INTO partners VALUES (${Object.values(partner).map(literal).join(', ')})`);
      for (const zone of zones) await client.query(`INSERT INTO partner_zones VALUES (${literal(partner.id)}, ${literal(zone)})`);
    }
    const key = benchKeyRow();
    await client.query(`INSERT INTO api_keys (${Object.keys(key).join(', ')}) VALUES (${Object.values(key).map(literal).join(', ')})`);

    const P = PARTNERS;
    const ZP = ZONES_PER_PARTNER;
    const zoneOf = (r: string) => `'zone-' || lpad(((((${r}) % ${P}) * ${ZP} + ((${r}) / ${P}) % ${ZP}) % ${ZONES})::text, 2, '0')`;
    const isoOf = (t: string) => `to_char(${t}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    const start = `timestamp '2025-01-01 00:00:00'`;
    // Riders in chunks: each insert updates the hot per-zone counter rows through the trigger,
    // and committing between chunks lets PostgreSQL prune their old versions.
    const chunk = 10_000;
    for (let from = 0; from < size.riders; from += chunk) {
      const to = Math.min(size.riders, from + chunk) - 1;
      await client.query(`
        INSERT INTO riders (${RIDER_COLUMNS.join(', ')})
        SELECT 'rdr_00bench' || lpad(r::text, 8, '0'), 'ptn_00bench' || lpad((r % ${P})::text, 2, '0'), 'Rider ' || r,
               CASE WHEN (r / ${P} / ${ZP}) % 10 < 5 THEN 'online' WHEN (r / ${P} / ${ZP}) % 10 = 5 THEN 'on-break' ELSE 'offline' END,
               ${zoneOf('r')}, 2 + ((r / ${P}) % 7) % 4,
               CASE WHEN (r / ${P}) % 50 < ${ZP} AND ((r / ${P} / 50) * ${ZP} + (r / ${P}) % 50) * ${P} + r % ${P} < ${activeOrders(size)} THEN 1 ELSE 0 END,
               ${isoOf(`${start} + r * interval '1 second'`)}, ${isoOf(`${start} + r * interval '1 second'`)}
        FROM generate_series(${from}, ${to}) AS r`);
    }

    const history = size.orders - size.unassigned - activeOrders(size);
    const stepSeconds = Math.floor((HISTORY_DAYS * 86_400_000) / size.orders / 1000);
    const at = (minutes: number) => isoOf(`t + interval '${minutes} minutes'`);
    await client.query(`
      INSERT INTO orders (${ORDER_COLUMNS.join(', ')})
      SELECT 'ord_00bench' || lpad(i::text, 9, '0'),
             CASE WHEN kind = 'u' THEN 'zone-' || lpad(((i * 19) % ${ZONES})::text, 2, '0') ELSE ${zoneOf('r')} END,
             status,
             CASE WHEN kind = 'u' THEN NULL ELSE 'ptn_00bench' || lpad((r % ${P})::text, 2, '0') END,
             CASE WHEN kind = 'u' THEN NULL ELSE 'rdr_00bench' || lpad(r::text, 8, '0') END,
             'Kitchen ' || (i % 500), 5 + i % 30, 'Area ' || (i % 200), 'EUR', 300 + i % 700,
             CASE WHEN status = 'cancelled' THEN 'customer' END,
             CASE WHEN status = 'delivered' AND i < ${history * 0.95} THEN 'stl_00bench' END,
             ${isoOf('t')},
             CASE status WHEN 'cancelled' THEN ${at(5)} WHEN 'delivered' THEN ${at(30)} WHEN 'picked_up' THEN ${at(10)}
                         WHEN 'assigned' THEN ${at(1)} ELSE ${isoOf('t')} END,
             CASE WHEN kind = 'u' THEN NULL ELSE ${at(1)} END,
             CASE WHEN status IN ('delivered', 'picked_up') THEN ${at(10)} END,
             CASE WHEN status = 'delivered' THEN ${at(30)} END,
             CASE WHEN status = 'cancelled' THEN ${at(5)} END
      FROM (
        SELECT i, kind, r, ${start} + i * ${stepSeconds} * interval '1 second' AS t,
               CASE WHEN kind = 'h' AND i % 20 = 0 THEN 'cancelled' WHEN kind = 'h' THEN 'delivered'
                    WHEN kind = 'a' AND (i - ${history}) % 2 = 1 THEN 'picked_up' WHEN kind = 'a' THEN 'assigned'
                    ELSE 'unassigned' END AS status
        FROM (
          SELECT i,
                 CASE WHEN i < ${history} THEN 'h' WHEN i < ${history + activeOrders(size)} THEN 'a' ELSE 'u' END AS kind,
                 CASE WHEN i < ${history} THEN (i * 7) % ${size.riders}
                      ELSE (((i - ${history}) / ${P * ZP}) * 50 + ((i - ${history}) / ${P}) % ${ZP}) * ${P} + (i - ${history}) % ${P} END AS r
          FROM generate_series(0, ${size.orders - 1}) AS i
        ) AS numbered
      ) AS o`);
    // A running database has its statistics kept by autovacuum; a freshly loaded one needs this.
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- databases

export interface BenchDatabase {
  dialect: Dialect;
  url: string;
  drop(): Promise<void>;
}

export const PG_BASE = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DIR = path.join(ROOT, 'data/bench');

/** Seeded SQLite files are cached by the schema and seed code that made them. */
function seedFingerprint(size: DatasetSize): string {
  const hash = createHash('sha256').update(JSON.stringify(size));
  const migrations = path.join(ROOT, 'src/store/migrations');
  for (const file of fs.readdirSync(migrations).sort()) hash.update(file).update(fs.readFileSync(path.join(migrations, file)));
  hash.update(fs.readFileSync(new URL(import.meta.url)));
  return hash.digest('hex').slice(0, 12);
}

export interface Seeded extends BenchDatabase {
  seedSeconds: number;
  /** True when a cached SQLite seed was reused. */
  cached: boolean;
}

/**
 * A new database (the service migrates it when it starts): empty, or a copy of `from` as it is
 * now (no service may be using it); drop() removes it.
 */
export async function freshDatabase(dialect: Dialect, label: string, from?: BenchDatabase): Promise<BenchDatabase> {
  if (dialect === 'postgres') {
    const name = `pdn_bench_${label}_${process.pid}`.toLowerCase(); // unquoted names fold to lower case
    await dropDatabase(PG_BASE, name);
    const template = from ? ` TEMPLATE ${new URL(from.url).pathname.slice(1)}` : '';
    await admin(PG_BASE, (c) => c.query(`CREATE DATABASE ${name}${template}`));
    return { dialect, url: databaseUrl(PG_BASE, name), drop: dropOnSignal(() => dropDatabase(PG_BASE, name)) };
  }
  const file = path.join(BENCH_DIR, 'run', `${label}-${process.pid}.sqlite`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // The workers' lock directory goes with the file.
  const remove = async () => {
    removeSqliteFiles(file);
    fs.rmSync(sqliteLockDirOf(file), { recursive: true, force: true });
  };
  await remove();
  if (from) for (const suffix of ['', '-wal']) if (fs.existsSync(from.url + suffix)) fs.copyFileSync(from.url + suffix, file + suffix);
  return { dialect, url: file, drop: dropOnSignal(remove) };
}

/** A fresh database holding `size`, migrated and seeded; drop() removes it. */
export async function seededDatabase(dialect: Dialect, size: DatasetSize, label: string): Promise<Seeded> {
  const started = performance.now();
  if (dialect === 'postgres') {
    const database = await freshDatabase(dialect, label);
    await migrateDatabase(database.url);
    await seedPostgres(database.url, size);
    return { ...database, seedSeconds: (performance.now() - started) / 1000, cached: false };
  }
  const cacheFile = path.join(BENCH_DIR, 'cache', `${size.name}-${seedFingerprint(size)}.sqlite`);
  const cached = fs.existsSync(cacheFile);
  if (!cached) {
    const building = `${cacheFile}.building`;
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    removeSqliteFiles(building);
    await migrateDatabase(building);
    seedSqlite(building, size);
    removeSqliteFiles(building, { sidecarsOnly: true });
    fs.renameSync(building, cacheFile);
  }
  // Benchmarks write to their copy; the cached seed stays clean for the next run.
  const database = await freshDatabase(dialect, label);
  fs.copyFileSync(cacheFile, database.url);
  return { ...database, seedSeconds: (performance.now() - started) / 1000, cached };
}

export interface AcceptWorkload {
  orderIds: string[];
  riderIds: string[];
}

/**
 * Fresh unassigned jobs in the bench partner's zones, and online riders with room for all of
 * them, for the accept benchmark: every request accepts a different order.
 */
export async function seedAcceptWorkload(url: string, orders: number): Promise<AcceptWorkload> {
  const store = openStore(url, { poolSize: 1 });
  const capacity = 50;
  const riderIds = Array.from({ length: Math.ceil(orders / capacity) + 10 }, (_, j) => `rdr_01bench${pad(j, 8)}`);
  const orderIds = Array.from({ length: orders }, (_, i) => `ord_01bench${pad(i, 9)}`);
  const now = new Date().toISOString();
  const zone = (n: number) => BENCH_PARTNER_ZONES[n % BENCH_PARTNER_ZONES.length];
  try {
    await store.db.transaction().execute(async (trx) => {
      for (let from = 0; from < riderIds.length; from += 500) {
        const rows = riderIds.slice(from, from + 500).map((id, j) => ({
          id,
          partner_id: BENCH_PARTNER_ID,
          name: null,
          status: 'online' as const,
          zone: zone(from + j),
          capacity,
          active_deliveries: 0,
          created_at: now,
          updated_at: now,
        }));
        await trx.insertInto('riders').values(rows).execute();
      }
      for (let from = 0; from < orderIds.length; from += 500) {
        const rows = orderIds.slice(from, from + 500).map((id, j) => ({
          ...orderRow(SMALL.orders - 1, SMALL), // the small set's last order: an unassigned job
          id,
          zone: zone(from + j),
          created_at: now,
          updated_at: now,
        }));
        await trx.insertInto('orders').values(rows).execute();
      }
    });
  } finally {
    await store.close();
  }
  return { orderIds, riderIds };
}

/** Alternates riders between online and on-break: every request really changes a row. */
export function patchRequests(size: DatasetSize) {
  const riders = benchPartnerRiderIds(size);
  let n = 0;
  return () => {
    const rider = riders[n % riders.length];
    const status = Math.floor(n / riders.length) % 2 === 0 ? 'on-break' : 'online';
    n++;
    return { method: 'PATCH', path: `/v1/riders/${rider}/status`, body: JSON.stringify({ status }) };
  };
}
