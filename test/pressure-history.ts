// A generated history of jobs per 30-minute slot with weekly and daily seasonality and noise
// (seeded: the same counts every run), for the forecast's tests and benchmark (issue 48).
import { SLOTS_PER_DAY, SLOTS_PER_WEEK } from '../src/pressure/pressure.forecast.js';

/** mulberry32: a small seeded generator, uniform in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Poisson draw (Knuth's for small means, a rounded normal for large ones). */
function poisson(mean: number, random: () => number): number {
  if (mean <= 0) return 0;
  if (mean > 50) {
    const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal));
  }
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = random(); p > limit; p *= random()) k++;
  return k;
}

export interface HistoryOptions {
  weeks?: number;
  /** Jobs per slot at the daily peak of an average weekday. */
  peak?: number;
  seed?: number;
  /** Extra noise on the rate, as a fraction (a day busier or quieter than its season). */
  rateNoise?: number;
}

/**
 * Counts per slot from slot 0 (a Monday 00:00 of the generated weeks): a lunch and a dinner
 * peak each day, weekends busier at dinner, quieter at lunch; Poisson counts around a rate
 * that itself wanders by `rateNoise` per day.
 */
export function generatedHistory({ weeks = 8, peak = 40, seed = 48, rateNoise = 0.1 }: HistoryOptions = {}): number[] {
  const random = seeded(seed);
  const counts: number[] = [];
  let dayFactor = 1;
  for (let slot = 0; slot < weeks * SLOTS_PER_WEEK; slot++) {
    const day = Math.floor(slot / SLOTS_PER_DAY) % 7;
    if (slot % SLOTS_PER_DAY === 0) dayFactor = 1 + rateNoise * (2 * random() - 1);
    const hour = (slot % SLOTS_PER_DAY) / 2;
    const weekend = day >= 5;
    const lunch = Math.exp(-((hour - 12.5) ** 2) / 2) * (weekend ? 0.6 : 1);
    const dinner = Math.exp(-((hour - 19.5) ** 2) / 3) * (weekend ? 1.4 : 1) * (day === 4 ? 1.2 : 1);
    const base = hour >= 10 && hour < 23 ? 0.08 : 0.01;
    counts.push(poisson(peak * dayFactor * (base + lunch + dinner), random));
  }
  return counts;
}
