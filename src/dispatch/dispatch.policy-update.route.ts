import { partnerOf } from '../http/auth.plugin.js';
import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { setDispatchPolicy } from './dispatch.policy.js';
import { DispatchPolicyUpdateSchema } from './dispatch.schemas.js';

const route: RouteModule = (app) =>
  app.put(
    '/v1/dispatch_policy',
    {
      // A bad mode, zones or distance is a 422 whatever is wrong with it (DESIGN: a bad value is 422).
      config: { auth: 'partner', valueFields: ['mode', 'zones', 'max_distance_m'] },
      schema: {
        operationId: 'updateDispatchPolicy',
        tags: ['dispatch'],
        summary: 'Set your dispatch policy',
        description:
          "Replaces the policy: `mode` is required; `zones` left out means all your territories (and follows them), `max_distance_m` left out means no limit. Under `auto`, each job available in `zones` is accepted for your best-ranked rider (the first of `GET /v1/orders/{order_id}/rider_suggestions`, skipping riders farther than `max_distance_m`) within 2 s of becoming available, or within 2 s of one of your riders becoming able to take it (a delivery done, a cancellation, a rider online, capacity raised). It is an ordinary accept: the same races with other partners' accepts, the same counts, the same `order.assigned` event, with `assigned_by: \"auto\"`. Where several partners run `auto` in one zone, the nearest rider wins; at equal or unknown distance, the partner auto-assigned least recently. A test key sets its sandbox's policy, which matches only sandbox jobs with sandbox riders.",
        body: DispatchPolicyUpdateSchema,
        response: {
          200: { description: 'The policy now in force.', $ref: 'DispatchPolicy#' },
          ...problems('zone_not_in_territory'),
        },
      },
    },
    (request) => setDispatchPolicy(app.pdn, partnerOf(request), request.body),
  );
export default route;
