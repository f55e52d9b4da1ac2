import type { FromSchema } from 'json-schema-to-ts';
import { nullableTimestamp, ZoneSchema, type Exact } from '../shared/schemas.js';
import { DISPATCH_MODES } from '../store/schema.js';

export const MAX_SUGGESTIONS = 50;

export const RiderSuggestionSchema = {
  $id: 'RiderSuggestion',
  title: 'RiderSuggestion',
  description: 'One of your riders who could take the job now, with why it ranks where it does.',
  type: 'object',
  required: ['rider_id', 'score', 'distance_m', 'free_capacity', 'active_deliveries', 'reasons'],
  properties: {
    rider_id: { type: 'string', description: 'The rider; starts with `rdr_`.' },
    score: { type: 'number', minimum: 0, maximum: 1, description: 'How good a fit, 0 to 1: it never rises down the list. Above 0.1 when the distance is known (1 at the pickup).' },
    distance_m: { type: ['integer', 'null'], minimum: 0, description: "Straight-line metres from the rider's last fix to the pickup; null unless both are known." },
    free_capacity: { type: 'integer', minimum: 1, description: 'Seats free: capacity minus deliveries in hand.' },
    active_deliveries: { type: 'integer', minimum: 0, description: 'Deliveries the rider holds now.' },
    reasons: {
      type: 'array',
      minItems: 1,
      items: { type: 'string', description: 'One reason, in a few words.' },
      description: 'Short phrases saying why this rank, the deciding one first (e.g. "1.2 km from the pickup", "no deliveries in hand", "in the job\'s zone", "location unknown", "idle since 09:30 UTC").',
    },
  },
  examples: [
    {
      rider_id: 'rdr_01HZY2QW7M',
      score: 0.5064,
      distance_m: 1246,
      free_capacity: 3,
      active_deliveries: 0,
      reasons: ['1.2 km from the pickup', 'no deliveries in hand', "in the job's zone", 'idle since 09:30 UTC'],
    },
  ],
} as const;
export type RiderSuggestion = Exact<FromSchema<typeof RiderSuggestionSchema>>;

/** Half the Earth's circumference: any farther limit would be no limit. */
export const MAX_DISTANCE_LIMIT_M = 20_000_000;

const policyProperties = {
  mode: {
    type: 'string',
    enum: DISPATCH_MODES,
    description: '`manual`: you accept jobs yourself. `auto`: we accept each job available in `zones` for your best-ranked rider (as `GET /v1/orders/{order_id}/rider_suggestions` ranks them) within 2 s, or within 2 s of one of your riders becoming able to take it.',
  },
  zones: {
    type: 'array',
    minItems: 1,
    uniqueItems: true,
    maxItems: 500,
    items: ZoneSchema,
    description: 'Where auto-dispatch works: some of your territories. Left out: all of them.',
  },
  max_distance_m: {
    type: ['integer', 'null'],
    minimum: 1,
    maximum: MAX_DISTANCE_LIMIT_M,
    description:
      "Auto-dispatch never picks a rider farther than this (straight-line metres) from the pickup, when both the rider's location and the pickup's are known. A rider whose distance is unknown may still be picked, after every rider whose distance is known and within the limit. `null` or left out: no limit.",
  },
} as const;

export const DispatchPolicyUpdateSchema = {
  type: 'object',
  required: ['mode'],
  additionalProperties: false,
  properties: policyProperties,
  examples: [{ mode: 'auto' }, { mode: 'auto', zones: ['old-town'], max_distance_m: 3000 }, { mode: 'manual' }],
} as const;
export type DispatchPolicyUpdate = FromSchema<typeof DispatchPolicyUpdateSchema>;

export const DispatchPolicySchema = {
  $id: 'DispatchPolicy',
  title: 'DispatchPolicy',
  description: 'How your jobs are accepted: by you (`manual`, the default) or for you (`auto`). Test keys have a policy of their own, for the sandbox.',
  type: 'object',
  required: ['object', 'mode', 'zones', 'max_distance_m', 'updated_at'],
  properties: {
    object: { type: 'string', const: 'dispatch_policy', description: 'Always `dispatch_policy`.' },
    mode: policyProperties.mode,
    zones: { type: 'array', items: ZoneSchema, description: 'The zones the policy covers now: the ones you set, or all your territories when you set none.' },
    max_distance_m: policyProperties.max_distance_m,
    updated_at: nullableTimestamp('When the policy was last set; `null` while it is the default.'),
  },
  examples: [
    { object: 'dispatch_policy', mode: 'auto', zones: ['old-town'], max_distance_m: 3000, updated_at: '2026-11-22T09:30:00.000Z' },
    { object: 'dispatch_policy', mode: 'manual', zones: ['old-town', 'harbour'], max_distance_m: null, updated_at: null },
  ],
} as const;
export type DispatchPolicy = Exact<FromSchema<typeof DispatchPolicySchema>>;

declare module '../http/types.js' {
  interface SharedSchemas {
    RiderSuggestion: typeof RiderSuggestionSchema;
    DispatchPolicy: typeof DispatchPolicySchema;
  }
}
