import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores, startService, type TestService } from '../../test/harness.js';
import { AppError } from '../shared/errors.js';

// A test-only route that fails the way a request that lost to concurrent updates does
// (409 concurrent_update with Retry-After) a set number of times, then succeeds.
describeStores('Idempotency-Key and answers that say to retry', (kind) => {
  let service: TestService;
  const failuresLeft = new Map<string, number>();
  const runs = new Map<string, number>();
  beforeAll(async () => {
    service = await startService(kind, {
      routes: (app) =>
        app.post<{ Body: { name: string } }>(
          '/test/contended',
          { config: { auth: 'admin' }, schema: { hide: true, body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } },
          async (request, reply) => {
            const { name } = request.body;
            runs.set(name, (runs.get(name) ?? 0) + 1);
            const left = failuresLeft.get(name) ?? 0;
            if (left > 0) {
              failuresLeft.set(name, left - 1);
              throw new AppError('concurrent_update', 'The resource kept changing; retry.', {}, { 'retry-after': '1' });
            }
            return reply.code(201).send({ name, run: runs.get(name) });
          },
        ),
    });
  });
  afterAll(() => service.close());

  it('does not store a 409 with Retry-After: the retry with the same key runs, and is then replayed', async () => {
    failuresLeft.set('a', 1);
    const headers = { 'idempotency-key': 'contended-a' };

    const first = await service.admin.post('/test/contended', { name: 'a' }, { headers });
    expect(first.status).toBe(409);
    expect(first.headers.get('retry-after')).toBe('1');

    const retry = await service.admin.post('/test/contended', { name: 'a' }, { headers });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.body).toEqual({ name: 'a', run: 2 });

    const again = await service.admin.post('/test/contended', { name: 'a' }, { headers });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual({ name: 'a', run: 2 });
    expect(runs.get('a')).toBe(2);
  });

  it('still stores a final 4xx, which a retry replays without running again', async () => {
    const headers = { 'idempotency-key': 'invalid-b' };
    const refused = await service.admin.post('/v1/admin/settlements', { partner_id: 'ptn_nobody' }, { headers });
    expect(refused.status).toBe(404);
    const replay = await service.admin.post('/v1/admin/settlements', { partner_id: 'ptn_nobody' }, { headers });
    expect(replay.status).toBe(404);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });
});
