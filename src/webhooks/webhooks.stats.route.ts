import { partnerOf } from '../http/auth.plugin.js';
import { problems, timestamp } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { deliveryStats } from './webhooks.stats.js';

const counts = {
  attempts: { type: 'integer', description: 'Delivery attempts made.' },
  succeeded: { type: 'integer', description: 'Attempts answered with a 2xx.' },
  failed: { type: 'integer', description: 'Other status, timeout or connection error.' },
  avg_latency_ms: { type: ['integer', 'null'], description: 'Mean latency in milliseconds; null when nothing was attempted.' },
  max_latency_ms: { type: ['integer', 'null'], description: 'Highest latency in milliseconds; null when nothing was attempted.' },
} as const;
const countsRequired = ['attempts', 'succeeded', 'failed', 'avg_latency_ms', 'max_latency_ms'] as const;

const route: RouteModule = (app) =>
  app.get(
    '/v1/webhook_endpoints/stats',
    {
      config: { auth: 'partner' },
      schema: {
        operationId: 'getWebhookDeliveryStats',
        tags: ['webhooks'],
        summary: 'Delivery success and latency per minute',
        description:
          'Webhook attempts to your endpoints (or to `endpoint_id`) over the last `minutes` (default 60, at most 1440), in one-minute buckets, oldest first. Feeds the dashboard chart.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            minutes: { type: 'integer', minimum: 1, maximum: 1440, default: 60, description: 'How far back, in minutes (1–1440, default 60).' },
            endpoint_id: { type: 'string', minLength: 1, maxLength: 64, description: 'Only this endpoint of yours.' },
          },
        },
        response: {
          200: {
            description: 'Attempts per minute and in total.',
            type: 'object',
            required: ['object', 'endpoint_id', 'since', 'until', 'bucket_seconds', 'totals', 'buckets'],
            properties: {
              object: { type: 'string', const: 'webhook_delivery_stats', description: 'Always `webhook_delivery_stats`.' },
              endpoint_id: { type: ['string', 'null'], description: 'The endpoint asked for; null for all of yours.' },
              since: timestamp('Start of the window.'),
              until: timestamp('End of the window.'),
              bucket_seconds: { type: 'integer', description: 'Width of a bucket, in seconds.' },
              totals: {
                type: 'object',
                description: 'Over the whole window.',
                required: [...countsRequired, 'success_rate'],
                properties: { ...counts, success_rate: { type: ['number', 'null'], description: '0..1; null when nothing was attempted.' } },
              },
              buckets: {
                type: 'array',
                description: 'One per minute, oldest first.',
                items: { type: 'object', description: 'One minute.', required: ['start', ...countsRequired], properties: { start: timestamp('Start of the minute.'), ...counts } },
              },
            },
            examples: [
              {
                object: 'webhook_delivery_stats',
                endpoint_id: null,
                since: '2026-11-22T09:00:00.000Z',
                until: '2026-11-22T09:02:00.000Z',
                bucket_seconds: 60,
                totals: { attempts: 5, succeeded: 4, failed: 1, avg_latency_ms: 80, max_latency_ms: 210, success_rate: 0.8 },
                buckets: [
                  { start: '2026-11-22T09:00:00.000Z', attempts: 2, succeeded: 2, failed: 0, avg_latency_ms: 60, max_latency_ms: 70 },
                  { start: '2026-11-22T09:01:00.000Z', attempts: 3, succeeded: 2, failed: 1, avg_latency_ms: 93, max_latency_ms: 210 },
                ],
              },
            ],
          },
          ...problems('webhook_endpoint_not_found'),
        },
      },
    },
    (request) => deliveryStats(app.pdn, partnerOf(request), { minutes: request.query.minutes, endpointId: request.query.endpoint_id }),
  );
export default route;
