import { problems } from '../http/schemas.js';
import { auditOf } from '../http/auth.plugin.js';
import { NO_STORE_RESPONSE_HEADERS, noStore } from '../http/response-headers.js';
import type { RouteModule } from '../http/types.js';
import { CreateAdminKeyBodySchema } from '../operators/operators.schemas.js';
import { issueAdminKey } from '../operators/operators.service.js';

const route: RouteModule = (app) =>
  app.post(
    '/v1/admin/admin_keys',
    {
      config: { auth: 'admin', role: 'owner' },
      onRequest: noStore,
      schema: {
        tags: ['admin'],
        operationId: 'createAdminKey',
        summary: 'Issue a named admin key with a role',
        description:
          'Owners only. The `key` (`pdn_admin_…`) is in this response only; the store keeps its hash. Roles: `viewer` (every GET of the admin API; any write is 403 `role_forbidden`), `operator` (every admin write but admin keys), `owner` (everything; `PDN_ADMIN_KEY` is an owner).',
        body: CreateAdminKeyBodySchema,
        response: { 201: { description: 'The key, with its secret.', headers: NO_STORE_RESPONSE_HEADERS, $ref: 'IssuedAdminKey#' }, ...problems() },
      },
    },
    async (request, reply) => reply.code(201).send(await issueAdminKey(app.pdn, request.body, auditOf(request))),
  );
export default route;
