import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import type { EndpointRoutes } from './webhooks.routes.js';
import { pageQuery, pageSchema } from '../shared/pagination.js';
import { listEndpoints } from './webhooks.service.js';

/** The route for a partner's endpoints, or (side NETWORK_ENDPOINTS) for the network's. */
export const define = (side: EndpointRoutes): RouteModule => (app) =>
  app.get(
    side.base,
    {
      config: { auth: side.auth },
      schema: {
        operationId: side.operationId('listWebhookEndpoints'),
        tags: side.tags,
        summary: 'List your webhook endpoints',
        description: 'Oldest first. Secrets are never listed.',
        querystring: { type: 'object', additionalProperties: false, properties: pageQuery('we') },
        response: { 200: pageSchema('Your endpoints, oldest first.', 'WebhookEndpoint'), ...problems() },
      },
    },
    (request) => listEndpoints(app.pdn, side.ownerOf(request), { limit: request.query.limit, startingAfter: request.query.starting_after }),
  );
export default define;
