import { idParam, problems } from '../http/schemas.js';
import { NO_STORE_RESPONSE_HEADERS, noStore } from '../http/response-headers.js';
import type { RouteModule } from '../http/types.js';
import { RollApiKeyBodySchema } from '../partners/partners.schemas.js';
import { issueApiKey, KEY_MODES, listApiKeys, revokeApiKey, rollApiKey } from '../partners/partners.service.js';

const tags = ['admin'];

const route: RouteModule = (app) => {
  app.post(
    '/v1/admin/partners/:partner_id/api_keys',
    {
      config: { auth: 'admin' },
      onRequest: noStore,
      schema: {
        tags,
        operationId: 'issueApiKey',
        summary: 'Issue an API key for a partner',
        description:
          'The `key` is in this response only; the store keeps its hash. A partner may hold several live keys, for rotation. ' +
          'With `{"mode": "test"}` the key (`pdn_test_…`) works on the partner\'s sandbox, apart from live data; no body, or `{}`, issues a live key.',
        params: idParam('partner_id', 'ptn'),
        body: {
          type: 'object',
          additionalProperties: false,
          description: 'Optional: no body, or `{}`, issues a live key.',
          properties: { mode: { type: 'string', enum: [...KEY_MODES], default: 'live', description: '`test` issues a sandbox key (`pdn_test_…`).' } },
          examples: [{ mode: 'test' }],
        },
        response: { 201: { description: 'The key, with its secret.', headers: NO_STORE_RESPONSE_HEADERS, $ref: 'IssuedApiKey#' }, ...problems('partner_not_found') },
      },
    },
    async (request, reply) => reply.code(201).send(await issueApiKey(app.pdn, request.params.partner_id, request.body?.mode)),
  );

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
    (request) => revokeApiKey(app.pdn, request.params.id),
  );

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
    async (request, reply) => reply.code(201).send(await rollApiKey(app.pdn, request.params.id, request.body?.expires_in)),
  );
};
export default route;
