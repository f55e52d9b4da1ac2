import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores, startService, type TestService } from '../../test/harness.js';

describeStores('/v1/admin/partners', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  it('onboards a partner with its territories (deduplicated, in the order given) and retrieves it', async () => {
    const res = await service.admin.post('/v1/admin/partners', { name: 'Swift Fleet', territories: ['north', 'centre', 'north'] });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ object: 'partner', name: 'Swift Fleet', territories: ['north', 'centre'] });
    expect(res.body.id).toMatch(/^ptn_/);
    expect(new Date(res.body.created_at).toISOString()).toBe(res.body.created_at);

    const got = await service.admin.get(`/v1/admin/partners/${res.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it('lists partners with cursor pagination', async () => {
    const created = [];
    for (let i = 0; i < 3; i++) created.push((await service.admin.post('/v1/admin/partners', { name: `P${i}`, territories: ['z'] })).body.id);
    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const res: any = await service.admin.get(`/v1/admin/partners?limit=2${cursor ? `&starting_after=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      all.push(...res.body.data.map((p: any) => p.id));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(all.slice(-3)).toEqual(created);
    expect(new Set(all).size).toBe(all.length);
  });

  it('404 for an unknown partner', async () => {
    const res = await service.admin.get('/v1/admin/partners/ptn_nobody');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('partner_not_found');
  });

  it.each([
    ['no name', { territories: ['z'] }, 400],
    ['territories not an array', { name: 'X', territories: 'z' }, 400],
    ['an unknown field', { name: 'X', territories: ['z'], country: 'NL' }, 400],
    ['no territories', { name: 'X', territories: [] }, 422],
    ['an empty name', { name: '', territories: ['z'] }, 422],
    ['a zone that is not a label', { name: 'X', territories: ['../etc'] }, 422],
  ])('refuses %s and creates nothing', async (_name, body, status) => {
    const count = async () => (await service.store.db.selectFrom('partners').select('id').execute()).length;
    const before = await count();
    const res = await service.admin.post('/v1/admin/partners', body);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(status === 400 ? 'invalid_request' : 'invalid_value');
    expect(await count()).toBe(before);
  });
});
