import { partnerOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { getEndpoint } from './webhooks.service.js';

const route: RouteModule = (app) =>
  app.get(
    '/v1/webhook_endpoints/:id',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'getWebhookEndpoint',
        tags: ['webhooks'],
        summary: 'Retrieve a webhook endpoint',
        description: 'Its settings and status; never the secret.',
        params: idParam('id', 'we'),
        response: { 200: { description: 'The endpoint.', $ref: 'WebhookEndpoint#' }, ...problems('webhook_endpoint_not_found') },
      },
    },
    (request) => getEndpoint(app.pdn, partnerOf(request), request.params.id),
  );
export default route;
