import type { FromSchema } from 'json-schema-to-ts';
import { ZoneSchema, type Exact } from '../shared/schemas.js';

export const CreatePartnerBodySchema = {
  type: 'object',
  required: ['name', 'territories'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    territories: { type: 'array', minItems: 1, maxItems: 500, items: ZoneSchema },
  },
} as const;
export type CreatePartnerInput = FromSchema<typeof CreatePartnerBodySchema>;

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
export type Partner = Exact<FromSchema<typeof PartnerSchema>>;

export const ApiKeySchema = {
  $id: 'ApiKey',
  title: 'ApiKey',
  type: 'object',
  required: ['id', 'object', 'partner_id', 'key_prefix', 'created_at', 'revoked_at'],
  properties: {
    id: { type: 'string' },
    object: { type: 'string', const: 'api_key' },
    partner_id: { type: 'string' },
    key: { type: 'string', description: 'The secret: shown only in the response that issues it.' },
    key_prefix: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    revoked_at: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
/** An API key as listed: the secret `key` itself appears only when it is issued. */
export type ApiKey = Exact<FromSchema<typeof ApiKeySchema>>;
