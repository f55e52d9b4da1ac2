import { sql, type Kysely } from 'kysely';

// The network's operators (issue 46; docs/network.md, "Operators: named keys, roles and the
// audit log"). Expand-only: an older release reads none of the new columns and still runs.
// - admin_keys: named keys with a role beside the one a first start generates (`kind`
//   `generated`, an owner). Ids become `adk_…` (the generated key's id was never shown).
// - last_used_at on admin keys and partner keys, written at most once a minute per key.
// - audit_log: one row per admin write that changed something. Its id sorts by time, so the
//   list (newest first) and the prune (oldest first) both walk the primary key; the filters
//   have an index each, id second, so a filtered page is an index range too.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table admin_keys add column kind text not null default 'generated'`.execute(db);
  await sql`alter table admin_keys add column name text not null default 'generated admin key'`.execute(db);
  await sql`alter table admin_keys add column role text not null default 'owner'`.execute(db);
  await sql`alter table admin_keys add column key_prefix text not null default 'pdn_admin_'`.execute(db);
  await sql`alter table admin_keys add column revoked_at text`.execute(db);
  await sql`alter table admin_keys add column last_used_at text`.execute(db);
  await sql`update admin_keys set id = 'adk_' || substr(id, 5) where substr(id, 1, 4) = 'key_'`.execute(db);
  await sql`alter table api_keys add column last_used_at text`.execute(db);

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'id']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'id']).execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target', 'id']).execute();
}
