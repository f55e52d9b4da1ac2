import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { LATE_KINDS, ORDER_STATUSES } from '../orders/orders.mapper.js';
import { listOrdersAsNetwork } from '../orders/orders.service.js';
import { pageQuery, pageSchema } from '../shared/pagination.js';
import { durationSchema, ZoneSchema } from '../shared/schemas.js';

/** Longest `unassigned_for`: ten years, further back than any store has run ("since ever"). */
const MAX_UNASSIGNED_FOR = '3650d';
const tags = ['admin'];

const route: RouteModule = (app) =>
  app.get(
    '/v1/admin/orders',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        operationId: 'listAllOrders',
        summary: 'List every order',
        description:
          `Every live order of every partner (never a sandbox's), oldest first, cursor-paginated. Filters combine: \`status\` (repeatable), \`zone\`, \`partner_id\` (the partner holding it), \`reference\` (your own id), and \`unassigned_for\` (unassigned orders created at least that long ago: \`90s\`, \`5m\`, \`2h\`, \`1d\`; at most \`${MAX_UNASSIGNED_FOR}\`). A malformed filter is a 400 or 422 problem.`,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQuery('ord'),
            status: { type: 'array', maxItems: ORDER_STATUSES.length, items: { type: 'string', enum: ORDER_STATUSES, description: 'An order status.' }, description: 'Only orders in these states (repeat the parameter for several).' },
            zone: { ...ZoneSchema, description: 'Only orders in this zone.' },
            partner_id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^ptn_[0-9a-z]+$', description: 'Only orders held (or last held, if picked up, delivered or cancelled) by this partner.' },
            reference: { type: 'string', minLength: 1, maxLength: 200, description: 'Only orders with this `reference`.' },
            late: { type: 'string', enum: [...LATE_KINDS, 'any'], description: 'Only jobs late now: `pickup` (assigned, not picked up by `pickup_by`), `delivery` (picked up, not delivered by `deliver_by`) or `any`.' },
            unassigned_for: {
              ...durationSchema('Only unassigned orders created at least this long ago, e.g. `90s`, `5m`, `2h`.', { maximum: MAX_UNASSIGNED_FOR }),
              examples: ['5m'],
            },
          },
        },
        response: { 200: pageSchema('Orders, oldest first.', 'AdminOrder'), ...problems() },
      },
    },
    (request) => {
      const q = request.query;
      return listOrdersAsNetwork(app.pdn, {
        statuses: q.status,
        zone: q.zone,
        partnerId: q.partner_id,
        reference: q.reference,
        unassignedFor: q.unassigned_for,
        late: q.late,
        limit: q.limit,
        startingAfter: q.starting_after,
      });
    },
  );
export default route;
