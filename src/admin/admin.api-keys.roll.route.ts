import { auditOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import { NO_STORE_RESPONSE_HEADERS, noStore } from '../http/response-headers.js';
import type { RouteModule } from '../http/types.js';
import { RollApiKeyBodySchema } from '../partners/partners.schemas.js';
import { rollApiKey } from '../partners/partners.service.js';

const tags = ['admin'];

const route: RouteModule = (app) =>
  app.post(
    '/v1/admin/api_keys/:id/roll',
    {
      config: { auth: 'admin' },
      onRequest: noStore,
      schema: {
        tags,
        operationId: 'rollApiKey',
        summary: 'Roll an API key: a new key now, the old one until it expires',
        description:
          'Issues a new key of the same partner and mode (its `key` is in this response only) and sets the old key to expire after `expires_in` (default `24h`; `0s` ends it now): ' +
          'until then both work, after it the old one answers 401, on every instance. A key that already expires sooner keeps its time. A revoked or expired key cannot be rolled (409).',
        params: idParam('id', 'key'),
        body: RollApiKeyBodySchema,
        response: {
          201: { description: 'The new key, with its secret, and the old one with its expiry.', headers: NO_STORE_RESPONSE_HEADERS, $ref: 'RolledApiKey#' },
          ...problems('api_key_not_found', 'api_key_inactive'),
        },
      },
    },
    async (request, reply) => reply.code(201).send(await rollApiKey(app.pdn, request.params.id, request.body?.expires_in, auditOf(request))),
  );
export default route;
