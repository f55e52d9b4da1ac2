import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { CreatePartnerBodySchema } from '../partners/partners.schemas.js';
import { createPartner, getPartner, listAllPartners } from '../partners/partners.service.js';
import { pageQuerySchema, pageSchema } from '../shared/pagination.js';

const tags = ['admin'];

const route: RouteModule = (app) => {
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
    async (request, reply) => reply.code(201).send(await createPartner(app.pdn, request.body)),
  );

  app.get(
    '/v1/admin/partners',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        operationId: 'listPartners',
        summary: 'List partners',
        description: 'Every partner, oldest first.',
        querystring: { type: 'object', additionalProperties: false, properties: pageQuerySchema },
        response: { 200: pageSchema('Partners, oldest first.', 'Partner'), ...problems() },
      },
    },
    (request) => listAllPartners(app.pdn, request.query.limit, request.query.starting_after),
  );

  app.get(
    '/v1/admin/partners/:partner_id',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'getPartner',
        tags,
        summary: 'Retrieve a partner',
        description: 'The partner and its territories.',
        params: idParam('partner_id', 'ptn'),
        response: { 200: { description: 'The partner.', $ref: 'Partner#' }, ...problems('partner_not_found') },
      },
    },
    (request) => getPartner(app.pdn, request.params.partner_id),
  );
};
export default route;
