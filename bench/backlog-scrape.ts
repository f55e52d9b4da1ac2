// `npx tsx bench/backlog-scrape.ts <store url>`: the cost of the backlog gauges' read with 1M pending deliveries.
import { sql, type Insertable } from 'kysely';
import type { WebhookDeliveriesTable } from '../src/store/schema.js';
import { migrate } from '../src/store/migrate.js';
import { openStore } from '../src/store/store.js';
import { backlogOf } from '../src/webhooks/webhooks.backlog.js';
import { newId } from '../src/shared/ids.js';

const url = process.argv[2];
if (!url) throw new Error('usage: npx tsx bench/backlog-scrape.ts <new store url>');
const store = openStore(url, { poolSize: 4 });
await migrate(store);
const N = 1_000_000;
const t0 = Date.now();
for (let done = 0; done < N; ) {
  const rows: Array<Insertable<WebhookDeliveriesTable>> = [];
  for (let i = 0; i < 2000; i++, done++) {
    const now = new Date().toISOString();
    rows.push({ id: newId('dlv'), event_id: newId('evt'), endpoint_id: 'we_x', partner_id: 'ptn_x', status: done % 4 === 0 ? 'succeeded' : 'pending', attempt_count: 0, next_attempt_at: now, created_at: now, updated_at: now });
  }
  await store.db.insertInto('webhook_deliveries').values(rows).execute();
}
// As autovacuum leaves it: the visibility map lets PostgreSQL count from the index alone.
if (store.dialect === 'postgres') await sql`vacuum analyze webhook_deliveries`.execute(store.db);
console.log(`filled in ${Date.now() - t0} ms`);
const times: number[] = [];
for (let i = 0; i < 10; i++) {
  const t = performance.now();
  const b = await backlogOf(store.db);
  times.push(performance.now() - t);
  if (i === 0) console.log(b);
}
times.sort((a, b) => a - b);
console.log(`${store.dialect}: scrape read median ${times[5].toFixed(1)} ms, max ${times[9].toFixed(1)} ms`);
await store.close();
