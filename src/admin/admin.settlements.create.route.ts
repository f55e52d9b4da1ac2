import { auditOf } from '../http/auth.plugin.js';
import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { settlePartner } from '../settlements/settlements.service.js';

const route: RouteModule = (app) =>
  app.post(
    '/v1/admin/settlements',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'createSettlement',
        summary: "Settle a partner's delivered, unsettled orders",
        description: 'Pays every delivered order not yet settled, in one currency (say which if there are several). The partner gets `settlement.paid`.',
        body: {
          type: 'object',
          required: ['partner_id'],
          additionalProperties: false,
          properties: {
            partner_id: { type: 'string', minLength: 1, maxLength: 64, description: 'The partner to pay.' },
            currency: { type: 'string', pattern: '^[A-Z]{3}$', description: 'Which currency to settle, when the partner has orders in several.' },
          },
          examples: [{ partner_id: 'ptn_01HZY1B2C3' }],
        },
        response: { 201: { description: 'The settlement.', $ref: 'Settlement#' }, ...problems('partner_not_found', 'nothing_to_settle') },
      },
    },
    async (request, reply) => reply.code(201).send(await settlePartner(app.pdn, request.body, auditOf(request))),
  );
export default route;
