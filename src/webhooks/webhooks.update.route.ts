import { partnerOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { DescriptionSchema, EnabledEventsSchema, ENDPOINT_STATUSES, EndpointUrlSchema, OrderedSchema } from './webhooks.schemas.js';
import { updateEndpointSettings } from './webhooks.service.js';

const route: RouteModule = (app) =>
  app.patch(
    '/v1/webhook_endpoints/:id',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'updateWebhookEndpoint',
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
            status: { type: 'string', enum: ENDPOINT_STATUSES, description: '`disabled` stops deliveries; `enabled` starts them again.' },
          },
          examples: [{ enabled_events: ['order.assigned', 'order.delivered'] }, { status: 'disabled' }],
        },
        response: {
          200: { description: 'The endpoint as it is now.', $ref: 'WebhookEndpoint#' },
          ...problems('webhook_endpoint_not_found', 'webhook_url_refused'),
        },
      },
    },
    (request) => updateEndpointSettings(app.pdn, partnerOf(request), request.params.id, request.body),
  );
export default route;
