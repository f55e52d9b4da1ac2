import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { partnerScorecard } from '../scorecards/scorecards.service.js';

const route: RouteModule = (app) =>
  app.get(
    '/v1/admin/partners/:partner_id/scorecard',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'getPartnerScorecard',
        tags: ['admin'],
        summary: "A partner's scorecard",
        description: 'The same numbers the partner reads at `GET /v1/scorecard`: jobs accepted, median time to accept, expiries seen in its zones, webhook success rate and endpoint health.',
        params: idParam('partner_id', 'ptn'),
        response: { 200: { description: "The partner's scorecard.", $ref: 'Scorecard#' }, ...problems('partner_not_found') },
      },
    },
    (request) => partnerScorecard(app.pdn, request.params.partner_id),
  );
export default route;
