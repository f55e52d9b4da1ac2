import { partnerOf } from '../http/auth.plugin.js';
import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { deliveryStats } from './webhooks.stats.js';

const counts = {
  attempts: { type: 'integer' },
  succeeded: { type: 'integer', description: 'Attempts answered with a 2xx.' },
  failed: { type: 'integer', description: 'Other status, timeout or connection error.' },
  avg_latency_ms: { type: ['integer', 'null'] },
  max_latency_ms: { type: ['integer', 'null'] },
} as const;

const route: RouteModule = (app) =>
  app.get<{ Querystring: { minutes: number; endpoint_id?: string } }>(
    '/v1/webhook_endpoints/stats',
    {
      config: { auth: 'partner' },
      schema: {
        tags: ['webhooks'],
        summary: 'Delivery success and latency per minute',
        description:
          'Webhook attempts to your endpoints (or to `endpoint_id`) over the last `minutes` (default 60, at most 1440), in one-minute buckets, oldest first. Feeds the dashboard chart.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            minutes: { type: 'integer', minimum: 1, maximum: 1440, default: 60 },
            endpoint_id: { type: 'string', minLength: 1, maxLength: 64 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['object', 'endpoint_id', 'since', 'until', 'bucket_seconds', 'totals', 'buckets'],
            properties: {
              object: { type: 'string', const: 'webhook_delivery_stats' },
              endpoint_id: { type: ['string', 'null'] },
              since: { type: 'string', format: 'date-time' },
              until: { type: 'string', format: 'date-time' },
              bucket_seconds: { type: 'integer' },
              totals: { type: 'object', properties: { ...counts, success_rate: { type: ['number', 'null'], description: '0..1; null when nothing was attempted.' } } },
              buckets: {
                type: 'array',
                items: { type: 'object', properties: { start: { type: 'string', format: 'date-time' }, ...counts } },
              },
            },
          },
          ...problems('invalid_request', 'invalid_value', 'webhook_endpoint_not_found'),
        },
      },
    },
    (request) => deliveryStats(app.pdn, partnerOf(request), { minutes: request.query.minutes, endpointId: request.query.endpoint_id }),
  );
export default route;
