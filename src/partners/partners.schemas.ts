import type { FromSchema } from 'json-schema-to-ts';
import { nullableTimestamp, timestamp, ZoneSchema, type Exact } from '../shared/schemas.js';

export const CreatePartnerBodySchema = {
  type: 'object',
  required: ['name', 'territories'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, description: 'Display name.' },
    territories: { type: 'array', minItems: 1, maxItems: 500, items: ZoneSchema, description: 'Zones whose jobs the partner is offered.' },
  },
  examples: [{ name: 'Swift Fleet', territories: ['old-town', 'harbour'] }],
} as const;
export type CreatePartnerInput = FromSchema<typeof CreatePartnerBodySchema>;

export const PartnerSchema = {
  $id: 'Partner',
  title: 'Partner',
  description: 'A logistics partner (fleet operator).',
  type: 'object',
  required: ['id', 'object', 'name', 'territories', 'created_at'],
  properties: {
    id: { type: 'string', description: 'Partner identifier; starts with `ptn_`.' },
    object: { type: 'string', const: 'partner', description: 'Always `partner`.' },
    name: { type: 'string', description: 'Display name.' },
    territories: { type: 'array', items: { type: 'string', description: 'A zone label.' }, description: 'Zones whose jobs the partner is offered.' },
    created_at: timestamp('When the partner was onboarded.'),
  },
  examples: [{ id: 'ptn_01HZY1B2C3', object: 'partner', name: 'Swift Fleet', territories: ['old-town', 'harbour'], created_at: '2026-11-01T08:00:00.000Z' }],
} as const;
export type Partner = Exact<FromSchema<typeof PartnerSchema>>;

const apiKeyProperties = {
  id: { type: 'string', description: 'Key identifier (not the secret); starts with `key_`.' },
  object: { type: 'string', const: 'api_key', description: 'Always `api_key`.' },
  partner_id: { type: 'string', description: 'The partner the key belongs to.' },
  key_prefix: { type: 'string', description: 'The first characters of the key, to recognise it.' },
  created_at: timestamp('When the key was issued.'),
  revoked_at: nullableTimestamp('When the key was revoked; null while it works.'),
  mode: { type: 'string', enum: ['live', 'test'], description: "`test` keys (`pdn_test_…`) work on the partner's sandbox, apart from live data." },
} as const;

const EXAMPLE_KEY = {
  id: 'key_01HZY1D4E5',
  object: 'api_key',
  partner_id: 'ptn_01HZY1B2C3',
  key_prefix: 'pdn_live_Xk3',
  created_at: '2026-11-01T08:00:05.000Z',
  revoked_at: null,
  mode: 'live',
} as const;

/** An API key as lists and revocation show it: never the secret. */
export const ApiKeySchema = {
  $id: 'ApiKey',
  title: 'ApiKey',
  description: 'A partner API key, without its secret.',
  type: 'object',
  required: ['id', 'object', 'partner_id', 'key_prefix', 'created_at', 'revoked_at', 'mode'],
  properties: apiKeyProperties,
  examples: [EXAMPLE_KEY],
} as const;
export type ApiKey = Exact<FromSchema<typeof ApiKeySchema>>;

/** The response that issues a key: the only one holding the secret. */
export const IssuedApiKeySchema = {
  $id: 'IssuedApiKey',
  title: 'IssuedApiKey',
  description: 'A newly issued API key, with its secret `key` (shown only here).',
  type: 'object',
  required: [...ApiKeySchema.required, 'key'],
  properties: { ...apiKeyProperties, key: { type: 'string', description: 'The secret, to send as `Authorization: Bearer <key>`: shown only in this response.' } },
  examples: [{ ...EXAMPLE_KEY, key: 'pdn_live_Xk3q9Vb2Lr8Tn4Wm6Zp1Yc5' }],
} as const;
export type IssuedApiKey = Exact<FromSchema<typeof IssuedApiKeySchema>>;

declare module '../http/types.js' {
  interface SharedSchemas {
    Partner: typeof PartnerSchema;
    ApiKey: typeof ApiKeySchema;
    IssuedApiKey: typeof IssuedApiKeySchema;
  }
}
