// Cross-process wake-ups on PostgreSQL: a committing transaction NOTIFYs a channel, a process
// LISTENs on a connection of its own, reconnecting when it is lost (and waking then too: what was
// committed while it was not listening).
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export interface Listener {
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;

export async function listen(url: string, channel: string, onNotify: () => void, log: FastifyBaseLogger): Promise<Listener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', () => onNotify());
    next.on('error', (error) => {
      log.warn({ err: error }, `LISTEN ${channel}: connection lost; reconnecting`);
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    onNotify(); // anything committed while we were not listening
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error) => {
        log.warn({ err: error }, `LISTEN ${channel}: reconnect failed`);
        schedule();
      });
    }, RECONNECT_MS);
    retry.unref();
  };

  try {
    await connect();
  } catch (error) {
    log.warn({ err: error }, `LISTEN ${channel} failed; relying on polling until it reconnects`);
    schedule();
  }
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
