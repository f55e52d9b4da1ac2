import type { ApiKeysTable, PartnersTable } from '../store/schema.js';

export interface Partner {
  id: string;
  object: 'partner';
  name: string;
  territories: string[];
  created_at: string;
}

export interface ApiKey {
  id: string;
  object: 'api_key';
  partner_id: string;
  key_prefix: string;
  created_at: string;
  revoked_at: string | null;
}

export function toPartner(row: PartnersTable): Partner {
  return { id: row.id, object: 'partner', name: row.name, territories: JSON.parse(row.territories) as string[], created_at: row.created_at };
}

export function toApiKey(row: ApiKeysTable): ApiKey {
  return {
    id: row.id,
    object: 'api_key',
    partner_id: row.partner_id,
    key_prefix: row.key_prefix,
    created_at: row.created_at,
    revoked_at: row.revoked_at,
  };
}
