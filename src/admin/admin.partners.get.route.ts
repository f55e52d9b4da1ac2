import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { getPartner } from '../partners/partners.service.js';

const tags = ['admin'];

const route: RouteModule = (app) =>
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
export default route;
