import { partnerOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { acceptOrder } from './orders.service.js';

const route: RouteModule = (app) =>
  app.post(
    '/v1/orders/:order_id/accept',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'acceptOrder',
        tags: ['orders'],
        summary: 'Accept a job for a rider',
        description:
          'The rider must be yours, online, and below capacity. When accepts race, exactly one wins; the others get 409 `order_not_available`. Accepting again for the same rider returns the order unchanged.',
        params: idParam('order_id', 'ord'),
        body: {
          type: 'object',
          required: ['rider_id'],
          additionalProperties: false,
          properties: { rider_id: { type: 'string', minLength: 1, maxLength: 64, description: 'The rider who takes the job: one of yours, online, with room.' } },
          examples: [{ rider_id: 'rdr_01HZY2QW7M' }],
        },
        response: {
          200: { description: 'The order, assigned to the rider.', $ref: 'AcceptedOrder#' },
          ...problems('order_not_found', 'rider_not_found', 'order_not_available', 'rider_not_online', 'rider_at_capacity'),
        },
      },
    },
    (request) => acceptOrder(app.pdn, partnerOf(request), request.params.order_id, request.body.rider_id),
  );
export default route;
