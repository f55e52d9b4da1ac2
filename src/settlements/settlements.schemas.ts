import type { FromSchema } from 'json-schema-to-ts';
import type { Exact } from '../shared/schemas.js';

export const SettlementSchema = {
  $id: 'Settlement',
  title: 'Settlement',
  type: 'object',
  required: ['id', 'object', 'partner_id', 'currency', 'amount', 'order_count', 'order_ids', 'created_at'],
  properties: {
    id: { type: 'string' },
    object: { type: 'string', const: 'settlement' },
    partner_id: { type: 'string' },
    currency: { type: 'string' },
    amount: { type: 'number' },
    order_count: { type: 'integer' },
    order_ids: { type: 'array', items: { type: 'string' } },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;
export type Settlement = Exact<FromSchema<typeof SettlementSchema>>;
