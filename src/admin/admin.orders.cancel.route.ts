import { auditOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { cancelOrder } from '../orders/orders.service.js';

const tags = ['admin'];
const params = idParam('order_id', 'ord');

const route: RouteModule = (app) =>
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
        response: { 200: { description: 'The order, cancelled.', $ref: 'AdminOrder#' }, ...problems('order_not_found', 'order_state_conflict') },
      },
    },
    (request) => cancelOrder(app.pdn, request.params.order_id, request.body?.reason, null, auditOf(request)),
  );
export default route;
