import { problems, ZoneSchema } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { timestamp } from '../shared/schemas.js';
import { pressureAccuracy } from './pressure.service.js';

const errors = {
  slots: { type: 'integer', minimum: 0, description: 'Slots scored (those with a forecast learnt from history).' },
  mape: { type: ['number', 'null'], minimum: 0, description: 'Mean absolute percentage error of the median forecast (slots with no job left out); null with none.' },
  band_coverage: { type: ['number', 'null'], minimum: 0, maximum: 1, description: 'Share of the slots whose count fell inside the P10–P90 band (0.8 is on target).' },
  seasonal_naive_mape: { type: ['number', 'null'], minimum: 0, description: 'The same MAPE for the seasonal naive forecast (the same slot a week before), the baseline to beat.' },
} as const;

const route: RouteModule = (app) =>
  app.get(
    '/v1/admin/pressure/accuracy',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'getPressureAccuracy',
        tags: ['admin'],
        summary: "The pressure forecast's accuracy on past weeks",
        description: 'Per zone, how right the forecast of `GET /v1/fleet/pressure` was: scored on each slot as it closed, against the forecast published for it.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            weeks: { type: 'integer', minimum: 1, maximum: 52, default: 4, description: 'Weeks scored, this one included (Mondays 00:00 UTC).' },
            zone: { ...ZoneSchema, description: 'Only this zone.' },
          },
        },
        response: {
          200: {
            description: 'The scores per zone, in total and by week.',
            type: 'object',
            required: ['object', 'weeks', 'zones', 'as_of'],
            properties: {
              object: { type: 'string', const: 'pressure_accuracy', description: 'Always `pressure_accuracy`.' },
              weeks: { type: 'integer', description: 'Weeks scored.' },
              zones: {
                type: 'array',
                description: 'One entry per zone scored in those weeks, by zone.',
                items: {
                  type: 'object',
                  description: "A zone's scores.",
                  required: ['zone', 'slots', 'mape', 'band_coverage', 'seasonal_naive_mape', 'weeks'],
                  properties: {
                    zone: { type: 'string', description: 'The zone.' },
                    ...errors,
                    weeks: {
                      type: 'array',
                      description: 'By week, oldest first.',
                      items: { type: 'object', description: 'One week.', required: ['week_start', 'slots', 'mape', 'band_coverage', 'seasonal_naive_mape'], properties: { week_start: timestamp('The Monday 00:00 UTC it starts.'), ...errors } },
                    },
                  },
                },
              },
              as_of: timestamp('When the report was read.'),
            },
            examples: [
              {
                object: 'pressure_accuracy',
                weeks: 1,
                zones: [{ zone: 'old-town', slots: 336, mape: 0.182, band_coverage: 0.804, seasonal_naive_mape: 0.261, weeks: [{ week_start: '2026-11-16T00:00:00.000Z', slots: 336, mape: 0.182, band_coverage: 0.804, seasonal_naive_mape: 0.261 }] }],
                as_of: '2026-11-22T09:31:12.000Z',
              },
            ],
          },
          ...problems(),
        },
      },
    },
    (request) => pressureAccuracy(app.pdn, request.query.weeks, request.query.zone),
  );
export default route;
