import { partnerOf } from '../http/auth.plugin.js';
import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { pageQuery, pageSchema } from '../shared/pagination.js';
import { ORDER_STATUSES } from './orders.mapper.js';
import { listMyOrders } from './orders.service.js';

const route: RouteModule = (app) =>
  app.get(
    '/v1/orders',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'listOrders',
        tags: ['orders'],
        summary: 'List the orders you hold',
        description: 'Orders assigned to your riders, in any later state, oldest first (`direction=desc`: newest first). Filter by `status` (repeatable).',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQuery('ord'),
            status: { type: 'array', items: { type: 'string', enum: ORDER_STATUSES, description: 'An order status.' }, description: 'Only orders in these states (repeat the parameter for several).' },
            direction: { type: 'string', enum: ['asc', 'desc'], default: 'asc', description: '`desc` lists the newest first (order history).' },
          },
        },
        response: { 200: pageSchema('Orders you hold.', 'Order'), ...problems() },
      },
    },
    (request) =>
      listMyOrders(app.pdn, partnerOf(request), {
        statuses: request.query.status,
        newestFirst: request.query.direction === 'desc',
        limit: request.query.limit,
        startingAfter: request.query.starting_after,
      }),
  );
export default route;
