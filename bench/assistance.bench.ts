// Issue 21, dispatch assistance: the location write against a raw baseline, rider suggestions
// as one partner's fleet grows from 1,000 to 100,000 riders (and the plans of their reads), and
// the available-jobs read's tail at 64 connections. `BENCH_ONLY=assistance npm run bench`.
import type { Compilable } from 'kysely';
import { freeRidersInBox, freeRidersInZone, someFreeRiders } from '../src/dispatch/dispatch.queries.js';
import { boxAround } from '../src/dispatch/dispatch.ranking.js';
import { openStore, type Dialect } from '../src/store/store.js';
import { BENCH_PARTNER_ID, BENCH_PARTNER_KEY, BENCH_PARTNER_ZONES, seededDatabase, SMALL } from './lib/dataset.js';
import { FLEET_LARGE, FLEET_SMALL, fleetRiderId, locationRequests, seededFleet, suggestionRequests, type FleetSize } from './lib/fleet.js';
import { bestOf, cycle, measure, type LoadResult } from './lib/load.js';
import { profileArgs, startNodeScript, startService, withChildren } from './lib/processes.js';
import { log } from './lib/report.js';

/** The tail measurement's concurrency: what an outside reviewer ran GET /v1/orders/available at. */
export const TAIL_CONNECTIONS = 64;
/** Riders whose locations PUT cycles through, each fix newer than the last. */
export const LOCATION_RIDERS = 1_000;

export interface AssistanceResults {
  dialect: Dialect;
  seeds: Array<{ size: FleetSize; seconds: number }>;
  location: { baseline: LoadResult; pdn: LoadResult };
  suggestions: { small: LoadResult; large: LoadResult };
  /** The candidate reads' plans on the large fleet: SQLite's query plan, PostgreSQL's EXPLAIN ANALYZE. */
  plans: Record<'zone' | 'box' | 'any', string>;
  available64: LoadResult;
}

const AUTH = { authorization: `Bearer ${BENCH_PARTNER_KEY}` };

/** The plans of the very statements the suggestions run, for a job in the middle of the first zone. */
async function candidatePlans(dialect: Dialect, url: string): Promise<AssistanceResults['plans']> {
  const store = openStore(url, { poolSize: 1 });
  try {
    const db = store.db;
    const planOf = async (query: Compilable) => {
      const { sql, parameters } = query.compile();
      const explain = dialect === 'postgres' ? `explain (analyze, costs off, timing off, summary off) ${sql}` : `explain query plan ${sql}`;
      const rows = (await db.executeQuery<Record<string, string>>({ ...query.compile(), sql: explain, parameters })).rows;
      return rows.map((row) => row['QUERY PLAN'] ?? row.detail).join('\n');
    };
    return {
      zone: await planOf(freeRidersInZone(db, BENCH_PARTNER_ID, BENCH_PARTNER_ZONES[0], 500)),
      box: await planOf(freeRidersInBox(db, BENCH_PARTNER_ID, boxAround({ lat: 52.36, lng: 4.75 }, 15_000), 500)),
      any: await planOf(someFreeRiders(db, BENCH_PARTNER_ID, 200)),
    };
  } finally {
    await store.close();
  }
}

export async function runAssistanceBenchmarks(dialect: Dialect): Promise<AssistanceResults> {
  const small = await seededFleet(dialect, FLEET_SMALL, `${dialect}_fleet_small`);
  log(`${dialect}: small fleet ready (${small.seedSeconds.toFixed(1)} s)`);
  const large = await seededFleet(dialect, FLEET_LARGE, `${dialect}_fleet_large`).catch(async (error) => {
    await small.drop();
    throw error;
  });
  log(`${dialect}: large fleet ready (${large.seedSeconds.toFixed(1)} s)`);
  const seeds = [
    { size: FLEET_SMALL, seconds: small.seedSeconds },
    { size: FLEET_LARGE, seconds: large.seedSeconds },
  ];
  try {
    const plans = await candidatePlans(dialect, large.url);
    // Both fleets served at once, measured in turns, so interference hits both alike.
    const suggestions = await withChildren(
      [startService(small.url), startService(large.url, {}, profileArgs(`${dialect}-suggestions-large`))],
      ([onSmall, onLarge]) =>
        bestOf({
          small: () => measure({ url: onSmall.url, serverPid: onSmall.process.pid, headers: AUTH, next: suggestionRequests(FLEET_SMALL) }),
          large: () => measure({ url: onLarge.url, serverPid: onLarge.process.pid, headers: AUTH, next: suggestionRequests(FLEET_LARGE) }),
        }),
    );
    await large.drop();
    log(`${dialect}: suggestions done`);

    const requests = locationRequests(Array.from({ length: LOCATION_RIDERS }, (_, r) => fleetRiderId(r))); // one sequence for both: every fix is newer than the last
    const location = await withChildren(
      [
        startNodeScript('bench/baseline.server.ts', { PDN_DATABASE_URL: small.url, BASELINE_PARTNER_ID: BENCH_PARTNER_ID }),
        startService(small.url, {}, profileArgs(`${dialect}-location`)),
      ],
      ([raw, pdn]) =>
        bestOf({
          baseline: () => measure({ url: raw.url, serverPid: raw.process.pid, headers: AUTH, next: requests }),
          pdn: () => measure({ url: pdn.url, serverPid: pdn.process.pid, headers: AUTH, next: requests }),
        }),
    );
    log(`${dialect}: PUT location done`);
    await small.drop();

    // The reviewer's measurement: the core small set (1,000 open jobs over 50 zones), 64 connections.
    const jobs = await seededDatabase(dialect, SMALL, `${dialect}_tail`);
    const { available64 } = await withChildren([startService(jobs.url, {}, profileArgs(`${dialect}-available64`))], ([pdn]) =>
      bestOf({
        available64: () =>
          measure({ url: pdn.url, serverPid: pdn.process.pid, headers: AUTH, connections: TAIL_CONNECTIONS, next: cycle([{ method: 'GET', path: '/v1/orders/available' }]) }),
      }),
    ).finally(() => jobs.drop());
    log(`${dialect}: available at ${TAIL_CONNECTIONS} connections done`);
    return { dialect, seeds, location, suggestions, plans, available64 };
  } finally {
    await small.drop();
    await large.drop();
  }
}
