import { problems } from '../http/schemas.js';
import { NO_STORE_RESPONSE_HEADERS, noStore } from '../http/response-headers.js';
import type { RouteModule } from '../http/types.js';
import type { EndpointRoutes } from './webhooks.routes.js';
import { CreateEndpointBodySchema } from './webhooks.schemas.js';
import { createEndpoint } from './webhooks.service.js';

/** The route for a partner's endpoints, or (side NETWORK_ENDPOINTS) for the network's. */
export const define = (side: EndpointRoutes): RouteModule => (app) =>
  app.post(
    side.base,
    {
      // A rate_limit of the wrong type (1.5, "3") is a value not allowed: 422, as 0 or 5000 are.
      config: { auth: side.auth, valueFields: ['rate_limit'] },
      onRequest: noStore,
      schema: {
        operationId: side.operationId('createWebhookEndpoint'),
        tags: side.tags,
        summary: 'Register a webhook endpoint',
        description:
          'The response holds the signing `secret` (`whsec_…`); it is not shown again (rotate it to get a new one). URLs on private, loopback or link-local networks are refused with `webhook_url_refused`. A partner holds at most `PDN_WEBHOOK_MAX_ENDPOINTS` endpoints (default 20); beyond that the answer is 409 `endpoint_limit_reached`.',
        body: CreateEndpointBodySchema,
        response: {
          201: { description: 'The endpoint, with its signing secret (shown only here).', headers: NO_STORE_RESPONSE_HEADERS, $ref: 'WebhookEndpointWithSecret#' },
          ...problems('webhook_url_refused', 'destination_url_invalid', 'endpoint_limit_reached'),
        },
      },
    },
    async (request, reply) => reply.code(201).send(await createEndpoint(app.pdn, side.ownerOf(request), request.body)),
  );
export default define;
