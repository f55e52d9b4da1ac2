import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../store.js';

// A claim now sets only `locked_by`, no indexed column (it used to clear `next_attempt_at`), so
// PostgreSQL can make it a HOT update, with no new index entries, where the row's page has room
// for its new version. Pages filled to 50 % leave a claim room for every row on them; pruning
// frees the room of the old versions at the next write. Only pages written from now on are
// filled so; the previous release runs unchanged (docs/performance.md, "Webhook worker").
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`alter table webhook_deliveries set (fillfactor = 50)`.execute(db);
}
