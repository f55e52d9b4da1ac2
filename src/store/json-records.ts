import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from './store.js';

/** Rows passed as one JSON array parameter, read as a table `alias` with these columns: a batch written in one statement. */
export function jsonRecords(dialect: Dialect, rows: object[], columns: Record<string, 'text' | 'integer'>, alias: string): RawBuilder<unknown> {
  const json = JSON.stringify(rows);
  const names = Object.keys(columns);
  if (dialect === 'postgres') {
    const definition = sql.raw(names.map((name) => `${name} ${columns[name]}`).join(', '));
    return sql`json_to_recordset(${json}::json) as ${sql.raw(alias)}(${definition})`;
  }
  const fields = sql.raw(names.map((name) => `value ->> '${name}' as ${name}`).join(', '));
  return sql`(select ${fields} from json_each(${json})) as ${sql.raw(alias)}`;
}
