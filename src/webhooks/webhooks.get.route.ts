import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import type { EndpointRoutes } from './webhooks.routes.js';
import { getEndpoint } from './webhooks.service.js';

/** The route for a partner's endpoints, or (side NETWORK_ENDPOINTS) for the network's. */
export const define = (side: EndpointRoutes): RouteModule => (app) =>
  app.get(
    `${side.base}/:id`,
    {
      config: { auth: side.auth },
      schema: {
        operationId: side.operationId('getWebhookEndpoint'),
        tags: side.tags,
        summary: 'Retrieve a webhook endpoint',
        description: 'Its settings and status; never the secret.',
        params: idParam('id', 'we'),
        response: { 200: { description: 'The endpoint.', $ref: 'WebhookEndpoint#' }, ...problems('webhook_endpoint_not_found') },
      },
    },
    (request) => getEndpoint(app.pdn, side.ownerOf(request), request.params.id),
  );
export default define;
