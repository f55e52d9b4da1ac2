export const PartnerSchema = {
  $id: 'Partner',
  title: 'Partner',
  type: 'object',
  required: ['id', 'object', 'name', 'territories', 'created_at'],
  properties: {
    id: { type: 'string' },
    object: { type: 'string', const: 'partner' },
    name: { type: 'string' },
    territories: { type: 'array', items: { type: 'string' } },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const ApiKeySchema = {
  $id: 'ApiKey',
  title: 'ApiKey',
  type: 'object',
  required: ['id', 'object', 'partner_id', 'key_prefix', 'created_at', 'revoked_at', 'mode'],
  properties: {
    id: { type: 'string' },
    object: { type: 'string', const: 'api_key' },
    partner_id: { type: 'string' },
    key: { type: 'string', description: 'The secret: shown only in the response that issues it.' },
    key_prefix: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    revoked_at: { type: ['string', 'null'], format: 'date-time' },
    mode: { type: 'string', enum: ['live', 'test'], description: '`test` keys (`pdn_test_…`) work on the partner\'s sandbox, apart from live data.' },
  },
} as const;

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
