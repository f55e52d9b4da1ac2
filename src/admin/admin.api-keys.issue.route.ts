import { auditOf } from '../http/auth.plugin.js';
import { idParam, problems } from '../http/schemas.js';
import { NO_STORE_RESPONSE_HEADERS, noStore } from '../http/response-headers.js';
import type { RouteModule } from '../http/types.js';
import { issueApiKey, KEY_MODES } from '../partners/partners.service.js';

const tags = ['admin'];

const route: RouteModule = (app) =>
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
    async (request, reply) => reply.code(201).send(await issueApiKey(app.pdn, request.params.partner_id, request.body?.mode, auditOf(request))),
  );
export default route;
