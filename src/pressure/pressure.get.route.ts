import { partnerOf } from '../http/auth.plugin.js';
import { problems, ZoneSchema } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { timestamp } from '../shared/schemas.js';
import { EXAMPLE_ZONE_PRESSURE, ZONE_PRESSURE_REQUIRED, zonePressureProperties } from './pressure.schemas.js';
import { fleetPressure, pressureMaxAge, PRESSURE_MAX_AGE_S } from './pressure.service.js';

const route: RouteModule = (app) =>
  app.get(
    '/v1/fleet/pressure',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'getFleetPressure',
        tags: ['fleet'],
        summary: 'How busy your zones are, now and for the next six hours',
        description:
          'One entry per zone of your territories (or just `zone`): the pressure level, the open jobs, the jobs of the last hour, the median time to accept, and a forecast of the jobs to come in 30-minute slots with a P10–P90 band. Every number is across all partners of the zone; none tells you another partner\'s fleet or jobs taken. In test mode, your sandbox\'s own zones and numbers.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { zone: { ...ZoneSchema, description: 'Only this zone (one of your territories).' } },
        },
        response: {
          200: {
            description: 'The pressure of each zone.',
            headers: {
              'Cache-Control': { type: 'string', description: `\`private, max-age=N\`: the numbers hold for N seconds (at most ${PRESSURE_MAX_AGE_S}; less when the forecast moves on to the next slot sooner).` },
            },
            type: 'object',
            required: ['object', 'zones', 'as_of'],
            properties: {
              object: { type: 'string', const: 'fleet_pressure', description: 'Always `fleet_pressure`.' },
              zones: {
                type: 'array',
                description: 'One entry per zone, in the order of your territories.',
                items: { type: 'object', description: 'The pressure of one zone.', required: ZONE_PRESSURE_REQUIRED, properties: zonePressureProperties },
              },
              as_of: timestamp('When the numbers were read.'),
            },
            examples: [{ object: 'fleet_pressure', zones: [EXAMPLE_ZONE_PRESSURE], as_of: EXAMPLE_ZONE_PRESSURE.as_of }],
          },
          ...problems('zone_not_in_territory'),
        },
      },
    },
    async (request, reply) => {
      const pressure = await fleetPressure(app.pdn, partnerOf(request), request.query.zone);
      reply.header('cache-control', `private, max-age=${pressureMaxAge(Date.parse(pressure.as_of))}`);
      return pressure;
    },
  );
export default route;
