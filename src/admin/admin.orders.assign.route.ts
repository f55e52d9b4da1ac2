import { auditOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { AssignOrderBodySchema } from '../orders/orders.schemas.js';
import { assignOrder } from '../orders/orders.service.js';

const tags = ['admin'];
const params = idParam('order_id', 'ord');

const route: RouteModule = (app) =>
  app.post(
    '/v1/admin/orders/:order_id/assign',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        operationId: 'assignOrder',
        summary: 'Give an unassigned job to a rider of any partner',
        description:
          'The network gives an unassigned job to the rider it names, of any (active) partner, online and with room, whatever the job\'s zones or steering: the order becomes `assigned` to that rider and partner, `order.assigned` (`assigned_by: "network"`) goes to that partner and the network. ' +
          'A job not unassigned is 409 `order_state_conflict`; a rider offline or full, 409 `rider_not_online` or `rider_at_capacity`; a suspended partner\'s rider, 409 `partner_not_active`. Racing an accept, an auto-dispatch or a cancel, exactly one wins.',
        params,
        body: AssignOrderBodySchema,
        response: {
          200: { description: 'The order, assigned to the rider.', $ref: 'AdminOrder#' },
          ...problems('order_not_found', 'rider_not_found', 'order_state_conflict', 'rider_not_online', 'rider_at_capacity', 'partner_not_active'),
        },
      },
    },
    (request) => assignOrder(app.pdn, request.params.order_id, request.body.rider_id, auditOf(request)),
  );
export default route;
