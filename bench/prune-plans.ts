// The plans of the background deletes (issue 32), on both stores: the statements the retention
// prune and the idempotency sweep run, explained on a store holding 60 days of webhook history
// (half past a 30-day retention), analyzed. The statements are the code's own: each query
// function runs through a Kysely plugin that prefixes `explain` and keeps what it returns.
//
//   npx tsx bench/prune-plans.ts              1M rows per table (BENCH_STORES, BENCH_PG_URL as elsewhere)
//   npx tsx bench/prune-plans.ts --rows=100000
import { sql, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import { pruneAttempts, pruneDeliveries, pruneEvents } from '../src/events/events.retention.queries.js';
import { sweepBatch } from '../src/http/idempotency.plugin.js';
import { migrate } from '../src/store/migrate.js';
import { openStore, type Dialect, type Store } from '../src/store/store.js';
import { freshDatabase } from './lib/dataset.js';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]));
const ROWS = Number(args.rows ?? 1_000_000);
const stores = (process.env.BENCH_STORES || 'sqlite,postgres').split(',').map((s) => s.trim()) as Dialect[];
const DAY = 86_400_000;

/** Turns each raw statement into `explain <statement>` and keeps the plan it returns. */
class Explain implements KyselyPlugin {
  readonly plans: string[][] = [];
  constructor(private readonly dialect: Dialect) {}
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind !== 'RawNode') throw new Error('only raw statements are explained here');
    const prefix = this.dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
    return { ...node, sqlFragments: [prefix + node.sqlFragments[0], ...node.sqlFragments.slice(1)] };
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.plans.push(result.rows.map((row) => String(this.dialect === 'sqlite' ? row.detail : row['QUERY PLAN'])));
    return { rows: [] };
  }
}

/** ROWS events, deliveries and attempts (one each per event, 1 in 1,000 still pending), and ROWS idempotency keys, over 60 days. */
async function fill(store: Store): Promise<void> {
  const now = Date.now();
  const at = (expr: string) =>
    store.dialect === 'postgres'
      ? `to_char(to_timestamp(${now / 1000} - ${expr} * ${(60 * DAY) / 1000 / ROWS}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : `strftime('%Y-%m-%dT%H:%M:%fZ', ${now / 1000} - ${expr} * ${(60 * DAY) / 1000 / ROWS}, 'unixepoch')`;
  const series = store.dialect === 'postgres' ? `generate_series(1, ${ROWS}) as s(i)` : `s`;
  const cte = store.dialect === 'postgres' ? '' : `with recursive s(i) as (select 1 union all select i + 1 from s where i < ${ROWS}) `;
  const run = (text: string) => sql.raw(text).execute(store.db);
  await run(`insert into partners (id, name, territories, created_at) values ('ptn_plans', 'Plans', '[]', '${new Date(now).toISOString()}')`);
  await run(
    `insert into webhook_endpoints (id, partner_id, url, description, enabled_events, status, disabled_reason, secret, created_at, updated_at)
     values ('we_plans', 'ptn_plans', 'https://example.com/hook', null, '["*"]', 'enabled', null, 'whsec_plans', '${new Date(now).toISOString()}', '${new Date(now).toISOString()}')`,
  );
  await run(`${cte}insert into events (id, partner_id, type, data, created_at) select 'evt_' || i, 'ptn_plans', 'order.created', '{}', ${at('i')} from ${series}`);
  await run(
    `${cte}insert into webhook_deliveries (id, event_id, endpoint_id, partner_id, status, attempt_count, next_attempt_at, locked_by, ordering_key, sequence, last_status_code, last_error, created_at, updated_at)
     select 'dlv_' || i, 'evt_' || i, 'we_plans', 'ptn_plans', case when i % 1000 = 0 then 'pending' else 'succeeded' end, 1, null, null, null, null, 200, null, ${at('i')}, ${at('i')} from ${series}`,
  );
  await run(
    `${cte}insert into webhook_attempts (id, delivery_id, event_id, endpoint_id, attempted_at, status_code, latency_ms, error, response_body)
     select 'att_' || i, 'dlv_' || i, 'evt_' || i, 'we_plans', ${at('i')}, 200, 5, null, null from ${series}`,
  );
  await run(
    `${cte}insert into idempotency_keys (scope, key, request_hash, status_code, response_body, response_headers, created_at) select 'ptn_plans', 'k' || i, 'h', 200, '{}', '{}', ${at('i')} from ${series}`,
  );
  await run('analyze');
}

for (const dialect of stores) {
  const database = await freshDatabase(dialect, 'pruneplans');
  const store = openStore(database.url, { poolSize: 2 });
  try {
    await migrate(store);
    await fill(store);
    const explain = new Explain(dialect);
    const explaining = { ...store, db: store.db.withPlugin(explain) };
    const cutoff = new Date(Date.now() - 30 * DAY).toISOString();
    const limit = 1_000;
    await pruneAttempts(explaining.db, dialect, cutoff, limit);
    await pruneDeliveries(explaining.db, dialect, cutoff, limit);
    await pruneEvents(explaining.db, dialect, '', cutoff, limit);
    await sweepBatch(explaining, cutoff, limit);
    console.log(`\n## ${dialect}: ${ROWS.toLocaleString('en-US')} rows per table over 60 days, cutoff 30 days, batch of ${limit}`);
    ['webhook_attempts', 'webhook_deliveries', 'events', 'idempotency_keys'].forEach((table, i) => console.log(`\n${table}:\n${explain.plans[i].join('\n')}`));
  } finally {
    await store.close();
    await database.drop();
  }
}
