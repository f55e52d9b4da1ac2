// `pdn dispatcher`: a process that only delivers webhooks (no API), for running several
// dispatchers against one PostgreSQL next to API-only instances (PDN_DISPATCHER=off).
import { composePdn } from '../compose.js';
import { loadConfig } from '../config.js';
import { exitOnSignals } from '../shared/shutdown.js';

export async function runDispatcherProcess(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadConfig(env);
  // The dispatcher's safety poll holds the process open: no API, so nothing else would.
  const pdn = await composePdn({ config, app: false, dispatcher: true, matcher: false, holdProcess: true });
  await pdn.start();
  pdn.log.info({ store: pdn.store.describe }, 'PDN dispatcher is delivering webhooks');
  exitOnSignals({ log: pdn.log, message: 'dispatcher stopping: finishing attempts in flight', graceMs: config.shutdownTimeoutMs, stop: () => pdn.stop() });
}
