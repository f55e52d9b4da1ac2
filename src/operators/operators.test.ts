import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_KEY, createOrder, createPartner, describeStores, freshDatabase, startService, type TestService } from '../../test/harness.js';
import { storeSnapshot } from '../../test/invariants.js';
import { hashKey } from '../shared/ids.js';
import { CONFIGURED_KEY_ACTOR, pruneAuditLog } from './operators.service.js';

describeStores('operators: named admin keys, roles and the audit log', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind, { env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true' } });
  });
  afterAll(() => service.close());

  const issue = async (role: string, name = `${role} ${Math.random().toString(36).slice(2, 8)}`) => {
    const res = await service.admin.post('/v1/admin/admin_keys', { name, role });
    expect(res.status).toBe(201);
    return res.body as { id: string; key: string; name: string; role: string };
  };
  const auditOf = async (query: string) => (await service.admin.get(`/v1/admin/audit_log?limit=200&${query}`)).body.data as any[];

  it('issues a named key shown once, stored as its hash, listed without its secret', async () => {
    const res = await service.admin.post('/v1/admin/admin_keys', { name: 'Dana', role: 'operator' });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.body).toMatchObject({ object: 'admin_key', name: 'Dana', role: 'operator', revoked_at: null, last_used_at: null });
    expect(res.body.id).toMatch(/^adk_[0-9a-z]{26}$/);
    expect(res.body.key.startsWith(res.body.key_prefix)).toBe(true);
    const row = await service.store.db.selectFrom('admin_keys').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashKey(res.body.key));
    expect(JSON.stringify(row)).not.toContain(res.body.key);

    const listed = await service.client(res.body.key).get('/v1/admin/admin_keys');
    expect(listed.status).toBe(200);
    const mine = listed.body.data.find((k: any) => k.id === res.body.id);
    expect(mine).toMatchObject({ name: 'Dana', role: 'operator' });
    expect(JSON.stringify(listed.body)).not.toContain(res.body.key);
  });

  it('lets each role do what it allows and refuses the rest with 403 role_forbidden, changing nothing', async () => {
    const partner = await createPartner(service);
    const viewer = service.client((await issue('viewer')).key);
    const operator = service.client((await issue('operator')).key);
    const owner = service.client((await issue('owner')).key);

    for (const path of ['/v1/admin/orders', '/v1/admin/partners', '/v1/admin/audit_log', '/v1/admin/admin_keys', '/v1/admin/escalation_policy', `/v1/admin/partners/${partner.id}/api_keys`]) {
      expect((await viewer.get(path)).status, path).toBe(200);
    }
    const before = await storeSnapshot(service.store);
    const auditBefore = await auditOf('');
    const order = { zone: partner.territories[0], pickup: { creator: 'K', eta_mins: 5 }, dropoff: { area: 'A' }, payout_estimate: { currency: 'EUR', amount: 4 } };
    const refused = await viewer.post('/v1/admin/orders', order);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'role_forbidden', role: 'viewer', required_role: 'operator' });
    expect((await viewer.patch(`/v1/admin/partners/${partner.id}`, { status: 'suspended' })).status).toBe(403);
    expect((await viewer.post('/v1/admin/admin_keys', { name: 'x', role: 'viewer' })).status).toBe(403);
    const operatorRefused = await operator.post('/v1/admin/admin_keys', { name: 'x', role: 'owner' });
    expect(operatorRefused.status).toBe(403);
    expect(operatorRefused.body).toMatchObject({ code: 'role_forbidden', role: 'operator', required_role: 'owner' });
    expect(await storeSnapshot(service.store)).toEqual(before);
    expect(await auditOf('')).toEqual(auditBefore);

    expect((await operator.post('/v1/admin/orders', order)).status).toBe(201);
    expect((await owner.post('/v1/admin/admin_keys', { name: 'y', role: 'viewer' })).status).toBe(201);
    // A role refusal comes before the body is looked at: a viewer's bad body is a 403 too.
    expect((await viewer.post('/v1/admin/orders', { nonsense: true })).status).toBe(403);
  });

  it('revokes a key at once on every instance sharing the store, and says 404 for no such key', async () => {
    // A second instance on the same database: a revocation on one holds on the other at its next request.
    const database = await freshDatabase(kind);
    const a = await startService(kind, { database });
    const b = await startService(kind, { database });
    try {
      const key = (await a.admin.post('/v1/admin/admin_keys', { name: 'leaver', role: 'operator' })).body;
      const onA = a.client(key.key);
      const onB = b.client(key.key);
      expect((await onA.get('/v1/admin/orders')).status).toBe(200);
      expect((await onB.get('/v1/admin/orders')).status).toBe(200); // looked up (and cached, on SQLite) by b

      const revoked = await a.admin.delete(`/v1/admin/admin_keys/${key.id}`);
      expect(revoked.status).toBe(200);
      expect(revoked.body.revoked_at).toEqual(expect.any(String));
      expect(revoked.body).not.toHaveProperty('key');
      const after = await Promise.all([onB.get('/v1/admin/orders'), onA.get('/v1/admin/orders'), onB.post('/v1/admin/partners', { name: 'x', territories: ['z'] })]);
      expect(after.map((r) => r.status)).toEqual([401, 401, 401]);

      const again = await b.admin.delete(`/v1/admin/admin_keys/${key.id}`);
      expect(again.status).toBe(200);
      expect(again.body.revoked_at).toBe(revoked.body.revoked_at);
      expect((await b.admin.delete('/v1/admin/admin_keys/adk_00000000000000000000000001')).body.code).toBe('admin_key_not_found');
      const revocations = (await a.admin.get(`/v1/admin/audit_log?action=admin_key.revoke&target=${key.id}`)).body.data;
      expect(revocations).toHaveLength(1); // the second revocation changed nothing
    } finally {
      await b.close();
      await a.close();
      await database.drop();
    }
  });

  it('notes last_used_at on admin keys and partner keys when a request is let in, at most once a minute', async () => {
    const key = await issue('viewer');
    const partner = await createPartner(service);
    const adminRow = () => service.store.db.selectFrom('admin_keys').select('last_used_at').where('id', '=', key.id).executeTakeFirstOrThrow();
    const partnerRow = () => service.store.db.selectFrom('api_keys').select('last_used_at').where('id', '=', partner.keyId).executeTakeFirstOrThrow();
    expect((await adminRow()).last_used_at).toBeNull();
    expect((await partnerRow()).last_used_at).toBeNull();
    // Refused requests do not count: a viewer's write, a partner key on an admin route.
    expect((await service.client(key.key).post('/v1/admin/partners', { name: 'x', territories: ['z'] })).status).toBe(403);
    expect((await partner.api.get('/v1/admin/orders')).status).toBe(401);
    expect((await partnerRow()).last_used_at).toBeNull();

    const started = Date.now();
    expect((await service.client(key.key).get('/v1/admin/orders')).status).toBe(200);
    expect((await partner.api.get('/v1/riders')).status).toBe(200);
    const adminUsed = (await adminRow()).last_used_at!;
    const partnerUsed = (await partnerRow()).last_used_at!;
    expect(Date.parse(adminUsed)).toBeGreaterThanOrEqual(started - 5);
    expect(Date.parse(partnerUsed)).toBeGreaterThanOrEqual(started - 5);
    // Within the minute: no further write.
    expect((await service.client(key.key).get('/v1/admin/orders')).status).toBe(200);
    expect((await partner.api.get('/v1/riders')).status).toBe(200);
    expect((await adminRow()).last_used_at).toBe(adminUsed);
    expect((await partnerRow()).last_used_at).toBe(partnerUsed);
    // Shown in both lists.
    const admins = (await service.admin.get('/v1/admin/admin_keys')).body.data;
    expect(admins.find((k: any) => k.id === key.id).last_used_at).toBe(adminUsed);
    const keys = (await service.admin.get(`/v1/admin/partners/${partner.id}/api_keys`)).body.data;
    expect(keys.find((k: any) => k.id === partner.keyId).last_used_at).toBe(partnerUsed);
  });

  it('records one entry per admin write that changed something, naming the key, its role, the action, the target and the request', async () => {
    const me = await issue('owner', 'audit walker');
    const api = service.client(me.key);
    const done: Array<[string, string]> = [];
    const expectOk = async (res: Promise<any>, action: string, target: (body: any) => string) => {
      const r = await res;
      expect(r.status, `${action}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
      done.push([action, target(r.body)]);
      return r;
    };
    const partner = (await expectOk(api.post('/v1/admin/partners', { name: 'Audited', territories: ['aud-zone'] }), 'partner.create', (b) => b.id)).body;
    await expectOk(api.patch(`/v1/admin/partners/${partner.id}`, { name: 'Audited Fleet' }), 'partner.update', () => partner.id);
    const key = (await expectOk(api.post(`/v1/admin/partners/${partner.id}/api_keys`), 'api_key.issue', (b) => b.id)).body;
    const rolled = (await expectOk(api.post(`/v1/admin/api_keys/${key.id}/roll`, { expires_in: '1h' }), 'api_key.roll', () => key.id)).body;
    await expectOk(api.delete(`/v1/admin/api_keys/${key.id}`), 'api_key.revoke', () => key.id);
    const rider = (await expectOk(api.post('/v1/admin/riders', { partner_id: partner.id, zone: 'aud-zone', capacity: 2, status: 'online' }), 'rider.create', (b) => b.rider_id)).body;
    const newOrder = { zone: 'aud-zone', pickup: { creator: 'K', eta_mins: 5 }, dropoff: { area: 'A' }, payout_estimate: { currency: 'EUR', amount: 4 } };
    const cancelled = (await expectOk(api.post('/v1/admin/orders', newOrder), 'order.create', (b) => b.order_id)).body;
    await expectOk(api.post(`/v1/admin/orders/${cancelled.order_id}/cancel`, { reason: 'test' }), 'order.cancel', () => cancelled.order_id);
    const order = (await expectOk(api.post('/v1/admin/orders', newOrder), 'order.create', (b) => b.order_id)).body;
    const fleet = service.client(rolled.key);
    expect((await fleet.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
    await expectOk(api.post(`/v1/admin/orders/${order.order_id}/release`, { exclude: false }), 'order.release', () => order.order_id);
    await expectOk(api.post(`/v1/admin/orders/${order.order_id}/offer`, { accept_within: '10m' }), 'order.offer', () => order.order_id);
    await expectOk(api.post(`/v1/admin/orders/${order.order_id}/assign`, { rider_id: rider.rider_id }), 'order.assign', () => order.order_id);
    await expectOk(api.post(`/v1/admin/orders/${order.order_id}/pickup`), 'order.pickup', () => order.order_id);
    await expectOk(api.post(`/v1/admin/orders/${order.order_id}/deliver`), 'order.deliver', () => order.order_id);
    await expectOk(api.post('/v1/admin/settlements', { partner_id: partner.id }), 'settlement.create', (b) => b.id);
    await expectOk(api.patch(`/v1/admin/partners/${partner.id}`, { status: 'suspended' }), 'partner.suspend', () => partner.id);
    await expectOk(api.patch(`/v1/admin/partners/${partner.id}`, { status: 'active' }), 'partner.resume', () => partner.id);
    await expectOk(api.put('/v1/admin/escalation_policy', { steps: [{ accept_within: '10m' }] }), 'escalation_policy.update', () => 'escalation_policy');
    const endpoint = (await expectOk(api.post('/v1/admin/webhook_endpoints', { url: 'http://127.0.0.1:9/hook', enabled_events: ['*'] }), 'webhook_endpoint.create', (b) => b.id)).body;
    await expectOk(api.patch(`/v1/admin/webhook_endpoints/${endpoint.id}`, { description: 'audit' }), 'webhook_endpoint.update', () => endpoint.id);
    await expectOk(api.post(`/v1/admin/webhook_endpoints/${endpoint.id}/rotate_secret`), 'webhook_endpoint.rotate_secret', () => endpoint.id);
    await expectOk(api.delete(`/v1/admin/webhook_endpoints/${endpoint.id}`), 'webhook_endpoint.delete', () => endpoint.id);
    const viewerKey = (await expectOk(api.post('/v1/admin/admin_keys', { name: 'temp', role: 'viewer' }), 'admin_key.create', (b) => b.id)).body;
    const last = await expectOk(api.delete(`/v1/admin/admin_keys/${viewerKey.id}`), 'admin_key.revoke', () => viewerKey.id);

    // Writes that changed nothing record nothing: a refused move, a second revocation, a PATCH to the same name.
    expect((await api.post(`/v1/admin/orders/${order.order_id}/cancel`, {})).status).toBe(409);
    expect((await api.delete(`/v1/admin/api_keys/${key.id}`)).status).toBe(200);
    expect((await api.patch(`/v1/admin/partners/${partner.id}`, { name: 'Audited Fleet' })).status).toBe(200);

    const entries = await auditOf(`actor=${me.id}`);
    expect(entries.map((e) => [e.action, e.target]).reverse()).toEqual(done);
    for (const entry of entries) expect(entry.actor).toEqual({ id: me.id, name: 'audit walker', role: 'owner' });
    expect(entries[0].request_id).toBe(last.headers.get('x-request-id'));
    expect(new Set(entries.map((e) => e.request_id)).size).toBe(entries.length);

    // PDN_ADMIN_KEY is an owner named as such.
    const byConfigured = (await service.admin.post('/v1/admin/partners', { name: 'By root', territories: ['z'] })).body;
    const [rootEntry] = await auditOf(`target=${byConfigured.id}`);
    expect(rootEntry).toMatchObject({ action: 'partner.create', actor: CONFIGURED_KEY_ACTOR });
  });

  it('writes the entry in the same transaction as the change: no entry, no change', async () => {
    const partner = await createPartner(service);
    const before = await storeSnapshot(service.store);
    await sql`alter table audit_log rename to audit_log_away`.execute(service.store.db);
    try {
      const res = await service.admin.post('/v1/admin/orders', { zone: partner.territories[0], pickup: { creator: 'K', eta_mins: 5 }, dropoff: { area: 'A' }, payout_estimate: { currency: 'EUR', amount: 4 } });
      expect(res.status).toBe(500);
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(service.store.db);
    }
    expect(await storeSnapshot(service.store)).toEqual(before);
  });

  it('lists newest first in cursor pages, filtered by actor, action and target; refuses a bad cursor or filter', async () => {
    const me = await issue('operator', 'pager');
    const api = service.client(me.key);
    const partner = await createPartner(service);
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await createOrder(service, { zone: partner.territories[0] }));
    for (const o of orders) expect((await api.post(`/v1/admin/orders/${o.order_id}/cancel`, {})).status).toBe(200);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: any = await service.admin.get(`/v1/admin/audit_log?actor=${me.id}&limit=2${cursor ? `&starting_after=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((e: any) => e.target));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(orders.map((o) => o.order_id).reverse());

    const cancels = await auditOf(`action=order.cancel&target=${orders[2].order_id}`);
    expect(cancels.map((e) => e.actor.id)).toEqual([me.id]);
    expect(await auditOf(`action=order.create&actor=${me.id}`)).toEqual([]);
    expect((await service.admin.get('/v1/admin/audit_log?starting_after=bogus')).status).toBe(422);
    expect((await service.admin.get('/v1/admin/audit_log?action=order.explode')).status).toBeGreaterThanOrEqual(400);
    expect((await service.admin.get('/v1/admin/audit_log?actor=key_1')).status).toBeLessThan(500);
  });

  it('prunes entries older than the cutoff in bounded batches, and none newer', async () => {
    const partner = await createPartner(service);
    for (let i = 0; i < 3; i++) await createOrder(service, { zone: partner.territories[0] });
    const cutoffMs = Date.now() + 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const kept = await createOrder(service, { zone: partner.territories[0] });
    const older = Number((await sql<{ n: number }>`select count(*) as n from audit_log where created < ${new Date(cutoffMs).toISOString()}`.execute(service.store.db)).rows[0].n);
    expect(older).toBeGreaterThanOrEqual(4);

    const sizes: number[] = [];
    // The service's own pruner (this process's holder) took the lease at its start: this run is that holder's.
    const run = await pruneAuditLog(service.store, { cutoffMs, batches: { firstRows: 2, minRows: 2, maxRows: 2, pauseMs: 0 }, onBatch: (b) => sizes.push(b.rows) });
    expect(run?.deleted).toBe(older);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2);
    const left = await auditOf('');
    expect(left.every((e) => Date.parse(e.created) >= cutoffMs - 1)).toBe(true);
    expect(left.map((e) => e.target)).toContain(kept.order_id);
    // Another holder finds the lease taken for the day: one instance prunes.
    expect(await pruneAuditLog(service.store, { holder: `other-${kind}`, cutoffMs })).toBeNull();
  });

  it('keeps PDN_ADMIN_KEY an owner and sends a partner key on an admin route away with 401', async () => {
    expect((await service.admin.post('/v1/admin/admin_keys', { name: 'by root', role: 'viewer' })).status).toBe(201);
    const partner = await createPartner(service);
    expect((await partner.api.get('/v1/admin/admin_keys')).status).toBe(401);
    expect((await service.client(`${ADMIN_KEY}x`).get('/v1/admin/admin_keys')).status).toBe(401);
  });
});
