import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores, startService, type TestService } from '../../test/harness.js';
import { openStore } from '../store/store.js';
import { sweepIdempotencyKeys } from './idempotency.plugin.js';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describeStores('idempotency sweep in batches', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(async () => {
    await service?.close();
  });

  const keys = async (scope: string, count: number, createdAt: (i: number) => string) => {
    for (let from = 0; from < count; from += 500) {
      const rows = Array.from({ length: Math.min(500, count - from) }, (_, k) => ({
        scope,
        key: `key-${from + k}`,
        request_hash: 'h',
        status_code: 201,
        response_body: '{}',
        response_headers: '{}',
        created_at: createdAt(from + k),
      }));
      await service.store.db.insertInto('idempotency_keys').values(rows).execute();
    }
  };
  const left = async (scope: string) =>
    Number((await service.store.db.selectFrom('idempotency_keys').select((eb) => eb.fn.countAll().as('n')).where('scope', '=', scope).executeTakeFirstOrThrow()).n);

  it('deletes expired keys in short batches while /healthz is answered between them, and keeps the live ones', async () => {
    await keys('expired', 4_000, (i) => ago(25 * HOUR + i * 1_000));
    await keys('live', 200, (i) => ago(23 * HOUR - i * 1_000));
    const log: string[] = [];
    let sweeping = true;
    const healthz = (async () => {
      while (sweeping) {
        expect((await service.client(null).get('/healthz')).status).toBe(200);
        log.push('healthz');
      }
    })();
    const run = await sweepIdempotencyKeys(service.store, {
      holder: 'test',
      batches: { firstRows: 100, maxRows: 100, minRows: 100, pauseMs: 5 },
      onBatch: () => log.push('batch'),
    }).finally(() => (sweeping = false));
    await healthz;

    expect(run).toMatchObject({ deleted: 4_000, batches: 41, stopped: false });
    const batchAt = log.flatMap((entry, i) => (entry === 'batch' ? [i] : []));
    expect(batchAt.slice(1).filter((at, k) => log.slice(batchAt[k] + 1, at).includes('healthz')).length).toBeGreaterThanOrEqual(5);
    expect(await left('expired')).toBe(0);
    expect(await left('live')).toBe(200);
  });

  it('runs on one instance of two sweeping at once', async () => {
    await sql`delete from store_leases`.execute(service.store.db);
    await keys('expired-2', 1_000, (i) => ago(25 * HOUR + i * 1_000));
    const other = openStore(service.config.databaseUrl, { poolSize: 2 });
    try {
      const batches = { firstRows: 100, maxRows: 100, minRows: 100, pauseMs: 1 };
      const runs = await Promise.all([sweepIdempotencyKeys(service.store, { holder: 'a', batches }), sweepIdempotencyKeys(other, { holder: 'b', batches })]);
      expect(runs.filter((r) => r === null)).toHaveLength(1);
      expect(runs.find((r) => r !== null)).toMatchObject({ deleted: 1_000 });
      expect(await left('expired-2')).toBe(0);
    } finally {
      await other.close();
    }
  });
});
