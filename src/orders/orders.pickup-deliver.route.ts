import { partnerOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { DeliveryProofSchema } from './orders.schemas.js';
import { reportDelivery, reportPickup } from './orders.service.js';

const tags = ['orders'];
const params = idParam('order_id', 'ord');
const rules =
  'The same move as the network\'s, on an order you hold (another partner\'s, or an unknown one, is 404; an open job you have not accepted, or a move from the wrong state, is 409 `order_state_conflict`). The network may still make the move itself: whoever comes first wins. Reporting a move that has already happened (a retry, or the network was first) answers 200 with the order unchanged and sends no event.';

const route: RouteModule = (app) => {
  app.post(
    '/v1/orders/:order_id/pickup',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'reportPickup',
        tags,
        summary: 'Report that your rider picked the order up',
        description: `${rules} An assigned order becomes \`picked_up\`, and you get \`order.picked_up\` with \`reported_by: "partner"\`. A picked-up or delivered order answers unchanged. Takes no body (none, or \`{}\`).`,
        params,
        response: {
          200: { description: 'The order as `GET /v1/orders/{order_id}` shows it: picked up (or as it already was, if the pickup had happened).', $ref: 'Order#' },
          ...problems('order_not_found', 'order_state_conflict'),
        },
      },
    },
    (request) => reportPickup(app.pdn, partnerOf(request), request.params.order_id),
  );

  app.post(
    '/v1/orders/:order_id/deliver',
    {
      // A suspended partner still reports the deliveries of what its riders carry (docs/decisions.md).
      config: { auth: 'partner', valueFields: ['proof'], whileSuspended: true },
      schema: {
        operationId: 'reportDelivery',
        tags,
        summary: 'Report that your rider delivered the order',
        description: `${rules} A picked-up order becomes \`delivered\` and frees its rider's slot; you get \`order.delivered\` with \`reported_by: "partner"\` and the \`proof\` sent (or \`null\`). A delivered order answers unchanged (and keeps the proof it was delivered with). The body is optional. A suspended partner may still call this route (every other one answers 403 \`partner_suspended\`): the orders it holds are picked up, and only its rider can report them delivered.`,
        params,
        body: {
          type: 'object',
          description: 'Optional.',
          additionalProperties: false,
          properties: { proof: { ...DeliveryProofSchema, type: ['object', 'null'] } },
          examples: [{ proof: DeliveryProofSchema.examples[0] }],
        },
        response: {
          200: { description: 'The order as `GET /v1/orders/{order_id}` shows it: delivered.', $ref: 'Order#' },
          ...problems('order_not_found', 'order_state_conflict'),
        },
      },
    },
    (request) => reportDelivery(app.pdn, partnerOf(request), request.params.order_id, request.body?.proof),
  );
};
export default route;
