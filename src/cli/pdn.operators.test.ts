// `pdn admin-key` and `pdn audit` as an operator meets them: real processes of bin/pdn.mjs
// against a running service, through its admin API (so the role and the audit log apply).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_KEY, describeStores, startService, type TestService } from '../../test/harness.js';

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

describeStores('pdn admin-key and pdn audit (through the admin API)', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  it('creates, lists and revokes named keys, and reads who did it in the audit log', async () => {
    const as = (key: string) => ({ PDN_ADMIN_KEY: key, PDN_API_URL: service.url });
    const created = await pdn(['admin-key', 'create', '--name', 'Dana', '--role', 'viewer'], as(ADMIN_KEY));
    expect(created.code, created.stderr).toBe(0);
    const key = JSON.parse(created.stdout);
    expect(key).toMatchObject({ name: 'Dana', role: 'viewer', key: expect.stringMatching(/^pdn_admin_/) });

    const listed = await pdn(['admin-key', 'list'], as(key.key));
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout).data.map((k: any) => k.id)).toContain(key.id);
    expect(listed.stdout).not.toContain(key.key);

    // A viewer may not issue keys: one line naming the role.
    const refused = await pdn(['admin-key', 'create', '--name', 'x', '--role', 'owner'], as(key.key));
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toMatch(/^pdn: .*role_forbidden|^pdn: .*may not do this/);

    const revoked = await pdn(['admin-key', 'revoke', key.id], as(ADMIN_KEY));
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(JSON.parse(revoked.stdout).revoked_at).toEqual(expect.any(String));
    expect((await pdn(['admin-key', 'list'], as(key.key))).code).toBe(1); // refused from then on

    const audit = await pdn(['audit', '--target', key.id], as(ADMIN_KEY));
    expect(audit.code, audit.stderr).toBe(0);
    expect(JSON.parse(audit.stdout).data.map((e: any) => e.action)).toEqual(['admin_key.revoke', 'admin_key.create']);
  }, 120_000);
});
