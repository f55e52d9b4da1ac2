import { partnerOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { MAX_SUGGESTIONS } from './dispatch.schemas.js';
import { suggestRiders } from './dispatch.service.js';

const route: RouteModule = (app) =>
  app.get(
    '/v1/orders/:order_id/rider_suggestions',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'listRiderSuggestions',
        tags: ['orders'],
        summary: 'Suggest riders for a job',
        description:
          "Your riders who could accept the job now (online, a seat free), best first: nearer the pickup first; at the same distance fewer deliveries in hand first; riders whose distance is unknown (no location sent, or the job has no pickup location) after those whose distance is known, ranked by the job's zone, free seats and idle time. For an open job you could accept, or a job you hold assigned (to pick a rider for a reassign; its rider is left out). Any other order is 404. Test keys suggest sandbox riders for sandbox jobs.",
        params: idParam('order_id', 'ord'),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: MAX_SUGGESTIONS, default: 5, description: `How many riders (1–${MAX_SUGGESTIONS}, default 5).` },
          },
        },
        response: {
          200: {
            description: 'The best riders for the job, best first.',
            type: 'object',
            required: ['object', 'data', 'has_more'],
            properties: {
              object: { type: 'string', const: 'list', description: 'Always `list`.' },
              data: { type: 'array', items: { $ref: 'RiderSuggestion#' }, description: 'Riders, best first; empty if none of yours can take the job now.' },
              has_more: { type: 'boolean', description: 'Whether more riders could take it than `limit`.' },
            },
          },
          ...problems('order_not_found'),
        },
      },
    },
    (request) => suggestRiders(app.pdn, partnerOf(request), request.params.order_id, request.query.limit),
  );
export default route;
