// The demo partner's webhook receiver: verifies the Standard Webhooks signature, prints what
// arrived, and fails now and then (500) so retries and the delivery chart have something to show.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signature } from '../webhooks/webhooks.signing.js';

export interface DemoReceiver {
  url: string;
  /** The endpoint's secret, once the endpoint exists, to check signatures with. */
  useSecret(secret: string): void;
  close(): Promise<void>;
}

const FAILURE_RATE = 1 / 8;

function signedBy(secret: string | undefined, headers: http.IncomingHttpHeaders, body: string): 'ok' | 'BAD' | 'unchecked' {
  if (!secret) return 'unchecked';
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = Number(headers['webhook-timestamp']);
  const expected = signature(secret, id, timestamp, body);
  const sent = String(headers['webhook-signature'] ?? '').split(' ');
  return sent.includes(expected) ? 'ok' : 'BAD';
}

export async function startReceiver(port = Number(process.env.DEMO_RECEIVER_PORT ?? 0)): Promise<DemoReceiver> {
  let secret: string | undefined;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let type = '?';
      try {
        type = String((JSON.parse(body) as { type?: unknown }).type);
      } catch {
        // not JSON: printed as '?'
      }
      const fail = Math.random() < FAILURE_RATE;
      const latency = 20 + Math.round(Math.random() * 250);
      setTimeout(() => {
        const status = fail ? 500 : 200;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(fail ? '{"error":"demo receiver failed on purpose"}' : `{"received":"${String(request.headers['webhook-id'])}"}`);
        const time = new Date().toISOString().slice(11, 19);
        process.stdout.write(`  ${time}  webhook ${type.padEnd(16)} ${String(request.headers['webhook-id'])}  signature ${signedBy(secret, request.headers, body)}  -> ${status}\n`);
      }, latency);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/webhooks`,
    useSecret: (value) => {
      secret = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
