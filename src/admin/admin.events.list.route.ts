import { problems, serializedAsBuilt } from '../http/schemas.js';
import type { PageQuery, RouteModule } from '../http/types.js';
import { listEvents } from '../events/events.service.js';
import type { ListedEvent } from '../events/events.mapper.js';
import { EVENT_TYPES, NETWORK } from '../outbox/outbox.js';
import { pageQuery, pageSchema, type Page } from '../shared/pagination.js';

type Query = PageQuery & { type?: string; order_id?: string; partner_id?: string; created_gte?: string; created_lte?: string };

const tags = ['admin'];
const network = { partnerId: NETWORK };

// The network's events: the rows the outbox writes for the network (one per change of a live
// order or settlement), read by the same service and stream code as a partner's.
const route: RouteModule = (app) =>
  // The event union is too deep for the type provider: the types are named here.
  app.get<{ Querystring: Query; Reply: Page<ListedEvent> }>(
    '/v1/admin/events',
    {
      config: { auth: 'admin' },
      ...serializedAsBuilt,
      schema: {
        operationId: 'listNetworkEvents',
        tags,
        summary: "List the network's events",
        description:
          "Newest first; events are kept 30 days. Every change of every live order and settlement, once (not once per partner), with the admin order (`partner_id`, `reference`, `version`) as `data`. Filters: `type`, `order_id`, `partner_id` (the partner the change is about), `created_gte` / `created_lte`. `starting_after` takes the `next_cursor` of the previous page.",
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQuery('evt'),
            type: { type: 'string', enum: EVENT_TYPES, description: 'Only events of this type.' },
            order_id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^ord_[0-9a-z]+$', description: 'Only events about this order.' },
            partner_id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^ptn_[0-9a-z]+$', description: 'Only events about this partner: its orders (while it holds them) and its settlements.' },
            created_gte: { type: 'string', format: 'date-time', description: 'Only events created at or after this time.' },
            created_lte: { type: 'string', format: 'date-time', description: 'Only events created at or before this time.' },
          },
        },
        response: { 200: pageSchema("The network's events, newest first.", 'NetworkEvent'), ...problems() },
      },
    },
    (request) => {
      const q = request.query;
      return listEvents(app.pdn, network, {
        type: q.type,
        orderId: q.order_id,
        subjectPartnerId: q.partner_id,
        createdGte: q.created_gte,
        createdLte: q.created_lte,
        limit: q.limit,
        startingAfter: q.starting_after,
      });
    },
  );
export default route;
