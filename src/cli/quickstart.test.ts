import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_KEY, describeStores, freePort, freshDatabase, startService, type TestDatabase, type TestService } from '../../test/harness.js';
import { eventually } from '../../test/receiver.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Run {
  child: ChildProcessWithoutNullStreams;
  /** stdout and stderr as they came. */
  output: () => string;
  stdout: () => string;
  exit: Promise<number | null>;
}

function run(args: string[], env: Record<string, string>, command = process.execPath): Run {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'pipe' });
  let output = '';
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return { child, output: () => output, stdout: () => stdout, exit: new Promise((resolve) => child.on('close', (code) => resolve(code))) };
}

const waitFor = (r: Run, text: string | RegExp, what: string) =>
  eventually(async () => (typeof text === 'string' ? r.output().includes(text) : text.test(r.output())) || undefined, what, 45_000);

/** A command run as the README runs it: in a shell that first loads `pdn sandbox --print env`'s file. */
const sourced = (envFile: string, command: string, env: Record<string, string>) =>
  run(['-c', `. "$PDN_ENV_FILE" && exec ${command}`], { ...env, PDN_ENV_FILE: envFile }, 'sh');
const NODE = `"${process.execPath}"`;

// The README's quickstart, after `npm install` and `npm start`: `pdn sandbox --print env` into a file,
// then in each terminal that file loaded and pdn listen, the example receiver, pdn trigger; the
// receiver verifies the whole lifecycle's events. Nothing is copied from one output to another.
describeStores('README quickstart', (kind) => {
  let database: TestDatabase;
  let service: TestService;
  const running: Run[] = [];
  let envFile: string | undefined;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    service = await startService(kind, { database });
  });
  afterAll(async () => {
    for (const r of running) r.child.kill('SIGTERM');
    await Promise.all(running.map((r) => r.exit));
    await service.close();
    await database.drop();
    if (envFile) fs.rmSync(envFile, { force: true });
  });

  it('gets a verified signed webhook on localhost from a sandbox key, copying nothing by hand', async () => {
    envFile = path.join(os.tmpdir(), `pdn-sandbox-${process.pid}-${kind}.env`);
    const sandbox = run(['-c', `"${process.execPath}" bin/pdn.mjs sandbox --print env > "$PDN_ENV_FILE"`], { PDN_DATABASE_URL: database.url, PDN_ENV_FILE: envFile }, 'sh');
    expect(await sandbox.exit).toBe(0);
    expect(fs.readFileSync(envFile, 'utf8')).toMatch(/^export PDN_API_KEY='pdn_test_[\w-]+'$/m);
    // It says where it wrote the key: the store the server must use for the key to work.
    expect(sandbox.output()).toContain('pdn: wrote to ');

    const port = await freePort();
    // Only the server's address differs from the README (it runs on a free port here).
    const env = { PDN_API_URL: service.url, PDN_API_KEY: '', PDN_WEBHOOK_SECRET: '' };
    const listen = sourced(envFile, `${NODE} bin/pdn.mjs listen --forward-to http://127.0.0.1:${port}/webhooks`, env);
    running.push(listen);
    await waitFor(listen, 'connected to', 'listen connected');
    // The file's secret is the one listen signs with.
    const printed = /whsec_[A-Za-z0-9+/=]+/.exec(listen.output())![0];
    expect(fs.readFileSync(envFile, 'utf8')).toContain(`export PDN_WEBHOOK_SECRET='${printed}'`);

    const receiver = sourced(envFile, `${NODE} examples/receiver.mjs`, { ...env, PORT: String(port) });
    running.push(receiver);
    await waitFor(receiver, 'Receiving PDN webhooks', 'receiver listening');

    const trigger = sourced(envFile, `${NODE} bin/pdn.mjs trigger`, env);
    expect(await trigger.exit).toBe(0);
    const order = JSON.parse(trigger.stdout());
    for (const type of ['order.created', 'order.assigned', 'order.picked_up', 'order.delivered']) {
      await waitFor(receiver, new RegExp(`verified ${type.replace('.', '\\.')} evt_\\w+ ${order.order_id}`), `${type} verified`);
    }
    expect(receiver.output()).not.toContain('rejected');

    // The next step the README gives: the example receiver passes every certify scenario.
    const certify = run(['bin/pdn.mjs', 'certify', `http://127.0.0.1:${port}/webhooks`], { PDN_WEBHOOK_SECRET: printed });
    expect(await certify.exit, certify.output()).toBe(0);
    expect(certify.output()).toMatch(/^PASS valid event: /);
    expect(certify.output()).not.toContain('FAIL');
    expect(certify.output()).toContain('All 9 scenarios passed.');
  });

  // The network's walkthrough: examples/walkthrough.sh, whose steps the README shows as they are.
  it('runs the walkthrough to an accepted job, and stops at the first failure saying which step', async () => {
    const script = fs.readFileSync(path.join(ROOT, 'examples/walkthrough.sh'), 'utf8');
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const steps = script.slice(script.indexOf('# 1. a partner'));
    expect(readme).toContain(`\`\`\`sh\n${steps}\`\`\``);
    expect(readme).toContain('bash examples/walkthrough.sh');

    const walk = run(['examples/walkthrough.sh'], { PDN_API_URL: service.url, PDN_ADMIN_KEY: ADMIN_KEY }, 'bash');
    expect(await walk.exit, walk.output()).toBe(0);
    expect(walk.stdout()).toMatch(/"status":"assigned","rider_id":"rdr_\w+"/);
    expect(walk.stdout()).toContain('"object":"fleet_availability"');

    // A wrong admin key: the first call fails, and nothing goes on with an empty id.
    const wrong = run(['examples/walkthrough.sh'], { PDN_API_URL: service.url, PDN_ADMIN_KEY: 'not_the_admin_key' }, 'bash');
    expect(await wrong.exit).toBe(1);
    expect(wrong.output()).toMatch(/^walkthrough stopped at "create the partner": HTTP 401 \{.*"code":"unauthorized"/m);
    expect(wrong.stdout()).toBe('');
    expect(wrong.output()).not.toMatch(/undefined|SyntaxError/);

    // No server there: said so, at the first step.
    const none = run(['examples/walkthrough.sh'], { PDN_API_URL: `http://127.0.0.1:${await freePort()}`, PDN_ADMIN_KEY: ADMIN_KEY }, 'bash');
    expect(await none.exit).toBe(1);
    expect(none.output()).toContain('walkthrough stopped at "create the partner": no answer from http://127.0.0.1:');
  });
});
