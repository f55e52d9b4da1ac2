// Zone pressure (docs/pressure.md): per zone, the level by the rule in pressure.forecast.ts, the
// open jobs, the jobs of the last hour, the median time to accept and the forecast, every
// number across all partners of the zone. Read from trigger-kept counters and the pass's
// stored forecast: a few rows per zone, whatever the history.
import type { Context } from '../context.js';
import { zonesInScope, type PartnerPrincipal } from '../partners/partners.service.js';
import type { Db } from '../store/schema.js';
import { sandboxDemand } from '../fleet/fleet.queries.js';
import { bandOf, emptyModel, levelOf, SLOT_MS, slotOf, slotStart, weekOf, weekStart, type Basis, type Level } from './pressure.forecast.js';
import { accuracyRows, freeCapacityByZone, medianWaits, openJobsByZone, sandboxAcceptsSince, sandboxFreeCapacity, sandboxJobsSince, slotJobs, storedForecasts } from './pressure.queries.js';

const HOUR_MS = 3600_000;
/** The forecast covers the next six hours: the slots that overlap them. */
const HORIZON_MS = 6 * HOUR_MS;
/** How long a feed holds (its Cache-Control max-age): the counters move with every job. */
export const PRESSURE_MAX_AGE_S = 15;

export type ForecastSlot = {
  from: string;
  to: string;
  jobs_p10: number;
  jobs_p50: number;
  jobs_p90: number;
};

export type ZonePressure = {
  zone: string;
  level: Level;
  open_jobs: number;
  jobs_last_hour: number;
  median_time_to_accept_seconds: number | null;
  forecast: ForecastSlot[];
  forecast_basis: Basis;
  as_of: string;
};

export type FleetPressure = {
  object: 'fleet_pressure';
  zones: ZonePressure[];
  as_of: string;
};

/** What the pass stores per zone: the bands of the slots after the last one learnt. */
export interface StoredForecast {
  basis: Basis;
  /** [p10, p50, p90] per slot, from `learnt_through + 1`. */
  slots: Array<[number, number, number]>;
}

/** The slots the forecast shows at `now`: the current one and those starting in the next six hours. */
export function horizon(now: number): number[] {
  const first = slotOf(now);
  const last = slotOf(now + HORIZON_MS - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

const forecastSlot = (slot: number, [p10, p50, p90]: [number, number, number]): ForecastSlot => ({
  from: new Date(slotStart(slot)).toISOString(),
  to: new Date(slotStart(slot + 1)).toISOString(),
  jobs_p10: p10,
  jobs_p50: p50,
  jobs_p90: p90,
});

/** The stored forecast over the horizon, or (none stored, or too old to cover it) the wide one from the last slot's count. */
function forecastOver(slots: number[], stored: { learnt_through: number | null; forecast: string | null } | undefined, lastSlotJobs: number): Pick<ZonePressure, 'forecast' | 'forecast_basis'> {
  if (stored?.forecast && stored.learnt_through !== null) {
    const { basis, slots: bands } = JSON.parse(stored.forecast) as StoredForecast;
    const offset = slots[0] - (stored.learnt_through + 1);
    if (offset >= 0 && offset + slots.length <= bands.length) return { forecast: slots.map((slot, i) => forecastSlot(slot, bands[offset + i])), forecast_basis: basis };
  }
  return wideForecast(slots, lastSlotJobs);
}

function wideForecast(slots: number[], lastSlotJobs: number): Pick<ZonePressure, 'forecast' | 'forecast_basis'> {
  const model = emptyModel();
  model.last = lastSlotJobs;
  return {
    forecast: slots.map((slot) => {
      const band = bandOf(model, slot);
      return forecastSlot(slot, [band.p10, band.p50, band.p90]);
    }),
    forecast_basis: 'no_history',
  };
}

const byZone = <R extends { zone: string }>(rows: R[], value: (row: R) => number): Map<string, number> => new Map(rows.map((row) => [row.zone, value(row)]));

/** Median of a zone's one or two middle waits, in seconds (one decimal). */
function medians(rows: Array<{ zone: string; wait_ms: number | string }>): Map<string, number> {
  const middles = new Map<string, number[]>();
  for (const row of rows) middles.set(row.zone, [...(middles.get(row.zone) ?? []), Number(row.wait_ms)]);
  return new Map([...middles].map(([zone, waits]) => [zone, Math.round(waits.reduce((a, b) => a + b, 0) / waits.length / 100) / 10]));
}

/**
 * The live pressure of these zones at `now`. Jobs in the last hour are counted by slot: the
 * current half hour so far, the one before, and the share of the one before that which falls
 * in the hour (its jobs taken as spread evenly through it).
 */
export async function livePressure(db: Db, zones: string[], now = Date.now()): Promise<ZonePressure[]> {
  if (zones.length === 0) return [];
  const current = slotOf(now);
  const asOf = new Date(now).toISOString();
  const [open, free, jobs, waits, stored] = await Promise.all([
    openJobsByZone(db, zones),
    freeCapacityByZone(db, zones),
    slotJobs(db, zones, current - 2, current),
    medianWaits(db, zones, new Date(now - HOUR_MS).toISOString()),
    storedForecasts(db, zones),
  ]);
  const openBy = byZone(open, (row) => Number(row.open_jobs));
  const freeBy = byZone(free, (row) => Number(row.free_capacity));
  const medianBy = medians(waits);
  const storedBy = new Map(stored.map((row) => [row.zone, row]));
  const jobsBy = new Map<string, number[]>();
  for (const row of jobs) {
    const counts = jobsBy.get(row.zone) ?? [0, 0, 0];
    counts[current - Number(row.slot)] = Number(row.jobs);
    jobsBy.set(row.zone, counts);
  }
  const oldestShare = 1 - (now - slotStart(current)) / SLOT_MS;
  const slots = horizon(now);
  return zones.map((zone) => {
    const [now0, before, oldest] = jobsBy.get(zone) ?? [0, 0, 0];
    const openJobs = Math.max(0, openBy.get(zone) ?? 0);
    return {
      zone,
      level: levelOf(openJobs, freeBy.get(zone) ?? 0),
      open_jobs: openJobs,
      jobs_last_hour: Math.round(now0 + before + oldest * oldestShare),
      median_time_to_accept_seconds: medianBy.get(zone) ?? null,
      ...forecastOver(slots, storedBy.get(zone), before),
      as_of: asOf,
    };
  });
}

/** A sandbox's pressure: its own zones and its own numbers only (its orders and riders); no history, so the wide forecast. */
async function sandboxPressure(db: Db, sandbox: string, zones: string[], now: number): Promise<ZonePressure[]> {
  const since = new Date(now - HOUR_MS).toISOString();
  const [open, free, jobs, accepts] = await Promise.all([
    sandboxDemand(db, sandbox, zones),
    sandboxFreeCapacity(db, sandbox, zones),
    sandboxJobsSince(db, sandbox, zones, since),
    sandboxAcceptsSince(db, sandbox, zones, since),
  ]);
  const openBy = byZone(open, (row) => Number(row.unassigned_orders));
  const freeBy = byZone(free, (row) => Number(row.free_capacity));
  const jobsBy = byZone(jobs, (row) => Number(row.jobs));
  const waits = new Map<string, number[]>();
  for (const row of accepts) waits.set(row.zone, [...(waits.get(row.zone) ?? []), Math.max(0, Date.parse(row.assigned_at!) - Date.parse(row.created_at))]);
  const medianBy = new Map(
    [...waits].map(([zone, list]) => {
      const sorted = list.sort((a, b) => a - b);
      const middle = sorted.length % 2 === 1 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
      return [zone, Math.round(middle / 100) / 10] as const;
    }),
  );
  const slots = horizon(now);
  const asOf = new Date(now).toISOString();
  return zones.map((zone) => {
    const openJobs = openBy.get(zone) ?? 0;
    const lastHour = jobsBy.get(zone) ?? 0;
    return {
      zone,
      level: levelOf(openJobs, freeBy.get(zone) ?? 0),
      open_jobs: openJobs,
      jobs_last_hour: lastHour,
      median_time_to_accept_seconds: medianBy.get(zone) ?? null,
      ...wideForecast(slots, Math.round(lastHour / 2)),
      as_of: asOf,
    };
  });
}

/** `GET /v1/fleet/pressure`: one entry per zone of the partner's territories (or `zone`). */
export async function fleetPressure(ctx: Context, partner: PartnerPrincipal, zone?: string): Promise<FleetPressure> {
  const zones = zonesInScope(partner, zone);
  const now = Date.now();
  const entries = partner.mode === 'test' ? await sandboxPressure(ctx.store.db, partner.partnerId, zones, now) : await livePressure(ctx.store.db, zones, now);
  return { object: 'fleet_pressure', zones: entries, as_of: new Date(now).toISOString() };
}

/** Seconds the feed read at `now` holds: the max-age, or less when the forecast moves on a slot sooner. */
export function pressureMaxAge(now = Date.now()): number {
  const toNextSlot = Math.ceil((slotStart(slotOf(now) + 1) - now) / 1000);
  return Math.max(1, Math.min(PRESSURE_MAX_AGE_S, toNextSlot));
}

export type ZoneAccuracyWeek = {
  week_start: string;
  slots: number;
  mape: number | null;
  band_coverage: number | null;
  seasonal_naive_mape: number | null;
};

export type PressureAccuracy = {
  object: 'pressure_accuracy';
  weeks: number;
  zones: Array<{ zone: string; slots: number; mape: number | null; band_coverage: number | null; seasonal_naive_mape: number | null; weeks: ZoneAccuracyWeek[] }>;
  as_of: string;
};

const ratio = (sum: number, count: number): number | null => (count > 0 ? Math.round((sum / count) * 10_000) / 10_000 : null);

/** `GET /v1/admin/pressure/accuracy`: per zone, the forecast's errors on the last `weeks` weeks (this one included). */
export async function pressureAccuracy(ctx: Context, weeks: number, zone?: string): Promise<PressureAccuracy> {
  const now = Date.now();
  const rows = await accuracyRows(ctx.store.db, weekOf(slotOf(now)) - weeks + 1, zone);
  const zones = new Map<string, typeof rows>();
  for (const row of rows) zones.set(row.zone, [...(zones.get(row.zone) ?? []), row]);
  return {
    object: 'pressure_accuracy',
    weeks,
    zones: [...zones].map(([name, list]) => {
      const sum = (key: 'slots' | 'inside_band' | 'ape_sum' | 'ape_slots' | 'naive_ape_sum' | 'naive_ape_slots') => list.reduce((total, row) => total + Number(row[key]), 0);
      return {
        zone: name,
        slots: sum('slots'),
        mape: ratio(sum('ape_sum'), sum('ape_slots')),
        band_coverage: ratio(sum('inside_band'), sum('slots')),
        seasonal_naive_mape: ratio(sum('naive_ape_sum'), sum('naive_ape_slots')),
        weeks: list.map((row) => ({
          week_start: new Date(weekStart(row.week)).toISOString(),
          slots: Number(row.slots),
          mape: ratio(Number(row.ape_sum), Number(row.ape_slots)),
          band_coverage: ratio(Number(row.inside_band), Number(row.slots)),
          seasonal_naive_mape: ratio(Number(row.naive_ape_sum), Number(row.naive_ape_slots)),
        })),
      };
    }),
    as_of: new Date(now).toISOString(),
  };
}
