import { partnerOf } from '../http/auth.plugin.js';
import { idParam, problems, ZoneSchema } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { capacityField, riderStatusField } from './riders.schemas.js';
import { updateRiderStatus, type RiderStatusUpdate } from './riders.service.js';

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
        body: {
          type: 'object',
          minProperties: 1,
          additionalProperties: false,
          properties: {
            status: { ...riderStatusField, description: 'New availability: online, offline or on-break.' },
            zone: { ...ZoneSchema, description: 'New zone: one of your territories.' },
            capacity: capacityField,
          },
          examples: [{ status: 'on-break' }, { status: 'online', zone: 'harbour', capacity: 2 }],
        },
        response: {
          200: { description: 'The rider as it is now.', $ref: 'Rider#' },
          ...problems('rider_not_found', 'zone_not_in_territory'),
        },
      },
    },
    (request) => updateRiderStatus(app.pdn, partnerOf(request), request.params.rider_id, request.body),
  );
export default route;
