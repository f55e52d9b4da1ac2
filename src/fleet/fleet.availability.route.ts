import { partnerOf } from '../http/auth.plugin.js';
import { problems, ZoneSchema } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { fleetAvailability } from './fleet.service.js';

const counts = {
  type: 'object',
  required: ['riders', 'capacity', 'active_deliveries', 'unassigned_orders'],
  properties: {
    riders: {
      type: 'object',
      description: 'Riders by status.',
      properties: { online: { type: 'integer' }, on_break: { type: 'integer' }, offline: { type: 'integer' }, total: { type: 'integer' } },
    },
    capacity: {
      type: 'object',
      description: 'Capacity of online riders: total, used by deliveries in hand, free for new jobs.',
      properties: { total: { type: 'integer' }, used: { type: 'integer' }, free: { type: 'integer' } },
    },
    active_deliveries: { type: 'integer', description: 'Deliveries in hand (assigned or picked up), all riders.' },
    unassigned_orders: { type: 'integer', description: 'Jobs waiting in the zone.' },
  },
} as const;

const route: RouteModule = (app) =>
  app.get<{ Querystring: { zone?: string } }>(
    '/v1/fleet/availability',
    {
      config: { auth: 'partner' },
      schema: {
        tags: ['fleet'],
        summary: 'Availability aggregated by zone',
        description: 'One entry per zone of your territories (or just `zone`), and totals.',
        querystring: { type: 'object', additionalProperties: false, properties: { zone: ZoneSchema } },
        response: {
          200: {
            type: 'object',
            required: ['object', 'zones', 'totals', 'generated_at'],
            properties: {
              object: { type: 'string', const: 'fleet_availability' },
              zones: { type: 'array', items: { ...counts, required: ['zone', ...counts.required], properties: { zone: { type: 'string' }, ...counts.properties } } },
              totals: counts,
              generated_at: { type: 'string', format: 'date-time' },
            },
          },
          ...problems('invalid_request', 'zone_not_in_territory'),
        },
      },
    },
    (request) => fleetAvailability(app.pdn, partnerOf(request), request.query.zone),
  );
export default route;
