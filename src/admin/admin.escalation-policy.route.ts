import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { getEscalationPolicy, setEscalationPolicy } from '../offers/offers.service.js';
import { EscalationPolicyUpdateSchema } from '../offers/offers.schemas.js';

const tags = ['admin'];

const LADDER =
  'When an unassigned job\'s `accept_by` passes, the step at its `escalation_step` applies within 2 s: `escalation_step` +1, `version` +1, `payout_estimate.amount` raised by `payout_increase`, `zones` added to `offered_zones`, and `accept_by` = then + `accept_within`; `order.escalated` (data: the order) goes to the network and to every partner covering any of `offered_zones`. With no step left, the network gets `order.expired` once, and the job stays unassigned with `accept_by: null` (partners may still accept it). Each job takes the ladder in force when each of its deadlines passes.';

const route: RouteModule = (app) => {
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
    (request) => setEscalationPolicy(app.pdn, request.body),
  );
};
export default route;
