import type { FromSchema } from 'json-schema-to-ts';
import { timestamp, type Exact } from '../shared/schemas.js';

/**
 * A settlement pays at most this many orders, the earliest delivered first; the next settlement
 * pays the rest. It bounds `settlement.paid`, the one event that grows with its data: 7,000 order
 * ids keep its envelope under 256 KB, the size `pdn certify` holds receivers to.
 */
export const MAX_ORDERS_PER_SETTLEMENT = 7_000;

export const SettlementSchema = {
  $id: 'Settlement',
  title: 'Settlement',
  description: "A payment of a partner's delivered orders.",
  type: 'object',
  required: ['id', 'object', 'partner_id', 'currency', 'amount', 'order_count', 'order_ids', 'created_at'],
  properties: {
    id: { type: 'string', description: 'Settlement identifier; starts with `stl_`.' },
    object: { type: 'string', const: 'settlement', description: 'Always `settlement`.' },
    partner_id: { type: 'string', description: 'The partner paid.' },
    currency: { type: 'string', description: 'ISO 4217 currency code.' },
    amount: { type: 'number', description: 'Total paid, in major units.' },
    order_count: { type: 'integer', minimum: 1, maximum: MAX_ORDERS_PER_SETTLEMENT, description: 'How many orders it pays.' },
    order_ids: {
      type: 'array',
      items: { type: 'string', description: 'An order identifier.' },
      minItems: 1,
      maxItems: MAX_ORDERS_PER_SETTLEMENT,
      description: `The orders it pays: at most ${MAX_ORDERS_PER_SETTLEMENT.toLocaleString('en')}, the earliest delivered; the next settlement pays the rest.`,
    },
    created_at: timestamp('When it was paid.'),
  },
  examples: [
    {
      id: 'stl_01HZZ0A1B2',
      object: 'settlement',
      partner_id: 'ptn_01HZY1B2C3',
      currency: 'EUR',
      amount: 13.5,
      order_count: 3,
      order_ids: ['ord_01HZY3K8V1', 'ord_01HZY3K8V2', 'ord_01HZY3K8V3'],
      created_at: '2026-11-22T18:00:00.000Z',
    },
  ],
} as const;
export type Settlement = Exact<FromSchema<typeof SettlementSchema>>;

declare module '../http/types.js' {
  interface SharedSchemas {
    Settlement: typeof SettlementSchema;
  }
}
