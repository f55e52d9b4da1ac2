// `pdn dispatcher`: a process that only delivers webhooks (no API), for running several
// dispatchers against one PostgreSQL next to API-only instances (PDN_DISPATCHER=off).
import { pino } from 'pino';
import { loadConfig } from '../config.js';
import { exitOnSignals } from '../shared/shutdown.js';
import { migrate } from '../store/migrate.js';
import { openStore } from '../store/store.js';
import { Dispatcher } from './dispatcher.js';

export async function runDispatcherProcess(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadConfig(env);
  const log = pino({ level: config.logLevel });
  const store = openStore(config.databaseUrl, { poolSize: config.databasePoolSize, onConnectionError: (error) => log.warn({ err: error }, 'store connection lost') });
  await migrate(store);
  const dispatcher = new Dispatcher({ store, config, log });
  await dispatcher.start();
  log.info({ store: store.describe }, 'PDN dispatcher is delivering webhooks');
  // The dispatcher's own timers do not hold the process open (they must not in the API
  // process or in tests); here it is the whole process, so keep it alive until a signal.
  const keepAlive = setInterval(() => {}, 3600_000);

  exitOnSignals({
    log,
    message: 'dispatcher stopping: finishing attempts in flight',
    graceMs: config.shutdownTimeoutMs,
    stop: async () => {
      await dispatcher.stop();
      await store.close();
      clearInterval(keepAlive);
    },
  });
}
