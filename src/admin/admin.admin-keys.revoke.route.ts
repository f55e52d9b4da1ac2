import { auditOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { revokeAdminKey } from '../operators/operators.service.js';

const route: RouteModule = (app) =>
  app.delete(
    '/v1/admin/admin_keys/:id',
    {
      config: { auth: 'admin', role: 'owner' },
      schema: {
        tags: ['admin'],
        operationId: 'revokeAdminKey',
        summary: 'Revoke a named admin key',
        description: 'Owners only. The key answers 401 from the next request on, on every instance. Revoking a revoked key is a no-op.',
        params: idParam('id', 'adk'),
        response: { 200: { description: 'The key, revoked.', $ref: 'AdminKey#' }, ...problems('admin_key_not_found') },
      },
    },
    (request) => revokeAdminKey(app.pdn, request.params.id, auditOf(request)),
  );
export default route;
