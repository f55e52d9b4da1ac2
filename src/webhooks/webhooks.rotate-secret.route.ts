import { idParam, problems } from '../http/schemas.js';
import { NO_STORE_RESPONSE_HEADERS, noStore } from '../http/response-headers.js';
import type { RouteModule } from '../http/types.js';
import type { EndpointRoutes } from './webhooks.routes.js';
import { rotateSecret } from './webhooks.service.js';

/** The route for a partner's endpoints, or (side NETWORK_ENDPOINTS) for the network's. */
export const define = (side: EndpointRoutes): RouteModule => (app) =>
  app.post(
    `${side.base}/:id/rotate_secret`,
    {
      config: { auth: side.auth },
      onRequest: noStore,
      schema: {
        operationId: side.operationId('rotateWebhookSecret'),
        tags: side.tags,
        summary: "Rotate an endpoint's signing secret",
        description:
          'Returns the new `secret` (shown only here). For 24 hours every delivery carries two signatures, one per secret, so your receiver can switch at its own pace; `previous_secret_expires_at` says until when.',
        params: idParam('id', 'we'),
        response: { 200: { description: 'The endpoint, with its new secret (shown only here).', headers: NO_STORE_RESPONSE_HEADERS, $ref: 'WebhookEndpointWithSecret#' }, ...problems('webhook_endpoint_not_found') },
      },
    },
    (request) => rotateSecret(app.pdn, side.ownerOf(request), request.params.id),
  );
export default define;
