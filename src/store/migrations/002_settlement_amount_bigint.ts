import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../store.js';


// A settlement sums many orders: 22 payouts at the 1,000,000 maximum already pass 2^31 minor
// units, the limit of PostgreSQL's `integer`. SQLite integers are 64-bit, nothing to do there.
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`alter table settlements alter column amount_minor type bigint`.execute(db);
}
