import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, describeStores, sandboxOf, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { eventually, Receiver, verified } from '../../test/receiver.js';
import { listenSecret } from './pdn.listen.js';

const BIN = path.resolve(import.meta.dirname, '../../bin/pdn.mjs');
const orderBody = { pickup: { creator: 'K', eta_mins: 5 }, dropoff: { area: 'A' }, payout_estimate: { currency: 'EUR', amount: 2 } };

/** A TCP proxy in front of the API whose connections the test can cut, and refuse while down. */
class Cable {
  readonly #sockets = new Set<net.Socket>();
  readonly #server: net.Server;
  down = false;
  url = '';
  constructor(target: URL) {
    this.#server = net.createServer((client) => {
      if (this.down) return client.destroy();
      const upstream = net.connect(Number(target.port), target.hostname);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }
  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }
  cut(): void {
    for (const socket of this.#sockets) socket.destroy();
  }
  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

function runCli(args: string[], env: Record<string, string>): { child: ChildProcessWithoutNullStreams; lines: string[]; exit: Promise<number | null> } {
  const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...env }, stdio: 'pipe' });
  const lines: string[] = [];
  let buffer = '';
  const collect = (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    const parts = buffer.split('\n');
    buffer = parts.pop()!;
    lines.push(...parts);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, lines, exit };
}

describeStores('pdn listen', (kind) => {
  let service: TestService;
  let receiver: Receiver;
  let cable: Cable;
  let live: TestPartner;
  let test: TestPartner;
  beforeAll(async () => {
    service = await startService(kind);
    receiver = await Receiver.start();
    cable = new Cable(new URL(service.url));
    await cable.start();
    live = await createPartner(service);
    test = await sandboxOf(service, live);
  });
  afterAll(async () => {
    await cable.close();
    await receiver.close();
    await service.close();
  });

  it('forwards each sandbox event signed, prints a line for it, and resumes after a dropped connection', async () => {
    const cli = runCli(['listen', '--forward-to', `${receiver.url}/hook`], { PDN_API_KEY: test.key, PDN_API_URL: cable.url });
    try {
      const secret = listenSecret(test.key);
      await eventually(async () => (cli.lines.some((l) => l.includes('connected to')) ? true : undefined), 'listen connected', 30_000);
      expect(cli.lines[0]).toContain(secret);

      const first = (await test.api.post('/v1/test_helpers/orders', orderBody)).body;
      await receiver.waitForAnswered(1, '/hook');
      // A live event is not the sandbox's: it never reaches this listener.
      await service.admin.post('/v1/admin/orders', { ...orderBody, zone: live.territories[0] });

      // The connection drops; events happen while it is down; it comes back and resumes.
      cable.down = true;
      cable.cut();
      await test.api.post(`/v1/test_helpers/orders/${first.order_id}/cancel`, { reason: 'while away' });
      const second = (await test.api.post('/v1/test_helpers/orders', orderBody)).body;
      await eventually(async () => (cli.lines.some((l) => l.includes('connection lost') || l.includes('stream ended')) ? true : undefined), 'drop noticed');
      cable.down = false;
      await receiver.waitForAnswered(3, '/hook', 30_000);
      await eventually(async () => (cli.lines.filter((l) => l.includes('-->')).length >= 3 ? true : undefined), 'lines printed');

      const received = receiver.to('/hook').map((request) => verified(secret, request));
      expect(received.map((e: any) => [e.type, e.data.order_id])).toEqual([
        ['order.created', first.order_id],
        ['order.cancelled', first.order_id],
        ['order.created', second.order_id],
      ]);
      const events = (await test.api.get('/v1/events')).body.data.reverse();
      expect(receiver.to('/hook').map((r) => r.headers['webhook-id'])).toEqual(events.map((e: any) => e.id));
      expect(cli.lines.some((l) => l.includes('resuming after'))).toBe(true);
      const forwarded = cli.lines.filter((l) => l.includes('-->'));
      expect(forwarded[0]).toMatch(new RegExp(`order\\.created  ${events[0].id}  \\[200\\]  \\d+ ms`));
    } finally {
      cli.child.kill('SIGTERM');
      await cli.exit;
    }
  });

  it('works against an https API (TLS in front of it, a certificate of our own)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-tls-'));
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert,
      '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    const target = new URL(service.url);
    const terminator = tls.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (socket) => {
      const upstream = net.connect(Number(target.port), target.hostname);
      socket.pipe(upstream).pipe(socket);
      for (const s of [socket, upstream]) s.on('error', () => undefined);
      socket.on('close', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => terminator.listen(0, '127.0.0.1', resolve));
    const apiUrl = `https://127.0.0.1:${(terminator.address() as AddressInfo).port}`;
    const cli = runCli(['listen', '--forward-to', `${receiver.url}/tls`], { PDN_API_KEY: test.key, PDN_API_URL: apiUrl, NODE_EXTRA_CA_CERTS: cert });
    try {
      await eventually(async () => (cli.lines.some((l) => l.includes(`connected to ${apiUrl}`)) ? true : undefined), 'listen connected over https', 30_000);
      const order = (await test.api.post('/v1/test_helpers/orders', orderBody)).body;
      const [request] = await receiver.waitForAnswered(1, '/tls');
      expect(verified(listenSecret(test.key), request)).toMatchObject({ type: 'order.created', data: { order_id: order.order_id } });
    } finally {
      cli.child.kill('SIGTERM');
      await cli.exit;
      await new Promise<void>((resolve) => terminator.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes an event type filter, and says when the key is refused', async () => {
    const cli = runCli(['listen', '--forward-to', `${receiver.url}/filtered`, '--events', 'order.cancelled'], { PDN_API_KEY: test.key, PDN_API_URL: service.url });
    try {
      await eventually(async () => (cli.lines.some((l) => l.includes('connected to')) ? true : undefined), 'listen connected', 30_000);
      const order = (await test.api.post('/v1/test_helpers/orders', orderBody)).body;
      await test.api.post(`/v1/test_helpers/orders/${order.order_id}/cancel`);
      const [request] = await receiver.waitForAnswered(1, '/filtered');
      expect(verified(listenSecret(test.key), request)).toMatchObject({ type: 'order.cancelled', data: { order_id: order.order_id } });
    } finally {
      cli.child.kill('SIGTERM');
      await cli.exit;
    }
    const refused = runCli(['listen', '--forward-to', `${receiver.url}/x`], { PDN_API_KEY: 'pdn_test_not_a_key_at_all', PDN_API_URL: service.url });
    expect(await refused.exit).toBe(1);
    expect(refused.lines.join('\n')).toContain('does not know this key (401 unauthorized');
    // The key is checked before the secret is printed.
    expect(refused.lines.join('\n')).not.toContain('whsec_');
  });

  it('says it is retrying a server that stopped answering, and what to check, then gives up after --retry-for', async () => {
    const cli = runCli(['listen', '--forward-to', `${receiver.url}/gone`, '--retry-for', '3s'], { PDN_API_KEY: test.key, PDN_API_URL: cable.url });
    try {
      await eventually(async () => (cli.lines.some((l) => l.includes('connected to')) ? true : undefined), 'listen connected', 30_000);
      cable.down = true;
      cable.cut();
      expect(await cli.exit).toBe(1);
      const retries = cli.lines.filter((l) => l.includes('connection lost'));
      expect(retries.length).toBeGreaterThanOrEqual(2);
      expect(retries.at(-1)).toMatch(
        new RegExp(`connection lost: .+ \\([A-Z_]+\\), at ${cable.url.replace(/\./g, '\\.')} \\(PDN_API_URL\\); retrying in [\\d.]+ s, until \\d\\d:\\d\\d:\\d\\d UTC\\. Is the server still running there\\?`),
      );
      expect(cli.lines.at(-1)).toMatch(/^pdn: no answer from the server at .+ \(PDN_API_URL\): .*no answer for \d+ s, giving up\. Is the server running/);
    } finally {
      cable.down = false;
      cli.child.kill('SIGTERM');
      await cli.exit;
    }
  });
});
