import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_KEY, describeStores, startService, type TestService } from '../../test/harness.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs a command in the repository with extra environment; its exit code, stdout and everything it printed. */
function run(command: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; output: string }> {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'pipe' });
  let stdout = '';
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => ((stdout += chunk.toString('utf8')), (output += chunk.toString('utf8'))));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, output })));
}

// docs/network.md's walkthrough: examples/network-walkthrough.sh, whose steps the page shows as
// they are, run against a real server started as the page says (PDN_WEBHOOK_ALLOW_PRIVATE=true
// for the network's endpoint on this machine; no worker here, so nothing is sent to it).
describeStores("docs/network.md's walkthrough", (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind, { env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true' } });
  });
  afterAll(async () => {
    await service?.close();
  });

  it('is the script the page shows', () => {
    const script = fs.readFileSync(path.join(ROOT, 'examples/network-walkthrough.sh'), 'utf8');
    const page = fs.readFileSync(path.join(ROOT, 'docs/network.md'), 'utf8');
    const steps = script.slice(script.indexOf('# 1. a partner'));
    expect(steps.length).toBeGreaterThan(1000);
    expect(page).toContain(`\`\`\`sh\n${steps}\`\`\``);
    expect(page).toContain('bash examples/network-walkthrough.sh');
    expect(page).toContain('PDN_WEBHOOK_ALLOW_PRIVATE=true npm start');
  });

  it('runs as written: the network sees every change with partner_id and reference, and finds the order by reference, also with pdn order list', async () => {
    const walk = await run('bash', ['examples/network-walkthrough.sh'], { PDN_API_URL: service.url, PDN_ADMIN_KEY: ADMIN_KEY });
    expect(walk.code, walk.output).toBe(0);
    const out = walk.stdout;
    const [, partner, rider] = /^partner (ptn_\w+), rider (rdr_\w+)$/m.exec(out)!;
    expect(rider).toBeTruthy();
    expect(out).toMatch(/^endpoint \w+, secret whsec_\S+$/m);
    const [, order, reference] = new RegExp(`^order (ord_\\w+) delivered, partner ${partner}, reference (NET-\\d+)$`, 'm').exec(out)!;
    // The feed, newest first: one event per change, each with the version, the partner (none before the accept) and the reference.
    expect(out).toContain(
      [
        `order.delivered v4 ${partner} ${reference}`,
        `order.picked_up v3 ${partner} ${reference}`,
        `order.assigned v2 ${partner} ${reference}`,
        `order.created v1 null ${reference}`,
      ].join('\n'),
    );
    // The live stream saw the same four changes, in order (and nothing else on this fresh store).
    expect(out).toContain('event: order.created\nevent: order.assigned\nevent: order.picked_up\nevent: order.delivered\n');
    expect(out).toContain(`\n${order} delivered ${partner} ${reference}\n`);
    expect(out).toContain(`1 delivered by ${partner}\n`);
    expect(out).toMatch(/^0 unassigned for 5 minutes or more$/m);
    // Its temporary stream file is gone, and its background curl with it.
    expect(out).not.toMatch(/undefined|SyntaxError/);

    // The same search with the CLI, through the API with the admin key.
    const cli = await run(process.execPath, ['bin/pdn.mjs', 'order', 'list', '--reference', reference], { PDN_API_URL: service.url, PDN_ADMIN_KEY: ADMIN_KEY });
    expect(cli.code, cli.output).toBe(0);
    const page = JSON.parse(cli.stdout);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ order_id: order, status: 'delivered', partner_id: partner, reference });
    expect(cli.output).toContain(`pdn: read from `);
    const none = await run(process.execPath, ['bin/pdn.mjs', 'order', 'list', '--reference', `${reference}-none`], { PDN_API_URL: service.url, PDN_ADMIN_KEY: ADMIN_KEY });
    expect(none.code, none.output).toBe(0);
    expect(JSON.parse(none.stdout).data).toEqual([]);
  }, 60_000);

  it('stops at the first failure, naming the step: a server not allowed to send webhooks to this machine', async () => {
    const strict = await startService(kind);
    try {
      const walk = await run('bash', ['examples/network-walkthrough.sh'], { PDN_API_URL: strict.url, PDN_ADMIN_KEY: ADMIN_KEY });
      expect(walk.code).toBe(1);
      expect(walk.output).toMatch(/^walkthrough stopped at "add the network webhook endpoint": HTTP 4\d\d \{.*"code":"/m);
      expect(walk.stdout).toMatch(/^partner ptn_\w+, rider rdr_\w+\n$/);
    } finally {
      await strict.close();
    }
  }, 60_000);
});
