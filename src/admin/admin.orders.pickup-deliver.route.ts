import { auditOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { deliverOrder, pickupOrder } from '../orders/orders.service.js';

const tags = ['admin'];
const params = idParam('order_id', 'ord');

const route: RouteModule = (app) => {
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
          response: { 200: { description: move.response, $ref: 'AdminOrder#' }, ...problems('order_not_found', 'order_state_conflict') },
        },
      },
      (request) => move.run(app.pdn, request.params.order_id, null, auditOf(request)),
    );
  }
};
export default route;
