// The escalation pass is driven from the store: two server processes on one store, one of them
// killed (kill -9) in the middle of the ladder, and every step of every job still happens once,
// in time.
import { expect, it } from 'vitest';
import { Client, describeStores } from '../../test/harness.js';
import { serverProcessesOnFreshStore } from '../../test/server-process.js';
import { eventually } from '../../test/receiver.js';
import { NETWORK } from '../outbox/outbox.js';

const JOBS = 12;
const STEPS = 3;

describeStores('escalation across crashes and instances', (kind) => {
  const processes = serverProcessesOnFreshStore(kind);
  const { start } = processes;
  // The partner's copies (the network gets one more of each: checked apart below).
  const escalations = async (owner: 'partner' | 'network' = 'partner') => {
    const rows = await processes.store.db
      .selectFrom('events')
      .select('data')
      .where('type', '=', 'order.escalated')
      .where('partner_id', owner === 'network' ? '=' : '<>', NETWORK)
      .orderBy('id')
      .execute();
    return rows.map((row) => JSON.parse(row.data) as { order_id: string; version: number; escalation_step: number; accept_by: string; updated_at: string; payout_estimate: { amount: number } });
  };
  const jobsLeft = async () => (await processes.store.db.selectFrom('orders').select('id').where('status', '=', 'unassigned').where('accept_by', 'is not', null).execute()).length;

  it('each step once and within 2 s of its deadline, with a process killed mid-ladder', async () => {
    const [first, second] = await Promise.all([start(), start()]);
    const partner = await first.admin.post('/v1/admin/partners', { name: 'Ladder Fleet', territories: ['crash-ladder'] });
    await new Client(first.url, first.admin.key).post(`/v1/admin/partners/${partner.body.id}/api_keys`);
    const ladder = await first.admin.put('/v1/admin/escalation_policy', { steps: Array.from({ length: STEPS }, () => ({ accept_within: '1s', payout_increase: 1 })) });
    expect(ladder.status).toBe(200);
    const created = await Promise.all(
      Array.from({ length: JOBS }, (_, i) =>
        (i % 2 ? first : second).admin.post('/v1/admin/orders', {
          zone: 'crash-ladder',
          pickup: { creator: 'Crash Kitchen', eta_mins: 5 },
          dropoff: { area: 'Riverside' },
          payout_estimate: { currency: 'EUR', amount: 3 },
          accept_within: '1s',
        }),
      ),
    );
    expect(created.every((res) => res.status === 201)).toBe(true);

    // Both escalate; once every job took its first step, one of them dies (mid-ladder).
    await eventually(async () => ((await escalations()).length >= JOBS ? true : undefined), 'the first steps');
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    await eventually(async () => ((await jobsLeft()) === 0 ? true : undefined), 'every ladder run out', 30_000);

    const all = await escalations();
    expect(all).toHaveLength(JOBS * STEPS);
    // The network heard each step once too.
    expect((await escalations('network')).map((e) => [e.order_id, e.version]).sort()).toEqual(all.map((e) => [e.order_id, e.version]).sort());
    for (const res of created) {
      const id = res.body.order_id;
      const steps = all.filter((e) => e.order_id === id);
      // Each step once, in order, each raising the payout once.
      expect(steps.map((e) => [e.escalation_step, e.version, e.payout_estimate.amount])).toEqual(
        Array.from({ length: STEPS }, (_, i) => [i + 1, i + 2, 3 + i + 1]),
      );
      const order = await processes.store.db.selectFrom('orders').select(['version', 'escalation_step', 'amount_minor', 'accept_by']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(order).toEqual({ version: STEPS + 2, escalation_step: STEPS, amount_minor: 300 + STEPS * 100, accept_by: null });
      // In time: each step within 2 s of the deadline before it, the kill included.
      const deadlines = [res.body.accept_by, ...steps.map((e) => e.accept_by)];
      steps.forEach((e, i) => expect(Date.parse(e.updated_at) - Date.parse(deadlines[i])).toBeLessThanOrEqual(2000));
    }
  }, 90_000);
});
