import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HttpTransport } from './destinations.http.js';
import type { AttemptResult } from './destinations.transport.js';

// Answers its headers at once and then a byte every 50 ms, never ending: only the hard timeout
// ends such an attempt (undici's own timeouts see a live connection).
let trickler: http.Server;
let url: string;
beforeAll(async () => {
  trickler = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    const timer = setInterval(() => res.write('.'), 50);
    res.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => trickler.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(trickler.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  trickler.closeAllConnections();
  await new Promise((resolve) => trickler.close(resolve));
});

const attemptTo = (sender: HttpTransport, target: string) => sender.send({ url: target, eventId: 'evt_1', body: '{}', secrets: ['whsec_dGVzdHNlY3JldHRlc3RzZWNyZXQ='] });

/** Ended by the hard timeout: not before it, and not long after. */
function expectTimedOut(results: AttemptResult[], timeoutMs: number): void {
  for (const result of results) {
    expect(result.error).toBe(`timeout: no complete answer within ${timeoutMs} ms`);
    expect(result.latencyMs).toBeGreaterThanOrEqual(timeoutMs);
    expect(result.latencyMs).toBeLessThan(timeoutMs * 3);
  }
}

it('ends every attempt at its timeout, never before, whether it started alone or among others', async () => {
  const timeoutMs = 400;
  const sender = new HttpTransport({ timeoutMs, allowPrivate: true });
  const attempt = () => attemptTo(sender, url);
  try {
    // Each attempt's deadline is its own start plus the timeout, whether others are in flight or not.
    const together = Promise.all([attempt(), attempt(), attempt()]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expectTimedOut([...(await together), await attempt()], timeoutMs);
  } finally {
    await sender.close();
  }
});

it('keeps the first 4 KB of a long answer, stops reading past 64 KB, and the next attempt still goes through', async () => {
  const server = http.createServer((req, res) => {
    req.resume();
    if (req.url === '/long') {
      res.writeProcessing(); // a 1xx first: the answer is the status after it
      res.writeHead(200, { 'retry-after': '7' });
      res.end('y'.repeat(200 * 1024));
    } else res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sender = new HttpTransport({ timeoutMs: 2000, allowPrivate: true, connectionsPerEndpoint: 1 });
  const attempt = (path: string) => attemptTo(sender, base + path);
  try {
    const long = await attempt('/long');
    expect(long).toMatchObject({ status: 200, retryAfter: '7', error: null, responseBody: 'y'.repeat(4096) });
    // One connection per endpoint: the attempts after it queue for it, and each gets its answer.
    const [next, again] = await Promise.all([attempt('/long'), attempt('/long')]);
    expect([next.status, again.status]).toEqual([200, 200]);
    expect(await attempt('/short')).toMatchObject({ status: 204, responseBody: null, error: null });
  } finally {
    await sender.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

it('ends at its timeout an attempt still waiting for its endpoint’s one connection', async () => {
  const timeoutMs = 300;
  const sender = new HttpTransport({ timeoutMs, allowPrivate: true, connectionsPerEndpoint: 1 });
  try {
    expectTimedOut(await Promise.all([attemptTo(sender, url), attemptTo(sender, url)]), timeoutMs);
  } finally {
    await sender.close();
  }
});
