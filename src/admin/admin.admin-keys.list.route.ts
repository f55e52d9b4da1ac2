import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { listAdminKeys } from '../operators/operators.service.js';

const route: RouteModule = (app) =>
  app.get(
    '/v1/admin/admin_keys',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'listAdminKeys',
        summary: 'List the named admin keys (never the secrets)',
        description: 'Live and revoked, oldest first, with each one\'s `last_used_at`. `PDN_ADMIN_KEY` and the key a first start generates are not listed.',
        response: {
          200: {
            description: 'The named admin keys.',
            type: 'object',
            required: ['object', 'data'],
            properties: {
              object: { type: 'string', const: 'list', description: 'Always `list`.' },
              data: { type: 'array', items: { $ref: 'AdminKey#' }, description: 'Every named admin key.' },
            },
          },
          ...problems(),
        },
      },
    },
    async () => ({ object: 'list' as const, data: await listAdminKeys(app.pdn) }),
  );
export default route;
