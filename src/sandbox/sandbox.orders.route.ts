import { partnerOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { CreateOrderBodySchema } from '../orders/orders.schemas.js';
import { Autopilot, createSandboxOrder, moveSandboxOrder } from './sandbox.service.js';

const tags = ['test helpers'];
const params = idParam('order_id', 'ord');
const testKeysOnly = 'Test keys only (a live key gets 404).';

const SandboxOrderBodySchema = {
  ...CreateOrderBodySchema,
  required: CreateOrderBodySchema.required.filter((field) => field !== 'zone'),
  properties: {
    ...CreateOrderBodySchema.properties,
    auto_advance: {
      type: 'boolean',
      default: false,
      description: 'Let the order advance by itself: accepted (for one of your online sandbox riders with room), picked up and delivered, a step every 2 seconds.',
    },
  },
} as const;

const route: RouteModule = (app) => {
  const autopilot = new Autopilot();
  app.addHook('onClose', async () => autopilot.stop());

  app.post(
    '/v1/test_helpers/orders',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'createSandboxOrder',
        tags,
        summary: 'Create a sandbox order',
        description: `${testKeysOnly} The body of the network's order create; \`zone\` defaults to your first territory. The order is offered to your sandbox only, and you get \`order.created\` as for a live job.`,
        body: SandboxOrderBodySchema,
        response: { 201: { $ref: 'Order#' }, ...problems('invalid_request', 'not_found', 'invalid_value', 'zone_not_in_territory') },
      },
    },
    async (request, reply) => reply.code(201).send(await createSandboxOrder(app.pdn, partnerOf(request), request.body, autopilot)),
  );

  const moves = [
    { path: 'pickup', operationId: 'pickUpSandboxOrder', summary: 'Mark a sandbox order picked up' },
    { path: 'deliver', operationId: 'deliverSandboxOrder', summary: 'Mark a sandbox order delivered' },
  ] as const;
  for (const move of moves) {
    app.post(
      `/v1/test_helpers/orders/:order_id/${move.path}`,
      {
        config: { auth: 'partner' },
        schema: {
          operationId: move.operationId,
          tags,
          summary: move.summary,
          description: `${testKeysOnly} What the network does to a live order, with the same rules and events.`,
          params,
          response: { 200: { $ref: 'Order#' }, ...problems('not_found', 'order_not_found', 'order_state_conflict') },
        },
      },
      (request) => moveSandboxOrder(app.pdn, partnerOf(request), move.path, request.params.order_id),
    );
  }

  app.post(
    '/v1/test_helpers/orders/:order_id/cancel',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'cancelSandboxOrder',
        tags,
        summary: 'Cancel a sandbox order that is not yet delivered',
        description: `${testKeysOnly} What the network does to a live order, with the same rules and events.`,
        params,
        body: {
          type: 'object',
          additionalProperties: false,
          description: 'Optional.',
          properties: { reason: { type: 'string', maxLength: 500, description: 'Why it was cancelled (shown as `cancellation_reason`).' } },
          examples: [{ reason: 'restaurant closed' }],
        },
        response: { 200: { $ref: 'Order#' }, ...problems('invalid_request', 'not_found', 'order_not_found', 'order_state_conflict') },
      },
    },
    (request) => moveSandboxOrder(app.pdn, partnerOf(request), 'cancel', request.params.order_id, request.body?.reason),
  );
};
export default route;
