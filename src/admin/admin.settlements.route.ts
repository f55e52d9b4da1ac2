import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { settlePartner } from '../settlements/settlements.service.js';

const route: RouteModule = (app) =>
  app.post<{ Body: { partner_id: string; currency?: string } }>(
    '/v1/admin/settlements',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Settle a partner's delivered, unsettled orders",
        description: 'Pays every delivered order not yet settled, in one currency (say which if there are several). The partner gets `settlement.paid`.',
        body: {
          type: 'object',
          required: ['partner_id'],
          additionalProperties: false,
          properties: { partner_id: { type: 'string', minLength: 1, maxLength: 64 }, currency: { type: 'string', pattern: '^[A-Z]{3}$' } },
        },
        response: { 201: { $ref: 'Settlement#' }, ...problems('invalid_request', 'invalid_value', 'partner_not_found', 'nothing_to_settle') },
      },
    },
    async (request, reply) => reply.code(201).send(await settlePartner(app.pdn, request.body)),
  );
export default route;
