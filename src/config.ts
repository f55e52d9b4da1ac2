import { DEFAULT_DATABASE_URL, DEFAULT_POOL_SIZE } from './store/store.js';
import { parseDuration } from './shared/time.js';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /** PostgreSQL connections per process. */
  databasePoolSize: number;
  adminKey: string | undefined;
  /** Requests per second per partner key; 0 turns limiting off. Burst is twice this. */
  rateLimit: number;
  logLevel: string;
  bodyLimit: number;
  /** A connection that has not sent a whole request within this is closed; headers and keep-alive idle likewise. */
  requestTimeoutMs: number;
  /** When set, rate limits are counted in this Redis, so every instance using it shares them. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key we write, so deployments (or test runs) can share one Redis. */
  redisPrefix: string;
  /** A second bearer token accepted by /metrics besides the admin key (for a scraper). */
  metricsToken: string | undefined;
  /** Per-partner limits that keep one partner from harming the others (docs/limits.md). */
  limits: {
    /** Webhook endpoints per partner and mode. */
    maxEndpoints: number;
    /** Event replays plus "recover failed since" requests per partner per minute; 0 is no limit. */
    replaysPerMinute: number;
    /** New Idempotency-Keys per partner per 24 h; 0 is no limit. */
    idempotencyKeysPerDay: number;
    /** Failed authentications per client address per minute before 429; 0 is no limit. */
    authFailuresPerMinute: number;
  };
  webhook: {
    retryScheduleMs: number[];
    timeoutMs: number;
    allowPrivate: boolean;
    /** Attempts in flight at once per endpoint, so one slow endpoint cannot starve others. */
    perEndpointConcurrency: number;
    /** Attempts in flight at once in this process. */
    concurrency: number;
    /**
     * How long a dispatcher may go without a heartbeat before what it holds is given to another,
     * though its lock is held: for a host cut off from the store. A dead one's lock frees at once.
     */
    leaseMs: number;
    /** An endpoint that has failed every delivery for this long is disabled. */
    disableAfterMs: number;
    retentionMs: number;
    /** Run the dispatcher inside the API process. */
    dispatcherEnabled: boolean;
  };
}

const DEFAULT_RETRY_SCHEDULE = '0s,5s,5m,30m,2h,5h,10h,10h';

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${value}"`);
  return n;
}

function atLeastOne(n: number, name: string): number {
  if (n < 1) throw new Error(`${name} must be at least 1, got ${n}`);
  return n;
}

/** A duration read from the variable `name`, refused with that name. */
function durationOf(name: string, text: string): number {
  try {
    return parseDuration(text);
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`);
  }
}

/** At least one delay: split always gives one part, and an empty part is not a duration. */
function parseRetrySchedule(text: string): number[] {
  return text.split(',').map((part) => durationOf('PDN_WEBHOOK_RETRY_SCHEDULE', part));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const config: Config = {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.PDN_DATABASE_URL || DEFAULT_DATABASE_URL,
    databasePoolSize: atLeastOne(intFrom(env.PDN_DATABASE_POOL_SIZE, DEFAULT_POOL_SIZE, 'PDN_DATABASE_POOL_SIZE'), 'PDN_DATABASE_POOL_SIZE'),
    adminKey: env.PDN_ADMIN_KEY || undefined,
    rateLimit: intFrom(env.PDN_RATE_LIMIT, 100, 'PDN_RATE_LIMIT'),
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimit: 1024 * 1024,
    requestTimeoutMs: atLeastOne(durationOf('PDN_REQUEST_TIMEOUT', env.PDN_REQUEST_TIMEOUT || '30s'), 'PDN_REQUEST_TIMEOUT'),
    redisUrl: env.PDN_REDIS_URL || undefined,
    redisPrefix: env.PDN_REDIS_PREFIX || 'pdn:',
    metricsToken: env.PDN_METRICS_TOKEN || undefined,
    limits: {
      maxEndpoints: intFrom(env.PDN_WEBHOOK_MAX_ENDPOINTS, 20, 'PDN_WEBHOOK_MAX_ENDPOINTS'),
      replaysPerMinute: intFrom(env.PDN_REPLAY_LIMIT, 30, 'PDN_REPLAY_LIMIT'),
      idempotencyKeysPerDay: intFrom(env.PDN_IDEMPOTENCY_KEY_LIMIT, 10_000, 'PDN_IDEMPOTENCY_KEY_LIMIT'),
      authFailuresPerMinute: intFrom(env.PDN_AUTH_FAILURE_LIMIT, 30, 'PDN_AUTH_FAILURE_LIMIT'),
    },
    webhook: {
      retryScheduleMs: parseRetrySchedule(env.PDN_WEBHOOK_RETRY_SCHEDULE || DEFAULT_RETRY_SCHEDULE),
      timeoutMs: durationOf('PDN_WEBHOOK_TIMEOUT', env.PDN_WEBHOOK_TIMEOUT || '15s'),
      allowPrivate: env.PDN_WEBHOOK_ALLOW_PRIVATE === 'true',
      perEndpointConcurrency: intFrom(env.PDN_WEBHOOK_ENDPOINT_CONCURRENCY, 8, 'PDN_WEBHOOK_ENDPOINT_CONCURRENCY'),
      concurrency: intFrom(env.PDN_WEBHOOK_CONCURRENCY, 512, 'PDN_WEBHOOK_CONCURRENCY'),
      leaseMs: durationOf('PDN_WEBHOOK_LEASE', env.PDN_WEBHOOK_LEASE || '30s'),
      disableAfterMs: durationOf('PDN_WEBHOOK_DISABLE_AFTER', env.PDN_WEBHOOK_DISABLE_AFTER || '5d'),
      retentionMs: durationOf('PDN_EVENT_RETENTION', env.PDN_EVENT_RETENTION || '30d'),
      dispatcherEnabled: env.PDN_DISPATCHER !== 'off',
    },
  };
  return {
    ...config,
    ...overrides,
    webhook: { ...config.webhook, ...(overrides.webhook ?? {}) },
    limits: { ...config.limits, ...(overrides.limits ?? {}) },
  };
}
