import { auditOf } from '../http/auth.plugin.js';
import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { CreateOrderBodySchema } from '../orders/orders.schemas.js';
import { createOrderAsNetwork } from '../orders/orders.service.js';

const tags = ['admin'];

const route: RouteModule = (app) =>
  app.post(
    '/v1/admin/orders',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        operationId: 'createOrder',
        summary: 'Create a delivery job',
        description:
          'The order starts unassigned; partners covering the zone get `order.created`, and so does the network (with its `reference`). ' +
          'When no active partner covers the zone the job is made all the same, and `warnings` says so (`zone_not_covered`): no partner is offered it until one does.',
        body: CreateOrderBodySchema,
        response: { 201: { description: 'The order, unassigned, with `warnings` (empty when nothing is amiss).', $ref: 'CreatedAdminOrder#' }, ...problems() },
      },
    },
    async (request, reply) => reply.code(201).send(await createOrderAsNetwork(app.pdn, request.body, auditOf(request))),
  );
export default route;
