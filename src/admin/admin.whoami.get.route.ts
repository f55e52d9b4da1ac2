import { problems } from '../http/schemas.js';
import { auditOf } from '../http/auth.plugin.js';
import type { RouteModule } from '../http/types.js';
import { ActorSchema } from '../operators/operators.schemas.js';

const route: RouteModule = (app) =>
  app.get(
    '/v1/admin/whoami',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'whoAmI',
        summary: 'The admin key making this request: its id, name and role',
        description: 'What the console shows as who is signed in, and which actions it offers (a viewer is offered no write). The same `actor` the audit log records for this key.',
        response: { 200: { ...ActorSchema, description: 'The calling admin key.' }, ...problems() },
      },
    },
    async (request) => ({ ...auditOf(request).actor }),
  );
export default route;
