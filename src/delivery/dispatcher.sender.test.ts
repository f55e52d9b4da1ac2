import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Sender } from './dispatcher.sender.js';

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

it('ends every attempt at its timeout, never before, whether it started alone or among others', async () => {
  const timeoutMs = 400;
  const sender = new Sender({ timeoutMs, allowPrivate: true });
  const attempt = () => sender.send({ url, eventId: 'evt_1', body: '{}', secrets: ['whsec_dGVzdHNlY3JldHRlc3RzZWNyZXQ='] });
  try {
    // Attempts that start together share a deadline; one started later has a deadline of its own.
    const together = Promise.all([attempt(), attempt(), attempt()]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const results = [...(await together), await attempt()];
    for (const result of results) {
      expect(result.error).toBe(`timeout: no complete answer within ${timeoutMs} ms`);
      expect(result.latencyMs).toBeGreaterThanOrEqual(timeoutMs);
      expect(result.latencyMs).toBeLessThan(timeoutMs * 3);
    }
  } finally {
    await sender.close();
  }
});
