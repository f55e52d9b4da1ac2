// The shape of a zone's pressure, declared once: the feed's entries and the data of
// `zone.pressure_changed`. Every number is across all partners of the zone (docs/pressure.md).
import { timestamp } from '../shared/schemas.js';
import { BASES, LEVELS } from './pressure.forecast.js';

const jobs = (description: string) => ({ type: 'number', minimum: 0, description }) as const;

export const ForecastSlotSchema = {
  type: 'object',
  description: 'Jobs expected to be created in the zone in one 30-minute slot: the median and the P10–P90 band.',
  required: ['from', 'to', 'jobs_p10', 'jobs_p50', 'jobs_p90'],
  properties: {
    from: timestamp('Start of the slot.'),
    to: timestamp('End of the slot (30 minutes later).'),
    jobs_p10: jobs('The count is at least this in 9 slots of 10 (by the forecast\'s own past errors).'),
    jobs_p50: jobs('The expected count.'),
    jobs_p90: jobs('The count is at most this in 9 slots of 10.'),
  },
} as const;

export const zonePressureProperties = {
  zone: { type: 'string', description: 'The zone.' },
  level: {
    type: 'string',
    enum: LEVELS,
    description: '`surge`: more jobs wait than the free capacity of the riders online in the zone (all partners); `busy`: they would take more than half of it; `calm` otherwise.',
  },
  open_jobs: { type: 'integer', minimum: 0, description: 'Jobs waiting (unassigned) in the zone now.' },
  jobs_last_hour: { type: 'integer', minimum: 0, description: 'Jobs created in the zone in the last hour (counted by half-hour slots; the oldest slot\'s share prorated).' },
  median_time_to_accept_seconds: { type: ['number', 'null'], minimum: 0, description: 'Median time from creation to accept of the jobs accepted in the last hour; null when none was.' },
  forecast: { type: 'array', items: ForecastSlotSchema, description: 'The slots overlapping the next 6 hours, the current one first.' },
  forecast_basis: {
    type: 'string',
    enum: BASES,
    description: '`weekly_history`: learnt from the same half hour of past weeks; `daily_history`: less than a week learnt, from the same half hour of past days; `no_history`: less than a day learnt, the last half hour\'s count with a wide band.',
  },
  as_of: timestamp('When these numbers were read.'),
} as const;

export const ZONE_PRESSURE_REQUIRED = ['zone', 'level', 'open_jobs', 'jobs_last_hour', 'median_time_to_accept_seconds', 'forecast', 'forecast_basis', 'as_of'] as const;

export const EXAMPLE_ZONE_PRESSURE = {
  zone: 'old-town',
  level: 'busy',
  open_jobs: 7,
  jobs_last_hour: 42,
  median_time_to_accept_seconds: 48.5,
  forecast: [
    { from: '2026-11-22T09:30:00.000Z', to: '2026-11-22T10:00:00.000Z', jobs_p10: 16.2, jobs_p50: 21, jobs_p90: 26.4 },
    { from: '2026-11-22T10:00:00.000Z', to: '2026-11-22T10:30:00.000Z', jobs_p10: 18.9, jobs_p50: 24.1, jobs_p90: 29.9 },
  ],
  forecast_basis: 'weekly_history',
  as_of: '2026-11-22T09:31:12.000Z',
} as const;
