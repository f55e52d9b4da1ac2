import { partnerOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { DescriptionSchema, EnabledEventsSchema, OrderedSchema, ENDPOINT_STATUSES, EndpointUrlSchema } from './webhooks.schemas.js';
import { updateEndpointSettings, type UpdateEndpointInput } from './webhooks.service.js';

const route: RouteModule = (app) =>
  app.patch<{ Params: { id: string }; Body: UpdateEndpointInput }>(
    '/v1/webhook_endpoints/:id',
    {
      config: { auth: 'partner' },
      schema: {
        tags: ['webhooks'],
        summary: 'Change a webhook endpoint',
        description:
          'Partial: any of `url`, `enabled_events`, `description`, `ordered`, `status`. Disabling stops its pending deliveries (they become `failed`; recover them later). Enabling clears `disabled_reason`.',
        params: idParam('id', 'we'),
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            url: EndpointUrlSchema,
            enabled_events: EnabledEventsSchema,
            description: DescriptionSchema,
            ordered: OrderedSchema,
            status: { type: 'string', enum: ENDPOINT_STATUSES },
          },
        },
        response: {
          200: { $ref: 'WebhookEndpoint#' },
          ...problems('invalid_request', 'invalid_value', 'webhook_endpoint_not_found', 'webhook_url_refused', 'payload_too_large', 'unsupported_media_type'),
        },
      },
    },
    (request) => updateEndpointSettings(app.pdn, partnerOf(request), request.params.id, request.body),
  );
export default route;
