import { partnerOf } from '../http/auth.plugin.js';
import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { DescriptionSchema, EnabledEventsSchema, EndpointUrlSchema } from './webhooks.schemas.js';
import { createEndpoint, type CreateEndpointInput } from './webhooks.service.js';

const route: RouteModule = (app) =>
  app.post<{ Body: CreateEndpointInput }>(
    '/v1/webhook_endpoints',
    {
      config: { auth: 'partner' },
      schema: {
        tags: ['webhooks'],
        summary: 'Register a webhook endpoint',
        description:
          'The response holds the signing `secret` (`whsec_…`); it is not shown again (rotate it to get a new one). URLs on private, loopback or link-local networks are refused with `webhook_url_refused`. A partner holds at most `PDN_WEBHOOK_MAX_ENDPOINTS` endpoints (default 20); beyond that the answer is 409 `endpoint_limit_reached`.',
        body: {
          type: 'object',
          required: ['url', 'enabled_events'],
          additionalProperties: false,
          properties: { url: EndpointUrlSchema, enabled_events: EnabledEventsSchema, description: DescriptionSchema },
        },
        response: {
          201: { $ref: 'WebhookEndpoint#' },
          ...problems('invalid_request', 'invalid_value', 'webhook_url_refused', 'endpoint_limit_reached', 'payload_too_large', 'unsupported_media_type'),
        },
      },
    },
    async (request, reply) => reply.code(201).send(await createEndpoint(app.pdn, partnerOf(request), request.body)),
  );
export default route;
