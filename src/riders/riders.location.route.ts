import { partnerOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { RiderLocationUpdateSchema } from './riders.schemas.js';
import { setRiderLocation } from './riders.service.js';

// A hot write path (a fix every few seconds per rider): the cached key lookup, then one
// conditional UPDATE (a second read only when the fix was older than the stored one).
const route: RouteModule = (app) =>
  app.put(
    '/v1/riders/:rider_id/location',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'updateRiderLocation',
        tags: ['riders'],
        summary: "Send a rider's location",
        description:
          "A GPS fix for one of your riders (WGS 84 degrees), used to suggest riders for a job. `recorded_at` is when the device took the fix (default: now). Fixes may arrive out of order: one older than the stored fix changes nothing, and the answer is the stored (newer) location. A rider of another partner, or unknown, is 404.",
        params: idParam('rider_id', 'rdr'),
        body: RiderLocationUpdateSchema,
        response: {
          200: { description: 'The location stored now: this fix, or a newer one already stored.', $ref: 'RiderLocation#' },
          ...problems('rider_not_found', 'invalid_value'),
        },
      },
    },
    (request) => setRiderLocation(app.pdn, partnerOf(request), request.params.rider_id, request.body),
  );
export default route;
