import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores, freshDatabase, startService, type TestDatabase, type TestService } from '../../test/harness.js';
import { eventually } from '../../test/receiver.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Run {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exit: Promise<number | null>;
}

function run(args: string[], env: Record<string, string>): Run {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return { child, output: () => output, exit: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const waitFor = (r: Run, text: string | RegExp, what: string) =>
  eventually(async () => (typeof text === 'string' ? r.output().includes(text) : text.test(r.output())) || undefined, what, 45_000);

// The README's six commands, after `npm install` and `npm start`: a sandbox key, pdn listen,
// the example receiver, pdn trigger; the receiver verifies the whole lifecycle's events.
describeStores('README quickstart', (kind) => {
  let database: TestDatabase;
  let service: TestService;
  const running: Run[] = [];
  beforeAll(async () => {
    database = await freshDatabase(kind);
    service = await startService(kind, { database });
  });
  afterAll(async () => {
    for (const r of running) r.child.kill('SIGTERM');
    await Promise.all(running.map((r) => r.exit));
    await service.close();
    await database.drop();
  });

  it('gets a verified signed webhook on localhost from a sandbox key', async () => {
    const sandbox = run(['bin/pdn.mjs', 'sandbox'], { PDN_DATABASE_URL: database.url });
    expect(await sandbox.exit).toBe(0);
    const { key } = JSON.parse(sandbox.output().slice(sandbox.output().indexOf('{')));
    expect(key).toMatch(/^pdn_test_/);

    const port = await freePort();
    const env = { PDN_API_KEY: key, PDN_API_URL: service.url };
    const listen = run(['bin/pdn.mjs', 'listen', '--forward-to', `http://127.0.0.1:${port}/webhooks`], env);
    running.push(listen);
    const secret = (await waitFor(listen, /whsec_[A-Za-z0-9+/=]+/, 'the secret printed'), /whsec_[A-Za-z0-9+/=]+/.exec(listen.output())![0]);
    await waitFor(listen, 'connected to', 'listen connected');

    const receiver = run(['examples/receiver.mjs'], { PDN_WEBHOOK_SECRET: secret, PORT: String(port) });
    running.push(receiver);
    await waitFor(receiver, 'Receiving PDN webhooks', 'receiver listening');

    const trigger = run(['bin/pdn.mjs', 'trigger'], env);
    expect(await trigger.exit).toBe(0);
    const order = JSON.parse(trigger.output().slice(trigger.output().indexOf('{')));
    for (const type of ['order.created', 'order.assigned', 'order.picked_up', 'order.delivered']) {
      await waitFor(receiver, new RegExp(`verified ${type.replace('.', '\\.')} evt_\\w+ ${order.order_id}`), `${type} verified`);
    }
    expect(receiver.output()).not.toContain('rejected');

    // The next step the README gives: the example receiver passes every certify scenario.
    const certify = run(['bin/pdn.mjs', 'certify', `http://127.0.0.1:${port}/webhooks`], { PDN_WEBHOOK_SECRET: secret });
    expect(await certify.exit, certify.output()).toBe(0);
    expect(certify.output()).toMatch(/^PASS valid event: /);
    expect(certify.output()).not.toContain('FAIL');
    expect(certify.output()).toContain('All 9 scenarios passed.');
  });
});
