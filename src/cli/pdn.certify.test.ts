// `pdn certify` run as the partner runs it (node bin/pdn.mjs certify …), against receivers
// written here with node:http: one done right (verifying with the standardwebhooks library, as
// a partner would), and one wrong in each way a receiver goes wrong.
import { execFile } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_USER_AGENT } from '../webhooks/webhooks.signing.js';
import { LARGE_ENVELOPE_BYTES } from './pdn.certify.js';

const BIN = path.resolve(import.meta.dirname, '../../bin/pdn.mjs');
const SECRET = 'whsec_' + randomBytes(32).toString('base64');
const KNOWN_TYPES = new Set(['order.created', 'order.assigned', 'order.picked_up', 'order.delivered', 'order.cancelled', 'settlement.paid']);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  lines: string[];
}

function certify(args: string[], env: Record<string, string | undefined> = { PDN_WEBHOOK_SECRET: SECRET }): Promise<Run> {
  const { PDN_WEBHOOK_SECRET: _drop, PDN_WEBHOOK_TIMEOUT: _drop2, ...base } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, 'certify', ...args], { env: { ...base, ...env }, timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error ? ((error as { code?: number }).code ?? null) : 0;
      resolve({ code: typeof code === 'number' ? code : null, stdout, stderr, lines: stdout.split('\n').filter(Boolean) });
    });
  });
}

type Handler = (request: { headers: http.IncomingHttpHeaders; body: string }) => number | Promise<number>;

const servers: http.Server[] = [];
async function receiver(handle: Handler, options: { maxBody?: number } = {}): Promise<string> {
  const server = http.createServer((req, res) => {
    // A framework's body limit (Express's default is 100 KB): refused before it is read.
    if (options.maxBody !== undefined && Number(req.headers['content-length']) > options.maxBody) {
      res.writeHead(413).end('{"error":"request entity too large"}');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void Promise.resolve(handle({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })).then((status) => res.writeHead(status).end());
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/pdn`;
}

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** The receiver a partner should write: verify with the library, dedupe on webhook-id, ignore unknown types. */
function correctReceiver(): Handler {
  const webhook = new Webhook(SECRET);
  const seen = new Set<string>();
  return ({ headers, body }) => {
    let event: { type: string };
    try {
      event = webhook.verify(body, headers as Record<string, string>) as { type: string };
    } catch {
      return 401;
    }
    const id = String(headers['webhook-id']);
    if (seen.has(id)) return 200;
    seen.add(id);
    void event.type; // a real receiver would act on the types it knows here
    return 200;
  };
}

const hmac = (id: string, timestamp: string, body: string) =>
  createHmac('sha256', Buffer.from(SECRET.slice(6), 'base64')).update(`${id}.${timestamp}.${body}`).digest('base64');

/** Checks the signature by hand, any of them, but never the timestamp. */
const noTimestampCheck: Handler = ({ headers, body }) => {
  const expected = hmac(String(headers['webhook-id']), String(headers['webhook-timestamp']), body);
  const sent = String(headers['webhook-signature'] ?? '').split(' ').map((s) => s.split(',')[1]);
  return sent.includes(expected) ? 200 : 401;
};

/** Checks the timestamp and only the first signature. */
const firstSignatureOnly: Handler = ({ headers, body }) => {
  const timestamp = Number(headers['webhook-timestamp']);
  if (Math.abs(Date.now() / 1000 - timestamp) > 300) return 400;
  const first = String(headers['webhook-signature'] ?? '').split(' ')[0];
  return first === `v1,${hmac(String(headers['webhook-id']), String(headers['webhook-timestamp']), body)}` ? 200 : 401;
};

function refusesRepeats(): Handler {
  const verify = correctReceiver();
  const seen = new Set<string>();
  return async (request) => {
    const status = await verify(request);
    if (status !== 200) return status;
    const id = String(request.headers['webhook-id']);
    if (seen.has(id)) return 409;
    seen.add(id);
    return 200;
  };
}

function refusesUnknownTypes(): Handler {
  const verify = correctReceiver();
  return async (request) => {
    const status = await verify(request);
    if (status !== 200) return status;
    return KNOWN_TYPES.has((JSON.parse(request.body) as { type: string }).type) ? 200 : 400;
  };
}

const SCENARIOS = [
  'valid event',
  'bad signature',
  'missing signature',
  'stale timestamp',
  'future timestamp',
  'repeated event id',
  'unknown event type',
  'rotation (two signatures)',
  `large envelope (${LARGE_ENVELOPE_BYTES / 1024} KB)`,
];

/** The scenarios' names with PASS or FAIL, in order, and the summary line. */
function verdicts(run: Run): Record<string, 'PASS' | 'FAIL'> {
  const found: Record<string, 'PASS' | 'FAIL'> = {};
  for (const line of run.lines.slice(0, -1)) {
    const match = /^(PASS|FAIL) ([^:]+): /.exec(line);
    if (!match) throw new Error(`not a scenario line: ${line}\n${run.stdout}${run.stderr}`);
    found[match[2]] = match[1] as 'PASS' | 'FAIL';
  }
  return found;
}

function expectFailures(run: Run, failing: string[]): void {
  const expected = Object.fromEntries(SCENARIOS.map((name) => [name, failing.includes(name) ? 'FAIL' : 'PASS']));
  expect(verdicts(run), run.stdout + run.stderr).toEqual(expected);
  expect(run.code).toBe(failing.length === 0 ? 0 : 1);
  expect(run.lines.at(-1)).toBe(failing.length === 0 ? `All ${SCENARIOS.length} scenarios passed.` : `${failing.length} of ${SCENARIOS.length} scenarios failed.`);
}

const line = (run: Run, name: string) => run.lines.find((l) => l.startsWith(`FAIL ${name}: `)) ?? run.lines.find((l) => l.startsWith(`PASS ${name}: `))!;

describe('pdn certify', () => {
  it('passes a receiver done right, and reports its latency', async () => {
    const verify = correctReceiver();
    const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
    const run = await certify([await receiver((request) => (received.push(request), verify(request)))]);
    expectFailures(run, []);
    // The requests are the worker's: its headers, its envelope, the large one exactly at the bound.
    expect(received).toHaveLength(SCENARIOS.length + 1);
    for (const { headers, body } of received) {
      expect(headers).toMatchObject({ 'content-type': 'application/json', 'user-agent': WEBHOOK_USER_AGENT, 'webhook-id': expect.stringMatching(/^evt_[0-9a-z]{26}$/) });
      expect(Object.keys(JSON.parse(body))).toEqual(['id', 'type', 'created', 'data']);
    }
    const large = received.find(({ body }) => body.includes('"settlement.paid"'))!;
    expect(Buffer.byteLength(large.body)).toBe(LARGE_ENVELOPE_BYTES);
    expect(JSON.parse(large.body).data.order_ids.length).toBeGreaterThan(7000);
    expect(line(run, 'valid event')).toMatch(/^PASS valid event: acknowledged with 200 in \d+ ms \(limit 15000 ms\)$/);
    expect(line(run, 'stale timestamp')).toBe('PASS stale timestamp: refused (answered 401)');
  });

  it('fails a receiver that accepts anything: every refusal scenario', async () => {
    const run = await certify([await receiver(() => 200)]);
    expectFailures(run, ['bad signature', 'missing signature', 'stale timestamp', 'future timestamp']);
    expect(line(run, 'bad signature')).toContain('accepted a webhook-signature made with another secret');
    expect(line(run, 'missing signature')).toContain('no webhook-signature header');
    expect(line(run, 'stale timestamp')).toBe(
      'FAIL stale timestamp: your receiver accepted a webhook-timestamp 6 minutes old, validly signed (answered 200); reject requests whose webhook-timestamp is more than 5 minutes from now (replay protection)',
    );
  });

  it('fails a receiver that checks the signature but not the timestamp', async () => {
    const run = await certify([await receiver(noTimestampCheck)]);
    expectFailures(run, ['stale timestamp', 'future timestamp']);
    expect(line(run, 'future timestamp')).toContain('webhook-timestamp 6 minutes ahead');
  });

  it('fails a receiver that refuses a repeated event id', async () => {
    const run = await certify([await receiver(refusesRepeats())]);
    expectFailures(run, ['repeated event id']);
    expect(line(run, 'repeated event id')).toContain('answered 409 to a second delivery of the same webhook-id');
    expect(line(run, 'repeated event id')).toContain('dedupe on webhook-id');
  });

  it('fails a receiver that refuses an unknown event type', async () => {
    const run = await certify([await receiver(refusesUnknownTypes())]);
    expectFailures(run, ['unknown event type']);
    expect(line(run, 'unknown event type')).toContain('answered 400 to an event of a type it does not know');
  });

  it('fails a receiver that checks only the first signature', async () => {
    const run = await certify([await receiver(firstSignatureOnly)]);
    expectFailures(run, ['rotation (two signatures)']);
    expect(line(run, 'rotation (two signatures)')).toContain('accept the request when any of them matches');
  });

  it('fails a receiver that chokes on a large body', async () => {
    const run = await certify([await receiver(correctReceiver(), { maxBody: 100 * 1024 })]);
    expectFailures(run, [`large envelope (${LARGE_ENVELOPE_BYTES / 1024} KB)`]);
    expect(line(run, `large envelope (${LARGE_ENVELOPE_BYTES / 1024} KB)`)).toContain('answered 413 to a 256 KB settlement.paid');
  });

  it('fails a receiver slower than the attempt timeout (PDN_WEBHOOK_TIMEOUT)', async () => {
    const verify = correctReceiver();
    const slow: Handler = async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return verify(request);
    };
    const run = await certify([await receiver(slow)], { PDN_WEBHOOK_SECRET: SECRET, PDN_WEBHOOK_TIMEOUT: '400ms' });
    expect(run.code).toBe(1);
    expect(line(run, 'valid event')).toMatch(/^FAIL valid event: your receiver gave no answer within 400 ms; answer 2xx as soon as/);
  });

  it('says what to fix when a valid event is not acknowledged: a wrong secret, a redirect, a wrong path, a crash', async () => {
    const otherSecret = 'whsec_' + randomBytes(32).toString('base64');
    const wrongSecret = await certify([await receiver(correctReceiver())], { PDN_WEBHOOK_SECRET: otherSecret });
    expect(wrongSecret.code).toBe(1);
    expect(line(wrongSecret, 'valid event')).toMatch(/^FAIL valid event: your receiver answered 401 to a correctly signed order\.created; verify webhook-signature as v1,base64\(HMAC-SHA256/);
    for (const [status, fix] of [
      [302, 'a redirect is not an acknowledgement'],
      [404, 'nothing answers POST at this path'],
      [500, 'your receiver failed on a valid event'],
    ] as const) {
      const run = await certify([await receiver(() => status)]);
      expect(line(run, 'valid event'), String(status)).toContain(`answered ${status} to a correctly signed order.created; ${fix}`);
    }
  });

  it('gives the same report as JSON with --json', async () => {
    const url = await receiver(refusesUnknownTypes());
    const run = await certify([url, '--json']);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout);
    expect(Object.keys(report).sort()).toEqual(['passed', 'scenarios', 'timeout_ms', 'url']);
    expect(report).toMatchObject({ url, timeout_ms: 15_000, passed: false });
    expect(report.scenarios.map((s: { name: string }) => s.name)).toEqual(SCENARIOS);
    for (const scenario of report.scenarios) {
      expect(Object.keys(scenario).sort()).toEqual(['detail', 'error', 'id', 'latency_ms', 'name', 'passed', 'status']);
      expect(scenario.passed).toBe(scenario.name !== 'unknown event type');
      expect(typeof scenario.latency_ms).toBe('number');
    }
    expect(report.scenarios.find((s: { id: string }) => s.id === 'unknown_event_type')).toMatchObject({ passed: false, status: 400, error: null });
    expect(report.scenarios[0]).toMatchObject({ id: 'valid_event', status: 200 });
  });

  it('says in one line what is wrong when it cannot run: no secret, a bad URL, nothing listening', async () => {
    const url = await receiver(correctReceiver());
    const noSecret = await certify([url], {});
    expect(noSecret.code).toBe(2);
    expect(noSecret.stdout).toBe('');
    expect(noSecret.stderr).toBe("pdn certify: set PDN_WEBHOOK_SECRET to your endpoint's signing secret (whsec_…), shown when you created the endpoint or rotated its secret\n");

    const badSecret = await certify([url], { PDN_WEBHOOK_SECRET: 'not-a-secret' });
    expect(badSecret.code).toBe(2);
    expect(badSecret.stderr).toMatch(/^pdn certify: PDN_WEBHOOK_SECRET must be an endpoint signing secret[^\n]*\n$/);

    const badUrl = await certify(['not a url']);
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toBe('pdn certify: "not a url" is not an http(s) URL; give your receiver\'s full URL, e.g. https://example.com/webhooks/pdn\n');
    expect((await certify(['ftp://127.0.0.1/x'])).code).toBe(2);

    // A port nothing listens on: one taken and let go.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await certify([`http://127.0.0.1:${port}/hook`]);
    expect(unreachable.code).toBe(2);
    expect(unreachable.stdout).toBe('');
    expect(unreachable.stderr).toMatch(new RegExp(`^pdn certify: cannot reach http://127\\.0\\.0\\.1:${port}/hook: connection error ECONNREFUSED[^\\n]*\\n$`));

    const json = await certify([`http://127.0.0.1:${port}/hook`, '--json']);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout)).toEqual({ error: expect.stringContaining('cannot reach') });
  });

  it('has its own --help, and the general help lists it', async () => {
    const help = await certify(['--help'], {});
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: pdn certify <url> \[--json\]/);
    expect(help.stdout).toContain('PDN_WEBHOOK_SECRET');
    const general = await new Promise<string>((resolve) => execFile(process.execPath, [BIN, 'help'], (_error, stdout) => resolve(stdout)));
    expect(general).toContain('pdn certify <url>');
  });
});
