import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from './store.js';

/**
 * `column IN (ids)` as one statement text whatever the number of ids: PostgreSQL prepares one
 * statement per text, and an `IN (…)` of each length would be another.
 */
export function inList(dialect: Dialect, column: string, ids: string[]): RawBuilder<boolean> {
  return dialect === 'postgres'
    ? sql<boolean>`${sql.ref(column)} = any(${ids}::text[])`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`;
}
