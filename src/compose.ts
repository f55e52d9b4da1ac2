// The one composition root: the store, the HTTP API and the background jobs (the webhook worker,
// the retention prune, the auto-dispatch matcher, the escalation pass, the late pass, the idempotency sweep,
// the pressure pass),
// built from config, started in one order and stopped in the reverse. The server (src/server.ts),
// the webhooks process (`pdn webhooks`, src/webhooks.ts), the demo, the benchmarks and the test
// harness all start PDN through here. No job starts another.
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import type { Registry } from 'prom-client';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import type { Context } from './context.js';
import { WebhookWorker } from './delivery/delivery.worker.js';
import { Matcher } from './dispatch/dispatch.matcher.js';
import { retentionPruner } from './events/events.retention.js';
import { idempotencySweeper } from './http/idempotency.plugin.js';
import { auditPruner } from './operators/operators.service.js';
import { Escalator } from './offers/offers.escalator.js';
import { LatePass } from './orders/orders.late.js';
import { PressurePass } from './pressure/pressure.pass.js';
import { migrateOrServe } from './store/migrate.js';
import { openStore, type Store } from './store/store.js';

export interface ComposeOptions {
  config: Config;
  /** The HTTP API (default on); `false` for a process that only delivers webhooks. */
  app?: false | { logger?: FastifyServerOptions['logger']; routes?: (app: FastifyInstance) => void };
  /** The webhook worker and the retention prune in this process (default: PDN_WEBHOOKS). */
  webhooks?: boolean;
  /** The auto-dispatch matcher, the escalation pass and the late pass in this process (default: PDN_AUTO_DISPATCH). */
  matcher?: boolean;
  /** The zone pressure pass (default: with the API, whose feed it keeps; one instance at a time runs it). */
  pressure?: boolean;
  /** Store connections (default: PDN_DATABASE_POOL_SIZE). */
  poolSize?: number;
  /**
   * Without the API nothing else holds the process open: the webhook worker's own safety poll
   * then does (a timer that does work, not a no-op one).
   */
  holdProcess?: boolean;
}

/** A job that runs beside the API until the process stops. */
export interface BackgroundJob {
  start(): void | Promise<void>;
  /** Ends what is in flight; resolves when the job no longer uses the store. */
  stop(): Promise<void>;
}

export interface Pdn {
  config: Config;
  store: Store;
  log: FastifyBaseLogger;
  app?: FastifyInstance;
  worker?: WebhookWorker;
  matcher?: Matcher;
  /** The background jobs by name, in the order they start. */
  jobs: Map<string, BackgroundJob>;
  /** Starts the background jobs, then the API listens (when there is one); its address. */
  start(listen?: { port: number; host: string }): Promise<string | undefined>;
  /** The one shutdown order (see below). Safe to call during start-up: it waits for it first. */
  stop(): Promise<void>;
}

/** Opens and migrates the store, and builds what `options` asks for; nothing runs until `start`. */
export async function composePdn(options: ComposeOptions): Promise<Pdn> {
  const { config } = options;
  // The app's logger exists only once the app is built (on the store); an idle connection lost
  // before then is dropped by the pool all the same, just not logged.
  let log: FastifyBaseLogger | undefined = options.app === false ? pino({ level: config.logLevel }) : undefined;
  const store = openStore(config.databaseUrl, {
    poolSize: options.poolSize ?? config.databasePoolSize,
    onConnectionError: (error) => log?.warn({ err: error }, 'store connection lost'),
    pooled: config.databaseDirectUrl !== undefined,
    checkpointThread: true,
  });
  try {
    await migrateOrServe(store, {
      directUrl: config.databaseDirectUrl,
      // Before the app's logger exists: one of its own, at the configured level.
      onNewer: (unknown) =>
        (log ?? pino({ level: config.logLevel })).warn(
          { unknown_migrations: unknown },
          `the store was migrated by a newer release (${unknown.join(', ')} unknown to this one); serving on it without migrating`,
        ),
    });
  } catch (error) {
    await store.close();
    throw error;
  }
  let app: FastifyInstance | undefined;
  let metrics: Registry | undefined;
  if (options.app !== false) {
    app = await buildApp({ config, store, logger: options.app?.logger });
    options.app?.routes?.(app);
    log = app.log;
    metrics = app.metrics;
  }
  const ctx: Context = app?.pdn ?? { store, config, log: log! };
  const jobs = new Map<string, BackgroundJob>();
  const worker = (options.webhooks ?? config.webhook.workerEnabled) ? new WebhookWorker({ store, config, log: ctx.log, metrics, holdProcess: options.holdProcess }) : undefined;
  const matcher = (options.matcher ?? config.autoDispatchEnabled) ? new Matcher({ ctx, metrics }) : undefined;
  if (worker) {
    jobs.set('webhooks', worker);
    jobs.set('retention', retentionPruner({ store, retentionMs: config.webhook.retentionMs, log: ctx.log, metrics }));
  }
  if (matcher) {
    jobs.set('auto-dispatch', matcher);
    jobs.set('escalation', new Escalator({ ctx, metrics }));
    jobs.set('late jobs', new LatePass({ ctx, metrics }));
  }
  if (app) jobs.set('idempotency sweep', idempotencySweeper({ store, log: ctx.log, metrics }));
  if (options.pressure ?? app !== undefined) jobs.set('pressure', new PressurePass({ ctx, holdMs: config.pressureHoldMs }));
  // The audit log's own schedule: with the API (it is the API's record), apart from event retention.
  if (app) jobs.set('audit prune', auditPruner({ store, retentionMs: config.auditRetentionMs, log: ctx.log, metrics }));

  let started: Promise<unknown> = Promise.resolve();
  let stopping: Promise<void> | undefined;
  return {
    config,
    store,
    log: ctx.log,
    app,
    worker,
    matcher,
    jobs,
    start(listen) {
      const starting = (async () => {
        for (const line of config.deprecated) ctx.log.warn(line);
        for (const job of jobs.values()) await job.start();
        return listen && app ? app.listen(listen) : undefined;
      })();
      started = starting;
      return starting;
    },
    /**
     * 1. /readyz answers 503 at once, so the balancer stops sending requests here, while the
     *    API still answers those that come;
     * 2. the background jobs stop in the reverse of their start: the sweep and the escalation
     *    pass end their batch, the matcher makes no new auto-accepts (one in flight finishes),
     *    the prune ends its batch, and the webhook worker finishes its attempts in flight and
     *    writes their outcomes, giving back what it claimed but did not send (the API still
     *    serves meanwhile: the balancer needs a moment to see the 503, and a request
     *    mid-flight still gets its answer);
     * 3. the API stops listening and finishes the requests in flight;
     * 4. the store closes, once nothing uses it.
     */
    stop() {
      stopping ??= (async () => {
        if (app) app.draining = true;
        await started.catch(() => undefined);
        for (const job of [...jobs.values()].reverse()) await job.stop();
        await app?.close();
        await store.close();
      })();
      return stopping;
    },
  };
}
