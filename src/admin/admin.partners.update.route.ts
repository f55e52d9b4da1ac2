import { auditOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { UpdatePartnerBodySchema } from '../partners/partners.schemas.js';
import { updatePartner } from './admin.partners.service.js';

const tags = ['admin'];

const route: RouteModule = (app) =>
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
    (request) => updatePartner(app.pdn, request.params.partner_id, request.body, auditOf(request)),
  );
export default route;
