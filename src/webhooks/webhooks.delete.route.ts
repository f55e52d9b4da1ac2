import { partnerOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { removeEndpoint } from './webhooks.service.js';

const route: RouteModule = (app) =>
  app.delete(
    '/v1/webhook_endpoints/:id',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'deleteWebhookEndpoint',
        tags: ['webhooks'],
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
    (request) => removeEndpoint(app.pdn, partnerOf(request), request.params.id),
  );
export default route;
