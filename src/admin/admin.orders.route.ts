import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { CreateOrderBodySchema } from '../orders/orders.schemas.js';
import {
  cancelOrder,
  createOrder,
  deliverOrder,
  getOrderAsNetwork,
  pickupOrder,
  type CreateOrderInput,
} from '../orders/orders.service.js';

const tags = ['admin'];
const params = idParam('order_id', 'ord');

const route: RouteModule = (app) => {
  app.post<{ Body: CreateOrderInput }>(
    '/v1/admin/orders',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Create a delivery job',
        description: 'The order starts unassigned; partners covering the zone get `order.created`.',
        body: CreateOrderBodySchema,
        response: { 201: { $ref: 'Order#' }, ...problems('invalid_request', 'invalid_value') },
      },
    },
    async (request, reply) => reply.code(201).send(await createOrder(app.pdn, request.body)),
  );

  app.get<{ Params: { order_id: string } }>(
    '/v1/admin/orders/:order_id',
    { config: { auth: 'admin' }, schema: { tags, summary: 'Retrieve any order', params, response: { 200: { $ref: 'Order#' }, ...problems('order_not_found') } } },
    (request) => getOrderAsNetwork(app.pdn, request.params.order_id),
  );

  const moves = [
    { path: 'pickup', summary: 'Mark an assigned order picked up', run: pickupOrder },
    { path: 'deliver', summary: 'Mark a picked-up order delivered', run: deliverOrder },
  ] as const;
  for (const move of moves) {
    app.post<{ Params: { order_id: string } }>(
      `/v1/admin/orders/:order_id/${move.path}`,
      {
        config: { auth: 'admin' },
        schema: { tags, summary: move.summary, params, response: { 200: { $ref: 'Order#' }, ...problems('order_not_found', 'order_state_conflict') } },
      },
      (request) => move.run(app.pdn, request.params.order_id),
    );
  }

  app.post<{ Params: { order_id: string }; Body: { reason?: string } | undefined }>(
    '/v1/admin/orders/:order_id/cancel',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Cancel an order that is not yet delivered',
        params,
        body: { type: 'object', additionalProperties: false, properties: { reason: { type: 'string', maxLength: 500 } } },
        response: { 200: { $ref: 'Order#' }, ...problems('invalid_request', 'order_not_found', 'order_state_conflict') },
      },
    },
    (request) => cancelOrder(app.pdn, request.params.order_id, request.body?.reason),
  );
};
export default route;
