import { sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores, startService, type TestService } from '../../test/harness.js';
import { freeRidersInBox, freeRidersInZone, someFreeRiders } from './dispatch.queries.js';
import { boxAround } from './dispatch.ranking.js';

// The candidate reads must go through the partial indexes of free riders, never over the
// fleet: checked on the plan of the very statements the service runs. PostgreSQL picks by its
// statistics, so there the fleet is one partner's thousands of riders, most of them free, as in
// the benchmark where it once chose a scan of riders (docs/performance.md, "Dispatch assistance").
describeStores('rider suggestion candidates', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  async function planOf(query: Compilable): Promise<string> {
    const { sql, parameters } = query.compile();
    const explain = kind === 'postgres' ? `explain ${sql}` : `explain query plan ${sql}`;
    const plan = await service.store.db.executeQuery<Record<string, string>>({ ...query.compile(), sql: explain, parameters });
    return plan.rows.map((row) => row['QUERY PLAN'] ?? row.detail).join('\n');
  }

  it.runIf(kind === 'sqlite')('reads free riders by zone, around the pickup and otherwise through the partial indexes, never scanning riders', async () => {
    const db = service.store.db;
    const plans = {
      zone: await planOf(freeRidersInZone(db, 'ptn_x', 'old-town', 500)),
      box: await planOf(freeRidersInBox(db, 'ptn_x', boxAround({ lat: 52.37, lng: 4.89 }, 15_000), 500)),
      any: await planOf(someFreeRiders(db, 'ptn_x', 200)),
    };
    expect(plans.zone).toMatch(/INDEX riders_free_idx/);
    expect(plans.box).toMatch(/INDEX riders_free_geo_idx/);
    expect(plans.any).toMatch(/INDEX riders_free_idx/);
    for (const plan of Object.values(plans)) expect(plan).not.toMatch(/SCAN riders$|SCAN riders\n/m);
  });

  it.runIf(kind === 'postgres')('reads free riders through the partial indexes on PostgreSQL too, with a large fleet mostly free', async () => {
    const db = service.store.db;
    const now = new Date().toISOString();
    await db.insertInto('partners').values({ id: 'ptn_plan', name: 'Plan', territories: JSON.stringify(['z0', 'z1']), created_at: now, status: 'active' }).execute();
    for (let from = 0; from < 20_000; from += 2_000) {
      const riders = Array.from({ length: 2_000 }, (_, i) => {
        const n = from + i;
        return {
          id: `rdr_plan${String(n).padStart(6, '0')}`,
          partner_id: 'ptn_plan',
          name: null,
          status: n % 10 < 8 ? ('online' as const) : ('offline' as const),
          zone: `z${n % 2}`,
          capacity: 3,
          active_deliveries: 0,
          created_at: now,
          updated_at: now,
          lat: 52.3 + (n % 97) / 1000,
          lng: 4.8 + (n % 89) / 1000,
          location_recorded_at: now,
        };
      });
      await db.insertInto('riders').values(riders).execute();
    }
    await sql`analyze riders`.execute(db);
    const plans = {
      zone: await planOf(freeRidersInZone(db, 'ptn_plan', 'z0', 500)),
      box: await planOf(freeRidersInBox(db, 'ptn_plan', boxAround({ lat: 52.35, lng: 4.84 }, 15_000), 500)),
      any: await planOf(someFreeRiders(db, 'ptn_plan', 200)),
    };
    expect(plans.zone).toMatch(/Index Scan using riders_free_idx/);
    expect(plans.box).toMatch(/Index Scan using riders_free_geo_idx/);
    expect(plans.any).toMatch(/Index Scan using riders_free_idx/);
    for (const plan of Object.values(plans)) expect(plan).not.toMatch(/Seq Scan/);
  });
});
