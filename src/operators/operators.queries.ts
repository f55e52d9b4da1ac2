import { sql } from 'kysely';
import { batchRows } from '../store/batched-delete.js';
import type { Dialect } from '../store/store.js';
import { preparedQuery } from '../store/prepared.js';
import type { AdminKeysTable, AuditLogTable, Db } from '../store/schema.js';

// ---------------------------------------------------------------- admin keys

const liveAdminKeyByHash = preparedQuery((db: Db, _shape: string, keyHash: string) =>
  db.selectFrom('admin_keys').select(['id', 'kind', 'name', 'role']).where('key_hash', '=', keyHash).where('revoked_at', 'is', null),
);

/**
 * The one query behind a named (or generated) admin key's every request: by the unique hash
 * index. Cached on SQLite (exact: emptied by any write of another process, and by a revocation here).
 */
export async function findLiveAdminKeyByHash(db: Db, keyHash: string) {
  const [row] = await liveAdminKeyByHash(db, '', keyHash);
  return row;
}

/** The generated admin key, if a first start made one (revoked or not: it is never made twice). */
export function findGeneratedAdminKey(db: Db) {
  return db.selectFrom('admin_keys').select('id').where('kind', '=', 'generated').executeTakeFirst();
}

export async function insertAdminKey(db: Db, row: AdminKeysTable): Promise<void> {
  await db.insertInto('admin_keys').values(row).execute();
}

/** The named keys, live and revoked, oldest first (a network has a handful: no pages). */
export function listNamedAdminKeys(db: Db) {
  return db.selectFrom('admin_keys').selectAll().where('kind', '=', 'named').orderBy('id').execute();
}

export function findNamedAdminKey(db: Db, id: string) {
  return db.selectFrom('admin_keys').selectAll().where('id', '=', id).where('kind', '=', 'named').executeTakeFirst();
}

/** Revokes a named key not yet revoked: its row, or undefined (none, or revoked already). */
export function revokeNamedAdminKey(db: Db, id: string, at: string) {
  return db
    .updateTable('admin_keys')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('kind', '=', 'named')
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Notes a key's use, at most once a minute per key across instances (the where skips a fresher note). */
export async function touchAdminKey(db: Db, id: string, now: string, staleBefore: string): Promise<void> {
  await db
    .updateTable('admin_keys')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
    .execute();
}

// ---------------------------------------------------------------- the audit log

export async function insertAuditEntry(db: Db, row: AuditLogTable): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  target?: string;
  limit: number;
  /** An entry id: the page goes on with older entries. */
  startingAfter?: string;
}

/** Newest first, by the primary key (ids sort by time), or by one filter's (value, id) index. */
export function listAuditEntries(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(filter.limit + 1);
  if (filter.actor !== undefined) query = query.where('actor_id', '=', filter.actor);
  if (filter.action !== undefined) query = query.where('action', '=', filter.action);
  if (filter.target !== undefined) query = query.where('target', '=', filter.target);
  if (filter.startingAfter !== undefined) query = query.where('id', '<', filter.startingAfter);
  return query.execute();
}

/**
 * One batch of the audit log's prune: at most `limit` entries made before `floor` (an id made at
 * the cutoff), oldest first by the primary key: ids sort by time.
 */
export async function pruneAuditBatch(db: Db, dialect: Dialect, floor: string, limit: number): Promise<number> {
  const { handle, among } = batchRows(dialect);
  const result = await sql`delete from audit_log where ${among(sql`select ${handle} from audit_log where id < ${floor} order by id limit ${limit}`)}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
