import { problems, ZoneSchema } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { capacityField, riderStatusField } from '../riders/riders.schemas.js';
import { createRider, type CreateRiderInput } from '../riders/riders.service.js';

const route: RouteModule = (app) =>
  app.post(
    '/v1/admin/riders',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'createRider',
        summary: 'Add a rider to a partner fleet',
        description: 'Status defaults to offline. The zone must be one of the partner territories.',
        body: {
          type: 'object',
          required: ['partner_id', 'zone', 'capacity'],
          additionalProperties: false,
          properties: {
            partner_id: { type: 'string', minLength: 1, maxLength: 64, description: 'The partner whose fleet the rider joins.' },
            zone: { ...ZoneSchema, description: 'Where the rider works: one of the partner territories.' },
            capacity: capacityField,
            status: { ...riderStatusField, description: 'Starting availability (default `offline`).' },
            name: { type: 'string', minLength: 1, maxLength: 200, description: 'Display name.' },
          },
          examples: [{ partner_id: 'ptn_01HZY1B2C3', zone: 'old-town', capacity: 3, status: 'online', name: 'Ana Souza' }],
        },
        response: { 201: { description: 'The rider.', $ref: 'RiderListItem#' }, ...problems('partner_not_found', 'zone_not_in_territory') },
      },
    },
    async (request, reply) => reply.code(201).send(await createRider(app.pdn, request.body)),
  );
export default route;
