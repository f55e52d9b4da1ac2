// The raw baselines for PATCH /v1/riders/{id}/status and PUT /v1/riders/{id}/location: plain
// Fastify with no plugins, no auth, no schemas, doing the SQL the route needs on the same store,
// the raw way (better-sqlite3 prepared statements, or a pg Pool). PDN is measured against this.
import Fastify from 'fastify';
import pg from 'pg';
import { DEFAULT_POOL_SIZE, isPostgresUrl, openSqliteFile, sqliteFileOf } from '../src/store/store.js';

const url = process.env.PDN_DATABASE_URL!;
const partnerId = process.env.BASELINE_PARTNER_ID!;
const UPDATE = 'UPDATE riders SET status = $1, updated_at = $2 WHERE id = $3 AND partner_id = $4 RETURNING *';
// The location PUT: the fix is written only if newer than the stored one; an older fix reads the stored one.
const STORE_LOCATION =
  'UPDATE riders SET lat = $1, lng = $2, location_recorded_at = $3 WHERE id = $4 AND partner_id = $5 AND (location_recorded_at IS NULL OR location_recorded_at < $3) RETURNING id, lat, lng, location_recorded_at';
const STORED_LOCATION = 'SELECT id, lat, lng, location_recorded_at FROM riders WHERE id = $1 AND partner_id = $2';

interface RiderRow {
  id: string;
  status: string;
  zone: string;
  capacity: number;
  active_deliveries: number;
  updated_at: string;
}

interface LocationRow {
  id: string;
  lat: number;
  lng: number;
  location_recorded_at: string;
}

interface Statements {
  update(status: string, riderId: string): Promise<RiderRow | undefined>;
  storeLocation(lat: number, lng: number, recordedAt: string, riderId: string): Promise<LocationRow | undefined>;
}

function sqliteStatements(): Statements {
  const db = openSqliteFile(sqliteFileOf(url));
  // `$n` placeholders as SQLite's `?`, the arguments taken in the order they appear.
  const prepare = (text: string) => {
    const order = [...text.matchAll(/\$(\d)/g)].map((m) => Number(m[1]) - 1);
    const statement = db.prepare(text.replace(/\$\d/g, '?'));
    return (...args: unknown[]) => statement.all(...order.map((i) => args[i]));
  };
  const store = prepare(STORE_LOCATION);
  const stored = prepare(STORED_LOCATION);
  const statement = db.prepare(UPDATE.replace(/\$\d/g, '?'));
  // Stepped to completion (all(), as every driver that returns rows does): get() would reset the
  // statement after its first row, and SQLite runs its automatic WAL checkpoint only on completion,
  // so the WAL would grow without bound (165 MB in 20,000 updates) and whoever shares the file
  // would pay for the checkpoints (docs/performance.md, "Method").
  return {
    update: async (status, riderId) => (statement.all(status, new Date().toISOString(), riderId, partnerId) as RiderRow[])[0],
    storeLocation: async (lat, lng, recordedAt, riderId) =>
      (store(lat, lng, recordedAt, riderId, partnerId) as LocationRow[])[0] ?? (stored(riderId, partnerId) as LocationRow[])[0],
  };
}

function postgresStatements(): Statements {
  const pool = new pg.Pool({ connectionString: url, max: DEFAULT_POOL_SIZE }); // PDN's own pool size (2 per core)
  return {
    update: async (status, riderId) => (await pool.query<RiderRow>(UPDATE, [status, new Date().toISOString(), riderId, partnerId])).rows[0],
    storeLocation: async (lat, lng, recordedAt, riderId) =>
      (await pool.query<LocationRow>(STORE_LOCATION, [lat, lng, recordedAt, riderId, partnerId])).rows[0] ??
      (await pool.query<LocationRow>(STORED_LOCATION, [riderId, partnerId])).rows[0],
  };
}

const { update, storeLocation } = isPostgresUrl(url) ? postgresStatements() : sqliteStatements();
const app = Fastify();
app.get('/healthz', async () => ({ status: 'ok' }));
app.patch<{ Params: { rider_id: string }; Body: { status: string } }>('/v1/riders/:rider_id/status', async (request, reply) => {
  const row = await update(request.body.status, request.params.rider_id);
  if (!row) return reply.code(404).send({ code: 'rider_not_found' });
  return { rider_id: row.id, status: row.status, zone: row.zone, capacity: row.capacity, active_deliveries: row.active_deliveries, updated_at: row.updated_at };
});
app.put<{ Params: { rider_id: string }; Body: { lat: number; lng: number; recorded_at?: string } }>('/v1/riders/:rider_id/location', async (request, reply) => {
  const { lat, lng, recorded_at: recordedAt } = request.body;
  const row = await storeLocation(lat, lng, new Date(recordedAt ?? Date.now()).toISOString(), request.params.rider_id);
  if (!row) return reply.code(404).send({ code: 'rider_not_found' });
  return { rider_id: row.id, lat: row.lat, lng: row.lng, recorded_at: row.location_recorded_at };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
