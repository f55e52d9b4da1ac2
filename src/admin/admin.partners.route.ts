import { idParam, problems } from '../http/schemas.js';
import type { PageQuery, RouteModule } from '../http/types.js';
import { CreatePartnerBodySchema } from '../partners/partners.schemas.js';
import { createPartner, getPartner, listAllPartners, type CreatePartnerInput } from '../partners/partners.service.js';
import { pageQuerySchema, pageSchema } from '../shared/pagination.js';

const tags = ['admin'];

const route: RouteModule = (app) => {
  app.post<{ Body: CreatePartnerInput }>(
    '/v1/admin/partners',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Onboard a partner with its territories',
        body: CreatePartnerBodySchema,
        response: { 201: { $ref: 'Partner#' }, ...problems('invalid_request', 'invalid_value') },
      },
    },
    async (request, reply) => reply.code(201).send(await createPartner(app.pdn, request.body)),
  );

  app.get<{ Querystring: PageQuery }>(
    '/v1/admin/partners',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'List partners',
        querystring: { type: 'object', additionalProperties: false, properties: pageQuerySchema },
        response: { 200: pageSchema({ $ref: 'Partner#' }), ...problems('invalid_request') },
      },
    },
    (request) => listAllPartners(app.pdn, request.query.limit, request.query.starting_after),
  );

  app.get<{ Params: { partner_id: string } }>(
    '/v1/admin/partners/:partner_id',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'Retrieve a partner', params: idParam('partner_id', 'ptn'), response: { 200: { $ref: 'Partner#' }, ...problems('partner_not_found') } },
    },
    (request) => getPartner(app.pdn, request.params.partner_id),
  );
};
export default route;
