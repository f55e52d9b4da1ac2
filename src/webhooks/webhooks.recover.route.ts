import { idParam, problems, timestamp } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import type { EndpointRoutes } from './webhooks.routes.js';
import { recoverFailed } from './webhooks.service.js';

/** The route for a partner's endpoints, or (side NETWORK_ENDPOINTS) for the network's. */
export const define = (side: EndpointRoutes): RouteModule => (app) =>
  app.post(
    `${side.base}/:id/recover`,
    {
      config: { auth: side.auth, limit: 'replays' },
      schema: {
        operationId: side.operationId('recoverWebhookDeliveries'),
        tags: side.tags,
        summary: 'Re-send every failed delivery since a time',
        description:
          'Each failed delivery to this endpoint created at or after `since` is queued again and retried on the full schedule. The endpoint must be enabled. Answers how many were queued. Counts against the same per-partner limit as event replays (429 `replay_limit_reached` with `Retry-After`).',
        params: idParam('id', 'we'),
        body: {
          type: 'object',
          required: ['since'],
          additionalProperties: false,
          properties: { since: { type: 'string', format: 'date-time', description: 'Re-send failed deliveries created at or after this time (ISO 8601).' } },
          examples: [{ since: '2026-11-22T00:00:00Z' }],
        },
        response: {
          202: {
            description: 'The failed deliveries are queued again.',
            type: 'object',
            required: ['object', 'endpoint_id', 'since', 'requeued'],
            properties: {
              object: { type: 'string', const: 'webhook_recovery', description: 'Always `webhook_recovery`.' },
              endpoint_id: { type: 'string', description: 'The endpoint.' },
              since: timestamp('The `since` sent.'),
              requeued: { type: 'integer', description: 'How many deliveries were queued again.' },
            },
            examples: [{ object: 'webhook_recovery', endpoint_id: 'we_01HZY4M2N3', since: '2026-11-22T00:00:00.000Z', requeued: 12 }],
          },
          ...problems('replay_limit_reached', 'webhook_endpoint_not_found', 'webhook_endpoint_disabled'),
        },
      },
    },
    async (request, reply) => reply.code(202).send(await recoverFailed(app.pdn, side.ownerOf(request), request.params.id, request.body.since)),
  );
export default define;
