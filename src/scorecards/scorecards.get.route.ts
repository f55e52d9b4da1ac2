import { partnerOf } from '../http/auth.plugin.js';
import type { RouteModule } from '../http/types.js';
import { myScorecard } from './scorecards.service.js';

const route: RouteModule = (app) =>
  app.get(
    '/v1/scorecard',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'getScorecard',
        tags: ['scorecard'],
        summary: 'Your scorecard',
        description:
          'Where you stand with the network: jobs you accepted, your median time to accept, jobs that expired in your territories, and how your webhook endpoints answer. The network sees the same numbers. A test key reads its sandbox\'s scorecard.',
        response: { 200: { description: 'Your scorecard.', $ref: 'Scorecard#' } },
      },
    },
    (request) => myScorecard(app.pdn, partnerOf(request)),
  );
export default route;
