import type { FromSchema } from 'json-schema-to-ts';
import { nullableTimestamp, timestamp, type Exact } from '../shared/schemas.js';
import { ADMIN_ROLES } from './operators.roles.js';

const roleField = {
  type: 'string',
  enum: ADMIN_ROLES,
  description: '`viewer`: every GET of the admin API, no write. `operator`: every admin write but admin keys. `owner`: everything, admin keys included.',
} as const;

export const CreateAdminKeyBodySchema = {
  type: 'object',
  required: ['name', 'role'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, description: 'Who or what holds the key (a person, a script): the audit log names it.' },
    role: roleField,
  },
  examples: [{ name: 'Dana (dispatch desk)', role: 'operator' }],
} as const;
export type CreateAdminKeyInput = FromSchema<typeof CreateAdminKeyBodySchema>;

const adminKeyProperties = {
  id: { type: 'string', description: 'Admin key identifier (not the secret); starts with `adk_`.' },
  object: { type: 'string', const: 'admin_key', description: 'Always `admin_key`.' },
  name: CreateAdminKeyBodySchema.properties.name,
  role: roleField,
  key_prefix: { type: 'string', description: 'The first characters of the key, to recognise it.' },
  created_at: timestamp('When the key was issued.'),
  revoked_at: nullableTimestamp('When the key was revoked; null unless it was.'),
  last_used_at: nullableTimestamp('When a request last authenticated with the key, to the minute (written at most once a minute per key); null: never used.'),
} as const;

const EXAMPLE_ADMIN_KEY = {
  id: 'adk_01jd8x4w2v7k3m9q5r1t6y8z0a',
  object: 'admin_key',
  name: 'Dana (dispatch desk)',
  role: 'operator',
  key_prefix: 'pdn_admin_Xk3q',
  created_at: '2026-11-01T08:00:05.000Z',
  revoked_at: null,
  last_used_at: '2026-11-02T09:14:00.000Z',
} as const;

/** A named admin key as the list and revocation show it: never the secret. */
export const AdminKeySchema = {
  $id: 'AdminKey',
  title: 'AdminKey',
  description: 'A named admin key of the network, without its secret.',
  type: 'object',
  required: ['id', 'object', 'name', 'role', 'key_prefix', 'created_at', 'revoked_at', 'last_used_at'],
  properties: adminKeyProperties,
  examples: [EXAMPLE_ADMIN_KEY],
} as const;
export type AdminKey = Exact<FromSchema<typeof AdminKeySchema>>;

export const IssuedAdminKeySchema = {
  $id: 'IssuedAdminKey',
  title: 'IssuedAdminKey',
  description: 'A newly issued admin key, with its secret `key` (shown only here).',
  type: 'object',
  required: [...AdminKeySchema.required, 'key'],
  properties: { ...adminKeyProperties, key: { type: 'string', description: 'The secret, to send as `Authorization: Bearer <key>`: shown only in this response.' } },
  examples: [{ ...EXAMPLE_ADMIN_KEY, last_used_at: null, key: 'pdn_admin_Xk3q9Vb2Lr8Tn4Wm6Zp1Yc5Hd7Jf0Gs2Qa4' }],
} as const;
export type IssuedAdminKey = Exact<FromSchema<typeof IssuedAdminKeySchema>>;

/**
 * Every action the audit log records, `<object>.<verb>`: one per admin write. A write that
 * changes nothing (revoking a revoked key) records none.
 */
export const AUDIT_ACTIONS = [
  'order.create',
  'order.cancel',
  'order.release',
  'order.assign',
  'order.offer',
  'order.pickup',
  'order.deliver',
  'partner.create',
  'partner.update',
  'partner.suspend',
  'partner.resume',
  'api_key.issue',
  'api_key.roll',
  'api_key.revoke',
  'rider.create',
  'settlement.create',
  'escalation_policy.update',
  'admin_key.create',
  'admin_key.revoke',
  'webhook_endpoint.create',
  'webhook_endpoint.update',
  'webhook_endpoint.delete',
  'webhook_endpoint.rotate_secret',
  'webhook_endpoint.recover',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const ActorSchema = {
  type: 'object',
  required: ['id', 'name', 'role'],
  description: 'The admin key that made the change. `PDN_ADMIN_KEY` is `adk_00000000000000000000000000`, named `PDN_ADMIN_KEY`.',
  properties: {
    id: { type: 'string', description: 'The admin key id (`adk_…`).' },
    name: { type: 'string', description: "The key's name when it acted." },
    role: roleField,
  },
} as const;

export const AuditEntrySchema = {
  $id: 'AuditEntry',
  title: 'AuditEntry',
  description: 'One admin write that changed something, recorded in the same transaction as the change.',
  type: 'object',
  required: ['id', 'created', 'actor', 'action', 'target', 'request_id'],
  properties: {
    id: { type: 'string', description: 'Entry identifier; starts with `aud_`. Ids sort by time.' },
    created: timestamp('When the change was made.'),
    actor: ActorSchema,
    action: { type: 'string', enum: AUDIT_ACTIONS, description: 'What was done, `<object>.<verb>`, e.g. `order.cancel`.' },
    target: { type: 'string', description: 'The id acted on (`ord_…`, `ptn_…`, `key_…`, `adk_…`, `we_…`, `stl_…`, `rdr_…`), or `escalation_policy`.' },
    request_id: { type: 'string', description: "The request's id (its `x-request-id`), to find it in the logs." },
  },
  examples: [
    {
      id: 'aud_01jd8x4w2v7k3m9q5r1t6y8z0b',
      created: '2026-11-02T09:14:03.120Z',
      actor: { id: 'adk_01jd8x4w2v7k3m9q5r1t6y8z0a', name: 'Dana (dispatch desk)', role: 'operator' },
      action: 'order.cancel',
      target: 'ord_01jd8x4w2v7k3m9q5r1t6y8z0c',
      request_id: 'req-7f3a',
    },
  ],
} as const;
export type AuditEntry = Exact<FromSchema<typeof AuditEntrySchema>>;

declare module '../http/types.js' {
  interface SharedSchemas {
    AdminKey: typeof AdminKeySchema;
    IssuedAdminKey: typeof IssuedAdminKeySchema;
    AuditEntry: typeof AuditEntrySchema;
  }
}
