import type { FromSchema } from 'json-schema-to-ts';
import type { Exact } from '../shared/schemas.js';

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

declare module '../http/types.js' {
  interface SharedSchemas {
    RiderSuggestion: typeof RiderSuggestionSchema;
  }
}
