import { partnerOf } from '../http/auth.plugin.js';
import { problems, ZoneSchema } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import type { CreateRiderInput } from '../riders/riders.service.js';
import { capacityField, riderStatusField } from '../riders/riders.schemas.js';
import { createSandboxRider } from './sandbox.service.js';

const route: RouteModule = (app) =>
  app.post<{ Body: Omit<CreateRiderInput, 'partner_id'> }>(
    '/v1/test_helpers/riders',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'createSandboxRider',
        tags: ['test helpers'],
        summary: 'Add a rider to your sandbox fleet',
        description: 'Test keys only (a live key gets 404). As the network adds riders to live fleets: status defaults to offline; the zone must be one of your territories.',
        body: {
          type: 'object',
          required: ['zone', 'capacity'],
          additionalProperties: false,
          properties: { zone: ZoneSchema, capacity: capacityField, status: riderStatusField, name: { type: 'string', minLength: 1, maxLength: 200, description: 'The rider\'s name, as the dashboard shows it.' } },
        },
        response: { 201: { $ref: 'RiderListItem#' }, ...problems('invalid_request', 'not_found', 'invalid_value', 'zone_not_in_territory') },
      },
    },
    async (request, reply) => reply.code(201).send(await createSandboxRider(app.pdn, partnerOf(request), request.body)),
  );
export default route;
