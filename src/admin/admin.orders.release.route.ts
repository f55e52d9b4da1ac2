import { auditOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { ReleaseOrderBodySchema } from '../orders/orders.schemas.js';
import { releaseOrder } from '../orders/orders.service.js';

const tags = ['admin'];
const params = idParam('order_id', 'ord');

const route: RouteModule = (app) =>
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
          'With `exclude` (default `true`) the job is kept from the partner it is taken from (not in its available list, its accept refused, skipped by its auto-dispatch) until the network offers it to that partner again (`POST /v1/admin/orders/{order_id}/offer`). ' +
          "`order.released` goes to the partner that held it and to the partners that may now take it (so may their auto-dispatch); the network's copy carries `released_from: {partner_id, rider_id}`. " +
          'Any other state is 409 `order_state_conflict`; racing a pickup, exactly one wins. The body is optional.',
        params,
        body: ReleaseOrderBodySchema,
        response: { 200: { description: 'The order, unassigned again.', $ref: 'AdminOrder#' }, ...problems('order_not_found', 'order_state_conflict') },
      },
    },
    (request) => releaseOrder(app.pdn, request.params.order_id, { reason: request.body?.reason, exclude: request.body?.exclude, by: 'network', audit: auditOf(request) }),
  );
export default route;
