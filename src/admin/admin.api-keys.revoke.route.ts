import { auditOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { revokeApiKey } from '../partners/partners.service.js';

const tags = ['admin'];

const route: RouteModule = (app) =>
  app.delete(
    '/v1/admin/api_keys/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        operationId: 'revokeApiKey',
        summary: 'Revoke an API key',
        description: 'Takes effect on the next request. Revoking a revoked key is a no-op.',
        params: idParam('id', 'key'),
        response: { 200: { description: 'The key, revoked.', $ref: 'ApiKey#' }, ...problems('api_key_not_found') },
      },
    },
    (request) => revokeApiKey(app.pdn, request.params.id, auditOf(request)),
  );
export default route;
