import { DEFAULT_DATABASE_URL, DEFAULT_POOL_SIZE } from './store/store.js';
import { MAX_DELIVERY_WINDOW, MAX_OFFER_WINDOW } from './shared/schemas.js';
import { parseDuration } from './shared/time.js';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /**
   * A direct connection to the same PostgreSQL when `databaseUrl` is a pooler in transaction
   * mode (PgBouncer): what needs a session (the worker's lock, LISTEN, migrations) uses it,
   * and named prepared statements are off on the pooled connections. Unset: `databaseUrl` for all.
   */
  databaseDirectUrl: string | undefined;
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
     * How long a worker may go without a heartbeat before what it holds is given to another,
     * though its lock is held: for a host cut off from the store. A dead one's lock frees at once.
     */
    leaseMs: number;
    /** An endpoint that has failed every delivery for this long is disabled. */
    disableAfterMs: number;
    retentionMs: number;
    /** Run the webhook worker inside the API process. */
    workerEnabled: boolean;
  };
  /** On SIGTERM, how long requests and webhook attempts in flight have to finish before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Run the auto-dispatch matcher in this process (src/dispatch/dispatch.matcher.ts), and the escalation pass with it. */
  autoDispatchEnabled: boolean;
  /** How long a new job is offered before its deadline (`accept_by`) passes, unless created with `accept_within`. */
  offerWindowMs: number;
  /** A new job's delivery window (its `deliver_by` after creation) unless the network gives `deliver_within`. */
  deliveryWindowMs: number;
  /** A zone's new pressure level is announced (`zone.pressure_changed`) once it has held this long. */
  pressureHoldMs: number;
  /** Audit log entries older than this are pruned (once a day), apart from event retention. */
  auditRetentionMs: number;
  /** Old names set in the environment, each with the one line said of it at start. */
  deprecated: string[];
}

/**
 * Every environment variable PDN reads, declared once: `loadConfig` reads the server's through
 * this list, and the table in docs/operations.md is rendered from it (`npm run docs:env`; a test
 * fails when the two differ). `read: 'cli'` ones are read by the CLI, `'otel'` ones by the
 * OpenTelemetry SDK (src/tracing.ts).
 */
export interface EnvVariable {
  name: string;
  /** The value used when it is unset, as it would be written. */
  default?: string;
  /** What the docs show as its default when that is not a literal value. */
  shown?: string;
  meaning: string;
  /** Who reads it besides the server: the CLI or the OpenTelemetry SDK. */
  read?: 'cli' | 'otel';
}

const DEFAULT_RETRY_SCHEDULE = '0s,5s,5m,30m,2h,5h,10h,10h';

export const ENV_VARIABLES = [
  { name: 'PDN_DATABASE_URL', default: DEFAULT_DATABASE_URL, meaning: 'The store: a file path or `sqlite:PATH` (SQLite), or `postgres://…`.' },
  {
    name: 'PDN_DATABASE_DIRECT_URL',
    shown: 'PDN_DATABASE_URL',
    meaning: 'Set when PDN_DATABASE_URL is a pooler in transaction mode (PgBouncer): a direct `postgres://…` to the same database, for the sessions (locks, LISTEN, migrations).',
  },
  { name: 'PDN_DATABASE_POOL_SIZE', shown: '2 × cores, at least 4', meaning: 'PostgreSQL connections per process.' },
  { name: 'PORT', default: '8080', meaning: 'The port the API listens on.' },
  { name: 'HOST', default: '127.0.0.1', meaning: 'The address the API listens on (`0.0.0.0` in a container).' },
  { name: 'PDN_ADMIN_KEY', shown: 'generated at first start, printed once', meaning: 'The admin bearer key (`pdn_admin_…`).' },
  { name: 'PDN_METRICS_TOKEN', meaning: 'A second bearer token accepted by `/metrics`, for a scraper.' },
  { name: 'LOG_LEVEL', default: 'info', meaning: 'pino level: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`.' },
  { name: 'PDN_WEBHOOK_SECRET', read: 'cli', meaning: '`pdn certify` only: the endpoint secret (`whsec_…`) its test requests are signed with, as your receiver expects.' },
  { name: 'PDN_DEBUG', read: 'cli', meaning: 'CLI only: any value makes `pdn` print the stack of an error it cannot explain in one line.' },
  { name: 'PDN_RATE_LIMIT', default: '100', meaning: 'Requests per second per partner key (burst twice that); `0` turns limiting off.' },
  { name: 'PDN_REDIS_URL', meaning: 'Count rate limits in this Redis, shared by every instance using it (fails open).' },
  { name: 'PDN_REDIS_PREFIX', default: 'pdn:', meaning: 'Prefix of every Redis key PDN writes.' },
  { name: 'PDN_REQUEST_TIMEOUT', default: '30s', meaning: 'A connection that has not sent a whole request within this is closed.' },
  { name: 'PDN_SHUTDOWN_TIMEOUT', default: '25s', meaning: 'On SIGTERM, how long requests and webhook attempts in flight have to finish; the process exits then at the latest (exit 1 if they had not).' },
  { name: 'PDN_WEBHOOK_MAX_ENDPOINTS', default: '20', meaning: 'Webhook endpoints per partner and mode.' },
  { name: 'PDN_REPLAY_LIMIT', default: '30', meaning: 'Event replays and recoveries per partner per minute; `0` is no limit.' },
  { name: 'PDN_IDEMPOTENCY_KEY_LIMIT', default: '10000', meaning: 'New `Idempotency-Key`s per partner per 24 h; `0` is no limit.' },
  { name: 'PDN_AUTH_FAILURE_LIMIT', default: '30', meaning: 'Failed authentications per client address per minute before `429`; `0` is no limit.' },
  { name: 'PDN_WEBHOOKS', default: 'on', meaning: '`off`: this API process sends no webhooks (run `npx pdn webhooks` processes instead). Was `PDN_DISPATCHER`, still read.' },
  { name: 'PDN_AUTO_DISPATCH', default: 'on', meaning: '`off`: this API process runs no auto-dispatch matcher, no escalation pass and no late pass (another instance must, for partners whose dispatch policy is `auto`, the offer deadlines and late jobs).' },
  {
    name: 'PDN_OFFER_WINDOW',
    default: '5m',
    meaning: `A new job's offer window (at most \`${MAX_OFFER_WINDOW}\`): its \`accept_by\` is this long after its creation unless the network gives \`accept_within\`; then the escalation ladder takes over.`,
  },
  {
    name: 'PDN_DELIVERY_WINDOW',
    default: '45m',
    meaning: `A new job's delivery window (at most \`${MAX_DELIVERY_WINDOW}\`): its \`deliver_by\` is this long after its creation unless the network gives \`deliver_within\`; a job picked up and not delivered by then is late (\`order.late\`).`,
  },
  { name: 'PDN_PRESSURE_HOLD', default: '5m', meaning: 'A zone\'s new pressure level is announced (`zone.pressure_changed`) only once it has held this long, so nobody is paged by flapping.' },
  { name: 'PDN_WEBHOOK_RETRY_SCHEDULE', default: DEFAULT_RETRY_SCHEDULE, meaning: 'Delay before each attempt; after the last one a delivery has failed.' },
  { name: 'PDN_WEBHOOK_TIMEOUT', default: '15s', meaning: 'How long an attempt waits for the receiver\'s answer.' },
  { name: 'PDN_WEBHOOK_ALLOW_PRIVATE', default: 'false', meaning: '`true` lets endpoints resolve to private and loopback addresses (tests, local development).' },
  { name: 'PDN_WEBHOOK_ENDPOINT_CONCURRENCY', default: '8', meaning: 'Attempts in flight at once per endpoint.' },
  { name: 'PDN_WEBHOOK_CONCURRENCY', default: '1024', meaning: 'Deliveries a webhook worker holds at once (in flight or waiting for their endpoint).' },
  { name: 'PDN_WEBHOOK_LEASE', default: '30s', meaning: 'A webhook worker without a heartbeat for this long is given up for dead though its lock is held (a host cut off from the store).' },
  { name: 'PDN_WEBHOOK_DISABLE_AFTER', default: '5d', meaning: 'An endpoint that has failed every delivery for this long is disabled.' },
  { name: 'PDN_EVENT_RETENTION', default: '30d', meaning: 'Events, deliveries and attempts older than this are deleted.' },
  { name: 'PDN_AUDIT_RETENTION', default: '365d', meaning: 'Audit log entries older than this are deleted, once a day in bounded batches (apart from `PDN_EVENT_RETENTION`).' },
  { name: 'OTEL_EXPORTER_OTLP_ENDPOINT', shown: '– (tracing off)', read: 'otel', meaning: 'Where traces go (OTLP); tracing is on only when this (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set.' },
  { name: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', shown: '`<endpoint>/v1/traces`', read: 'otel', meaning: 'The traces endpoint in full, if not the default path under the one above.' },
  { name: 'OTEL_EXPORTER_OTLP_PROTOCOL', default: 'http/protobuf', read: 'otel', meaning: '`http/protobuf` or `http/json`.' },
  { name: 'OTEL_EXPORTER_OTLP_HEADERS', read: 'otel', meaning: 'Headers sent with every export, e.g. `authorization=Bearer …`.' },
  { name: 'OTEL_SERVICE_NAME', default: 'pdn', read: 'otel', meaning: 'The `service.name` of every span.' },
  { name: 'OTEL_TRACES_SAMPLER', default: 'parentbased_always_on', read: 'otel', meaning: 'The SDK\'s standard samplers, e.g. `parentbased_traceidratio` with `OTEL_TRACES_SAMPLER_ARG=0.1`.' },
  { name: 'OTEL_TRACES_SAMPLER_ARG', read: 'otel', meaning: 'The sampler\'s argument (a ratio for the ratio samplers).' },
  { name: 'OTEL_METRICS_EXPORTER', default: 'none', read: 'otel', meaning: 'PDN exports traces only; its metrics are on `/metrics`.' },
  { name: 'OTEL_LOGS_EXPORTER', default: 'none', read: 'otel', meaning: 'PDN exports traces only; its logs go to stdout.' },
  { name: 'PDN_API_URL', default: 'http://127.0.0.1:8080', read: 'cli', meaning: '`pdn listen` / `pdn trigger`: the API to talk to.' },
  { name: 'PDN_API_KEY', read: 'cli', meaning: '`pdn listen` / `pdn trigger`: the partner key to use.' },
] as const satisfies ReadonlyArray<EnvVariable>;

/** Renamed variables: the old name is still read while the new one is unset, and said to be deprecated at start. */
export const RENAMED_VARIABLES: Record<string, ServerVariable> = { PDN_DISPATCHER: 'PDN_WEBHOOKS' };

type ServerVariable = Exclude<(typeof ENV_VARIABLES)[number], { read: string }>['name'];
const DEFAULTS = new Map<string, string | undefined>(ENV_VARIABLES.map((v) => [v.name, 'default' in v ? v.default : undefined]));

/** A server variable as set, else its declared default (undefined: none, or computed by the code). */
function variable(env: NodeJS.ProcessEnv, name: ServerVariable): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? DEFAULTS.get(name) : value;
}

function intFrom(value: string | undefined, name: string, fallback = 0): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${value}"`);
  return n;
}

function atLeastOne(n: number, name: string): number {
  if (n < 1) throw new Error(`${name} must be at least 1, got ${n}`);
  return n;
}

/** At most `max` (a duration): the API takes no longer, and a deadline from it stays in years 0000–9999. */
function atMost(ms: number, max: string, name: string): number {
  if (ms > parseDuration(max)) throw new Error(`${name} must be at most ${max}, got ${ms} ms`);
  return ms;
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

/** Where what needs a PostgreSQL session of its own connects: past a transaction-mode pooler, when there is one. */
export function sessionUrlOf(config: Pick<Config, 'databaseUrl' | 'databaseDirectUrl'>): string {
  return config.databaseDirectUrl ?? config.databaseUrl;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const config: Config = {
    port: intFrom(variable(env, 'PORT'), 'PORT'),
    host: variable(env, 'HOST')!,
    databaseUrl: variable(env, 'PDN_DATABASE_URL')!,
    databaseDirectUrl: variable(env, 'PDN_DATABASE_DIRECT_URL') || undefined,
    databasePoolSize: atLeastOne(intFrom(variable(env, 'PDN_DATABASE_POOL_SIZE'), 'PDN_DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE), 'PDN_DATABASE_POOL_SIZE'),
    adminKey: variable(env, 'PDN_ADMIN_KEY'),
    rateLimit: intFrom(variable(env, 'PDN_RATE_LIMIT'), 'PDN_RATE_LIMIT'),
    logLevel: variable(env, 'LOG_LEVEL')!,
    bodyLimit: 1024 * 1024,
    requestTimeoutMs: atLeastOne(durationOf('PDN_REQUEST_TIMEOUT', variable(env, 'PDN_REQUEST_TIMEOUT')!), 'PDN_REQUEST_TIMEOUT'),
    redisUrl: variable(env, 'PDN_REDIS_URL'),
    redisPrefix: variable(env, 'PDN_REDIS_PREFIX')!,
    metricsToken: variable(env, 'PDN_METRICS_TOKEN'),
    limits: {
      maxEndpoints: intFrom(variable(env, 'PDN_WEBHOOK_MAX_ENDPOINTS'), 'PDN_WEBHOOK_MAX_ENDPOINTS'),
      replaysPerMinute: intFrom(variable(env, 'PDN_REPLAY_LIMIT'), 'PDN_REPLAY_LIMIT'),
      idempotencyKeysPerDay: intFrom(variable(env, 'PDN_IDEMPOTENCY_KEY_LIMIT'), 'PDN_IDEMPOTENCY_KEY_LIMIT'),
      authFailuresPerMinute: intFrom(variable(env, 'PDN_AUTH_FAILURE_LIMIT'), 'PDN_AUTH_FAILURE_LIMIT'),
    },
    webhook: {
      retryScheduleMs: parseRetrySchedule(variable(env, 'PDN_WEBHOOK_RETRY_SCHEDULE')!),
      timeoutMs: durationOf('PDN_WEBHOOK_TIMEOUT', variable(env, 'PDN_WEBHOOK_TIMEOUT')!),
      allowPrivate: variable(env, 'PDN_WEBHOOK_ALLOW_PRIVATE') === 'true',
      perEndpointConcurrency: intFrom(variable(env, 'PDN_WEBHOOK_ENDPOINT_CONCURRENCY'), 'PDN_WEBHOOK_ENDPOINT_CONCURRENCY'),
      concurrency: intFrom(variable(env, 'PDN_WEBHOOK_CONCURRENCY'), 'PDN_WEBHOOK_CONCURRENCY'),
      leaseMs: durationOf('PDN_WEBHOOK_LEASE', variable(env, 'PDN_WEBHOOK_LEASE')!),
      disableAfterMs: durationOf('PDN_WEBHOOK_DISABLE_AFTER', variable(env, 'PDN_WEBHOOK_DISABLE_AFTER')!),
      retentionMs: durationOf('PDN_EVENT_RETENTION', variable(env, 'PDN_EVENT_RETENTION')!),
      workerEnabled: (env.PDN_WEBHOOKS || env.PDN_DISPATCHER || variable(env, 'PDN_WEBHOOKS')) !== 'off',
    },
    shutdownTimeoutMs: atLeastOne(durationOf('PDN_SHUTDOWN_TIMEOUT', variable(env, 'PDN_SHUTDOWN_TIMEOUT')!), 'PDN_SHUTDOWN_TIMEOUT'),
    autoDispatchEnabled: variable(env, 'PDN_AUTO_DISPATCH') !== 'off',
    auditRetentionMs: atLeastOne(durationOf('PDN_AUDIT_RETENTION', variable(env, 'PDN_AUDIT_RETENTION')!), 'PDN_AUDIT_RETENTION'),
    offerWindowMs: atMost(atLeastOne(durationOf('PDN_OFFER_WINDOW', variable(env, 'PDN_OFFER_WINDOW')!), 'PDN_OFFER_WINDOW'), MAX_OFFER_WINDOW, 'PDN_OFFER_WINDOW'),
    deliveryWindowMs: atMost(atLeastOne(durationOf('PDN_DELIVERY_WINDOW', variable(env, 'PDN_DELIVERY_WINDOW')!), 'PDN_DELIVERY_WINDOW'), MAX_DELIVERY_WINDOW, 'PDN_DELIVERY_WINDOW'),
    pressureHoldMs: durationOf('PDN_PRESSURE_HOLD', variable(env, 'PDN_PRESSURE_HOLD')!),
    deprecated: Object.entries(RENAMED_VARIABLES)
      .filter(([old]) => env[old])
      .map(([old, now]) => `${old} is deprecated: set ${now} instead (same values); it is read while ${now} is not set`),
  };
  return {
    ...config,
    ...overrides,
    webhook: { ...config.webhook, ...(overrides.webhook ?? {}) },
    limits: { ...config.limits, ...(overrides.limits ?? {}) },
  };
}
