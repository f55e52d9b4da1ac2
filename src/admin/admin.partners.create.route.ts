import { auditOf } from '../http/auth.plugin.js';
import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { CreatePartnerBodySchema } from '../partners/partners.schemas.js';
import { createPartner } from '../partners/partners.service.js';

const tags = ['admin'];

const route: RouteModule = (app) =>
  app.post(
    '/v1/admin/partners',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        operationId: 'createPartner',
        summary: 'Onboard a partner with its territories',
        description: 'Creates the partner; issue it an API key next.',
        body: CreatePartnerBodySchema,
        response: { 201: { description: 'The partner.', $ref: 'Partner#' }, ...problems() },
      },
    },
    async (request, reply) => reply.code(201).send(await createPartner(app.pdn, request.body, auditOf(request))),
  );
export default route;
