// Auto-dispatch is driven from the store: jobs committed by a process that dies (kill -9)
// before matching them are matched by the processes that run next, and two server processes
// matching on one store never assign a job twice.
import { expect, it } from 'vitest';
import { Client, describeStores, riderLoadMismatches } from '../../test/harness.js';
import { serverProcessesOnFreshStore, type ServerProcess } from '../../test/server-process.js';
import { eventually } from '../../test/receiver.js';
import { NETWORK } from '../outbox/outbox.js';

describeStores('auto-dispatch across crashes and instances', (kind) => {
  const processes = serverProcessesOnFreshStore(kind);
  const { start } = processes;
  const newJob = (server: ServerProcess) =>
    server.admin.post('/v1/admin/orders', {
      zone: 'crash-auto',
      pickup: { creator: 'Crash Kitchen', eta_mins: 5 },
      dropoff: { area: 'Riverside' },
      payout_estimate: { currency: 'EUR', amount: 3 },
    });
  const assignments = async () => {
    // The partner's events (the network has its own copy of each change).
    const rows = await processes.store.db.selectFrom('events').select('data').where('type', '=', 'order.assigned').where('partner_id', '!=', NETWORK).orderBy('id').execute();
    return rows.map((row) => JSON.parse(row.data) as { order_id: string; assigned_by: string });
  };

  it('matches the jobs a killed process left, and two processes on one store assign each job once', async () => {
    // The first process matches nothing (its matcher is off): the jobs wait in the store only.
    const first = await start({ PDN_AUTO_DISPATCH: 'off' });
    const partner = await first.admin.post('/v1/admin/partners', { name: 'Crash Fleet', territories: ['crash-auto'] });
    const key = await first.admin.post(`/v1/admin/partners/${partner.body.id}/api_keys`);
    const api = new Client(first.url, key.body.key);
    expect((await api.put('/v1/dispatch_policy', { mode: 'auto' })).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      await first.admin.post('/v1/admin/riders', { partner_id: partner.body.id, zone: 'crash-auto', capacity: 10, status: 'online' });
    }
    const left = await Promise.all(Array.from({ length: 10 }, () => newJob(first)));
    expect(left.every((res) => res.status === 201)).toBe(true);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(await assignments()).toEqual([]);

    // Two matching processes start on the store: each job left is matched, once.
    const [second, third] = await Promise.all([start(), start()]);
    await eventually(async () => ((await assignments()).length >= 10 ? true : undefined), 'the jobs left behind matched');

    // A burst into both, and one of them killed as soon as its jobs are committed: whatever it
    // had not matched yet, the other one does.
    const burst = await Promise.all(Array.from({ length: 24 }, (_, i) => newJob(i % 2 ? second : third)));
    expect(burst.every((res) => res.status === 201)).toBe(true);
    second.child.kill('SIGKILL');
    await eventually(async () => ((await assignments()).length >= 34 ? true : undefined), 'every job matched');

    const all = await assignments();
    expect(all).toHaveLength(34);
    expect(new Set(all.map((a) => a.order_id))).toEqual(new Set([...left, ...burst].map((res) => res.body.order_id)));
    expect(all.every((a) => a.assigned_by === 'auto')).toBe(true);
    expect(await riderLoadMismatches(processes.store)).toEqual([]);
    const riders = await processes.store.db.selectFrom('riders').select(['active_deliveries', 'capacity']).execute();
    expect(riders.every((r) => r.active_deliveries <= r.capacity)).toBe(true);
  }, 90_000); // its server processes start from the sources; on a loaded 2-core machine that alone takes most of the default 30 s
});
