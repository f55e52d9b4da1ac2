// Issue 2: the partner API's hot paths against a raw baseline, and read latency as the data
// grows from a small to a large set.
import type { Dialect } from '../src/store/store.js';
import {
  BENCH_PARTNER_ID,
  BENCH_PARTNER_KEY,
  LARGE,
  patchRequests,
  seedAcceptWorkload,
  seededDatabase,
  SMALL,
  type DatasetSize,
} from './lib/dataset.js';
import { bestOf, cycle, DURATION_S, measure, ROUNDS, type LoadResult } from './lib/load.js';
import { profileArgs, startNodeScript, startService, withChild, withChildren, type Child } from './lib/processes.js';
import { log } from './lib/report.js';

export interface CoreResults {
  dialect: Dialect;
  seeds: Array<{ size: DatasetSize; seconds: number; cached: boolean }>;
  patch: { baseline: LoadResult; pdn: LoadResult };
  accept: LoadResult & { orders: number };
  reads: Record<'available' | 'fleet', { small: LoadResult; large: LoadResult }>;
}

const AUTH = { authorization: `Bearer ${BENCH_PARTNER_KEY}` };

const read = (child: Child, path: string) => () => measure({ url: child.url, serverPid: child.process.pid, headers: AUTH, next: cycle([{ method: 'GET', path }]) });

export async function runCoreBenchmarks(dialect: Dialect): Promise<CoreResults> {
  const small = await seededDatabase(dialect, SMALL, `${dialect}_small`);
  log(`${dialect}: small set ready (${small.seedSeconds.toFixed(1)} s${small.cached ? ', cached' : ''})`);
  const large = await seededDatabase(dialect, LARGE, `${dialect}_large`).catch(async (error) => {
    await small.drop();
    throw error;
  });
  log(`${dialect}: large set ready (${large.seedSeconds.toFixed(1)} s${large.cached ? ', cached' : ''})`);
  const seeds = [small, large].map((db, i) => ({ size: [SMALL, LARGE][i], seconds: db.seedSeconds, cached: db.cached }));
  try {
    // Both sets served at once, measured in turns, so interference hits both alike.
    const reads = await withChildren([startService(small.url), startService(large.url)], ([onSmall, onLarge]) =>
      bestOf({
        availableSmall: read(onSmall, '/v1/orders/available'),
        availableLarge: read(onLarge, '/v1/orders/available'),
        fleetSmall: read(onSmall, '/v1/fleet/availability'),
        fleetLarge: read(onLarge, '/v1/fleet/availability'),
      }),
    );
    await large.drop();
    log(`${dialect}: reads done`);

    const patch = await withChildren(
      [
        startNodeScript('bench/baseline.server.ts', { PDN_DATABASE_URL: small.url, BASELINE_PARTNER_ID: BENCH_PARTNER_ID }),
        startService(small.url, {}, profileArgs(`${dialect}-patch`)),
      ],
      ([raw, pdn]) =>
        bestOf({
          baseline: () => measure({ url: raw.url, serverPid: raw.process.pid, headers: AUTH, next: patchRequests(SMALL) }),
          pdn: () => measure({ url: pdn.url, serverPid: pdn.process.pid, headers: AUTH, next: patchRequests(SMALL) }),
        }),
    );
    log(`${dialect}: PATCH rider status done`);

    // Enough fresh orders for every warm-up and run at a rate well above what one core does.
    const orders = 4000 * (DURATION_S + 3) * ROUNDS;
    const workload = await seedAcceptWorkload(small.url, orders);
    const nextOrder = cycle(workload.orderIds);
    const nextRider = cycle(workload.riderIds);
    const { accept } = await withChild(startService(small.url), (pdn) =>
      bestOf({
        accept: () =>
          measure({
            url: pdn.url,
            serverPid: pdn.process.pid,
            headers: AUTH,
            next: () => ({ method: 'POST', path: `/v1/orders/${nextOrder()}/accept`, body: JSON.stringify({ rider_id: nextRider() }) }),
          }),
      }),
    );
    log(`${dialect}: accept done`);
    return {
      dialect,
      seeds,
      patch,
      accept: { ...accept, orders },
      reads: {
        available: { small: reads.availableSmall, large: reads.availableLarge },
        fleet: { small: reads.fleetSmall, large: reads.fleetLarge },
      },
    };
  } finally {
    await small.drop();
    await large.drop();
  }
}
