import { composePdn } from './compose.js';
import { loadConfig } from './config.js';
import { ensureAdminKey } from './partners/partners.service.js';
import { exitOnSignals } from './shared/shutdown.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const pdn = await composePdn({ config });
  const { app, store, log } = pdn;

  const generatedAdminKey = await ensureAdminKey(app!.pdn);
  if (generatedAdminKey) {
    // Printed once, to the terminal only (never to the structured log): the store keeps its hash.
    process.stdout.write(
      `\n  No PDN_ADMIN_KEY was set, so an admin key was generated. It is shown only this once:\n\n    ${generatedAdminKey}\n\n  Keep it (e.g. export PDN_ADMIN_KEY=...). Later starts will not print it again.\n\n`,
    );
  }

  // Signals are handled from here on, so a SIGTERM during start-up (a slow store, an
  // orchestrator that changed its mind) is a clean stop once start-up is done, never a kill.
  const started = pdn.start({ port: config.port, host: config.host });
  exitOnSignals({
    log,
    message: 'shutting down: finishing in-flight requests',
    // PDN_SHUTDOWN_TIMEOUT (25 s) leaves a webhook attempt in flight its whole timeout (15 s)
    // and the outcome's write; one cut off anyway is sent again (its lock is free at exit).
    graceMs: config.shutdownTimeoutMs,
    stop: () => pdn.stop(),
  });
  await started;
  log.info({ store: store.describe, webhooks: pdn.worker ? 'on' : 'off', auto_dispatch: pdn.matcher ? 'on' : 'off' }, 'PDN is serving');
}

main().catch((error: NodeJS.ErrnoException & { address?: string; port?: number }) => {
  // The usual first trip (a server from an earlier terminal still running): one line, not a stack.
  if (error.code === 'EADDRINUSE') console.error(`pdn: ${error.address}:${error.port} is already in use (is another PDN running?): stop it, or start with PORT=<another port>`);
  else console.error(error);
  process.exit(1);
});
