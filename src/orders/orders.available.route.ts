import { partnerOf } from '../http/auth.plugin.js';
import { problems, ZoneSchema } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { pageQuery, pageSchema } from '../shared/pagination.js';
import { toIsoTimestamp } from '../shared/time.js';
import { listAvailable } from './orders.service.js';

const deadlineBound = (description: string) => ({ type: 'string', format: 'date-time', description }) as const;

const route: RouteModule = (app) =>
  app.get(
    '/v1/orders/available',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'listAvailableOrders',
        tags: ['orders'],
        summary: 'List unassigned jobs in your territories',
        description:
          'Oldest first. A job is listed when any of its `offered_zones` is one of your territories (escalation may offer a job in more zones). Filter by `zone` (one of your territories: jobs offered there). `sort=accept_by` lists the jobs by their deadline, soonest first, after the jobs whose ladder ran out (`accept_by` null, still open); `accept_by_lte` / `accept_by_gte` keep only jobs whose deadline is in that range (a job without a deadline is left out). `starting_after` continues after that job as it sorts now.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQuery('ord'),
            zone: { ...ZoneSchema, description: 'Only jobs offered in this zone (one of your territories).' },
            sort: { type: 'string', enum: ['created_at', 'accept_by'], default: 'created_at', description: '`created_at` (oldest first, the default) or `accept_by` (soonest deadline first; jobs with no deadline left come first of all).' },
            accept_by_lte: deadlineBound('Only jobs whose `accept_by` is at or before this time (ISO 8601).'),
            accept_by_gte: deadlineBound('Only jobs whose `accept_by` is at or after this time (ISO 8601).'),
          },
        },
        response: { 200: pageSchema('Unassigned jobs offered to you, oldest first (or by deadline).', 'Order'), ...problems('zone_not_in_territory') },
      },
    },
    (request) =>
      listAvailable(app.pdn, partnerOf(request), {
        zone: request.query.zone,
        limit: request.query.limit,
        startingAfter: request.query.starting_after,
        sort: request.query.sort === 'accept_by' ? 'accept_by' : 'id',
        // Normalised to the stored form (UTC, milliseconds), so the text comparison is a time comparison.
        acceptByLte: request.query.accept_by_lte === undefined ? undefined : toIsoTimestamp(request.query.accept_by_lte),
        acceptByGte: request.query.accept_by_gte === undefined ? undefined : toIsoTimestamp(request.query.accept_by_gte),
      }),
  );
export default route;
