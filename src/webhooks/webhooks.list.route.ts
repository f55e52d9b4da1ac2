import { partnerOf } from '../http/auth.plugin.js';
import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { pageQuerySchema, pageSchema } from '../shared/pagination.js';
import { listEndpoints } from './webhooks.service.js';

const route: RouteModule = (app) =>
  app.get(
    '/v1/webhook_endpoints',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'listWebhookEndpoints',
        tags: ['webhooks'],
        summary: 'List your webhook endpoints',
        description: 'Oldest first. Secrets are never listed.',
        querystring: { type: 'object', additionalProperties: false, properties: pageQuerySchema },
        response: { 200: pageSchema('Your endpoints, oldest first.', 'WebhookEndpoint'), ...problems() },
      },
    },
    (request) => listEndpoints(app.pdn, partnerOf(request), { limit: request.query.limit, startingAfter: request.query.starting_after }),
  );
export default route;
