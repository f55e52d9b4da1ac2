import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import type { EndpointRoutes } from './webhooks.routes.js';
import { removeEndpoint } from './webhooks.service.js';

/** The route for a partner's endpoints, or (side NETWORK_ENDPOINTS) for the network's. */
export const define = (side: EndpointRoutes): RouteModule => (app) =>
  app.delete(
    `${side.base}/:id`,
    {
      config: { auth: side.auth },
      schema: {
        operationId: side.operationId('deleteWebhookEndpoint'),
        tags: side.tags,
        summary: 'Remove a webhook endpoint',
        description: 'Deliveries still waiting for it stop (they become `failed`). Events stay readable under /v1/events.',
        params: idParam('id', 'we'),
        response: {
          200: {
            description: 'The endpoint is gone.',
            type: 'object',
            required: ['id', 'object', 'deleted'],
            properties: {
              id: { type: 'string', description: 'The endpoint removed.' },
              object: { type: 'string', const: 'webhook_endpoint', description: 'Always `webhook_endpoint`.' },
              deleted: { type: 'boolean', const: true, description: 'Always true.' },
            },
            examples: [{ id: 'we_01HZY4M2N3', object: 'webhook_endpoint', deleted: true }],
          },
          ...problems('webhook_endpoint_not_found'),
        },
      },
    },
    (request) => removeEndpoint(app.pdn, side.ownerOf(request), request.params.id),
  );
export default define;
