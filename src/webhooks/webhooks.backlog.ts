// Store-wide gauges for /metrics, read at scrape time: what is not yet delivered and how old it
// is, the workers alive, and the store's connections. Each is an index-only read (the
// partial indexes on pending deliveries), so a scrape costs the same on any instance and does
// not grow with the retained history (docs/operations.md has what it costs on a big backlog).
import { Gauge, type Registry } from 'prom-client';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { Store } from '../store/store.js';
import type { ConnectionUsage } from '../store/sqlite-dialect.js';
import { timeOfId } from '../shared/ids.js';

export interface Backlog {
  pending: number;
  /** When the oldest pending delivery's event was made (epoch ms); null with nothing pending. */
  oldestEventAt: number | null;
  dispatchers: number;
}

export async function backlogOf(db: Kysely<Database>): Promise<Backlog> {
  const pending = db.selectFrom('webhook_deliveries').select((eb) => eb.fn.countAll<number | string>().as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow();
  // min() alone in its query: both stores then read it from the end of the partial index.
  const oldest = db.selectFrom('webhook_deliveries').select((eb) => eb.fn.min('event_id').as('id')).where('status', '=', 'pending').executeTakeFirst();
  const dispatchers = db.selectFrom('dispatchers').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const [p, o, d] = await Promise.all([pending, oldest, dispatchers]);
  // Event ids begin with the time they were made (src/shared/ids.ts): no lookup of the event.
  const at = o?.id ? timeOfId(o.id) : Number.NaN;
  return { pending: Number(p.n), oldestEventAt: Number.isNaN(at) ? null : at, dispatchers: Number(d.n) };
}

/** Registers the gauges on `registry`; each scrape reads the store once for all three. */
export function registerBacklogMetrics(registry: Registry, store: Store): void {
  const registers = [registry];
  // The gauges' collects (started together by a scrape) share one read. The connections are
  // looked at before it, so that the scrape's own queries are not counted.
  let reading: Promise<Backlog & { usage: ConnectionUsage }> | null = null;
  const read = () => {
    if (!reading) {
      const usage = store.usage();
      reading = backlogOf(store.db)
        .then((backlog) => ({ ...backlog, usage }))
        .finally(() => setImmediate(() => (reading = null)));
    }
    return reading;
  };
  new Gauge({
    name: 'pdn_webhook_deliveries_pending',
    help: 'Webhook deliveries not yet done (pending: due, held by a webhook worker or waiting for a retry), over the whole store',
    registers,
    async collect() {
      this.set((await read()).pending);
    },
  });
  new Gauge({
    name: 'pdn_webhook_oldest_pending_seconds',
    help: 'Age of the event of the oldest delivery not yet done (0 when none is pending), over the whole store',
    registers,
    async collect() {
      const { oldestEventAt } = await read();
      this.set(oldestEventAt === null ? 0 : Math.max(0, (Date.now() - oldestEventAt) / 1000));
    },
  });
  new Gauge({
    name: 'pdn_webhook_dispatchers',
    help: 'Webhook workers registered in the store (alive, or dead for less than a heartbeat)',
    registers,
    async collect() {
      this.set((await read()).dispatchers);
    },
  });
  const usage = (pick: (u: ConnectionUsage) => number) =>
    async function (this: Gauge) {
      this.set(pick((await read()).usage));
    };
  new Gauge({ name: 'pdn_store_connections_max', help: "This process's store connections at most (SQLite: its one connection)", registers, collect: usage((u) => u.size) });
  new Gauge({ name: 'pdn_store_connections_in_use', help: "This process's store connections lent out", registers, collect: usage((u) => u.inUse) });
  new Gauge({ name: 'pdn_store_connection_waiters', help: 'Callers in this process waiting for a store connection', registers, collect: usage((u) => u.waiting) });
}
