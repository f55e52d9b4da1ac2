import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import type { EndpointRoutes } from './webhooks.routes.js';
import { UpdateEndpointBodySchema } from './webhooks.schemas.js';
import { updateEndpointSettings } from './webhooks.service.js';

/** The route for a partner's endpoints, or (side NETWORK_ENDPOINTS) for the network's. */
export const define = (side: EndpointRoutes): RouteModule => (app) =>
  app.patch(
    `${side.base}/:id`,
    {
      // A rate_limit of the wrong type (1.5, "3") is a value not allowed: 422, as 0 or 5000 are.
      config: { auth: side.auth, valueFields: ['rate_limit'] },
      schema: {
        operationId: side.operationId('updateWebhookEndpoint'),
        tags: side.tags,
        summary: 'Change a webhook endpoint',
        description:
          'Partial: any of `url`, `enabled_events`, `description`, `ordered`, `rate_limit` (`null` removes the limit), `status`. Disabling stops its pending deliveries (they become `failed`; recover them later). Enabling clears `disabled_reason`.',
        params: idParam('id', 'we'),
        body: UpdateEndpointBodySchema,
        response: {
          200: { description: 'The endpoint as it is now.', $ref: 'WebhookEndpoint#' },
          ...problems('webhook_endpoint_not_found', 'webhook_url_refused', 'destination_url_invalid'),
        },
      },
    },
    (request) => updateEndpointSettings(app.pdn, side.ownerOf(request), request.params.id, request.body),
  );
export default define;
