import { partnerOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { reassignOrder } from './orders.service.js';

const route: RouteModule = (app) =>
  app.post(
    '/v1/orders/:order_id/reassign',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'reassignOrder',
        tags: ['orders'],
        summary: 'Move a job to another rider',
        description:
          'Only an assigned order you hold (not yet picked up). The new rider must be yours, online and below capacity; both riders\' loads change in one step. Reassigning to the current rider returns the order unchanged.',
        params: idParam('order_id', 'ord'),
        body: {
          type: 'object',
          required: ['rider_id'],
          additionalProperties: false,
          properties: {
            rider_id: { type: 'string', minLength: 1, maxLength: 64, description: 'The rider who takes the job over: one of yours, online, with room.' },
            reason: { type: 'string', maxLength: 500, description: 'Why it moves; passed on in the `order.assigned` event as `reassignment_reason`.' },
          },
          examples: [{ rider_id: 'rdr_01HZY2QW7N', reason: 'bike puncture' }],
        },
        response: {
          200: { description: 'The order, with its new rider.', $ref: 'Order#' },
          ...problems('order_not_found', 'rider_not_found', 'order_state_conflict', 'rider_not_online', 'rider_at_capacity'),
        },
      },
    },
    (request) => reassignOrder(app.pdn, partnerOf(request), request.params.order_id, request.body),
  );
export default route;
