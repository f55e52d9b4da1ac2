// Deliveries committed in the dispatcher's own process are written leased to it and handed
// over after commit (no claim query). The lease bookkeeping must survive rollbacks and stops.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, describeStores, startService, type TestService } from '../../test/harness.js';
import { eventually, Receiver, registerEndpoint } from '../../test/receiver.js';
import { transact } from '../store/transaction.js';
import { Dispatcher } from './dispatcher.js';

describeStores('webhook handover at commit', (kind) => {
  let service: TestService;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await Receiver.start();
    service = await startService(kind, {
      dispatcher: true,
      env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_CONCURRENCY: '4', PDN_WEBHOOK_ENDPOINT_CONCURRENCY: '2' },
    });
  });
  afterAll(async () => {
    await service.close();
    await receiver.close();
  });

  const deliveriesOf = (partnerId: string) =>
    service.store.db.selectFrom('webhook_deliveries').select(['status', 'next_attempt_at', 'locked_until']).where('partner_id', '=', partnerId).execute();

  it('sends a new delivery leased at commit, and writes it leased so no other dispatcher claims it meanwhile', async () => {
    const partner = await createPartner(service);
    await registerEndpoint(partner, `${receiver.url}/leased`);
    receiver.answerNext(1, { hang: true }, '/leased');
    await createOrder(service, { zone: partner.territories[0] });
    await receiver.waitFor(() => receiver.to('/leased').length === 1);

    const [delivery] = await deliveriesOf(partner.id);
    expect(delivery.status).toBe('pending');
    expect(delivery.locked_until).not.toBeNull();
    expect(Date.parse(delivery.next_attempt_at!)).toBeGreaterThan(Date.now() + 30_000); // due only when the lease (60 s) ends
    receiver.releaseHung();
    await receiver.waitForAnswered(1, '/leased');
  });

  it('does not let new deliveries overtake older ones that overflowed the endpoint for as long as new ones keep coming', async () => {
    // One attempt at a time per endpoint, slower than orders arrive: the endpoint's hold (one
    // in flight, one waiting) overflows to the store again and again.
    const serial = await startService(kind, { dispatcher: true, env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_ENDPOINT_CONCURRENCY: '1' } });
    const partner = await createPartner(serial);
    await registerEndpoint(partner, `${receiver.url}/in-order`);
    receiver.answerAll({ status: 200, delayMs: 12 });
    try {
      const created: string[] = [];
      for (let i = 0; i < 30; i++) {
        created.push((await createOrder(serial, { zone: partner.territories[0] })).order_id);
        await new Promise((resolve) => setTimeout(resolve, 4));
      }
      const received = (await receiver.waitForAnswered(30, '/in-order')).map((r) => JSON.parse(r.body).data.order_id);
      expect([...received].sort()).toEqual([...created].sort());
      // Each arrives close to its turn; an overflowed one left until the load stops would arrive last.
      const displacement = created.map((id, i) => Math.abs(received.indexOf(id) - i));
      expect(Math.max(...displacement)).toBeLessThanOrEqual(3);
    } finally {
      receiver.answerAll({ status: 200 });
      await serial.close();
    }
  });

  it('gives the leases of a rolled-back transaction back: nothing is written and later deliveries still go out', async () => {
    const partner = await createPartner(service);
    await registerEndpoint(partner, `${receiver.url}/rolled-back`);
    // More rollbacks than the dispatcher has room for: leaked leases would leave it none.
    for (let i = 0; i < 10; i++) {
      const failed = transact(service.app.pdn, async (trx, outbox) => {
        await outbox.record(trx, 'order.created', [partner.id], { order_id: `ord_rollback${i}` });
        expect(outbox.handed).toHaveLength(1);
        throw new Error('the state change failed after the event was recorded');
      });
      await expect(failed).rejects.toThrow('state change failed');
    }
    expect(await deliveriesOf(partner.id)).toEqual([]);

    for (let i = 0; i < 6; i++) await createOrder(service, { zone: partner.territories[0] });
    await receiver.waitForAnswered(6, '/rolled-back');
  });

  // Last: it stops the service's dispatcher.
  it('makes deliveries due at once when the dispatcher stopped before their transaction committed, for the next dispatcher', async () => {
    const partner = await createPartner(service);
    await registerEndpoint(partner, `${receiver.url}/stopped`);
    const dispatcher = service.dispatcher!;
    let stopping: Promise<void> | undefined;
    await transact(service.app.pdn, async (trx, outbox) => {
      await outbox.record(trx, 'order.created', [partner.id], { order_id: 'ord_handedtoastopped' });
      expect(outbox.handed).toHaveLength(1);
      // As on SIGTERM: the dispatcher stops at once, while this transaction is still open.
      stopping = dispatcher.stop();
    });
    await stopping;
    const released = await eventually(async () => {
      const [delivery] = await deliveriesOf(partner.id);
      return delivery.locked_until === null ? delivery : undefined;
    }, 'the lease given back');
    expect(released.status).toBe('pending');
    expect(Date.parse(released.next_attempt_at!)).toBeLessThanOrEqual(Date.now());
    expect(receiver.to('/stopped')).toHaveLength(0);

    const next = new Dispatcher({ store: service.store, config: service.config, log: service.app.log });
    await next.start();
    try {
      const [request] = await receiver.waitForAnswered(1, '/stopped');
      expect(JSON.parse(request.body).data.order_id).toBe('ord_handedtoastopped');
    } finally {
      await next.stop();
    }
  });
});
