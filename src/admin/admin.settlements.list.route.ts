import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { listAllSettlements } from '../settlements/settlements.service.js';
import { pageQuery, pageSchema } from '../shared/pagination.js';

const route: RouteModule = (app) =>
  app.get(
    '/v1/admin/settlements',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'listAllSettlements',
        summary: 'List settlements across partners',
        description: "Settlements of every partner (never a sandbox's), newest first, each with the orders it paid. Filter by `partner_id`.",
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQuery('stl'),
            partner_id: { type: 'string', pattern: '^ptn_[0-9A-Za-z]{1,60}$', description: 'Only settlements of this partner (`ptn_…`).' },
          },
        },
        response: { 200: pageSchema('Settlements across partners, newest first.', 'Settlement'), ...problems() },
      },
    },
    (request) => listAllSettlements(app.pdn, { partnerId: request.query.partner_id, limit: request.query.limit, startingAfter: request.query.starting_after }),
  );
export default route;
