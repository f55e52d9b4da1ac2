// `pdn backup` while the server writes: the copy is a whole database at one moment.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createPartner, PG_URL, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { registerEndpoint } from '../../test/receiver.js';

const run = promisify(execFile);

function pdn(args: string[], env: Record<string, string>) {
  return run(process.execPath, ['bin/pdn.mjs', ...args], { env: { ...process.env, ...env }, cwd: process.cwd() }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe('pdn backup', () => {
  let service: TestService;
  let partner: TestPartner;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-backup-'));

  beforeAll(async () => {
    service = await startService('sqlite', { env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true' } });
    partner = await createPartner(service);
    await registerEndpoint(partner, 'http://127.0.0.1:9/webhooks'); // never sent: no worker here
    // Enough to take more than one step of the copy (100 pages by default).
    for (let i = 0; i < 300; i++) await createOrder(service, { zone: partner.territories[0] });
  }, 120_000);
  afterAll(async () => {
    await service.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies the store consistently while orders are written', async () => {
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await createOrder(service, { zone: partner.territories[0] });
        written++;
      }
    })();
    const copies: string[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const file = path.join(dir, `copy-${i}.sqlite`);
        const result = await pdn(['backup', file], { PDN_DATABASE_URL: service.config.databaseUrl });
        expect(result.stderr).toBe(`pdn: read from sqlite:${service.config.databaseUrl} (PDN_DATABASE_URL)\n`);
        expect(result.code).toBe(0);
        expect(JSON.parse(result.stdout)).toMatchObject({ file, pages: expect.any(Number) });
        copies.push(file);
      }
    } finally {
      writing = false;
      await writer;
    }
    expect(written).toBeGreaterThan(0); // the server wrote while the copies were made
    for (const file of copies) {
      const copy = new BetterSqlite3(file, { readonly: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(copy.pragma('foreign_key_check')).toEqual([]);
        // Each order is written with its events (the partner's, the network's) and a delivery, in one transaction.
        const count = (query: string) => copy.prepare(query).pluck().get() as number;
        const orders = count('select count(*) from orders');
        expect(orders).toBeGreaterThanOrEqual(300);
        expect(count("select count(*) from events where type = 'order.created' and partner_id <> 'network'")).toBe(orders);
        expect(count("select count(*) from events where type = 'order.created' and partner_id = 'network'")).toBe(orders); // the network's copy of each
        expect(count('select count(*) from webhook_deliveries')).toBe(orders);
        expect(count('select count(*) from webhook_deliveries d left join events e on e.id = d.event_id where e.id is null')).toBe(0);
      } finally {
        copy.close();
      }
    }
    // The server serves from its own file all along, and a copy opens as a store.
    expect((await service.admin.get('/readyz')).status).toBe(200);
  }, 120_000);

  it('refuses a PostgreSQL store, pointing to pg_dump', async () => {
    const result = await pdn(['backup', path.join(dir, 'pg.sqlite')], { PDN_DATABASE_URL: PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('pg_dump');
    expect(fs.existsSync(path.join(dir, 'pg.sqlite'))).toBe(false);
  });

  it('says how it is used when the file is missing', async () => {
    const result = await pdn(['backup'], { PDN_DATABASE_URL: service.config.databaseUrl });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('pdn backup <file>');
  });
});
