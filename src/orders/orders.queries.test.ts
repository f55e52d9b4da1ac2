import { sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores, startService, type TestService } from '../../test/harness.js';
import { orderRow } from '../../test/order-rows.js';
import type { OrdersTable } from '../store/schema.js';
import { availableOrdersQuery } from './orders.queries.js';

// A partner's available list reads the open jobs of its zones, never the zone's history: checked
// on the plan of the very statement the service runs, over a zone holding thousands of delivered
// orders and a few open ones (the soak once found it reading every live order of the zone).
describeStores('available jobs', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
    const db = service.store.db;
    const order = (n: number, status: OrdersTable['status']) =>
      orderRow({ id: `ord_plan${String(n).padStart(6, '0')}`, zone: 'plan-zone', status, delivered_at: status === 'delivered' ? new Date().toISOString() : null });
    for (let from = 0; from < 10_000; from += 1_000) {
      await db.insertInto('orders').values(Array.from({ length: 1_000 }, (_, i) => order(from + i, 'delivered'))).execute();
    }
    await db.insertInto('orders').values([order(10_000, 'unassigned'), order(10_001, 'unassigned')]).execute();
    // PostgreSQL plans by the statistics autovacuum keeps; PDN never analyzes an SQLite store, so there the planner goes without.
    if (kind === 'postgres') await sql`analyze orders`.execute(db);
  });
  afterAll(() => service.close());

  async function planOf(query: Compilable): Promise<string> {
    const { sql: text, parameters } = query.compile();
    const plan = await service.store.db.executeQuery<Record<string, string>>({ ...query.compile(), sql: `${kind === 'postgres' ? 'explain' : 'explain query plan'} ${text}`, parameters });
    return plan.rows.map((row) => row['QUERY PLAN'] ?? row.detail).join('\n');
  }

  // As auto-dispatch reads it (every partner's jobs), and as a partner's list does (less the jobs steered away from it).
  it.each([[undefined], ['ptn_plan_reader']])('reads the open jobs of the zones through an index of open jobs, not every live order of the zone (partner %s)', async (partnerId) => {
    const query = availableOrdersQuery(service.store.db, { zones: ['plan-zone'], sandbox: null, limit: 20, partnerId });
    expect((await query.execute()).map((o) => o.id)).toEqual(['ord_plan010000', 'ord_plan010001']);
    const plan = await planOf(query);
    expect(plan).toMatch(kind === 'sqlite' ? /orders_available_zone_idx/ : /orders_available(_zone)?_idx|orders_live_status_idx/);
    expect(plan).not.toMatch(/orders_live_zone_idx|orders_pkey|Seq Scan on orders|SCAN orders\b/);
  });
});
