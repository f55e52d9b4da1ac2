import { partnerOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { acceptOrder } from './orders.service.js';

const route: RouteModule = (app) =>
  app.post<{ Params: { order_id: string }; Body: { rider_id: string } }>(
    '/v1/orders/:order_id/accept',
    {
      config: { auth: 'partner' },
      schema: {
        tags: ['orders'],
        summary: 'Accept a job for a rider',
        description:
          'The rider must be yours, online, and below capacity. When accepts race, exactly one wins; the others get 409 `order_not_available`. Accepting again for the same rider returns the order unchanged.',
        params: idParam('order_id', 'ord'),
        body: {
          type: 'object',
          required: ['rider_id'],
          additionalProperties: false,
          properties: { rider_id: { type: 'string', minLength: 1, maxLength: 64 } },
        },
        response: {
          200: { $ref: 'OrderSummary#' },
          ...problems('invalid_request', 'order_not_found', 'order_not_available', 'rider_not_online', 'rider_at_capacity', 'payload_too_large', 'unsupported_media_type'),
        },
      },
    },
    (request) => acceptOrder(app.pdn, partnerOf(request), request.params.order_id, request.body.rider_id),
  );
export default route;
