import type { FromSchema } from 'json-schema-to-ts';
import { durationSchema, MAX_OFFER_WINDOW, nullableTimestamp, ZoneSchema, type Exact } from '../shared/schemas.js';

/** Steps a ladder may have. */
export const MAX_ESCALATION_STEPS = 10;

const stepProperties = {
  accept_within: durationSchema('The new window this step opens: `accept_by` becomes the moment the step applies plus this (e.g. `90s`, `2m`).', {
    maximum: MAX_OFFER_WINDOW,
    positive: true,
  }),
  payout_increase: {
    type: 'number',
    exclusiveMinimum: 0,
    maximum: 1_000_000,
    description:
      "How much the step adds to `payout_estimate.amount`, in major units of the order's own currency (e.g. 1.5 adds 1.50 EUR to a EUR order, or 2 JPY rounded from 1.5 to a JPY order); at most three decimals (a currency with fewer rounds it to its own). Left out: the payout stays.",
  },
  zones: {
    type: 'array',
    maxItems: 50,
    uniqueItems: true,
    items: ZoneSchema,
    description: 'Zones to offer the job in as well, from this step on (added to `offered_zones`): partners covering them see the job and may accept it. Left out: no more zones.',
  },
} as const;

export const EscalationStepSchema = {
  type: 'object',
  description: 'One step of the ladder: applied when an unassigned job\'s `accept_by` passes.',
  required: ['accept_within'],
  additionalProperties: false,
  properties: stepProperties,
} as const;

export const EscalationPolicyUpdateSchema = {
  type: 'object',
  description: 'The whole ladder, replacing the one in force.',
  required: ['steps'],
  additionalProperties: false,
  properties: {
    steps: { type: 'array', maxItems: MAX_ESCALATION_STEPS, items: EscalationStepSchema, description: 'The steps, in the order they apply; `[]`: no escalation (a job expires at its first deadline).' },
  },
  examples: [{ steps: [{ accept_within: '2m', payout_increase: 1 }, { accept_within: '3m', payout_increase: 1.5, zones: ['harbour', 'old-town-east'] }] }],
} as const;
export type EscalationPolicyUpdate = FromSchema<typeof EscalationPolicyUpdateSchema>;

export const EscalationPolicySchema = {
  $id: 'EscalationPolicy',
  title: 'EscalationPolicy',
  description: "The network's escalation ladder: what happens to a job nobody accepts by its `accept_by`.",
  type: 'object',
  required: ['object', 'steps', 'updated_at'],
  properties: {
    object: { type: 'string', const: 'escalation_policy', description: 'Always `escalation_policy`.' },
    steps: {
      type: 'array',
      description: 'The steps in the order they apply. When a job\'s `accept_by` passes, step `escalation_step` (0-based) applies; with none left the job expires (`order.expired`, `accept_by` null) and stays open.',
      items: {
        type: 'object',
        description: 'One step of the ladder.',
        required: ['accept_within', 'payout_increase', 'zones'],
        properties: {
          ...stepProperties,
          payout_increase: { type: ['number', 'null'], description: 'What the step adds to the payout (major units of the order\'s currency), or null for nothing.' },
          zones: { ...stepProperties.zones, description: 'Zones the step adds to `offered_zones` (may be empty).' },
        },
      },
    },
    updated_at: nullableTimestamp('When the ladder was last set; null while it is the default (no steps).'),
  },
  examples: [
    {
      object: 'escalation_policy',
      steps: [
        { accept_within: '2m', payout_increase: 1, zones: [] },
        { accept_within: '3m', payout_increase: 1.5, zones: ['harbour', 'old-town-east'] },
      ],
      updated_at: '2026-11-22T09:00:00.000Z',
    },
  ],
} as const;
export type EscalationPolicy = Exact<FromSchema<typeof EscalationPolicySchema>>;

declare module '../http/types.js' {
  interface SharedSchemas {
    EscalationPolicy: typeof EscalationPolicySchema;
  }
}
