import { partnerOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { replayEvent } from './events.service.js';

const route: RouteModule = (app) =>
  app.post<{ Params: { id: string }; Body: { endpoint_id?: string } | undefined }>(
    '/v1/events/:id/replay',
    {
      config: { auth: 'partner', limit: 'replays' },
      schema: {
        tags: ['events'],
        summary: 'Send an event again',
        description:
          'Queues a new delivery of the event to `endpoint_id`, or (without it, or with no body) to every enabled endpoint subscribed to its type. The delivery carries the same `webhook-id`. Replays and recoveries together are limited per partner (`PDN_REPLAY_LIMIT` a minute, default 30): beyond it, 429 `replay_limit_reached` with `Retry-After`.',
        params: idParam('id', 'evt'),
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { endpoint_id: { type: 'string', minLength: 1, maxLength: 64 } },
        },
        response: {
          202: {
            type: 'object',
            required: ['object', 'event_id', 'deliveries'],
            properties: {
              object: { type: 'string', const: 'event_replay' },
              event_id: { type: 'string' },
              deliveries: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['id', 'endpoint_id', 'status'],
                  properties: { id: { type: 'string' }, endpoint_id: { type: 'string' }, status: { type: 'string' } },
                },
              },
            },
          },
          ...problems('invalid_request', 'replay_limit_reached', 'event_not_found', 'webhook_endpoint_not_found', 'webhook_endpoint_disabled', 'unsupported_media_type'),
        },
      },
    },
    async (request, reply) => reply.code(202).send(await replayEvent(app.pdn, partnerOf(request), request.params.id, request.body?.endpoint_id)),
  );
export default route;
