import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { listApiKeys } from '../partners/partners.service.js';

const tags = ['admin'];

const route: RouteModule = (app) =>
  app.get(
    '/v1/admin/partners/:partner_id/api_keys',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        operationId: 'listApiKeys',
        summary: "List a partner's API keys (never the secrets)",
        description: 'Live and revoked keys, oldest first.',
        params: idParam('partner_id', 'ptn'),
        response: {
          200: {
            description: "The partner's keys.",
            type: 'object',
            required: ['object', 'data'],
            properties: {
              object: { type: 'string', const: 'list', description: 'Always `list`.' },
              data: { type: 'array', items: { $ref: 'ApiKey#' }, description: 'Every key of the partner.' },
            },
          },
          ...problems('partner_not_found'),
        },
      },
    },
    async (request) => ({ object: 'list' as const, data: await listApiKeys(app.pdn, request.params.partner_id) }),
  );
export default route;
