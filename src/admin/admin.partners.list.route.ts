import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { listAllPartners } from '../partners/partners.service.js';
import { pageQuery, pageSchema } from '../shared/pagination.js';

const tags = ['admin'];

const route: RouteModule = (app) =>
  app.get(
    '/v1/admin/partners',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        operationId: 'listPartners',
        summary: 'List partners',
        description: 'Every partner, oldest first.',
        querystring: { type: 'object', additionalProperties: false, properties: pageQuery('ptn') },
        response: { 200: pageSchema('Partners, oldest first.', 'Partner'), ...problems() },
      },
    },
    (request) => listAllPartners(app.pdn, request.query.limit, request.query.starting_after),
  );
export default route;
