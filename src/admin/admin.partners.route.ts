import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { CreatePartnerBodySchema, UpdatePartnerBodySchema } from '../partners/partners.schemas.js';
import { createPartner, getPartner, listAllPartners } from '../partners/partners.service.js';
import { pageQuery, pageSchema } from '../shared/pagination.js';
import { updatePartner } from './admin.partners.service.js';

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
        querystring: { type: 'object', additionalProperties: false, properties: pageQuery('ptn') },
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

  app.patch(
    '/v1/admin/partners/:partner_id',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'updatePartner',
        tags,
        summary: "Change a partner's name, territories or status",
        description:
          'Partial: any of `name`, `territories` (non-empty; replaces the list) and `status`, at least one. Holds from the next request, on every instance. ' +
          '`status: "suspended"`: its keys (live and test) answer every partner route with 403 `partner_suspended`, it is offered no job, auto-dispatch never assigns to it, ' +
          'and each order it holds that is not picked up is released at once (`order.released`); a picked-up order stays with it. `status: "active"` restores everything, its dispatch policy included.',
        params: idParam('partner_id', 'ptn'),
        body: UpdatePartnerBodySchema,
        response: { 200: { description: 'The partner, changed.', $ref: 'Partner#' }, ...problems('partner_not_found') },
      },
    },
    (request) => updatePartner(app.pdn, request.params.partner_id, request.body),
  );
};
export default route;
