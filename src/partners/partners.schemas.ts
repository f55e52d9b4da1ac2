import type { FromSchema } from 'json-schema-to-ts';
import { PARTNER_STATUSES } from '../store/schema.js';
import { durationSchema, nullableTimestamp, timestamp, ZoneSchema, type Exact } from '../shared/schemas.js';

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

const partnerStatusField = {
  type: 'string',
  enum: PARTNER_STATUSES,
  description:
    '`active`, or `suspended`: its keys answer every partner route but delivery reports with 403 `partner_suspended`, it is offered no job, auto-dispatch skips it, and the orders it held unpicked were released.',
} as const;

/** The network's PATCH of a partner: any of name, territories and status, at least one. */
export const UpdatePartnerBodySchema = {
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: {
    name: CreatePartnerBodySchema.properties.name,
    territories: { ...CreatePartnerBodySchema.properties.territories, description: 'The zones whose jobs the partner is offered from the next request on (non-empty; replaces the list).' },
    status: { ...partnerStatusField, description: '`suspended` stops the partner at once (403 on every partner route but delivery reports, no job offered, its unpicked orders released); `active` restores it.' },
  },
  examples: [{ territories: ['old-town', 'harbour', 'university'] }, { status: 'suspended' }],
} as const;
export type UpdatePartnerInput = FromSchema<typeof UpdatePartnerBodySchema>;

export const PartnerSchema = {
  $id: 'Partner',
  title: 'Partner',
  description: 'A logistics partner (fleet operator).',
  type: 'object',
  required: ['id', 'object', 'name', 'territories', 'status', 'created_at'],
  properties: {
    id: { type: 'string', description: 'Partner identifier; starts with `ptn_`.' },
    object: { type: 'string', const: 'partner', description: 'Always `partner`.' },
    name: { type: 'string', description: 'Display name.' },
    territories: { type: 'array', items: { type: 'string', description: 'A zone label.' }, description: 'Zones whose jobs the partner is offered.' },
    status: partnerStatusField,
    created_at: timestamp('When the partner was onboarded.'),
  },
  examples: [{ id: 'ptn_01HZY1B2C3', object: 'partner', name: 'Swift Fleet', territories: ['old-town', 'harbour'], status: 'active', created_at: '2026-11-01T08:00:00.000Z' }],
} as const;
export type Partner = Exact<FromSchema<typeof PartnerSchema>>;

const apiKeyProperties = {
  id: { type: 'string', description: 'Key identifier (not the secret); starts with `key_`.' },
  object: { type: 'string', const: 'api_key', description: 'Always `api_key`.' },
  partner_id: { type: 'string', description: 'The partner the key belongs to.' },
  key_prefix: { type: 'string', description: 'The first characters of the key, to recognise it.' },
  created_at: timestamp('When the key was issued.'),
  revoked_at: nullableTimestamp('When the key was revoked; null unless it was.'),
  expires_at: nullableTimestamp('When a rolled key stops working (`POST /v1/admin/api_keys/{id}/roll`); null: until revoked.'),
  mode: { type: 'string', enum: ['live', 'test'], description: "`test` keys (`pdn_test_…`) work on the partner's sandbox, apart from live data." },
  last_used_at: nullableTimestamp('When a request last authenticated with the key, to the minute (written at most once a minute per key); null: never used.'),
} as const;

const EXAMPLE_KEY = {
  id: 'key_01HZY1D4E5',
  object: 'api_key',
  partner_id: 'ptn_01HZY1B2C3',
  key_prefix: 'pdn_live_Xk3',
  created_at: '2026-11-01T08:00:05.000Z',
  revoked_at: null,
  expires_at: null,
  mode: 'live',
  last_used_at: null,
} as const;

/** An API key as lists and revocation show it: never the secret. */
export const ApiKeySchema = {
  $id: 'ApiKey',
  title: 'ApiKey',
  description: 'A partner API key, without its secret.',
  type: 'object',
  required: ['id', 'object', 'partner_id', 'key_prefix', 'created_at', 'revoked_at', 'expires_at', 'mode', 'last_used_at'],
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

/** Longest overlap a roll may give the old key. */
export const MAX_ROLL_OVERLAP = '30d';

export const RollApiKeyBodySchema = {
  type: 'object',
  additionalProperties: false,
  description: 'Optional: no body, or `{}`, keeps the old key working for 24 hours.',
  properties: {
    expires_in: {
      ...durationSchema('How long the old key keeps working, e.g. `90s`, `30m`, `24h`, `7d`; `0s` ends it now.', { maximum: MAX_ROLL_OVERLAP }),
      default: '24h',
    },
  },
  examples: [{ expires_in: '24h' }, { expires_in: '0s' }],
} as const;

/** What a roll answers: the new key (with its secret, shown once) and the old one with its expiry. */
export const RolledApiKeySchema = {
  $id: 'RolledApiKey',
  title: 'RolledApiKey',
  description: 'The new key, with its secret `key` (shown only here), and the key it replaces (`rolled`), which works until its `expires_at`.',
  type: 'object',
  required: [...IssuedApiKeySchema.required, 'rolled'],
  properties: { ...IssuedApiKeySchema.properties, rolled: { type: 'object', required: ApiKeySchema.required, properties: apiKeyProperties, description: 'The old key, with the `expires_at` the roll gave it.' } },
  examples: [{ ...IssuedApiKeySchema.examples[0], id: 'key_01HZY9R8S7', rolled: { ...EXAMPLE_KEY, expires_at: '2026-11-02T08:00:05.000Z' } }],
} as const;
export type RolledApiKey = Exact<FromSchema<typeof RolledApiKeySchema>>;

declare module '../http/types.js' {
  interface SharedSchemas {
    Partner: typeof PartnerSchema;
    ApiKey: typeof ApiKeySchema;
    IssuedApiKey: typeof IssuedApiKeySchema;
    RolledApiKey: typeof RolledApiKeySchema;
  }
}
