import { partnerOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { RiderStatusUpdateSchema } from './riders.schemas.js';
import { updateRiderStatus } from './riders.service.js';

const route: RouteModule = (app) =>
  app.patch(
    '/v1/riders/:rider_id/status',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'updateRiderStatus',
        tags: ['riders'],
        summary: "Update a rider's availability",
        description:
          'Partial: send any of `status`, `zone`, `capacity` (at least one). The zone must be one of your territories. Going offline or lowering capacity with deliveries in hand is allowed: they finish, no new ones are offered.',
        params: idParam('rider_id', 'rdr'),
        body: RiderStatusUpdateSchema,
        response: {
          200: { description: 'The rider as it is now.', $ref: 'Rider#' },
          ...problems('rider_not_found', 'zone_not_in_territory'),
        },
      },
    },
    (request) => updateRiderStatus(app.pdn, partnerOf(request), request.params.rider_id, request.body),
  );
export default route;
