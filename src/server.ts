import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { Matcher } from './dispatch/dispatch.matcher.js';
import { Dispatcher } from './delivery/dispatcher.js';
import { ensureAdminKey } from './partners/partners.service.js';
import { exitOnSignals } from './shared/shutdown.js';
import { migrate } from './store/migrate.js';
import { openStore } from './store/store.js';

async function main(): Promise<void> {
  const config = loadConfig();
  // The app's logger exists only once the app is built (on the store); an idle connection
  // lost before then is dropped by the pool all the same, just not logged.
  let log: FastifyBaseLogger | undefined;
  const store = openStore(config.databaseUrl, { poolSize: config.databasePoolSize, onConnectionError: (error) => log?.warn({ err: error }, 'store connection lost') });
  await migrate(store);
  const app = await buildApp({ config, store });
  log = app.log;
  const dispatcher = config.webhook.dispatcherEnabled ? new Dispatcher({ store, config, log: app.log, metrics: app.metrics }) : undefined;
  const matcher = config.autoDispatchEnabled ? new Matcher({ ctx: app.pdn, metrics: app.metrics }) : undefined;

  const generatedAdminKey = await ensureAdminKey(app.pdn);
  if (generatedAdminKey) {
    // Printed once, to the terminal only (never to the structured log): the store keeps its hash.
    process.stdout.write(
      `\n  No PDN_ADMIN_KEY was set, so an admin key was generated. It is shown only this once:\n\n    ${generatedAdminKey}\n\n  Keep it (e.g. export PDN_ADMIN_KEY=...). Later starts will not print it again.\n\n`,
    );
  }

  // Signals are handled from here on, so a SIGTERM during start-up (a slow store, an
  // orchestrator that changed its mind) is a clean stop once start-up is done, never a kill.
  const started = (async () => {
    await app.listen({ port: config.port, host: config.host });
    await dispatcher?.start();
    matcher?.start();
  })();
  exitOnSignals({
    log: app.log,
    message: 'shutting down: finishing in-flight requests',
    // PDN_SHUTDOWN_TIMEOUT (25 s) leaves a webhook attempt in flight its whole timeout (15 s)
    // and the outcome's write; one cut off anyway is sent again (its lock is free at exit).
    graceMs: config.shutdownTimeoutMs,
    stop: async () => {
      app.draining = true; // /readyz 503 at once
      await started.catch(() => undefined);
      // Attempts in flight finish and their outcomes are written while the API still serves;
      // then the listener closes and the requests in flight finish.
      // No new auto-accepts once stopping; one in flight finishes before the store closes.
      await matcher?.stop();
      await dispatcher?.stop();
      await app.close();
      await store.close();
    },
  });
  await started;
  app.log.info({ store: store.describe, dispatcher: dispatcher ? 'on' : 'off', auto_dispatch: matcher ? 'on' : 'off' }, 'PDN is serving');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
