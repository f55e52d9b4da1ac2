import { problems, ZoneSchema } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { riderStatusField } from '../riders/riders.schemas.js';
import { listAllRiders } from '../riders/riders.service.js';
import { pageQuery, pageSchema } from '../shared/pagination.js';

const route: RouteModule = (app) =>
  app.get(
    '/v1/admin/riders',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'listAllRiders',
        summary: 'List riders across partners',
        description: 'Riders of every partner (never a sandbox\'s), oldest first, each with its `partner_id`. Filter by `partner_id`, `zone` and `status`.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQuery('rdr'),
            partner_id: { type: 'string', pattern: '^ptn_[0-9A-Za-z]{1,60}$', description: 'Only riders of this partner (`ptn_…`).' },
            zone: { ...ZoneSchema, description: 'Only riders in this zone.' },
            status: { ...riderStatusField, description: 'Only riders with this status.' },
          },
        },
        response: { 200: pageSchema('Riders across partners, oldest first.', 'NetworkRider'), ...problems() },
      },
    },
    (request) =>
      listAllRiders(app.pdn, {
        partnerId: request.query.partner_id,
        zone: request.query.zone,
        status: request.query.status,
        limit: request.query.limit,
        startingAfter: request.query.starting_after,
      }),
  );
export default route;
