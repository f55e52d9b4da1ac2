// The pressure pass (docs/pressure.md), a background loop run beside the API (src/compose.ts).
// One instance at a time runs it (a lease on the store); each write is conditional on the row
// as the pass read it besides, so a pass that lost its lease mid-way, or two at once, cannot
// announce a change twice nor learn a slot twice. Each pass:
// 1. learns the slots closed since the last (per zone, from the trigger-kept slot counts), adds
//    their scores to the accuracy report and stores the forecast of the next slots;
// 2. computes each zone's level from the live counters; a level that differs from the one last
//    announced and has held for PDN_PRESSURE_HOLD is announced: `zone.pressure_changed` to
//    every partner covering the zone and to the network, in the transaction that marks it;
// 3. drops accepts older than the hour the median reads, and slot counts long learnt.
import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Context } from '../context.js';
import { recordEvent } from '../outbox/outbox.js';
import { BackgroundLoop } from '../shared/background-loop.js';
import { runLeased } from '../store/batched-delete.js';
import type { ZoneForecastAccuracyTable } from '../store/schema.js';
import { transact } from '../store/transaction.js';
import { emptyModel, errorQuantiles, forecastSlots, learn, levelOf, score, slotOf, SLOTS_PER_WEEK, weekOf, type Level, type Model } from './pressure.forecast.js';
import {
  addAccuracy,
  firstSlots,
  freeCapacityByZone,
  insertPressureStates,
  knownZones,
  markAnnounced,
  openJobsByZone,
  pressureModels,
  pressureStates,
  pruneAccepts,
  pruneSlotJobs,
  saveModel,
  setLevel,
  slotJobs,
} from './pressure.queries.js';
import { livePressure, type StoredForecast } from './pressure.service.js';

export const PRESSURE_LEASE = 'zone_pressure';
const LEASE_MS = 60_000;
/** The longest wait between passes: a level is announced at most this late after its hold. */
const MAX_POLL_MS = 15_000;
/** Zones learnt per round trip (and between yields to the event loop). */
const CHUNK = 50;
/** A zone first seen, or a pass after a long stop, learns at most this far back. */
const MAX_CATCH_UP = 8 * SLOTS_PER_WEEK;
/** Slot counts are kept this long after the slot: the seasonal naive baseline reads a week back. */
const KEEP_SLOTS = 9 * SLOTS_PER_WEEK;
/** Slots of forecast stored after the last learnt: the six hours shown, and room for a late pass. */
const STORED_SLOTS = 16;
const HOUR_MS = 3600_000;

export interface PressurePassResult {
  /** Zones whose model learnt slots in this pass. */
  learnt: number;
  /** Changes announced. */
  announced: Array<{ zone: string; level: Level; previous_level: string }>;
  /** When a level still to be announced will have held long enough (epoch ms), if any. */
  nextDue: number | undefined;
}

export interface PassOptions {
  holdMs: number;
  now?: number;
  stopped?: () => boolean;
}

/** One pass over every zone (see the top of this file). */
export async function pressurePass(ctx: Context, { holdMs, now = Date.now(), stopped = () => false }: PassOptions): Promise<PressurePassResult> {
  const db = ctx.store.db;
  const nowIso = new Date(now).toISOString();
  const zones = await knownZones(db);
  const states = new Map((await pressureStates(db)).map((row) => [row.zone, row]));
  const fresh = zones.filter((zone) => !states.has(zone));
  await insertPressureStates(
    db,
    fresh.map((zone) => ({ zone, level: 'calm', level_since: nowIso, announced_level: 'calm', learnt_through: null, model: null, forecast: null, updated_at: nowIso })),
  );
  if (fresh.length > 0) for (const row of await pressureStates(db, fresh)) states.set(row.zone, row);

  // 1. Learn the closed slots.
  const closed = slotOf(now) - 1;
  const behind = [...states.values()].filter((row) => row.learnt_through === null || row.learnt_through < closed).map((row) => row.zone);
  let learnt = 0;
  for (let i = 0; i < behind.length && !stopped(); i += CHUNK) learnt += await learnChunk(ctx, behind.slice(i, i + CHUNK), closed, nowIso);
  if (learnt > 0) await pruneSlotJobs(db, closed - KEEP_SLOTS);

  // 2. Levels, and the changes that held.
  const [open, free] = await Promise.all([openJobsByZone(db), freeCapacityByZone(db)]);
  const openBy = new Map(open.map((row) => [row.zone, Math.max(0, Number(row.open_jobs))]));
  const freeBy = new Map(free.map((row) => [row.zone, Number(row.free_capacity)]));
  const held: Array<{ zone: string; read: { level: string; level_since: string; announced_level: string } }> = [];
  let nextDue: number | undefined;
  for (const state of states.values()) {
    const level = levelOf(openBy.get(state.zone) ?? 0, freeBy.get(state.zone) ?? 0);
    let since = state.level_since;
    if (level !== state.level) {
      await setLevel(db, state.zone, state.level, level, nowIso);
      since = nowIso;
    }
    if (level === state.announced_level) continue;
    const due = Date.parse(since) + holdMs;
    if (due <= now) held.push({ zone: state.zone, read: { level, level_since: since, announced_level: state.announced_level } });
    else nextDue = Math.min(nextDue ?? Infinity, due);
  }
  const announced: PressurePassResult['announced'] = [];
  if (held.length > 0) {
    const entries = new Map((await livePressure(db, held.map((h) => h.zone), now)).map((entry) => [entry.zone, entry]));
    for (const { zone, read } of held) {
      const entry = entries.get(zone)!;
      // The level as the pass computed it (the counters may have moved since): the one that held.
      const data = { ...entry, level: read.level as Level, previous_level: read.announced_level };
      const done = await transact(ctx, async (trx) => {
        if (!(await markAnnounced(trx, zone, read, nowIso))) return false;
        await recordEvent(ctx, trx, 'zone.pressure_changed', { zone }, data, data);
        return true;
      });
      if (done) announced.push({ zone, level: data.level, previous_level: read.announced_level });
    }
  }

  // 3. Prune.
  await pruneAccepts(db, new Date(now - HOUR_MS - 60_000).toISOString());
  return { learnt, announced, nextDue };
}

/** Learns these zones' closed slots through `closed`; returns how many zones it saved. */
async function learnChunk(ctx: Context, zones: string[], closed: number, nowIso: string): Promise<number> {
  const db = ctx.store.db;
  const rows = await pressureModels(db, zones);
  const unstarted = rows.filter((row) => row.learnt_through === null).map((row) => row.zone);
  const firsts = new Map(unstarted.length > 0 ? (await firstSlots(db, unstarted)).map((row) => [row.zone, Number(row.slot)]) : []);
  const starts = new Map(
    rows.map((row) => {
      const start = row.learnt_through === null ? Math.min(firsts.get(row.zone) ?? closed, closed) : row.learnt_through + 1;
      return [row.zone, Math.max(start, closed - MAX_CATCH_UP + 1)] as const;
    }),
  );
  const from = Math.min(...starts.values());
  const counts = new Map<string, number>();
  // The slots to learn, and the same slots a week before (the seasonal naive baseline): two ranges, not the week between (on SQLite
  // reading that week for every zone at each slot's end held the event loop for seconds).
  const [learning, weekBefore] = await Promise.all([slotJobs(db, zones, from, closed), slotJobs(db, zones, from - SLOTS_PER_WEEK, closed - SLOTS_PER_WEEK)]);
  for (const row of [...weekBefore, ...learning]) counts.set(`${row.zone}:${row.slot}`, Number(row.jobs));
  const count = (zone: string, slot: number) => counts.get(`${zone}:${slot}`) ?? 0;

  const saves: Array<{ zone: string; was: number | null; model: string; forecast: string; weeks: ZoneForecastAccuracyTable[] }> = [];
  for (const row of rows) {
    const model: Model = row.model ? (JSON.parse(row.model) as Model) : emptyModel();
    const weeks = new Map<number, ZoneForecastAccuracyTable>();
    let quantiles = errorQuantiles(model);
    for (let slot = starts.get(row.zone)!; slot <= closed; slot++) {
      const actual = count(row.zone, slot);
      // The seasonal naive forecast is known once a week has been learnt.
      const weekBefore = model.n >= SLOTS_PER_WEEK ? count(row.zone, slot - SLOTS_PER_WEEK) : null;
      const band = learn(model, slot, actual, quantiles);
      // The band's quantiles are measured again once a day while catching up, and after every slot otherwise.
      if (slot % 48 === 0 || slot === closed - 1) quantiles = errorQuantiles(model);
      if (band.basis === 'no_history') continue;
      const week = weekOf(slot);
      const scores = weeks.get(week) ?? { zone: row.zone, week, slots: 0, inside_band: 0, ape_sum: 0, ape_slots: 0, naive_ape_sum: 0, naive_ape_slots: 0 };
      const s = score(band, actual, weekBefore);
      scores.slots += 1;
      if (s.inside) scores.inside_band += 1;
      if (s.ape !== null) {
        scores.ape_sum += s.ape;
        scores.ape_slots += 1;
      }
      if (s.naiveApe !== null) {
        scores.naive_ape_sum += s.naiveApe;
        scores.naive_ape_slots += 1;
      }
      weeks.set(week, scores);
    }
    const bands = forecastSlots(model, closed + 1, STORED_SLOTS);
    const forecast: StoredForecast = { basis: bands[0].basis, slots: bands.map((b) => [b.p10, b.p50, b.p90]) };
    saves.push({ zone: row.zone, was: row.learnt_through, model: JSON.stringify(model), forecast: JSON.stringify(forecast), weeks: [...weeks.values()] });
    // Parsing, learning and writing a model is the pass's largest piece of work: the loop gets a turn between zones.
    await yieldToLoop();
  }
  return transact(ctx, async (trx) => {
    let saved = 0;
    for (const save of saves) {
      if (!(await saveModel(trx, save.zone, save.was, closed, save.model, save.forecast, nowIso))) continue;
      for (const week of save.weeks) await addAccuracy(trx, week);
      saved++;
    }
    return saved;
  });
}

export interface PressureLoopOptions {
  ctx: Context;
  holdMs: number;
  pollMs?: number;
}

/** Runs the pass on the shared background loop, under the lease; due again at the next poll or when a held level comes due. */
export class PressurePass {
  readonly #ctx: Context;
  readonly #loop: BackgroundLoop;
  readonly #holdMs: number;
  readonly #pollMs: number;
  readonly #holder = randomUUID();

  constructor(options: PressureLoopOptions) {
    this.#ctx = options.ctx;
    this.#holdMs = options.holdMs;
    // A short hold (tests) is checked often enough to be met within a quarter of it.
    this.#pollMs = options.pollMs ?? Math.max(50, Math.min(MAX_POLL_MS, Math.floor(options.holdMs / 4)));
    this.#loop = new BackgroundLoop({ name: 'pressure pass', pass: () => this.#pass(), log: options.ctx.log, pollMs: this.#pollMs });
  }

  start(): void {
    this.#loop.start();
  }

  async stop(): Promise<void> {
    await this.#loop.stop();
  }

  async #pass(): Promise<number> {
    const result = await runLeased(this.#ctx.store.db, {
      name: PRESSURE_LEASE,
      holder: this.#holder,
      leaseMs: LEASE_MS,
      restMs: this.#pollMs,
      work: () => pressurePass(this.#ctx, { holdMs: this.#holdMs, stopped: () => this.#loop.stopped }),
    });
    for (const change of result?.announced ?? []) this.#ctx.log.info(change, 'zone pressure changed');
    return Math.min(Date.now() + this.#pollMs, result?.nextDue ?? Infinity);
  }
}
