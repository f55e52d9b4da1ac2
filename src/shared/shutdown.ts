import { flushTraces } from './trace-context.js';

/**
 * On the first SIGTERM or SIGINT: logs `message`, runs `stop`, exits 0. Should `stop` hang,
 * the process exits 1 after `graceMs` all the same. Later signals are ignored.
 */
export function exitOnSignals(options: {
  log: { info(details: object, message: string): void };
  message: string;
  graceMs: number;
  stop: () => Promise<unknown>;
}): void {
  const { log, message, graceMs, stop } = options;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, message);
    const force = setTimeout(() => process.exit(1), graceMs);
    force.unref();
    await stop();
    await flushTraces();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
