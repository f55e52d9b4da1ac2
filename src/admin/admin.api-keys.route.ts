import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { issueApiKey, KEY_MODES, listApiKeys, revokeApiKey, type KeyMode } from '../partners/partners.service.js';

const tags = ['admin'];

const route: RouteModule = (app) => {
  app.post<{ Params: { partner_id: string }; Body: { mode?: KeyMode } | undefined }>(
    '/v1/admin/partners/:partner_id/api_keys',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Issue an API key for a partner',
        description:
          'The `key` is in this response only; the store keeps its hash. A partner may hold several live keys, for rotation. ' +
          'With `{"mode": "test"}` the key (`pdn_test_…`) works on the partner\'s sandbox, apart from live data; no body, or `{}`, issues a live key.',
        params: idParam('partner_id', 'ptn'),
        body: { type: 'object', additionalProperties: false, properties: { mode: { type: 'string', enum: [...KEY_MODES], default: 'live' } } },
        response: { 201: { $ref: 'ApiKey#' }, ...problems('invalid_request', 'invalid_value', 'partner_not_found') },
      },
    },
    async (request, reply) => reply.code(201).send(await issueApiKey(app.pdn, request.params.partner_id, request.body?.mode)),
  );

  app.get<{ Params: { partner_id: string } }>(
    '/v1/admin/partners/:partner_id/api_keys',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "List a partner's API keys (never the secrets)",
        params: idParam('partner_id', 'ptn'),
        response: {
          200: { type: 'object', properties: { object: { type: 'string', const: 'list' }, data: { type: 'array', items: { $ref: 'ApiKey#' } } } },
          ...problems('partner_not_found'),
        },
      },
    },
    async (request) => ({ object: 'list', data: await listApiKeys(app.pdn, request.params.partner_id) }),
  );

  app.delete<{ Params: { id: string } }>(
    '/v1/admin/api_keys/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Revoke an API key',
        description: 'Takes effect on the next request. Revoking a revoked key is a no-op.',
        params: idParam('id', 'key'),
        response: { 200: { $ref: 'ApiKey#' }, ...problems('api_key_not_found') },
      },
    },
    (request) => revokeApiKey(app.pdn, request.params.id),
  );
};
export default route;
