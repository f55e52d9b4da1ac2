import type { FromSchema } from 'json-schema-to-ts';
import { timestamp, type Exact } from '../shared/schemas.js';

/** The accepts the median time to accept is taken over: the latest this many, of the last MEDIAN_WINDOW_DAYS. */
export const MEDIAN_SAMPLE = 1000;
export const MEDIAN_WINDOW_DAYS = 7;
/** The webhook success rate is over this many minutes of attempts (the dashboard's delivery chart shows the same hour). */
export const WEBHOOK_WINDOW_MINUTES = 60;

export const ENDPOINT_HEALTH = ['none', 'healthy', 'failing', 'disabled'] as const;

export const ScorecardSchema = {
  $id: 'Scorecard',
  title: 'Scorecard',
  description:
    "Where a partner stands: the jobs it accepted and how fast, the jobs that expired where it could have taken them, and how its webhook endpoints answer. The network sees the same numbers (`GET /v1/admin/partners/{partner_id}/scorecard`) as the partner (`GET /v1/scorecard`). A test key's scorecard is its sandbox's.",
  type: 'object',
  required: ['object', 'partner_id', 'jobs_accepted', 'median_time_to_accept_seconds', 'accepts_measured', 'expiries_seen', 'webhooks', 'endpoints', 'generated_at'],
  properties: {
    object: { type: 'string', const: 'scorecard', description: 'Always `scorecard`.' },
    partner_id: { type: 'string', description: 'The partner; starts with `ptn_`.' },
    jobs_accepted: { type: 'integer', minimum: 0, description: 'Jobs the partner accepted (by its riders, its accept calls or auto-dispatch). A job released and accepted again counts again; a reassign does not.' },
    median_time_to_accept_seconds: {
      type: ['number', 'null'],
      minimum: 0,
      description: `Median time from a job's creation to its accept, in seconds, over the partner's latest ${MEDIAN_SAMPLE} accepts of the last ${MEDIAN_WINDOW_DAYS} days; null when there were none.`,
    },
    accepts_measured: { type: 'integer', minimum: 0, description: 'How many accepts the median is taken over.' },
    expiries_seen: {
      type: 'integer',
      minimum: 0,
      description: "Jobs whose escalation ladder ran out (`order.expired`) while offered in one of the partner's territories: jobs it could have taken and nobody did.",
    },
    webhooks: {
      type: 'object',
      description: `Webhook attempts to the partner's endpoints over the last ${WEBHOOK_WINDOW_MINUTES} minutes.`,
      required: ['window_minutes', 'attempts', 'succeeded', 'success_rate'],
      properties: {
        window_minutes: { type: 'integer', description: 'The window, in minutes.' },
        attempts: { type: 'integer', minimum: 0, description: 'Attempts made.' },
        succeeded: { type: 'integer', minimum: 0, description: 'Attempts answered with a 2xx.' },
        success_rate: { type: ['number', 'null'], minimum: 0, maximum: 1, description: '0..1; null when nothing was attempted.' },
      },
    },
    endpoints: {
      type: 'object',
      description: "The partner's webhook endpoints now.",
      required: ['total', 'enabled', 'failing', 'disabled', 'health', 'failing_since'],
      properties: {
        total: { type: 'integer', minimum: 0, description: 'Endpoints registered.' },
        enabled: { type: 'integer', minimum: 0, description: 'Enabled ones (failing ones included).' },
        failing: { type: 'integer', minimum: 0, description: 'Enabled ones whose latest attempts failed (they are disabled if they keep failing).' },
        disabled: { type: 'integer', minimum: 0, description: 'Disabled ones (410 Gone, failing for too long, or by the partner).' },
        health: {
          type: 'string',
          enum: ENDPOINT_HEALTH,
          description: '`none`: no endpoint; `healthy`: every enabled endpoint answers; `failing`: an enabled one is failing; `disabled`: none is enabled.',
        },
        failing_since: { type: ['string', 'null'], format: 'date-time', description: 'When the longest-failing enabled endpoint began to fail; null when none is failing.' },
      },
    },
    generated_at: timestamp('When these numbers were read.'),
  },
  examples: [
    {
      object: 'scorecard',
      partner_id: 'ptn_01HZY3K8V1',
      jobs_accepted: 1284,
      median_time_to_accept_seconds: 42.5,
      accepts_measured: 1000,
      expiries_seen: 3,
      webhooks: { window_minutes: 60, attempts: 212, succeeded: 209, success_rate: 0.9858 },
      endpoints: { total: 2, enabled: 2, failing: 0, disabled: 0, health: 'healthy', failing_since: null },
      generated_at: '2026-01-02T10:00:00.000Z',
    },
  ],
} as const;
export type Scorecard = Exact<FromSchema<typeof ScorecardSchema>>;

declare module '../http/types.js' {
  interface SharedSchemas {
    Scorecard: typeof ScorecardSchema;
  }
}
