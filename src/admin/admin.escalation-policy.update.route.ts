import { auditOf } from '../http/auth.plugin.js';
import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { setEscalationPolicy } from '../offers/offers.service.js';
import { EscalationPolicyUpdateSchema } from '../offers/offers.schemas.js';
import { ESCALATION_LADDER as LADDER } from './admin.schemas.js';

const tags = ['admin'];

const route: RouteModule = (app) =>
  app.put(
    '/v1/admin/escalation_policy',
    {
      // Anything wrong in the steps is a 422 (a bad value), and changes nothing.
      config: { auth: 'admin', valueFields: ['steps'] },
      schema: {
        tags,
        operationId: 'updateEscalationPolicy',
        summary: 'Set the escalation ladder',
        description: `Replaces the ladder (at most 10 steps; \`[]\` turns escalation off). ${LADDER}`,
        body: EscalationPolicyUpdateSchema,
        response: { 200: { description: 'The ladder now in force.', $ref: 'EscalationPolicy#' }, ...problems() },
      },
    },
    (request) => setEscalationPolicy(app.pdn, request.body, auditOf(request)),
  );
export default route;
