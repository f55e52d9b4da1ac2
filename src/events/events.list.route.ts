import { partnerOf } from '../http/auth.plugin.js';
import { problems, serializedAsBuilt } from '../http/schemas.js';
import type { PageQuery, RouteModule } from '../http/types.js';
import type { Page } from '../shared/pagination.js';
import type { ListedEvent } from './events.mapper.js';
import { pageQuery, pageSchema } from '../shared/pagination.js';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../store/schema.js';
import { EVENT_TYPES } from '../outbox/outbox.js';
import { listEvents } from './events.service.js';

type Query = PageQuery & { type?: string; created_gte?: string; created_lte?: string; delivery_status?: DeliveryStatus };


const route: RouteModule = (app) =>
  // The ListedEvent union is too deep for the type provider: the types are named here.
  app.get<{ Querystring: Query; Reply: Page<ListedEvent> }>(
    '/v1/events',
    {
      config: { auth: 'partner' },
      ...serializedAsBuilt,
      schema: {
        operationId: 'listEvents',
        tags: ['events'],
        summary: 'List your events',
        description:
          'Newest first; events are kept 30 days. Filters: `type`, `created_gte` / `created_lte` (ISO 8601), `delivery_status` (events with at least one delivery in that state). `starting_after` takes the `next_cursor` of the previous page.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQuery('evt'),
            type: { type: 'string', enum: EVENT_TYPES, description: 'Only events of this type.' },
            created_gte: { type: 'string', format: 'date-time', description: 'Only events created at or after this time.' },
            created_lte: { type: 'string', format: 'date-time', description: 'Only events created at or before this time.' },
            delivery_status: { type: 'string', enum: DELIVERY_STATUSES, description: 'Only events with at least one delivery in this state.' },
          },
        },
        response: { 200: pageSchema('Your events, newest first.', 'ListedEvent'), ...problems() },
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
