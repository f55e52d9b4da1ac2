import { partnerOf } from '../http/auth.plugin.js';
import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { settleSandbox } from './sandbox.service.js';

const route: RouteModule = (app) =>
  app.post(
    '/v1/test_helpers/settlements',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'settleSandbox',
        tags: ['test helpers'],
        summary: "Settle your sandbox's delivered, unsettled orders",
        description: 'Test keys only (a live key gets 404). As the network settles live orders: one currency (say which if there are several); you get `settlement.paid`.',
        body: {
          type: 'object',
          additionalProperties: false,
          description: 'Optional.',
          properties: { currency: { type: 'string', pattern: '^[A-Z]{3}$', description: 'The currency to settle, if your unsettled orders span several.' } },
          examples: [{ currency: 'EUR' }],
        },
        response: { 201: { $ref: 'Settlement#' }, ...problems('invalid_request', 'not_found', 'invalid_value', 'nothing_to_settle') },
      },
    },
    async (request, reply) => reply.code(201).send(await settleSandbox(app.pdn, partnerOf(request), request.body?.currency)),
  );
export default route;
