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
  webhook: {
    retryScheduleMs: number[];
    timeoutMs: number;
    allowPrivate: boolean;
    /** Attempts in flight at once per endpoint, so one slow endpoint cannot starve others. */
    perEndpointConcurrency: number;
    /** Attempts in flight at once in this process. */
    concurrency: number;
    /** How long a dispatcher may go without a heartbeat before what it holds is given to another. */
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

/** At least one delay: split always gives one part, and an empty part is not a duration. */
function parseRetrySchedule(text: string): number[] {
  return text.split(',').map((part) => parseDuration(part));
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
    webhook: {
      retryScheduleMs: parseRetrySchedule(env.PDN_WEBHOOK_RETRY_SCHEDULE || DEFAULT_RETRY_SCHEDULE),
      timeoutMs: parseDuration(env.PDN_WEBHOOK_TIMEOUT || '15s'),
      allowPrivate: env.PDN_WEBHOOK_ALLOW_PRIVATE === 'true',
      perEndpointConcurrency: intFrom(env.PDN_WEBHOOK_ENDPOINT_CONCURRENCY, 8, 'PDN_WEBHOOK_ENDPOINT_CONCURRENCY'),
      concurrency: intFrom(env.PDN_WEBHOOK_CONCURRENCY, 512, 'PDN_WEBHOOK_CONCURRENCY'),
      leaseMs: parseDuration(env.PDN_WEBHOOK_LEASE || '6s'),
      disableAfterMs: parseDuration(env.PDN_WEBHOOK_DISABLE_AFTER || '5d'),
      retentionMs: parseDuration(env.PDN_EVENT_RETENTION || '30d'),
      dispatcherEnabled: env.PDN_DISPATCHER !== 'off',
    },
  };
  return { ...config, ...overrides, webhook: { ...config.webhook, ...(overrides.webhook ?? {}) } };
}
