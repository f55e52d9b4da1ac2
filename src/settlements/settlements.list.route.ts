import { partnerOf } from '../http/auth.plugin.js';
import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { pageQuery, pageSchema } from '../shared/pagination.js';
import { listSettlements } from './settlements.service.js';

const route: RouteModule = (app) =>
  app.get(
    '/v1/settlements',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'listSettlements',
        tags: ['settlements'],
        summary: 'List your settlements',
        description: 'Newest first, each with the orders it paid.',
        querystring: { type: 'object', additionalProperties: false, properties: { ...pageQuery('stl') } },
        response: { 200: pageSchema('Your settlements, newest first.', 'Settlement'), ...problems() },
      },
    },
    (request) => listSettlements(app.pdn, partnerOf(request), { limit: request.query.limit, startingAfter: request.query.starting_after }),
  );
export default route;
