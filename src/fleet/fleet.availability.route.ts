import { partnerOf } from '../http/auth.plugin.js';
import { problems, timestamp, ZoneSchema } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { fleetAvailability } from './fleet.service.js';

const count = (description: string) => ({ type: 'integer', minimum: 0, description }) as const;

const countProperties = {
  riders: {
    type: 'object',
    description: 'Riders by status, keyed by the status values themselves (`online`, `on-break`, `offline`), and their total.',
    required: ['online', 'on-break', 'offline', 'total'],
    properties: {
      online: count('Riders online: they take jobs.'),
      'on-break': count('Riders on break.'),
      offline: count('Riders offline.'),
      total: count('All riders.'),
    },
  },
  capacity: {
    type: 'object',
    description: 'Capacity of online riders: total, used by deliveries in hand, free for new jobs.',
    required: ['total', 'used', 'free'],
    properties: {
      total: count('Sum of the capacities of online riders.'),
      used: count('Of which taken by deliveries in hand.'),
      free: count('Of which free for new jobs.'),
    },
  },
  active_deliveries: count('Deliveries in hand (assigned or picked up), all riders.'),
  unassigned_orders: count('Jobs waiting in the zone.'),
} as const;
const countFields = ['riders', 'capacity', 'active_deliveries', 'unassigned_orders'] as const satisfies ReadonlyArray<keyof typeof countProperties>;

const EXAMPLE_COUNTS = {
  riders: { online: 4, 'on-break': 1, offline: 2, total: 7 },
  capacity: { total: 12, used: 5, free: 7 },
  active_deliveries: 5,
  unassigned_orders: 3,
} as const;

const route: RouteModule = (app) =>
  app.get(
    '/v1/fleet/availability',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'getFleetAvailability',
        tags: ['fleet'],
        summary: 'Availability aggregated by zone',
        description: 'One entry per zone of your territories (or just `zone`), and totals.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { zone: { ...ZoneSchema, description: 'Only this zone (one of your territories).' } },
        },
        response: {
          200: {
            description: 'Counts per zone and in total.',
            type: 'object',
            required: ['object', 'zones', 'totals', 'generated_at'],
            properties: {
              object: { type: 'string', const: 'fleet_availability', description: 'Always `fleet_availability`.' },
              zones: {
                type: 'array',
                description: 'One entry per zone, in the order of your territories.',
                items: {
                  type: 'object',
                  description: 'The counts of one zone.',
                  required: ['zone', ...countFields],
                  properties: { zone: { type: 'string', description: 'The zone.' }, ...countProperties },
                },
              },
              totals: {
                type: 'object',
                description: 'The counts summed over the zones listed.',
                required: countFields,
                properties: countProperties,
              },
              generated_at: timestamp('When the counts were read.'),
            },
            examples: [{ object: 'fleet_availability', zones: [{ zone: 'old-town', ...EXAMPLE_COUNTS }], totals: EXAMPLE_COUNTS, generated_at: '2026-11-22T09:31:12.000Z' }],
          },
          ...problems('zone_not_in_territory'),
        },
      },
    },
    (request) => fleetAvailability(app.pdn, partnerOf(request), request.query.zone),
  );
export default route;
