import { partnerOf } from '../http/auth.plugin.js';
import { problems, ZoneSchema } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { pageQuery, pageSchema } from '../shared/pagination.js';
import { riderStatusField } from './riders.schemas.js';
import { listRiders } from './riders.service.js';

const route: RouteModule = (app) =>
  app.get(
    '/v1/riders',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'listRiders',
        tags: ['riders'],
        summary: 'List your riders and their status',
        description: 'Filter by `status` and `zone`.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQuery('rdr'),
            status: { ...riderStatusField, description: 'Only riders with this status.' },
            zone: { ...ZoneSchema, description: 'Only riders in this zone.' },
          },
        },
        response: { 200: pageSchema('Your riders, oldest first.', 'RiderListItem'), ...problems() },
      },
    },
    (request) =>
      listRiders(app.pdn, partnerOf(request).partnerId, {
        status: request.query.status,
        zone: request.query.zone,
        limit: request.query.limit,
        startingAfter: request.query.starting_after,
      }),
  );
export default route;
