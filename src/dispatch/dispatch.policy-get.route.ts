import { partnerOf } from '../http/auth.plugin.js';
import type { RouteModule } from '../http/types.js';
import { getDispatchPolicy } from './dispatch.policy.js';

const route: RouteModule = (app) =>
  app.get(
    '/v1/dispatch_policy',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'getDispatchPolicy',
        tags: ['dispatch'],
        summary: 'Get your dispatch policy',
        description:
          'Whether you accept jobs yourself (`manual`, the default) or we accept them for your best-ranked rider (`auto`), in which zones and up to what distance. A test key reads its sandbox\'s policy, apart from the live one.',
        response: {
          200: { description: 'The policy in force.', $ref: 'DispatchPolicy#' },
        },
      },
    },
    (request) => getDispatchPolicy(app.pdn, partnerOf(request)),
  );
export default route;
