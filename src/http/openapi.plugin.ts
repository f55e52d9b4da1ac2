import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { finishDocument, type WebhookDoc } from './openapi.document.js';

/**
 * The OpenAPI 3.1 document is generated from the same route schemas that validate requests
 * and serialize responses, served at /v1/openapi.json; the docs page at /docs. The webhooks we
 * send are passed in (the app knows the events; this layer imports no domain).
 */
export const openapiPlugin = fp(async (app: FastifyInstance, options: { webhooks: readonly WebhookDoc[] }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Partner Delivery Network API',
        version: '1.0.0',
        description:
          'The API through which logistics partners list and accept delivery jobs, report rider availability, and receive signed webhook events. Authenticate with `Authorization: Bearer <key>`. Errors are RFC 9457 problem details (`application/problem+json`) with a stable `code`. POSTs take an `Idempotency-Key`; every response carries `x-request-id`; partner keys are rate limited (`RateLimit-*`, 429 with `Retry-After`).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Partner API key (or the network admin key on /v1/admin).' } } },
      security: [{ bearer: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    transformObject: (document) => finishDocument((document as { openapiObject: Parameters<typeof finishDocument>[0] }).openapiObject, options.webhooks),
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { deepLinking: true } });
  app.get('/v1/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () => app.swagger());
});
