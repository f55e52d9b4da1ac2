import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { AppError, type ErrorCode } from '../shared/errors.js';
import { addRouteHook } from './route-hooks.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A per-partner limit this route counts against besides the request rate. */
    limit?: 'replays';
  }
  interface FastifyInstance {
    limits: Limits;
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** The limits other plugins apply at their own moment (a failed authentication, a new idempotency key). */
export interface Limits {
  /** Counts a failed authentication from the request's address; throws 429 once there were too many. */
  authenticationFailed(request: FastifyRequest): Promise<void>;
  /** Counts a new Idempotency-Key for the calling partner; throws 429 beyond the bound. */
  newIdempotencyKey(request: FastifyRequest): Promise<void>;
  /** Where limits are counted now: this process, Redis, or nowhere while Redis is unreachable. */
  counting(): 'in process' | 'redis' | 'not counting: redis unreachable';
}

/** Who a per-partner limit counts against. A sandbox's limits will be its own: add its mode here. */
function partnerScope(request: FastifyRequest): string {
  const principal = request.principal;
  return principal?.kind === 'partner' ? principal.partnerId : '';
}

const WINDOW_MS = 2000;

/**
 * Rate limits through @fastify/rate-limit: in process memory, or, with PDN_REDIS_URL, in Redis
 * so every instance shares them. If Redis cannot answer, requests are served unlimited (fail
 * open, logged) and the limits come back with it.
 *
 * PDN_RATE_LIMIT (r/s) per partner key is a window of 2 s holding 2r requests: r/s on average,
 * a burst of 2r. The network's admin key is not limited.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const { config } = options;
  const redis = config.redisUrl ? connectRedis(app, config.redisUrl) : undefined;
  const rate = config.rateLimit;

  await app.register(fastifyRateLimit, {
    global: rate > 0,
    max: rate * 2,
    timeWindow: WINDOW_MS,
    hook: 'onRequest', // route-level, so after authentication has named the key
    enableDraftSpec: true,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}rate:` } : {}),
    keyGenerator: (request) => (request.principal?.kind === 'partner' ? request.principal.apiKeyId : ''),
    allowList: (request) => request.principal?.kind !== 'partner',
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', `More than ${context.max} requests in ${WINDOW_MS / 1000} s for this key; retry after ${Math.ceil(context.ttl / 1000)}s.`),
  });
  if (rate > 0) {
    const policy = `${rate * 2};w=${WINDOW_MS / 1000}`;
    // Only partner routes are limited, so only they can carry RateLimit-Limit.
    addRouteHook(app, 'onSend', (route) => route.config?.auth === 'partner', async (_request, reply, payload) => {
      if (reply.hasHeader('ratelimit-limit')) reply.header('ratelimit-policy', policy);
      return payload;
    });
  }

  // The limiters below share the store (and so Redis) with the request rate.
  const limiter = (max: number, timeWindow: number, prefix: string, key: (request: FastifyRequest) => string): Limiter | undefined =>
    max > 0 ? app.createRateLimit({ max, timeWindow, allowList: undefined, keyGenerator: (request) => `${prefix}:${key(request)}` }) : undefined;
  const { limits } = config;
  const replays = limiter(limits.replaysPerMinute, 60_000, 'replays', partnerScope);
  const idempotencyKeys = limiter(limits.idempotencyKeysPerDay, 24 * 3600_000, 'idempotency', partnerScope);
  const authFailures = limiter(limits.authFailuresPerMinute, 60_000, 'auth-failures', (request) => request.ip);

  async function enforce(check: Limiter | undefined, request: FastifyRequest, code: ErrorCode, detail: string): Promise<void> {
    if (!check) return;
    const verdict = await check(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    const wait = Math.max(1, verdict.ttlInSeconds);
    throw new AppError(code, `${detail} Retry after ${wait}s.`, {}, { 'retry-after': String(wait) });
  }

  app.decorate('limits', {
    authenticationFailed: (request) =>
      enforce(authFailures, request, 'too_many_failed_authentications', `More than ${limits.authFailuresPerMinute} failed authentications a minute from your address.`),
    newIdempotencyKey: (request) =>
      enforce(idempotencyKeys, request, 'idempotency_key_limit_reached', `More than ${limits.idempotencyKeysPerDay} new Idempotency-Keys in 24 h.`),
    counting: () => (!redis ? 'in process' : redis.status === 'ready' ? 'redis' : 'not counting: redis unreachable'),
  } satisfies Limits);

  addRouteHook(
    app,
    'preHandler',
    (route) => route.config?.limit === 'replays',
    async (request) => enforce(replays, request, 'replay_limit_reached', `More than ${limits.replaysPerMinute} replays and recoveries a minute.`),
  );
});

/**
 * A Redis client that never makes a request wait for Redis: no queue while disconnected, a
 * short command timeout, and reconnection in the background. Its state changes are logged once each.
 */
function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 500, connectTimeout: 1000 });
  let up: boolean | undefined;
  let closing = false;
  redis.on('ready', () => {
    lastError = undefined;
    if (up !== true) app.log.info('Redis reachable: rate limits are shared by every instance using it');
    up = true;
  });
  const down = (err?: Error) => {
    if (up !== false && !closing) app.log.warn({ err }, 'Redis unreachable: serving without rate limits until it is back');
    up = false;
  };
  // The connection's state is what is logged: an error either comes before a 'close' (a lost or
  // refused connection) or concerns one command (a timeout on a busy machine), which is no outage.
  let lastError: Error | undefined;
  redis.on('error', (err) => (lastError = err));
  redis.on('close', () => down(lastError));
  app.addHook('onClose', async () => {
    closing = true;
    redis.disconnect();
  });
  return redis;
}
