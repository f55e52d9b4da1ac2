import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { finishDocument, type WebhookDoc } from './openapi.document.js';

const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

// The API's version is the package's: the reference and the client built from it say the same.
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

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
        version,
        description:
          'The API through which logistics partners list and accept delivery jobs, report rider availability, and receive signed webhook events. Authenticate with `Authorization: Bearer <key>`. Errors are RFC 9457 problem details (`application/problem+json`) with a stable `code`. POSTs take an `Idempotency-Key`; every response carries `x-request-id`; partner keys are rate limited (`RateLimit-*`, 429 with `Retry-After`).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Partner API key (or the network admin key on /v1/admin).' } } },
      security: [{ bearer: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    transformObject: (document) => finishDocument((document as { openapiObject: Parameters<typeof finishDocument>[0] }).openapiObject, options.webhooks),
  });
  // The docs page loads only its own files (Swagger UI has no inline script), fetches only this
  // server, and may not be framed (clickjacking), as the dashboard. Swagger UI injects an inline
  // <style>, hence 'unsafe-inline' for styles only (a hash would break on its every upgrade).
  await app.register(async (docs) => {
    docs.addHook('onSend', async (_request, reply) => {
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'no-referrer');
    });
    await docs.register(swaggerUi, { routePrefix: '/docs', uiConfig: { deepLinking: true, validatorUrl: null }, staticCSP: DOCS_CSP });
  });
  app.get('/v1/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () => app.swagger());
});
