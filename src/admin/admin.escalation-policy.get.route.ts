import type { RouteModule } from '../http/types.js';
import { getEscalationPolicy } from '../offers/offers.service.js';
import { ESCALATION_LADDER as LADDER } from './admin.schemas.js';

const tags = ['admin'];

const route: RouteModule = (app) =>
  app.get(
    '/v1/admin/escalation_policy',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        operationId: 'getEscalationPolicy',
        summary: 'Get the escalation ladder',
        description: `${LADDER} Default: no steps.`,
        response: { 200: { description: 'The ladder in force.', $ref: 'EscalationPolicy#' } },
      },
    },
    () => getEscalationPolicy(app.pdn),
  );
export default route;
