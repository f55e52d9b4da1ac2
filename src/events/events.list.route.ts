import { partnerOf } from '../http/auth.plugin.js';
import { problems } from '../http/schemas.js';
import type { PageQuery, RouteModule } from '../http/types.js';
import { pageQuerySchema, pageSchema } from '../shared/pagination.js';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../store/schema.js';
import { EVENT_TYPES } from './events.outbox.js';
import { listEvents } from './events.service.js';

type Query = PageQuery & { type?: string; created_gte?: string; created_lte?: string; delivery_status?: DeliveryStatus };

const route: RouteModule = (app) =>
  app.get<{ Querystring: Query }>(
    '/v1/events',
    {
      config: { auth: 'partner' },
      schema: {
        tags: ['events'],
        summary: 'List your events',
        description:
          'Newest first; events are kept 30 days. Filters: `type`, `created_gte` / `created_lte` (ISO 8601), `delivery_status` (events with at least one delivery in that state). `starting_after` takes the `next_cursor` of the previous page.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQuerySchema,
            type: { type: 'string', enum: EVENT_TYPES },
            created_gte: { type: 'string', format: 'date-time' },
            created_lte: { type: 'string', format: 'date-time' },
            delivery_status: { type: 'string', enum: DELIVERY_STATUSES },
          },
        },
        response: { 200: pageSchema({ $ref: 'Event#' }), ...problems('invalid_request', 'invalid_value') },
      },
    },
    (request) => {
      const q = request.query;
      return listEvents(app.pdn, partnerOf(request), {
        type: q.type,
        createdGte: q.created_gte,
        createdLte: q.created_lte,
        deliveryStatus: q.delivery_status,
        limit: q.limit,
        startingAfter: q.starting_after,
      });
    },
  );
export default route;
