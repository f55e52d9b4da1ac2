import { partnerOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { DELIVERY_STATUSES } from '../store/schema.js';
import { replayEvent } from './events.service.js';

const route: RouteModule = (app) =>
  app.post(
    '/v1/events/:id/replay',
    {
      config: { auth: 'partner', limit: 'replays' },
      schema: {
        operationId: 'replayEvent',
        tags: ['events'],
        summary: 'Send an event again',
        description:
          'Queues a new delivery of the event to `endpoint_id`, or (without it, or with no body) to every enabled endpoint subscribed to its type. The delivery carries the same `webhook-id`. Replays and recoveries together are limited per partner (`PDN_REPLAY_LIMIT` a minute, default 30): beyond it, 429 `replay_limit_reached` with `Retry-After`.',
        params: idParam('id', 'evt'),
        body: {
          type: 'object',
          description: 'Optional: which endpoint to send it to.',
          additionalProperties: false,
          properties: { endpoint_id: { type: 'string', minLength: 1, maxLength: 64, description: 'Only this endpoint; without it, every enabled endpoint subscribed to the type.' } },
          examples: [{ endpoint_id: 'we_01HZY4M2N3' }],
        },
        response: {
          202: {
            description: 'The new deliveries are queued.',
            type: 'object',
            required: ['object', 'event_id', 'deliveries'],
            properties: {
              object: { type: 'string', const: 'event_replay', description: 'Always `event_replay`.' },
              event_id: { type: 'string', description: 'The event replayed.' },
              deliveries: {
                type: 'array',
                description: 'One new delivery per endpoint.',
                items: {
                  type: 'object',
                  description: 'A queued delivery.',
                  required: ['id', 'endpoint_id', 'status'],
                  properties: {
                    id: { type: 'string', description: 'Delivery identifier.' },
                    endpoint_id: { type: 'string', description: 'Where it goes.' },
                    status: { type: 'string', enum: DELIVERY_STATUSES, description: 'Its state (`pending` when queued).' },
                  },
                },
              },
            },
            examples: [{ object: 'event_replay', event_id: 'evt_01HZY5P6Q7', deliveries: [{ id: 'dlv_01HZY6A1B2', endpoint_id: 'we_01HZY4M2N3', status: 'pending' }] }],
          },
          ...problems('replay_limit_reached', 'event_not_found', 'webhook_endpoint_not_found', 'webhook_endpoint_disabled'),
        },
      },
    },
    async (request, reply) => reply.code(202).send(await replayEvent(app.pdn, partnerOf(request), request.params.id, request.body?.endpoint_id)),
  );
export default route;
