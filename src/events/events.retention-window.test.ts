import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, describeStores, freshDatabase, startService, type TestDatabase, type TestService } from '../../test/harness.js';
import { eventually } from '../../test/receiver.js';
import { newId } from '../shared/ids.js';
import type { DeliveryStatus } from '../store/schema.js';
import { openStore } from '../store/store.js';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describeStores('event retention', (kind) => {
  let database: TestDatabase;
  let service: TestService;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await service?.close();
    await database.drop();
  });

  it('deletes events, deliveries and attempts past retention when webhooks start, and keeps the rest', async () => {
    // A partner, then history written straight to the store, as if it had happened long ago.
    const seed = await startService(kind, { database });
    const partner = await createPartner(seed);
    await seed.close();
    const store = openStore(database.url);
    const row = (age: number, status: DeliveryStatus) => {
      const at = daysAgo(age);
      const event = { id: newId('evt'), partner_id: partner.id, type: 'order.created', data: '{}', created_at: at };
      const delivery = { id: newId('dlv'), event_id: event.id, endpoint_id: 'we_gone', partner_id: partner.id, status, attempt_count: 1, next_attempt_at: status === 'pending' ? daysAgo(-1) : null, created_at: at, updated_at: at };
      const attempt = { id: newId('att'), delivery_id: delivery.id, event_id: event.id, endpoint_id: 'we_gone', attempted_at: at, status_code: 500, latency_ms: 3, error: null, response_body: null };
      return { event, delivery, attempt };
    };
    const old = row(31, 'failed');
    const oldButPending = row(31, 'pending');
    const recent = row(29, 'succeeded');
    for (const r of [old, oldButPending, recent]) {
      await store.db.insertInto('events').values(r.event).execute();
      await store.db.insertInto('webhook_deliveries').values(r.delivery).execute();
      await store.db.insertInto('webhook_attempts').values(r.attempt).execute();
    }
    await store.close();

    service = await startService(kind, { database, webhooks: true });
    const ids = async (table: 'events' | 'webhook_deliveries' | 'webhook_attempts') =>
      (await service.store.db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id);
    await eventually(async () => ((await ids('events')).length === 2 ? true : undefined), 'old events pruned');

    expect(await ids('events')).toEqual([oldButPending.event.id, recent.event.id]);
    expect(await ids('webhook_deliveries')).toEqual([oldButPending.delivery.id, recent.delivery.id]);
    expect(await ids('webhook_attempts')).toEqual([recent.attempt.id]);
    // Each batch's duration is on /metrics: one batch per table here.
    const metrics = (await service.admin.get('/metrics')).body as string;
    expect(metrics).toMatch(/^pdn_background_batch_duration_seconds_count\{job="retention_prune"\} 3$/m);
  });
});
