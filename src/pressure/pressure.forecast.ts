// The pressure level and the forecast, as pure functions (docs/pressure.md): the pass feeds
// them the slot counts the triggers keep, the feed reads what they gave.
//
// The forecast is a seasonal naive forecast smoothed exponentially: for each slot of the week
// (336 half hours) the smoothed count of that slot in past weeks; while less than a week is
// learnt, the smoothed count of that slot of the day (48); with less than a day, the last
// slot's count ("no history", a wide band). The P10–P90 band comes from the model's own past
// errors, measured on a square-root scale (counts' noise grows with their size, roughly as a
// Poisson count's does): the 10th and 90th percentiles of its last week of one-slot errors.

export const SLOT_MS = 30 * 60_000;
export const SLOTS_PER_DAY = 48;
export const SLOTS_PER_WEEK = 7 * SLOTS_PER_DAY;
/** Epoch slot 0 is a Thursday; weeks counted from Mondays. */
const MONDAY_OFFSET = 3 * SLOTS_PER_DAY;

/** How much the newest week's (day's) count of a slot weighs in its smoothed value. */
const WEEKLY_ALPHA = 0.3;
const DAILY_ALPHA = 0.25;
/** Errors kept: one week of slots. */
const MAX_ERRORS = SLOTS_PER_WEEK;
/** Fewer errors than a day's: the band is the wide one. */
const MIN_ERRORS = SLOTS_PER_DAY;

export const LEVELS = ['calm', 'busy', 'surge'] as const;
export type Level = (typeof LEVELS)[number];
export const BASES = ['weekly_history', 'daily_history', 'no_history'] as const;
export type Basis = (typeof BASES)[number];

export const slotOf = (ms: number): number => Math.floor(ms / SLOT_MS);
export const slotStart = (slot: number): number => slot * SLOT_MS;
/** The Monday-based week a slot falls in (a number; its start is `weekStart`). */
export const weekOf = (slot: number): number => Math.floor((slot + MONDAY_OFFSET) / SLOTS_PER_WEEK);
export const weekStart = (week: number): number => slotStart(week * SLOTS_PER_WEEK - MONDAY_OFFSET);
const weekSlot = (slot: number): number => (((slot + MONDAY_OFFSET) % SLOTS_PER_WEEK) + SLOTS_PER_WEEK) % SLOTS_PER_WEEK;
const daySlot = (slot: number): number => ((slot % SLOTS_PER_DAY) + SLOTS_PER_DAY) % SLOTS_PER_DAY;

/**
 * The level rule: open jobs in the zone against the free capacity of the riders online there,
 * across all partners. `surge`: more jobs wait than the riders online could take now; `busy`:
 * they would take more than half of it; `calm` otherwise (no job waiting is always calm).
 */
export function levelOf(openJobs: number, freeCapacity: number): Level {
  if (openJobs <= 0) return 'calm';
  if (openJobs > freeCapacity) return 'surge';
  return openJobs * 2 > freeCapacity ? 'busy' : 'calm';
}

/** A zone's model; JSON as stored (numbers rounded), changed in place by `learn`. */
export interface Model {
  /** Smoothed count per slot of the week (null: not seen yet). */
  w: Array<number | null>;
  /** Smoothed count per slot of the day. */
  d: Array<number | null>;
  /** Slots learnt. */
  n: number;
  /** The last slot's count. */
  last: number;
  /** Recent errors, oldest first: sqrt(actual) - sqrt(forecast). */
  e: number[];
}

export const emptyModel = (): Model => ({ w: new Array<number | null>(SLOTS_PER_WEEK).fill(null), d: new Array<number | null>(SLOTS_PER_DAY).fill(null), n: 0, last: 0, e: [] });

export interface Band {
  p10: number;
  p50: number;
  p90: number;
  basis: Basis;
}

/** The point forecast of a slot, and what it rests on. */
export function pointForecast(model: Model, slot: number): { value: number; basis: Basis } {
  const weekly = model.w[weekSlot(slot)];
  if (model.n >= SLOTS_PER_WEEK && weekly !== null) return { value: weekly, basis: 'weekly_history' };
  const daily = model.d[daySlot(slot)];
  if (model.n >= SLOTS_PER_DAY && daily !== null) return { value: daily, basis: 'daily_history' };
  return { value: model.last, basis: 'no_history' };
}

/** The p-quantile of sorted values (linear between neighbours). */
export function quantile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

/** The error quantiles the bands use (null: too few errors, the wide band). */
export function errorQuantiles(model: Model): { q10: number; q90: number } | null {
  if (model.e.length < MIN_ERRORS) return null;
  const sorted = [...model.e].sort((a, b) => a - b);
  return { q10: quantile(sorted, 0.1), q90: quantile(sorted, 0.9) };
}

const round1 = (x: number): number => Math.round(x * 10) / 10;

/**
 * The band of a slot. Without enough errors to measure it from, a wide one: from none to
 * three times the point forecast plus five (what a zone with no history answers, and says so).
 */
export function bandOf(model: Model, slot: number, quantiles = errorQuantiles(model)): Band {
  const { value, basis } = pointForecast(model, slot);
  if (basis === 'no_history' || quantiles === null) return { p10: 0, p50: round1(value), p90: round1(3 * value + 5), basis };
  const root = Math.sqrt(value);
  const below = Math.max(0, root + quantiles.q10);
  const above = Math.max(0, root + quantiles.q90);
  return { p10: round1(below * below), p50: round1(value), p90: round1(above * above), basis };
}

/** The bands of `count` slots from `fromSlot`. */
export function forecastSlots(model: Model, fromSlot: number, count: number): Array<Band & { slot: number }> {
  const quantiles = errorQuantiles(model);
  return Array.from({ length: count }, (_, i) => ({ slot: fromSlot + i, ...bandOf(model, fromSlot + i, quantiles) }));
}

const smooth = (old: number | null, actual: number, alpha: number): number => Math.round((old === null ? actual : alpha * actual + (1 - alpha) * old) * 1000) / 1000;

/**
 * Learns a closed slot's count (slots in order). Returns the band the model gave the slot
 * before it learnt it: the forecast it published, whose error the accuracy report counts.
 */
export function learn(model: Model, slot: number, actual: number, quantiles = errorQuantiles(model)): Band {
  const band = bandOf(model, slot, quantiles);
  if (band.basis !== 'no_history') {
    model.e.push(Math.round((Math.sqrt(actual) - Math.sqrt(band.p50)) * 1000) / 1000);
    if (model.e.length > MAX_ERRORS) model.e.shift();
  }
  const w = weekSlot(slot);
  const d = daySlot(slot);
  model.w[w] = smooth(model.w[w], actual, WEEKLY_ALPHA);
  model.d[d] = smooth(model.d[d], actual, DAILY_ALPHA);
  model.n += 1;
  model.last = actual;
  return band;
}

/** One slot's contribution to the accuracy report. */
export interface SlotScore {
  inside: boolean;
  /** Absolute percentage error (null when the actual count was 0: MAPE leaves those out). */
  ape: number | null;
  /** The seasonal naive forecast's (the same slot a week before), when that is known. */
  naiveApe: number | null;
}

export function score(band: Band, actual: number, weekBefore: number | null): SlotScore {
  const ape = actual > 0 ? Math.abs(actual - band.p50) / actual : null;
  const naiveApe = actual > 0 && weekBefore !== null ? Math.abs(actual - weekBefore) / actual : null;
  return { inside: actual >= band.p10 && actual <= band.p90, ape, naiveApe };
}
