// `pdn order release --keep-offer`, `pdn order assign` and `pdn order offer`: real processes of
// bin/pdn.mjs on the store a running service uses, the service answering over HTTP.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestService } from '../../test/harness.js';

const BIN = path.resolve(import.meta.dirname, '../../bin/pdn.mjs');

function pdn(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PDN_')));
  const child = spawn(process.execPath, [BIN, ...args], { env: { ...inherited, ...env }, stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describeStores('pdn: steering a job', (kind) => {
  let service: TestService;
  let env: Record<string, string>;
  beforeAll(async () => {
    service = await startService(kind);
    env = { PDN_DATABASE_URL: service.config.databaseUrl };
  });
  afterAll(() => service.close());

  const ok = async (args: string[]) => {
    const done = await pdn(args, env);
    expect(done.code, done.stderr).toBe(0);
    return JSON.parse(done.stdout);
  };

  it('releases keeping the offer or not, assigns to a chosen rider, and re-offers; refusals in one line naming the flag', { timeout: 180_000 }, async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner, { capacity: 3 });
    const zone = partner.territories[0];
    const order = await createOrder(service, { zone });

    const assigned = await ok(['order', 'assign', order.order_id, '--rider', rider.rider_id]);
    expect(assigned).toMatchObject({ status: 'assigned', partner_id: partner.id, rider_id: rider.rider_id });
    expect(await ok(['order', 'release', order.order_id, '--keep-offer'])).toMatchObject({ status: 'unassigned', excluded_partner_ids: [] });
    expect((await partner.api.get('/v1/orders/available')).body.data.map((o: { order_id: string }) => o.order_id)).toContain(order.order_id);

    await ok(['order', 'assign', order.order_id, '--rider', rider.rider_id]);
    expect(await ok(['order', 'release', order.order_id, '--reason', 'no show'])).toMatchObject({ excluded_partner_ids: [partner.id] });
    expect((await partner.api.get('/v1/orders/available')).body.data).toEqual([]);

    const offered = await ok(['order', 'offer', order.order_id, '--accept-within', '10m', '--amount', '6', '--partners', partner.id, '--zones', `${zone}-b`]);
    expect(offered).toMatchObject({ payout_estimate: { currency: 'EUR', amount: 6 }, offered_zones: [zone, `${zone}-b`], offered_partner_ids: [partner.id], excluded_partner_ids: [] });
    expect((await partner.api.get('/v1/orders/available')).body.data.map((o: { order_id: string }) => o.order_id)).toContain(order.order_id);

    const bad = await pdn(['order', 'offer', order.order_id, '--accept-within', '31d'], env);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toContain('--accept-within');
    const flagged = await pdn(['order', 'release', order.order_id, '--keep-offer=yes'], env);
    expect(flagged.code).not.toBe(0);
    expect((await pdn(['order', 'assign', '--help'], env)).stdout).toContain('--rider RIDER_ID');
    expect((await pdn(['order', 'release', '--help'], env)).stdout).toContain('[--keep-offer]');
  });
});
