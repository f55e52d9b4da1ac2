import { partnerOf } from '../http/auth.plugin.js';
import { problems, ZoneSchema } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { pageQuerySchema, pageSchema } from '../shared/pagination.js';
import { listAvailable } from './orders.service.js';

const route: RouteModule = (app) =>
  app.get(
    '/v1/orders/available',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'listAvailableOrders',
        tags: ['orders'],
        summary: 'List unassigned jobs in your territories',
        description: 'Oldest first. Filter by `zone` (one of your territories).',
        querystring: { type: 'object', additionalProperties: false, properties: { ...pageQuerySchema, zone: { ...ZoneSchema, description: 'Only jobs in this zone (one of your territories).' } } },
        response: { 200: pageSchema('Unassigned jobs, oldest first.', 'Order'), ...problems('zone_not_in_territory') },
      },
    },
    (request) =>
      listAvailable(app.pdn, partnerOf(request), {
        zone: request.query.zone,
        limit: request.query.limit,
        startingAfter: request.query.starting_after,
      }),
  );
export default route;
