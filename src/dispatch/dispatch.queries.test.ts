import type { Compilable } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores, startService, type TestService } from '../../test/harness.js';
import { freeRidersInBox, freeRidersInZone, someFreeRiders } from './dispatch.queries.js';
import { boxAround } from './dispatch.ranking.js';

// The candidate reads must go through the partial indexes of free riders, never over the
// fleet: checked on SQLite's plan of the very statements the service runs. (PostgreSQL picks
// by its statistics, so a near-empty test table says nothing there.)
describeStores('rider suggestion candidates', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  async function planOf(query: Compilable): Promise<string> {
    const { sql, parameters } = query.compile();
    const plan = await service.store.db.executeQuery<{ detail: string }>({ ...query.compile(), sql: `explain query plan ${sql}`, parameters });
    return plan.rows.map((row) => row.detail).join('\n');
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
});
