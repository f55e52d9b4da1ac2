import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Registry } from 'prom-client';
import { BackgroundLoop } from '../shared/background-loop.js';
import { AppError } from '../shared/errors.js';
import { nowIso } from '../shared/time.js';
import { BATCH_DEFAULTS, batchMetric, batchRows, deleteInBatches, runLeased, type BatchReport, type BatchRun, type BatchSettings } from '../store/batched-delete.js';
import type { Store } from '../store/store.js';
import { addRouteHook, methodsOf } from './route-hooks.js';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { scope: string; key: string } | undefined;
  }
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

/** Keys created before this instant have expired and may be used afresh. */
const expiredBefore = (): string => new Date(Date.now() - IDEMPOTENCY_TTL_MS).toISOString();

export const SWEEP_LEASE = 'idempotency_sweep';
const SWEEP_EVERY_MS = 3600_000;
/** This process's name as holder of the sweep's lease. */
const SWEEPER_ID = `sweeper-${randomUUID()}`;

/** One batch of the sweep: at most `limit` keys expired before `cutoff`, the oldest first, by the created_at index. */
export async function sweepBatch({ db, dialect }: Store, cutoff: string, limit: number): Promise<number> {
  const { handle, among } = batchRows(dialect);
  // The outer test again: on PostgreSQL a key taken over meanwhile (created afresh) stays.
  const result = await sql`
    delete from idempotency_keys where ${among(sql`select ${handle} from idempotency_keys where created_at < ${cutoff} order by created_at limit ${limit}`)}
    and created_at < ${cutoff}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export interface SweepOptions {
  holder?: string;
  /** Keys created before this ISO time go (default: those past the 24 h). */
  cutoff?: string;
  batches?: Partial<BatchSettings>;
  stopped?: () => boolean;
  onBatch?: (batch: BatchReport) => void;
}

/**
 * Deletes expired keys in batches (src/store/batched-delete.ts), by one instance at a time (a
 * lease on the store); null if another instance holds the lease.
 */
export function sweepIdempotencyKeys(store: Store, options: SweepOptions = {}): Promise<BatchRun | null> {
  const { cutoff = expiredBefore(), stopped = () => false } = options;
  const settings = { ...BATCH_DEFAULTS[store.dialect], ...options.batches };
  return runLeased(store.db, {
    name: SWEEP_LEASE,
    holder: options.holder ?? SWEEPER_ID,
    leaseMs: 60_000,
    restMs: SWEEP_EVERY_MS,
    work: (leaseHeld) =>
      deleteInBatches((limit) => sweepBatch(store, cutoff, limit), settings, { keepGoing: async () => !stopped() && (await leaseHeld()), onBatch: options.onBatch }),
  });
}

/**
 * The hourly sweep as a background job (src/compose.ts): expired keys are also taken over lazily
 * on reuse; this keeps the table from growing.
 */
export function idempotencySweeper({ store, log, metrics }: { store: Store; log: FastifyBaseLogger; metrics?: Registry }): BackgroundLoop {
  const onBatch = batchMetric(metrics, SWEEP_LEASE);
  const loop: BackgroundLoop = new BackgroundLoop({
    name: 'idempotency sweep',
    log,
    pollMs: SWEEP_EVERY_MS,
    waitFirst: true,
    pass: async () => void (await sweepIdempotencyKeys(store, { stopped: () => loop.stopped, onBatch })),
  });
  return loop;
}

/** JSON with object keys sorted: a retry that sends the same fields in another order is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonicalJson(request.body)}`)
    .digest('hex');
}

/**
 * `Idempotency-Key` on POST: the first response (2xx or 4xx) is stored and replayed for the
 * same key and body for 24 h; the same key with another body is a 409. A 5xx, or a 4xx that
 * carries Retry-After, is not stored, so the client's retry runs. Keys are scoped to the partner (as Stripe scopes them to the account), so a retry sent
 * with a freshly rotated key still replays; the admin key has its own scope. A partner may
 * start PDN_IDEMPOTENCY_KEY_LIMIT new keys per 24 h (429 beyond; keys it holds still replay).
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotency', undefined);
  const db = () => app.pdn.store.db;

  const isPost = (route: RouteOptions) => methodsOf(route).includes('POST');
  addRouteHook(app, 'preHandler', isPost, async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || key === undefined || !request.principal) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new AppError('invalid_request', 'Idempotency-Key must be 1–255 visible ASCII characters.', { param: 'Idempotency-Key' });
    }
    const scope = request.principal.kind === 'admin' ? 'admin' : request.principal.partnerId;
    const hash = requestHash(request);
    const now = nowIso();
    // One statement claims the key: a new key is inserted, an expired one is taken over (as if
    // it had been deleted first); a live one is left alone and 0 rows come back, on SQLite
    // (changes()) and PostgreSQL (the command's row count) alike.
    const claimed = await db()
      .insertInto('idempotency_keys')
      .values({ scope, key, request_hash: hash, status_code: null, response_body: null, response_headers: null, created_at: now })
      .onConflict((oc) =>
        oc
          .columns(['scope', 'key'])
          .doUpdateSet({ request_hash: hash, status_code: null, response_body: null, response_headers: null, created_at: now })
          .where('idempotency_keys.created_at', '<', expiredBefore()),
      )
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1) {
      if (request.principal.kind === 'partner') {
        try {
          await app.limits.newIdempotencyKey(request);
        } catch (error) {
          await db().deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
          throw error;
        }
      }
      request.idempotency = { scope, key };
      return;
    }
    const stored = await db().selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirstOrThrow();
    if (stored.request_hash !== hash) {
      throw new AppError('idempotency_key_reused', 'This Idempotency-Key was used with a different request; use a new key for a new request.');
    }
    if (stored.status_code === null) {
      throw new AppError('idempotency_key_in_progress', 'A request with this Idempotency-Key is still being processed; retry shortly.', {}, { 'retry-after': '1' });
    }
    const headers = JSON.parse(stored.response_headers ?? '{}') as Record<string, string>;
    return reply.code(stored.status_code).headers({ ...headers, 'idempotent-replayed': 'true' }).send(stored.response_body);
  });

  addRouteHook(app, 'onSend', isPost, async (request, reply, payload) => {
    const record = request.idempotency;
    if (!record) return payload;
    request.idempotency = undefined;
    // A 5xx, or an answer that says to retry (Retry-After: the request lost to concurrent
    // updates), is not the request's outcome: forget the key so the retry runs for real.
    if (reply.statusCode >= 500 || reply.hasHeader('retry-after')) {
      await db().deleteFrom('idempotency_keys').where('scope', '=', record.scope).where('key', '=', record.key).execute();
    } else {
      await db()
        .updateTable('idempotency_keys')
        .where('scope', '=', record.scope)
        .where('key', '=', record.key)
        .set({
          status_code: reply.statusCode,
          response_body: typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : '',
          response_headers: JSON.stringify({ 'content-type': String(reply.getHeader('content-type') ?? 'application/json') }),
        })
        .execute();
    }
    return payload;
  });
});
