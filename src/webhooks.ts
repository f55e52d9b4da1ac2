// `pdn webhooks`: a process that only delivers webhooks (no API), for running several webhook
// workers against one PostgreSQL next to API-only instances (PDN_WEBHOOKS=off).
import { composePdn } from './compose.js';
import { loadConfig } from './config.js';
import { exitOnSignals } from './shared/shutdown.js';

export async function runWebhooksProcess(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadConfig(env);
  // The worker's safety poll holds the process open: no API, so nothing else would.
  const pdn = await composePdn({ config, app: false, webhooks: true, matcher: false, holdProcess: true });
  await pdn.start();
  pdn.log.info({ store: pdn.store.describe }, 'PDN webhook worker is delivering webhooks');
  exitOnSignals({ log: pdn.log, message: 'webhook worker stopping: finishing attempts in flight', graceMs: config.shutdownTimeoutMs, stop: () => pdn.stop() });
}
