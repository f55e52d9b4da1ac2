// The network's newer commands as a user meets them: real processes of bin/pdn.mjs on the
// store a running service uses, and that service answering over HTTP (what a suspension or a
// roll made in the CLI's process does to the server's). Failures: one line, naming the flag.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createRider, describeStores, freePort, startService, type TestService } from '../../test/harness.js';
import { orderListQuery } from './pdn.js';

const BIN = path.resolve(import.meta.dirname, '../../bin/pdn.mjs');

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

function pdn(args: string[], env: Record<string, string> = {}): Promise<Result> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PDN_')));
  const child = spawn(process.execPath, [BIN, ...args], { env: { ...inherited, ...env }, stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

function failure(result: Result, code = 1): string {
  expect(result.code, result.stderr).toBe(code);
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^pdn: /);
  return lines[0];
}

async function ok(result: Promise<Result>) {
  const done = await result;
  expect(done.code, done.stderr).toBe(0);
  return JSON.parse(done.stdout);
}

describeStores('pdn: managing partners, releasing orders, rolling keys, lists', (kind) => {
  let service: TestService;
  let env: Record<string, string>;
  beforeAll(async () => {
    service = await startService(kind);
    env = { PDN_DATABASE_URL: service.config.databaseUrl };
  });
  afterAll(() => service.close());

  it('does on the store what the admin API does, and the running server sees it at once', async () => {
    const partner = await ok(pdn(['partner', 'create', '--name', 'CLI Fleet', '--territories', 'cli-north'], env));
    const key = await ok(pdn(['key', 'issue', partner.id], env));
    const api = service.client(key.key);
    const rider = await createRider(service, { id: partner.id, key: key.key, keyId: key.id, territories: ['cli-north'], api });

    const updated = await ok(pdn(['partner', 'update', partner.id, '--territories', 'cli-north,cli-south', '--name', 'CLI Fleet 2'], env));
    expect(updated).toMatchObject({ name: 'CLI Fleet 2', territories: ['cli-north', 'cli-south'], status: 'active' });
    expect((await api.get('/v1/orders/available?zone=cli-south')).status).toBe(200);

    const order = await createOrder(service, { zone: 'cli-north' });
    expect((await api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
    const released = await ok(pdn(['order', 'release', order.order_id, '--reason', 'no show'], env));
    expect(released).toMatchObject({ order_id: order.order_id, status: 'unassigned', rider_id: null, version: 3 });
    expect(failure(await pdn(['order', 'release', order.order_id], env))).toMatch(/^pdn: order_state_conflict: Cannot release order ord_\w+: it is unassigned/);

    expect((await ok(pdn(['partner', 'suspend', partner.id], env))).status).toBe('suspended');
    const refused = await api.get('/v1/riders');
    expect([refused.status, refused.body.code]).toEqual([403, 'partner_suspended']);
    expect((await ok(pdn(['partner', 'resume', partner.id], env))).status).toBe('active');
    expect((await api.get('/v1/riders')).status).toBe(200);

    const rolled = await ok(pdn(['key', 'roll', key.id, '--expires-in', '0s'], env));
    expect(rolled.key).toMatch(/^pdn_sk_/);
    expect(rolled.rolled.id).toBe(key.id);
    expect((await api.get('/v1/riders')).status).toBe(401);
    expect((await service.client(rolled.key).get('/v1/riders')).status).toBe(200);

    const riders = await ok(pdn(['rider', 'list', '--partner', partner.id, '--zone', 'cli-north'], env));
    expect(riders.data.map((r: { rider_id: string; partner_id: string }) => [r.rider_id, r.partner_id])).toEqual([[rider.rider_id, partner.id]]);
    expect((await ok(pdn(['settlement', 'list', '--partner', partner.id], env))).data).toEqual([]);
  }, 120_000);

  it('refuses bad input in one line naming the flag, changing nothing', async () => {
    const partner = await ok(pdn(['partner', 'create', '--name', 'Other', '--territories', 'cli-east'], env));
    expect(failure(await pdn(['partner', 'update', partner.id], env))).toBe('pdn: partner update needs --name, --territories or both (pdn partner update --help)');
    expect(failure(await pdn(['partner', 'update', partner.id, '--territories', 'ok,#bad'], env))).toMatch(/^pdn: --territories must match pattern/);
    expect(failure(await pdn(['partner', 'suspend', 'ptn_nobody'], env))).toMatch(/^pdn: partner_not_found: No partner ptn_nobody in /);
    expect(failure(await pdn(['key', 'roll', 'key_nobody', '--expires-in', 'soon'], env))).toMatch(/^pdn: --expires-in must match pattern/);
    expect(failure(await pdn(['key', 'roll', 'key_nobody', '--expires-in', '40d'], env))).toBe('pdn: --expires-in must be at most 30d');
    expect(failure(await pdn(['rider', 'list', '--status', 'asleep'], env), 2)).toBe('pdn: --status must be online or offline or on-break, got "asleep"');
    expect(failure(await pdn(['rider', 'list', '--partner', 'nope'], env))).toMatch(/^pdn: --partner must match pattern/);
    expect(failure(await pdn(['settlement', 'list', '--limit', '0'], env))).toBe('pdn: --limit must be >= 1');
    expect(failure(await pdn(['order', 'release'], env), 2)).toMatch(/^pdn: <order_id> is missing/);
    expect((await service.admin.get(`/v1/admin/partners/${partner.id}`)).body).toMatchObject({ name: 'Other', territories: ['cli-east'], status: 'active' });
  }, 120_000);
});

// Its listing with filters (GET /v1/admin/orders) is the feed's route: tested against it once merged.
describe('pdn order list (through the admin API)', () => {
  it('turns its flags into the route\'s query string, statuses repeated', () => {
    expect(orderListQuery({ status: ['assigned', 'picked_up'], zone: 'north', partner: 'ptn_1', reference: 'R-1', 'unassigned-for': '5m', limit: 20, 'starting-after': 'ord_9' })).toBe(
      'status=assigned&status=picked_up&zone=north&partner_id=ptn_1&reference=R-1&unassigned_for=5m&limit=20&starting_after=ord_9',
    );
    expect(orderListQuery({ limit: 50 })).toBe('limit=50');
  });

  it('names the variable that is wrong, and a server that does not answer', async () => {
    expect(failure(await pdn(['order', 'list']))).toMatch(/^pdn: PDN_ADMIN_KEY is not set/);
    expect(failure(await pdn(['order', 'list'], { PDN_ADMIN_KEY: 'pdn_sk_0123456789' }))).toMatch(/^pdn: PDN_ADMIN_KEY is a partner API key/);
    const url = `http://127.0.0.1:${await freePort()}`;
    expect(failure(await pdn(['order', 'list', '--unassigned-for', '5m'], { PDN_ADMIN_KEY: 'pdn_admin_x', PDN_API_URL: url }))).toMatch(
      new RegExp(`^pdn: no answer from the server at ${url.replace(/\./g, '\\.')} \\(PDN_API_URL\\): connection refused`),
    );
    expect(failure(await pdn(['order', 'list', '--limit', 'many'], { PDN_ADMIN_KEY: 'pdn_admin_x' }), 2)).toMatch(/^pdn: --limit must be a whole number/);
  }, 60_000);
});
