import type { Context } from '../context.js';
import { AppError } from '../shared/errors.js';
import { hashKey, newId, randomToken } from '../shared/ids.js';
import { nowIso, parseDuration } from '../shared/time.js';
import { transact } from '../store/transaction.js';
import { page, type Page } from '../shared/pagination.js';
import {
  ensureSandbox,
  expireKey,
  findApiKey,
  findLiveKeyByHash,
  findPartner,
  findRevokedKeyIds,
  insertApiKey,
  insertPartner,
  listPartnerApiKeys,
  listPartners,
  revokeKey,
  touchApiKey,
} from './partners.queries.js';
import { audit, authenticateAdmin, CONFIGURED_KEY_ACTOR, noteKeyUsed, touchAdminKey, type Actor, type AuditBy } from '../operators/operators.service.js';

export { ensureAdminKey } from '../operators/operators.service.js';
import { keyCachePerStore } from '../store/key-cache.js';
import { toApiKey, toPartner, type ApiKey, type Partner } from './partners.mapper.js';
import type { CreatePartnerInput, RolledApiKey } from './partners.schemas.js';

export const KEY_MODES = ['live', 'test'] as const;
export type KeyMode = (typeof KEY_MODES)[number];

/**
 * Who is calling: a partner (through one of its keys) or the network's operations. With a test
 * key, `partnerId` is the partner's sandbox: every query keyed by it sees sandbox data only.
 * `livePartnerId` is the partner's own id, the one it knows and is shown.
 */
export type Principal =
  | {
      kind: 'partner';
      partnerId: string;
      livePartnerId: string;
      mode: KeyMode;
      apiKeyId: string;
      territories: string[];
      /** The network suspended the partner: its keys answer partner routes with 403 `partner_suspended`. */
      suspended?: boolean;
    }
  | { kind: 'admin'; actor: Actor };

/** A rolled key past the end of its overlap: refused like an unknown key, but said as such. */
export type ExpiredKey = { kind: 'expired'; expiredAt: string };

/** A calling partner. */
export type PartnerPrincipal = Extract<Principal, { kind: 'partner' }>;

/** The zones a partner's query covers: the one it asked for, which must be its own, or all its territories. */
export function zonesInScope(partner: PartnerPrincipal, zone?: string): string[] {
  if (zone === undefined) return partner.territories;
  if (!partner.territories.includes(zone)) {
    throw new AppError('zone_not_in_territory', `Zone "${zone}" is not one of your territories.`, { param: 'zone' });
  }
  return [zone];
}

export { hashKey } from '../shared/ids.js';

export type { CreatePartnerInput } from './partners.schemas.js';

export async function createPartner(ctx: Context, input: CreatePartnerInput, by?: AuditBy): Promise<Partner> {
  const territories = [...new Set(input.territories)];
  const row = { id: newId('ptn'), name: input.name, territories: JSON.stringify(territories), created_at: nowIso(), sandbox_of: null, status: 'active' as const };
  await transact(ctx, async (trx) => {
    await insertPartner(trx, row, territories);
    await audit(trx, by, 'partner.create', row.id);
  });
  return toPartner(row);
}

export async function getPartner(ctx: Context, partnerId: string): Promise<Partner> {
  const row = await findPartner(ctx.store.db, partnerId);
  if (!row) throw new AppError('partner_not_found', `No partner ${partnerId}.`);
  return toPartner(row);
}

export async function listAllPartners(ctx: Context, limit: number, startingAfter?: string): Promise<Page<Partner>> {
  return page(await listPartners(ctx.store.db, limit, startingAfter), limit, toPartner, (p) => p.id);
}

const KEY_PREFIXES: Record<KeyMode, string> = { live: 'pdn_sk_', test: 'pdn_test_' };

/**
 * Issues a new key; the secret is returned here only, the store keeps its hash. A test key
 * works on the partner's sandbox, made with its first test key.
 */
export async function issueApiKey(ctx: Context, partnerId: string, mode: KeyMode = 'live', by?: AuditBy): Promise<ApiKey & { key: string }> {
  const partner = await findPartner(ctx.store.db, partnerId);
  if (!partner) throw new AppError('partner_not_found', `No partner ${partnerId}.`);
  const now = nowIso();
  if (mode === 'test') {
    await ensureSandbox(ctx.store.db, partner, {
      id: newId('ptn'),
      name: `${partner.name} (sandbox)`,
      territories: partner.territories,
      created_at: now,
      sandbox_of: partnerId,
      status: partner.status,
    });
  }
  const { row, key } = newKeyRow(partnerId, mode, now);
  await transact(ctx, async (trx) => {
    await insertApiKey(trx, row);
    await audit(trx, by, 'api_key.issue', row.id);
  });
  return { ...toApiKey(row), key };
}

function newKeyRow(partnerId: string, mode: KeyMode, now: string) {
  const key = `${KEY_PREFIXES[mode]}${randomToken(32)}`;
  const row = {
    id: newId('key'),
    partner_id: partnerId,
    key_hash: hashKey(key),
    key_prefix: key.slice(0, KEY_PREFIXES[mode].length + 4),
    created_at: now,
    revoked_at: null,
    expires_at: null,
    mode,
    last_used_at: null,
  };
  return { row, key }; // the secret is returned once, never stored
}

export async function listApiKeys(ctx: Context, partnerId: string): Promise<ApiKey[]> {
  await getPartner(ctx, partnerId);
  const rows = await listPartnerApiKeys(ctx.store.db, partnerId);
  return rows.map(toApiKey);
}

/** A key as the cache keeps it: the caller it stands for, and when it stops working (a rolled key). */
interface CachedKey {
  principal: PartnerPrincipal;
  expiresAtMs: number | null;
}

// Partner keys already looked up (SQLite only): emptied by a revocation, roll or partner change
// here, or any write elsewhere. An expiry is a time, not a write: each hit checks it.
const keyCacheOf = keyCachePerStore<CachedKey>();

/** After a write that changes what a key stands for (its partner's territories or status, its expiry): look keys up afresh. */
export function forgetCachedKeys(ctx: Context): void {
  keyCacheOf(ctx.store)?.clear();
}

export async function revokeApiKey(ctx: Context, keyId: string, by?: AuditBy): Promise<ApiKey> {
  const row = await transact(ctx, async (trx) => {
    const revoked = await revokeKey(trx, keyId, nowIso());
    if (revoked) await audit(trx, by, 'api_key.revoke', keyId); // revoking twice changes nothing
    return revoked;
  });
  forgetCachedKeys(ctx);
  if (row) return toApiKey(row);
  const existing = await findApiKey(ctx.store.db, keyId);
  if (!existing) throw new AppError('api_key_not_found', `No API key ${keyId}.`);
  return toApiKey(existing); // revoking twice is a no-op
}

/** Of these key ids, the ones that stopped working since: revoked, expired, or their partner suspended (on any instance: it reads the store). */
export function revokedKeys(ctx: Context, keyIds: string[]): Promise<string[]> {
  return keyIds.length === 0 ? Promise.resolve([]) : findRevokedKeyIds(ctx.store.db, ctx.store.dialect, keyIds, nowIso());
}

const apiKeyInactive = (keyId: string, row: { revoked_at: string | null }) =>
  new AppError('api_key_inactive', `API key ${keyId} ${row.revoked_at ? 'was revoked' : 'has expired'}; only a working key can be rolled.`);

/**
 * A new key of the same partner and mode, shown once; the old key keeps working for
 * `expiresIn` (default 24h; `0s` ends it now), on every instance: the expiry is in the store,
 * and each instance's key cache checks it on every hit. Rolling a key that already expires
 * sooner keeps the sooner time.
 */
export async function rollApiKey(ctx: Context, keyId: string, expiresIn = '24h', by?: AuditBy): Promise<RolledApiKey> {
  // The schema checks and bounds it (at most MAX_ROLL_OVERLAP).
  const overlapMs = parseDuration(expiresIn);
  const result = await transact(ctx, async (trx) => {
    const existing = await findApiKey(trx, keyId);
    if (!existing) throw new AppError('api_key_not_found', `No API key ${keyId}.`);
    const now = new Date();
    const old = await expireKey(trx, keyId, new Date(now.getTime() + overlapMs).toISOString(), now.toISOString());
    if (!old) throw apiKeyInactive(keyId, existing);
    const { row, key } = newKeyRow(existing.partner_id, existing.mode as KeyMode, now.toISOString());
    await insertApiKey(trx, row);
    await audit(trx, by, 'api_key.roll', keyId);
    return { ...toApiKey(row), key, rolled: toApiKey(old) };
  });
  forgetCachedKeys(ctx);
  return result;
}

/** Resolves a bearer token to the caller, or undefined when it is no live key. */
export async function authenticate(ctx: Context, token: string): Promise<Principal | ExpiredKey | undefined> {
  const tokenHash = hashKey(token);
  const actor = await authenticateAdmin(ctx, token, tokenHash);
  if (actor) return { kind: 'admin', actor };
  const cache = keyCacheOf(ctx.store);
  const cached = cache?.get(tokenHash);
  if (cached) return cached.expiresAtMs === null || Date.now() < cached.expiresAtMs ? cached.principal : expired(cached.expiresAtMs);
  const generation = cache?.generation ?? 0;
  const row = await findLiveKeyByHash(ctx.store.db, tokenHash);
  if (!row) return undefined;
  const expiresAtMs = row.expires_at === null ? null : Date.parse(row.expires_at);
  if (expiresAtMs !== null && Date.now() >= expiresAtMs) return expired(expiresAtMs);
  const mode = row.mode as KeyMode;
  const partnerId = mode === 'test' ? row.sandbox_id : row.partner_id;
  if (!partnerId) return undefined; // a test key always has its sandbox; no key works on nothing
  const principal: PartnerPrincipal = Object.freeze({
    kind: 'partner',
    partnerId,
    livePartnerId: row.partner_id,
    mode,
    apiKeyId: row.key_id,
    territories: Object.freeze(JSON.parse(row.territories) as string[]) as string[],
    ...(row.status !== 'active' && { suspended: true }),
  });
  cache?.set(tokenHash, { principal, expiresAtMs }, generation);
  return principal;
}

const expired = (atMs: number): ExpiredKey => ({ kind: 'expired', expiredAt: new Date(atMs).toISOString() });

/** A request was let in with this key: its `last_used_at` (written at most once a minute per key). */
export function noteUsed(ctx: Context, principal: Principal): Promise<void> {
  if (principal.kind === 'partner') return noteKeyUsed(ctx, principal.apiKeyId, touchApiKey);
  return principal.actor === CONFIGURED_KEY_ACTOR ? Promise.resolve() : noteKeyUsed(ctx, principal.actor.id, touchAdminKey);
}
