import { auditOf } from '../http/auth.plugin.js';
import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { CreateOrderBodySchema } from '../orders/orders.schemas.js';
import { createOrder } from '../orders/orders.service.js';

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
        description: 'The order starts unassigned; partners covering the zone get `order.created`, and so does the network (with its `reference`).',
        body: CreateOrderBodySchema,
        response: { 201: { description: 'The order, unassigned.', $ref: 'AdminOrder#' }, ...problems() },
      },
    },
    async (request, reply) => reply.code(201).send(await createOrder(app.pdn, request.body, null, auditOf(request))),
  );
export default route;
