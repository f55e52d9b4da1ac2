// The network's operators (docs/network.md, "Operators: named keys, roles and the audit log"):
// who is calling the admin API, with which role, and the record of what each of them changed.
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { Context } from '../context.js';
import { BackgroundLoop } from '../shared/background-loop.js';
import { AppError } from '../shared/errors.js';
import { hashKey, idFloorAt, newId, randomToken } from '../shared/ids.js';
import { page, type Page } from '../shared/pagination.js';
import { nowIso } from '../shared/time.js';
import { BATCH_DEFAULTS, batchMetric, deleteInBatches, runLeased, type BatchReport, type BatchRun, type BatchSettings } from '../store/batched-delete.js';
import type { AdminKeysTable, AuditLogTable, Db } from '../store/schema.js';
import type { Store } from '../store/store.js';
import { transact } from '../store/transaction.js';
import { keyCachePerStore } from '../store/key-cache.js';
import {
  findGeneratedAdminKey,
  findLiveAdminKeyByHash,
  findNamedAdminKey,
  insertAdminKey,
  insertAuditEntry,
  listAuditEntries,
  listNamedAdminKeys,
  pruneAuditBatch,
  revokeNamedAdminKey,
  type AuditFilter,
} from './operators.queries.js';

export { touchAdminKey } from './operators.queries.js';
import type { AdminRole } from './operators.roles.js';
import type { AdminKey, AuditAction, AuditEntry, CreateAdminKeyInput, IssuedAdminKey } from './operators.schemas.js';

/** The admin key behind a request: what the audit log names. */
export interface Actor {
  id: string;
  name: string;
  role: AdminRole;
}

/** Who made an admin write, and in which request: a route hands it to the service, which records it with the change. */
export interface AuditBy {
  actor: Actor;
  requestId: string;
}

/** PDN_ADMIN_KEY, an owner: it has no row, so a fixed id (the lowest `adk_` id) names it. */
export const CONFIGURED_KEY_ACTOR: Actor = Object.freeze({ id: 'adk_00000000000000000000000000', name: 'PDN_ADMIN_KEY', role: 'owner' });

const ADMIN_KEY_PREFIX = 'pdn_admin_';

/**
 * Records one admin write in the audit log, inside the transaction that makes the change: both
 * commit or neither. `by` undefined (the service called by no admin request: a suspension's own
 * releases, a test helper) records nothing.
 */
export async function audit(trx: Db, by: AuditBy | undefined, action: AuditAction, target: string): Promise<void> {
  if (!by) return;
  await insertAuditEntry(trx, {
    id: newId('aud'),
    created: nowIso(),
    actor_id: by.actor.id,
    actor_name: by.actor.name,
    actor_role: by.actor.role,
    action,
    target,
    request_id: by.requestId,
  });
}

// ---------------------------------------------------------------- who is calling

/** How often a key's `last_used_at` is written at most: its resolution. */
export const LAST_USED_EVERY_MS = 60_000;

/**
 * When this process last wrote each key's use: a key in use writes once a minute, not per
 * request. The store's where also skips a note another instance wrote in the last minute.
 */
class UsageNotes {
  static readonly MAX_KEYS = 10_000;
  readonly #written = new Map<string, number>();

  due(keyId: string, nowMs: number): boolean {
    const last = this.#written.get(keyId);
    if (last !== undefined && nowMs - last < LAST_USED_EVERY_MS) return false;
    if (this.#written.size >= UsageNotes.MAX_KEYS) this.#written.clear();
    this.#written.set(keyId, nowMs);
    return true;
  }
}

const usageNotes = new UsageNotes();

/**
 * Writes that a key was used, if its last note is a minute old. A failed note (the store busy)
 * is logged, never the request's failure: the key did authenticate.
 */
export async function noteKeyUsed(ctx: Context, keyId: string, touch: (db: Db, id: string, now: string, staleBefore: string) => Promise<void>): Promise<void> {
  const nowMs = Date.now();
  if (!usageNotes.due(keyId, nowMs)) return;
  try {
    await touch(ctx.store.db, keyId, new Date(nowMs).toISOString(), new Date(nowMs - LAST_USED_EVERY_MS).toISOString());
  } catch (error) {
    ctx.log.warn({ err: error, key_id: keyId }, 'could not note the key was used');
  }
}

// Admin keys already looked up (SQLite only, as partner keys: exact, emptied by any write of
// another process and by a revocation here). PostgreSQL reads the store on every request, so a
// revocation on one instance holds on all of them from its commit.
const adminKeyCacheOf = keyCachePerStore<Actor>();

// The configured admin key's hash, computed once per key rather than on every request.
const configuredAdminKeyHash = (() => {
  let last: { key: string; hash: Buffer } | undefined;
  return (key: string): Buffer => {
    if (last?.key !== key) last = { key, hash: Buffer.from(hashKey(key), 'hex') };
    return last.hash;
  };
})();

/**
 * The admin key a bearer token is, or undefined: PDN_ADMIN_KEY (an owner), a named key, or the
 * key a first start generated (only while PDN_ADMIN_KEY is unset).
 */
export async function authenticateAdmin(ctx: Context, token: string, tokenHash: string): Promise<Actor | undefined> {
  if (ctx.config.adminKey !== undefined && timingSafeEqual(Buffer.from(tokenHash, 'hex'), configuredAdminKeyHash(ctx.config.adminKey))) return CONFIGURED_KEY_ACTOR;
  // Every stored admin key starts so: partner requests skip the lookup.
  if (!token.startsWith(ADMIN_KEY_PREFIX)) return undefined;
  const cache = adminKeyCacheOf(ctx.store);
  let actor = cache?.get(tokenHash);
  if (!actor) {
    const generation = cache?.generation ?? 0;
    const row = await findLiveAdminKeyByHash(ctx.store.db, tokenHash);
    if (!row || (row.kind === 'generated' && ctx.config.adminKey !== undefined)) return undefined;
    actor = Object.freeze({ id: row.id, name: row.name, role: row.role as AdminRole });
    cache?.set(tokenHash, actor, generation);
  }
  return actor;
}

/**
 * Without PDN_ADMIN_KEY the first start makes an admin key (an owner) and returns it (to be
 * printed once); later starts find it in the store and return undefined.
 */
export async function ensureAdminKey(ctx: Context): Promise<string | undefined> {
  if (ctx.config.adminKey !== undefined) return undefined;
  if (await findGeneratedAdminKey(ctx.store.db)) return undefined;
  const key = `${ADMIN_KEY_PREFIX}${randomToken(32)}`;
  await insertAdminKey(ctx.store.db, { ...keyRow(key, 'generated admin key', 'owner', nowIso()), kind: 'generated' });
  return key;
}

// ---------------------------------------------------------------- named admin keys

function keyRow(key: string, name: string, role: AdminRole, now: string): AdminKeysTable {
  return {
    id: newId('adk'),
    kind: 'named',
    name,
    role,
    key_hash: hashKey(key),
    key_prefix: key.slice(0, ADMIN_KEY_PREFIX.length + 4),
    created_at: now,
    revoked_at: null,
    last_used_at: null,
  };
}

const toAdminKey = (row: AdminKeysTable): AdminKey => ({
  id: row.id,
  object: 'admin_key',
  name: row.name,
  role: row.role as AdminRole,
  key_prefix: row.key_prefix,
  created_at: row.created_at,
  revoked_at: row.revoked_at,
  last_used_at: row.last_used_at,
});

/** A new named key; its secret is in this answer only, the store keeps its hash. */
export async function issueAdminKey(ctx: Context, input: CreateAdminKeyInput, by?: AuditBy): Promise<IssuedAdminKey> {
  const key = `${ADMIN_KEY_PREFIX}${randomToken(32)}`;
  const row = keyRow(key, input.name, input.role, nowIso());
  await transact(ctx, async (trx) => {
    await insertAdminKey(trx, row);
    await audit(trx, by, 'admin_key.create', row.id);
  });
  return { ...toAdminKey(row), key };
}

export async function listAdminKeys(ctx: Context): Promise<AdminKey[]> {
  return (await listNamedAdminKeys(ctx.store.db)).map(toAdminKey);
}

/** Revokes a named key from the next request, on every instance. Revoking twice changes nothing (and records nothing). */
export async function revokeAdminKey(ctx: Context, id: string, by?: AuditBy): Promise<AdminKey> {
  const row = await transact(ctx, async (trx) => {
    const revoked = await revokeNamedAdminKey(trx, id, nowIso());
    if (revoked) await audit(trx, by, 'admin_key.revoke', id);
    return revoked ?? (await findNamedAdminKey(trx, id));
  });
  adminKeyCacheOf(ctx.store)?.clear();
  if (!row) throw new AppError('admin_key_not_found', `No admin key ${id}.`);
  return toAdminKey(row);
}

// ---------------------------------------------------------------- the audit log

const toAuditEntry = (row: AuditLogTable): AuditEntry => ({
  id: row.id,
  created: row.created,
  actor: { id: row.actor_id, name: row.actor_name, role: row.actor_role as AdminRole },
  action: row.action as AuditEntry['action'],
  target: row.target,
  request_id: row.request_id,
});

export async function listAuditLog(ctx: Context, filter: AuditFilter): Promise<Page<AuditEntry>> {
  return page(await listAuditEntries(ctx.store.db, filter), filter.limit, toAuditEntry, (entry) => entry.id);
}

export const AUDIT_PRUNE_LEASE = 'audit_prune';
/** The audit log's own schedule, apart from event retention: a pass a day. */
export const AUDIT_PRUNE_EVERY_MS = 24 * 3600_000;

export interface AuditPruneOptions {
  holder?: string;
  /** Entries made before this epoch ms go. */
  cutoffMs: number;
  batches?: Partial<BatchSettings>;
  stopped?: () => boolean;
  onBatch?: (batch: BatchReport) => void;
}

const PRUNER_ID = `audit-pruner-${randomUUID()}`;

/** Deletes entries older than the cutoff in bounded batches, by one instance at a time (a lease); null if another holds it. */
export function pruneAuditLog(store: Store, options: AuditPruneOptions): Promise<BatchRun | null> {
  const floor = idFloorAt('aud', options.cutoffMs);
  const settings = { ...BATCH_DEFAULTS[store.dialect], ...options.batches };
  const stopped = options.stopped ?? (() => false);
  return runLeased(store.db, {
    name: AUDIT_PRUNE_LEASE,
    holder: options.holder ?? PRUNER_ID,
    leaseMs: 60_000,
    restMs: AUDIT_PRUNE_EVERY_MS,
    work: (leaseHeld) =>
      deleteInBatches((limit) => pruneAuditBatch(store.db, store.dialect, floor, limit), settings, {
        keepGoing: async () => !stopped() && (await leaseHeld()),
        onBatch: options.onBatch,
      }),
  });
}

/** The audit log's prune as a background job (src/compose.ts): entries older than PDN_AUDIT_RETENTION, once a day. */
export function auditPruner({ store, retentionMs, log, metrics }: { store: Store; retentionMs: number; log: FastifyBaseLogger; metrics?: Registry }): BackgroundLoop {
  const onBatch = batchMetric(metrics, AUDIT_PRUNE_LEASE);
  const loop: BackgroundLoop = new BackgroundLoop({
    name: 'audit prune',
    log,
    pollMs: AUDIT_PRUNE_EVERY_MS,
    retryMs: 60_000,
    pass: async () => {
      const result = await pruneAuditLog(store, { cutoffMs: Date.now() - retentionMs, stopped: () => loop.stopped, onBatch });
      if (result && result.deleted > 0) log.info({ deleted: result.deleted, batches: result.batches, longest_batch_ms: Math.round(result.longestMs) }, 'audit prune done');
    },
  });
  return loop;
}
