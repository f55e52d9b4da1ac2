// `pdn backup <file>`: a consistent copy of the SQLite store while the server goes on writing,
// by SQLite's online backup API. PostgreSQL has its own tools (docs/operations.md, "Backups").
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { isPostgresUrl, sqliteFileOf } from '../store/store.js';

export class BackupRefused extends Error {}

export interface BackupResult {
  from: string;
  file: string;
  bytes: number;
  pages: number;
  ms: number;
}

/**
 * Copies the store to `target`. Pages are copied in one step after the first: a step reads
 * one snapshot (WAL: writers go on), while a copy in many small steps would start over after
 * every write of the server's and might never end. The copy is written beside `target` and
 * renamed onto it, so `target` is never a half-written file.
 */
export async function backupStore(databaseUrl: string, target: string): Promise<BackupResult> {
  if (isPostgresUrl(databaseUrl)) {
    throw new BackupRefused('the store is PostgreSQL: back it up with its own tools (pg_dump, or pg_basebackup with WAL archiving for point-in-time recovery); see docs/operations.md, "Backups"');
  }
  const from = sqliteFileOf(databaseUrl);
  if (!fs.existsSync(from)) throw new BackupRefused(`no SQLite store at ${from} (PDN_DATABASE_URL)`);
  if (path.resolve(target) === path.resolve(from)) throw new BackupRefused('the backup file must not be the store itself');
  const started = Date.now();
  const source = new BetterSqlite3(from, { readonly: true, fileMustExist: true });
  const partial = `${target}.partial-${process.pid}`;
  try {
    source.pragma('busy_timeout = 5000');
    const { totalPages } = await source.backup(partial, { progress: () => 1 << 30 });
    fs.renameSync(partial, target);
    return { from, file: target, bytes: fs.statSync(target).size, pages: totalPages, ms: Date.now() - started };
  } finally {
    source.close();
    fs.rmSync(partial, { force: true });
  }
}
