import type { ApiKeysTable, PartnersTable } from '../store/schema.js';
import type { ApiKey, Partner } from './partners.schemas.js';

export type { ApiKey, Partner } from './partners.schemas.js';

export function toPartner(row: PartnersTable): Partner {
  return { id: row.id, object: 'partner', name: row.name, territories: JSON.parse(row.territories) as string[], status: row.status, created_at: row.created_at };
}

export function toApiKey(row: ApiKeysTable): ApiKey {
  return {
    id: row.id,
    object: 'api_key',
    partner_id: row.partner_id,
    key_prefix: row.key_prefix,
    created_at: row.created_at,
    revoked_at: row.revoked_at,
    expires_at: row.expires_at,
    mode: row.mode === 'test' ? 'test' : 'live',
    last_used_at: row.last_used_at ?? null,
  };
}
