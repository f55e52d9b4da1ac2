// The raw baseline for PATCH /v1/riders/{id}/status: plain Fastify with no plugins, no auth,
// no schemas, doing the one SQL statement the route needs on the same store, the raw way
// (a better-sqlite3 prepared statement, or a pg Pool). PDN is measured against this.
import Fastify from 'fastify';
import pg from 'pg';
import { isPostgresUrl, openSqliteFile, sqliteFileOf } from '../src/store/store.js';

const url = process.env.PDN_DATABASE_URL!;
const partnerId = process.env.BASELINE_PARTNER_ID!;
const UPDATE = 'UPDATE riders SET status = $1, updated_at = $2 WHERE id = $3 AND partner_id = $4 RETURNING *';

interface RiderRow {
  id: string;
  status: string;
  zone: string;
  capacity: number;
  active_deliveries: number;
  updated_at: string;
}

function sqliteUpdate(): (status: string, riderId: string) => Promise<RiderRow | undefined> {
  const db = openSqliteFile(sqliteFileOf(url));
  const statement = db.prepare(UPDATE.replace(/\$\d/g, '?'));
  // Stepped to completion (all(), as every driver that returns rows does): get() would reset the
  // statement after its first row, and SQLite runs its automatic WAL checkpoint only on completion,
  // so the WAL would grow without bound (165 MB in 20,000 updates) and whoever shares the file
  // would pay for the checkpoints (docs/performance.md).
  return async (status, riderId) => (statement.all(status, new Date().toISOString(), riderId, partnerId) as RiderRow[])[0];
}

function postgresUpdate(): (status: string, riderId: string) => Promise<RiderRow | undefined> {
  const pool = new pg.Pool({ connectionString: url, max: 20 }); // PDN's default pool size
  return async (status, riderId) => (await pool.query<RiderRow>(UPDATE, [status, new Date().toISOString(), riderId, partnerId])).rows[0];
}

const update = isPostgresUrl(url) ? postgresUpdate() : sqliteUpdate();
const app = Fastify();
app.get('/healthz', async () => ({ status: 'ok' }));
app.patch<{ Params: { rider_id: string }; Body: { status: string } }>('/v1/riders/:rider_id/status', async (request, reply) => {
  const row = await update(request.body.status, request.params.rider_id);
  if (!row) return reply.code(404).send({ code: 'rider_not_found' });
  return { rider_id: row.id, status: row.status, zone: row.zone, capacity: row.capacity, active_deliveries: row.active_deliveries, updated_at: row.updated_at };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
