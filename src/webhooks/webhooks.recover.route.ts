import { partnerOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { recoverFailed } from './webhooks.service.js';

const route: RouteModule = (app) =>
  app.post<{ Params: { id: string }; Body: { since: string } }>(
    '/v1/webhook_endpoints/:id/recover',
    {
      config: { auth: 'partner', limit: 'replays' },
      schema: {
        tags: ['webhooks'],
        summary: 'Re-send every failed delivery since a time',
        description:
          'Each failed delivery to this endpoint created at or after `since` is queued again and retried on the full schedule. The endpoint must be enabled. Answers how many were queued. Counts against the same per-partner limit as event replays (429 `replay_limit_reached` with `Retry-After`).',
        params: idParam('id', 'we'),
        body: {
          type: 'object',
          required: ['since'],
          additionalProperties: false,
          properties: { since: { type: 'string', format: 'date-time', description: 'ISO 8601 timestamp.' } },
        },
        response: {
          202: {
            type: 'object',
            required: ['object', 'endpoint_id', 'since', 'requeued'],
            properties: {
              object: { type: 'string', const: 'webhook_recovery' },
              endpoint_id: { type: 'string' },
              since: { type: 'string', format: 'date-time' },
              requeued: { type: 'integer' },
            },
          },
          ...problems('invalid_request', 'invalid_value', 'replay_limit_reached', 'webhook_endpoint_not_found', 'webhook_endpoint_disabled', 'unsupported_media_type'),
        },
      },
    },
    async (request, reply) => reply.code(202).send(await recoverFailed(app.pdn, partnerOf(request), request.params.id, request.body.since)),
  );
export default route;
