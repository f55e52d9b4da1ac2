import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { ORDER_STATUSES } from '../orders/orders.mapper.js';
import { CreateOrderBodySchema, ReleaseOrderBodySchema } from '../orders/orders.schemas.js';
import {
  cancelOrder,
  createOrder,
  deliverOrder,
  getOrderAsNetwork,
  listOrdersAsNetwork,
  pickupOrder,
  releaseOrder,
} from '../orders/orders.service.js';
import { pageQuery, pageSchema } from '../shared/pagination.js';
import { durationSchema, ZoneSchema } from '../shared/schemas.js';

const tags = ['admin'];
/** Longest `unassigned_for`: ten years, further back than any store has run ("since ever"). */
const MAX_UNASSIGNED_FOR = '3650d';
const params = idParam('order_id', 'ord');

const route: RouteModule = (app) => {
  app.post(
    '/v1/admin/orders',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        operationId: 'createOrder',
        summary: 'Create a delivery job',
        description: 'The order starts unassigned; partners covering the zone get `order.created`, and so does the network (with its `reference`).',
        body: CreateOrderBodySchema,
        response: { 201: { description: 'The order, unassigned.', $ref: 'AdminOrder#' }, ...problems() },
      },
    },
    async (request, reply) => reply.code(201).send(await createOrder(app.pdn, request.body)),
  );

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
        limit: q.limit,
        startingAfter: q.starting_after,
      });
    },
  );

  app.get(
    '/v1/admin/orders/:order_id',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'getAnyOrder',
        tags,
        summary: 'Retrieve any order',
        description: 'Any order of the network, whoever holds it.',
        params,
        response: { 200: { description: 'The order.', $ref: 'AdminOrder#' }, ...problems('order_not_found') },
      },
    },
    (request) => getOrderAsNetwork(app.pdn, request.params.order_id),
  );

  const moves = [
    {
      path: 'pickup',
      operationId: 'pickupOrder',
      summary: 'Mark an assigned order picked up',
      description: 'The holding partner gets `order.picked_up` with `reported_by: "network"`. A pickup that already happened (the partner may report it too) is 409. Takes no body.',
      response: 'The order, picked up.',
      run: pickupOrder,
    },
    {
      path: 'deliver',
      operationId: 'deliverOrder',
      summary: 'Mark a picked-up order delivered',
      description:
        "Frees the rider's slot; the holding partner gets `order.delivered` with the payout, `reported_by: \"network\"` and `proof: null`. A delivery that already happened (the partner may report it too) is 409. Takes no body.",
      response: 'The order, delivered.',
      run: deliverOrder,
    },
  ] as const;
  for (const move of moves) {
    app.post(
      `/v1/admin/orders/:order_id/${move.path}`,
      {
        config: { auth: 'admin' },
        schema: {
          operationId: move.operationId,
          tags,
          summary: move.summary,
          description: move.description,
          params,
          response: { 200: { description: move.response, $ref: 'AdminOrder#' }, ...problems('order_not_found', 'order_state_conflict') },
        },
      },
      (request) => move.run(app.pdn, request.params.order_id),
    );
  }

  app.post(
    '/v1/admin/orders/:order_id/cancel',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        operationId: 'cancelOrder',
        summary: 'Cancel an order that is not yet delivered',
        description: 'Frees the rider, if any; `order.cancelled` goes to the holding partner (or, unassigned, to the partners covering the zone). The body is optional.',
        params,
        body: {
          type: 'object',
          description: 'Optional: why it is cancelled.',
          additionalProperties: false,
          properties: { reason: { type: 'string', maxLength: 500, description: 'Why it is cancelled; shown as `cancellation_reason`.' } },
          examples: [{ reason: 'customer cancelled' }],
        },
        response: { 200: { description: 'The order, cancelled.', $ref: 'AdminOrder#' }, ...problems('order_not_found', 'order_state_conflict') },
      },
    },
    (request) => cancelOrder(app.pdn, request.params.order_id, request.body?.reason),
  );

  app.post(
    '/v1/admin/orders/:order_id/release',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        operationId: 'releaseOrder',
        summary: 'Take an assigned job back (before pickup) and offer it again',
        description:
          "An assigned order not yet picked up goes back to `unassigned`: `version` +1, no partner, no rider, the rider's slot freed. " +
          '`order.released` goes to the partner that held it and to the partners covering the zone, who may accept it again (so may auto-dispatch). ' +
          'Any other state is 409 `order_state_conflict`; racing a pickup, exactly one wins. The body is optional.',
        params,
        body: ReleaseOrderBodySchema,
        response: { 200: { description: 'The order, unassigned again.', $ref: 'AdminOrder#' }, ...problems('order_not_found', 'order_state_conflict') },
      },
    },
    (request) => releaseOrder(app.pdn, request.params.order_id, { reason: request.body?.reason, by: 'network' }),
  );
};
export default route;
