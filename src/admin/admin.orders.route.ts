import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { CreateOrderBodySchema, ReleaseOrderBodySchema } from '../orders/orders.schemas.js';
import {
  cancelOrder,
  createOrder,
  deliverOrder,
  getOrderAsNetwork,
  pickupOrder,
  releaseOrder,
} from '../orders/orders.service.js';

const tags = ['admin'];
const params = idParam('order_id', 'ord');

const route: RouteModule = (app) => {
  app.post(
    '/v1/admin/orders',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        operationId: 'createOrder',
        summary: 'Create a delivery job',
        description: 'The order starts unassigned; partners covering the zone get `order.created`.',
        body: CreateOrderBodySchema,
        response: { 201: { description: 'The order, unassigned.', $ref: 'Order#' }, ...problems() },
      },
    },
    async (request, reply) => reply.code(201).send(await createOrder(app.pdn, request.body)),
  );

  app.get(
    '/v1/admin/orders/:order_id',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'getAnyOrder',
        tags,
        summary: 'Retrieve any order',
        description: 'Any order of the network, whoever holds it.',
        params,
        response: { 200: { description: 'The order.', $ref: 'Order#' }, ...problems('order_not_found') },
      },
    },
    (request) => getOrderAsNetwork(app.pdn, request.params.order_id),
  );

  const moves = [
    {
      path: 'pickup',
      operationId: 'pickupOrder',
      summary: 'Mark an assigned order picked up',
      description: 'The holding partner gets `order.picked_up` with `reported_by: "network"`. A pickup that already happened (the partner may report it too) is 409. Takes no body.',
      response: 'The order, picked up.',
      run: pickupOrder,
    },
    {
      path: 'deliver',
      operationId: 'deliverOrder',
      summary: 'Mark a picked-up order delivered',
      description:
        "Frees the rider's slot; the holding partner gets `order.delivered` with the payout, `reported_by: \"network\"` and `proof: null`. A delivery that already happened (the partner may report it too) is 409. Takes no body.",
      response: 'The order, delivered.',
      run: deliverOrder,
    },
  ] as const;
  for (const move of moves) {
    app.post(
      `/v1/admin/orders/:order_id/${move.path}`,
      {
        config: { auth: 'admin' },
        schema: {
          operationId: move.operationId,
          tags,
          summary: move.summary,
          description: move.description,
          params,
          response: { 200: { description: move.response, $ref: 'Order#' }, ...problems('order_not_found', 'order_state_conflict') },
        },
      },
      (request) => move.run(app.pdn, request.params.order_id),
    );
  }

  app.post(
    '/v1/admin/orders/:order_id/cancel',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        operationId: 'cancelOrder',
        summary: 'Cancel an order that is not yet delivered',
        description: 'Frees the rider, if any; `order.cancelled` goes to the holding partner (or, unassigned, to the partners covering the zone). The body is optional.',
        params,
        body: {
          type: 'object',
          description: 'Optional: why it is cancelled.',
          additionalProperties: false,
          properties: { reason: { type: 'string', maxLength: 500, description: 'Why it is cancelled; shown as `cancellation_reason`.' } },
          examples: [{ reason: 'customer cancelled' }],
        },
        response: { 200: { description: 'The order, cancelled.', $ref: 'Order#' }, ...problems('order_not_found', 'order_state_conflict') },
      },
    },
    (request) => cancelOrder(app.pdn, request.params.order_id, request.body?.reason),
  );

  app.post(
    '/v1/admin/orders/:order_id/release',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        operationId: 'releaseOrder',
        summary: 'Take an assigned job back (before pickup) and offer it again',
        description:
          "An assigned order not yet picked up goes back to `unassigned`: `version` +1, no partner, no rider, the rider's slot freed. " +
          '`order.released` goes to the partner that held it and to the partners covering the zone, who may accept it again (so may auto-dispatch). ' +
          'Any other state is 409 `order_state_conflict`; racing a pickup, exactly one wins. The body is optional.',
        params,
        body: ReleaseOrderBodySchema,
        response: { 200: { description: 'The order, unassigned again.', $ref: 'Order#' }, ...problems('order_not_found', 'order_state_conflict') },
      },
    },
    (request) => releaseOrder(app.pdn, request.params.order_id, { reason: request.body?.reason, by: 'network' }),
  );
};
export default route;
