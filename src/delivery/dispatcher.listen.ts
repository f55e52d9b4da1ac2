// Cross-process wake-up on PostgreSQL: the outbox NOTIFYs `pdn_deliveries` in the committing
// transaction; every dispatcher LISTENs on its own connection.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { DELIVERIES_CHANNEL } from '../outbox/outbox.js';

export interface Listener {
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;

export async function listenForDeliveries(url: string, onNotify: () => void, log: FastifyBaseLogger): Promise<Listener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', () => onNotify());
    next.on('error', (error) => {
      log.warn({ err: error }, 'webhook LISTEN connection lost; reconnecting');
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${DELIVERIES_CHANNEL}`);
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
        log.warn({ err: error }, 'webhook LISTEN reconnect failed');
        schedule();
      });
    }, RECONNECT_MS);
    retry.unref();
  };

  try {
    await connect();
  } catch (error) {
    log.warn({ err: error }, 'webhook LISTEN failed; relying on polling until it reconnects');
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
