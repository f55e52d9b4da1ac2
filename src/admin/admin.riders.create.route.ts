import { auditOf } from '../http/auth.plugin.js';
import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { CreateRiderBodySchema } from '../riders/riders.schemas.js';
import { createRider } from '../riders/riders.service.js';

const route: RouteModule = (app) =>
  app.post(
    '/v1/admin/riders',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'createRider',
        summary: 'Add a rider to a partner fleet',
        description: 'Status defaults to offline. The zone must be one of the partner territories.',
        body: CreateRiderBodySchema,
        response: { 201: { description: 'The rider.', $ref: 'RiderListItem#' }, ...problems('partner_not_found', 'zone_not_in_territory') },
      },
    },
    async (request, reply) => reply.code(201).send(await createRider(app.pdn, request.body, auditOf(request))),
  );
export default route;
