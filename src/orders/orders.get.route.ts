import { partnerOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { getOrder } from './orders.service.js';

const route: RouteModule = (app) =>
  app.get(
    '/v1/orders/:order_id',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'getOrder',
        tags: ['orders'],
        summary: 'Retrieve an order',
        description: 'Visible when it is unassigned in your territories or held by you; otherwise 404.',
        params: idParam('order_id', 'ord'),
        response: { 200: { description: 'The order.', $ref: 'Order#' }, ...problems('order_not_found') },
      },
    },
    (request) => getOrder(app.pdn, partnerOf(request), request.params.order_id),
  );
export default route;
