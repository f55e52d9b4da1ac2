import { partnerOf } from '../http/auth.plugin.js';
import { idParam, problems, serializedAsBuilt } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { EventDetailSchema } from './events.schemas.js';
import { getEvent } from './events.service.js';

const route: RouteModule = (app) =>
  app.get(
    '/v1/events/:id',
    {
      config: { auth: 'partner' },
      ...serializedAsBuilt,
      schema: {
        operationId: 'getEvent',
        tags: ['events'],
        summary: 'Retrieve an event with its deliveries and their attempts',
        description: 'The event as delivered, and where it went: each delivery with every attempt (status, latency, the first 4 KB of the answer).',
        params: idParam('id', 'evt'),
        response: {
          200: EventDetailSchema,
          ...problems('event_not_found'),
        },
      },
    },
    (request) => getEvent(app.pdn, partnerOf(request), request.params.id),
  );
export default route;
