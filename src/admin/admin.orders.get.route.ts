import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { getOrderAsNetwork } from '../orders/orders.service.js';

const tags = ['admin'];
const params = idParam('order_id', 'ord');

const route: RouteModule = (app) =>
  app.get(
    '/v1/admin/orders/:order_id',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'getAnyOrder',
        tags,
        summary: 'Retrieve any order',
        description: 'Any order of the network, whoever holds it.',
        params,
        response: { 200: { description: 'The order.', $ref: 'AdminOrder#' }, ...problems('order_not_found') },
      },
    },
    (request) => getOrderAsNetwork(app.pdn, request.params.order_id),
  );
export default route;
