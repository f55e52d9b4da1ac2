import { partnerOf } from '../http/auth.plugin.js';
import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { OwnRiderBodySchema } from '../riders/riders.schemas.js';
import { createSandboxRider } from './sandbox.service.js';

const route: RouteModule = (app) =>
  app.post(
    '/v1/test_helpers/riders',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'createSandboxRider',
        tags: ['test helpers'],
        summary: 'Add a rider to your sandbox fleet',
        description: 'Test keys only (a live key gets 404). As the network adds riders to live fleets: status defaults to offline; the zone must be one of your territories.',
        body: OwnRiderBodySchema,
        response: { 201: { $ref: 'RiderListItem#' }, ...problems('invalid_request', 'not_found', 'invalid_value', 'zone_not_in_territory') },
      },
    },
    async (request, reply) => reply.code(201).send(await createSandboxRider(app.pdn, partnerOf(request), request.body)),
  );
export default route;
