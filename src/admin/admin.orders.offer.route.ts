import { auditOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { OfferOrderBodySchema } from '../orders/orders.schemas.js';
import { offerOrder } from '../orders/orders.service.js';

const tags = ['admin'];
const params = idParam('order_id', 'ord');

const route: RouteModule = (app) =>
  app.post(
    '/v1/admin/orders/:order_id/offer',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        operationId: 'offerOrder',
        summary: 'Offer an unassigned job again: a new deadline, payout, more zones, or only named partners',
        description:
          'Re-offers an unassigned job (one whose ladder ran out, `accept_by: null`, too): `accept_by` = now + `accept_within` (default `PDN_OFFER_WINDOW`), `version` +1, and as asked a new `payout_estimate`, more `offered_zones`, or only the partners in `partner_ids` (`offered_partner_ids`). ' +
          'The partners it is now offered to are no longer kept from it by an earlier release (`excluded_partner_ids`). `escalation_step` stays: when the new deadline passes, the ladder goes on from there (or the job expires again). ' +
          '`order.offered` (data: the order) goes to the network and to every partner that may now see the job. Any other state is 409 `order_state_conflict`; a named partner that does not exist is 404 `partner_not_found`, one covering none of the job\'s zones 422. The body is optional.',
        params,
        body: OfferOrderBodySchema,
        response: {
          200: { description: 'The order, offered again.', $ref: 'AdminOrder#' },
          ...problems('order_not_found', 'partner_not_found', 'order_state_conflict', 'invalid_value'),
        },
      },
    },
    (request) => offerOrder(app.pdn, request.params.order_id, request.body ?? {}, auditOf(request)),
  );
export default route;
