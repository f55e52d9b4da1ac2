// Issue 48: zone pressure, measured.
// 1. The forecast on a generated 8-week history (weekly and daily seasonality, Poisson noise
//    around a rate that wanders by day; seeded): the P10–P90 band's coverage and the MAPE beside
//    the seasonal naive forecast's, scored from week 3 on, the way the accuracy report scores.
// 2. GET /v1/fleet/pressure for a partner with 50 zones, whose zones hold 8 weeks of history,
//    1M jobs in all (written as the trigger-kept slot counters they would have left: the feed
//    and the pass read nothing else), with an hour of accepts: latency percentiles of 1,000
//    requests one after another, in process, on loopback.
// 3. Keeping pressure current for 500 zones (10 partners × 50): the event loop the pass holds,
//    per level pass (every 15 s: 4 a minute) and per learning pass (a slot's end: 1 in 30
//    minutes), and the longest single block; on SQLite the store's work runs on the loop too.
//
//   npx tsx bench/pressure.bench.ts   (BENCH_STORES=sqlite,postgres; BENCH_PG_URL)
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { composePdn } from '../src/compose.js';
import { loadConfig } from '../src/config.js';
import { emptyModel, learn, score, SLOTS_PER_DAY, SLOTS_PER_WEEK, slotOf, SLOT_MS } from '../src/pressure/pressure.forecast.js';
import { pressurePass } from '../src/pressure/pressure.pass.js';
import type { Dialect } from '../src/store/store.js';
import { generatedHistory } from '../test/pressure-history.js';
import { freshDatabase } from './lib/dataset.js';
import { percentile } from './lib/percentile.js';

const stores = (process.env.BENCH_STORES || 'sqlite,postgres').split(',').map((s) => s.trim()) as Dialect[];
const ADMIN_KEY = 'pdn_admin_bench_key_0123456789';
const ZONES_PER_PARTNER = 50;
const PARTNERS = 10;
const HISTORY_JOBS = 1_000_000;
const REQUESTS = 1000;
const HOLD_MS = 5 * 60_000;

function accuracy(): { zones: number; slots: number; coverage: number; mape: number; naiveMape: number } {
  let slots = 0;
  let inside = 0;
  let ape = 0;
  let apeN = 0;
  let naive = 0;
  let naiveN = 0;
  const zones = 20;
  for (let z = 0; z < zones; z++) {
    const history = generatedHistory({ weeks: 8, seed: 1000 + z, peak: 10 + 5 * z });
    const model = emptyModel();
    history.forEach((actual, i) => {
      const band = learn(model, i, actual);
      if (i < 2 * SLOTS_PER_WEEK) return;
      const s = score(band, actual, history[i - SLOTS_PER_WEEK]);
      slots++;
      if (s.inside) inside++;
      if (s.ape !== null) {
        ape += s.ape;
        apeN++;
      }
      if (s.naiveApe !== null) {
        naive += s.naiveApe;
        naiveN++;
      }
    });
  }
  return { zones, slots, coverage: inside / slots, mape: ape / apeN, naiveMape: naive / naiveN };
}

const zoneName = (p: number, k: number) => `pz-${String(p).padStart(2, '0')}-${String(k).padStart(2, '0')}`;

async function run(dialect: Dialect) {
  const db = await freshDatabase(dialect, 'pressure');
  const config = loadConfig({ PDN_DATABASE_URL: db.url, PDN_ADMIN_KEY: ADMIN_KEY, PDN_RATE_LIMIT: '0', LOG_LEVEL: 'silent' });
  const pdn = await composePdn({ config, app: { logger: false }, webhooks: false, matcher: false, pressure: false, poolSize: 10 });
  try {
    const base = (await pdn.start({ port: 0, host: '127.0.0.1' }))!;
    const admin = (method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }).then((r) => r.json());
    let key = '';
    for (let p = 0; p < PARTNERS; p++) {
      const partner = await admin('POST', '/v1/admin/partners', { name: `Fleet ${p}`, territories: Array.from({ length: ZONES_PER_PARTNER }, (_, k) => zoneName(p, k)) });
      if (p === 0) key = (await admin('POST', `/v1/admin/partners/${partner.id}/api_keys`)).key;
    }
    const store = pdn.store;
    const now = Date.now();
    const current = slotOf(now);
    // Partner 0's zones: 8 weeks, 1M jobs in all; the others': a week and a day (enough for a weekly model).
    const seeded = performance.now();
    const template = generatedHistory({ weeks: 8, seed: 48 });
    const scale = HISTORY_JOBS / ZONES_PER_PARTNER / template.reduce((a, b) => a + b, 0);
    let jobs = 0;
    for (let p = 0; p < PARTNERS; p++) {
      for (let k = 0; k < ZONES_PER_PARTNER; k++) {
        const zone = zoneName(p, k);
        const history = p === 0 ? generatedHistory({ weeks: 8, seed: k, peak: 40 * scale }) : generatedHistory({ weeks: 2, seed: 100 * p + k }).slice(0, SLOTS_PER_WEEK + SLOTS_PER_DAY);
        const first = current - history.length;
        const rows = history.flatMap((count, i) => (count > 0 ? [{ zone, slot: first + i, shard: 0, jobs: count }] : []));
        if (p === 0) jobs += history.reduce((a, b) => a + b, 0);
        for (let i = 0; i < rows.length; i += 1000) await store.db.insertInto('zone_slot_jobs').values(rows.slice(i, i + 1000)).execute();
      }
    }
    // An hour of accepts in partner 0's zones, and some open jobs.
    const accepts = Array.from({ length: ZONES_PER_PARTNER * 30 }, (_, i) => ({ zone: zoneName(0, i % ZONES_PER_PARTNER), accepted_at: new Date(now - (i % 60) * 60_000).toISOString(), wait_ms: 5000 + ((i * 7919) % 120_000) }));
    for (let i = 0; i < accepts.length; i += 500) await store.db.insertInto('zone_accepts').values(accepts.slice(i, i + 500)).execute();
    await store.db.insertInto('zone_demand').values(Array.from({ length: PARTNERS * ZONES_PER_PARTNER }, (_, i) => ({ zone: zoneName(Math.floor(i / ZONES_PER_PARTNER), i % ZONES_PER_PARTNER), shard: 0, unassigned_orders: i % 4 }))).execute();
    const seedS = (performance.now() - seeded) / 1000;

    const ctx = pdn.app!.pdn;
    const catchUpStarted = performance.now();
    const caught = await pressurePass(ctx, { holdMs: HOLD_MS, now });
    const catchUpS = (performance.now() - catchUpStarted) / 1000;

    // 2. The feed.
    const get = async () => {
      const started = performance.now();
      const response = await fetch(`${base}/v1/fleet/pressure`, { headers: { authorization: `Bearer ${key}` } });
      const body = (await response.json()) as { zones: Array<{ forecast_basis: string }> };
      if (response.status !== 200 || body.zones.length !== ZONES_PER_PARTNER || body.zones[0].forecast_basis !== 'weekly_history') throw new Error(`GET /v1/fleet/pressure: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 100; i++) await get();
    const latencies: number[] = [];
    for (let i = 0; i < REQUESTS; i++) latencies.push(await get());
    latencies.sort((a, b) => a - b);

    // 3. The pass's event loop: level passes now, then the learning pass at the next slot's end.
    const measurePass = async (at: number) => {
      const delay = monitorEventLoopDelay({ resolution: 1 });
      delay.enable();
      const elu = performance.eventLoopUtilization();
      const started = performance.now();
      const result = await pressurePass(ctx, { holdMs: HOLD_MS, now: at });
      const wall = performance.now() - started;
      const used = performance.eventLoopUtilization(elu);
      delay.disable();
      return { activeMs: used.active, wallMs: wall, maxBlockMs: delay.max / 1e6, learnt: result.learnt };
    };
    const levelPasses = [];
    for (let i = 0; i < 8; i++) levelPasses.push(await measurePass(now + 1000 + i * 15_000));
    // The next slot's end: every zone learns one slot (a fresh slot: nothing counted in it).
    const learning = await measurePass((current + 1) * SLOT_MS + 5000);
    const levelActive = levelPasses.reduce((a, b) => a + b.activeMs, 0) / levelPasses.length;
    return {
      dialect,
      seedS,
      historyJobs: jobs,
      catchUp: { s: catchUpS, zones: caught.learnt },
      get: { p50: percentile(latencies, 0.5)!, p99: percentile(latencies, 0.99)!, max: latencies.at(-1)! },
      levelPass: { activeMs: levelActive, maxBlockMs: Math.max(...levelPasses.map((p) => p.maxBlockMs)), wallMs: levelPasses.reduce((a, b) => a + b.wallMs, 0) / levelPasses.length },
      learningPass: learning,
      perMinuteMs: 4 * levelActive + learning.activeMs / 30,
    };
  } finally {
    await pdn.stop();
    await db.drop();
  }
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function main() {
  const a = accuracy();
  console.log(`## Forecast on the generated 8-week history (${a.zones} zones, seeded; scored from week 3, ${a.slots} slots)`);
  console.log(`P10–P90 coverage ${fmt(100 * a.coverage)} % (target 70–90 %); MAPE ${fmt(100 * a.mape)} % vs seasonal naive ${fmt(100 * a.naiveMape)} %`);
  console.log('');
  console.log('| store | GET p50 | GET p99 | GET max | level pass (loop ms) | learning pass (loop ms / wall ms) | largest block | loop ms per minute | catch-up (8 weeks × 50 + 8 days × 450 zones) |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const dialect of stores) {
    const r = await run(dialect);
    console.log(
      `| ${r.dialect} | ${fmt(r.get.p50, 2)} ms | ${fmt(r.get.p99, 2)} ms | ${fmt(r.get.max, 2)} ms | ${fmt(r.levelPass.activeMs)} | ${fmt(r.learningPass.activeMs)} / ${fmt(r.learningPass.wallMs)} (${r.learningPass.learnt} zones) | ${fmt(Math.max(r.levelPass.maxBlockMs, r.learningPass.maxBlockMs))} ms | ${fmt(r.perMinuteMs)} | ${fmt(r.catchUp.s)} s (history ${r.historyJobs} jobs; seeded in ${fmt(r.seedS)} s) |`,
    );
  }
}

await main();
