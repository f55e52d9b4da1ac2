// The process as an orchestrator runs it: SIGTERM mid-delivery, and several instances started
// at once on a store nobody has migrated yet.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, createOrder, createPartner, describeStores, PG_URL, type TestService } from '../../test/harness.js';
import { admin, databaseUrl, dropDatabase } from '../../test/postgres.js';
import { Receiver, registerEndpoint } from '../../test/receiver.js';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { migrate } from '../store/migrate.js';
import { openStore } from '../store/store.js';

/** A store nobody has migrated: a new SQLite path, or a new empty PostgreSQL database. */
async function newEmptyStore(kind: 'sqlite' | 'postgres'): Promise<{ url: string; drop(): Promise<void> }> {
  if (kind === 'postgres') {
    const name = `pdn_empty_${randomBytes(5).toString('hex')}`;
    await admin(PG_URL!, (c) => c.query(`CREATE DATABASE ${name}`));
    return { url: databaseUrl(PG_URL!, name), drop: () => dropDatabase(PG_URL!, name) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-empty-'));
  return { url: path.join(dir, 'pdn.sqlite'), drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** What createPartner needs of a service, from a server process. */
const asService = (server: ServerProcess) => ({ admin: server.admin, client: (key: string | null) => new Client(server.url, key) }) as unknown as TestService;

describeStores('shutdown and startup', (kind) => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await Receiver.start();
  });
  afterAll(() => receiver.close());

  it('on SIGTERM: /readyz 503 at once, the webhook attempt in flight finishes and is recorded, exit 0', async () => {
    const store = await newEmptyStore(kind);
    const server = await startServerProcess(store.url, { PDN_WEBHOOK_ALLOW_PRIVATE: 'true' });
    try {
      const partner = await createPartner(asService(server));
      await registerEndpoint(partner, `${receiver.url}/slow`);
      receiver.answerAll({ status: 204, delayMs: 2_000 });
      await createOrder(asService(server), { zone: partner.territories[0] });
      await receiver.waitFor((requests) => requests.some((r) => r.path === '/slow'));
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      // The signal reaches the process a moment after kill() returns: a probe sent at once may
      // still be answered ready. Within the bound below it must say not ready.
      let ready = await server.admin.get('/readyz');
      while (ready.status === 200 && Date.now() - signalled < 3_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        ready = await server.admin.get('/readyz');
      }
      expect(ready.status).toBe(503);
      expect(Date.now() - signalled).toBeLessThan(3_000); // a bound, loose enough for a loaded machine
      expect(await server.exited).toBe(0);
      expect(receiver.to('/slow').length).toBeGreaterThan(0);
      expect(receiver.to('/slow').map((r) => r.status)).toEqual(receiver.to('/slow').map(() => 204)); // answered, not cut off
      const check = openStore(store.url);
      try {
        const deliveries = await check.db.selectFrom('webhook_deliveries').select(['event_id', 'status', 'attempt_count']).execute();
        const sent = receiver.to('/slow').map((r) => r.headers['webhook-id']);
        expect(deliveries.map((d) => d.event_id).sort()).toEqual([...sent].sort());
        expect(deliveries.map(({ status, attempt_count }) => ({ status, attempt_count }))).toEqual(sent.map(() => ({ status: 'succeeded', attempt_count: 1 })));
        const attempts = await check.db.selectFrom('webhook_attempts').select('status_code').execute();
        expect(attempts).toEqual(sent.map(() => ({ status_code: 204 })));
      } finally {
        await check.close();
      }
    } finally {
      server.child.kill('SIGKILL');
      await store.drop();
    }
  }, 60_000);

  it('brings up four instances started at once on a new store; each migration runs once', async () => {
    const store = await newEmptyStore(kind);
    const started = await Promise.allSettled(Array.from({ length: 4 }, () => startServerProcess(store.url, { PDN_WEBHOOK_ALLOW_PRIVATE: 'true' })));
    const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    try {
      expect(started.filter((s) => s.status === 'rejected').map((s) => String((s).reason))).toEqual([]);
      for (const server of servers) expect((await server.admin.get('/readyz')).status).toBe(200);
      const check = openStore(store.url);
      try {
        expect(await migrate(check)).toEqual([]); // nothing left to apply
        const names = (await check.db.selectFrom('kysely_migration' as never).select('name' as never).execute()) as Array<{ name: string }>;
        expect(new Set(names.map((n) => n.name)).size).toBe(names.length);
      } finally {
        await check.close();
      }
    } finally {
      for (const server of servers) server.child.kill('SIGTERM');
      expect(await Promise.all(servers.map((s) => s.exited))).toEqual(servers.map(() => 0));
      await store.drop();
    }
  }, 90_000);
});
