// The local webhook receiver for the worker benchmark: one listening port per endpoint
// (each its own origin, as partners' endpoints are), answering 204 at once, or never on a
// port told to hang. It counts what arrives per port and how long each event took from its
// `created` (stamped in the committing transaction) to its receipt here.
//
// Control on PORT: GET /healthz, GET /count?ports=… (cheap, for polling), GET /stats?ports=…,
// POST /reset, POST /hang?port=N&on=1|0, POST /fail?text=… (answer 500, uncounted, to every
// body holding the text; empty: none).
import http from 'node:http';
import { percentile } from './lib/percentile.js';

const ports = (process.env.RECEIVER_PORTS ?? '').split(',').filter(Boolean).map(Number);
const hanging = new Set<number>();
let failText = '';
// Every receipt: when, on which port, and how long after the event's `created`.
let receivedAt: number[] = [];
let receivedOn: number[] = [];
let latencies: number[] = [];
// Receipts per port, so polling for a count needs no pass over every receipt.
const countOn = new Map<number, number>();
const CREATED = /"created":"([^"]+)"/;

function receive(port: number, request: http.IncomingMessage, response: http.ServerResponse): void {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (hanging.has(port)) return; // never answer: the sender's timeout ends it
    const body = Buffer.concat(chunks).toString('utf8');
    if (failText !== '' && body.includes(failText)) return void response.writeHead(500).end();
    const now = Date.now();
    const created = CREATED.exec(body)?.[1];
    if (created) latencies.push(now - Date.parse(created));
    receivedAt.push(now);
    receivedOn.push(port);
    countOn.set(port, (countOn.get(port) ?? 0) + 1);
    response.writeHead(204).end();
  });
}

function control(request: http.IncomingMessage, response: http.ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://receiver');
  const json = (body: unknown): void => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  if (url.pathname === '/healthz') return json({ ok: true });
  if (url.pathname === '/reset') {
    receivedAt = [];
    receivedOn = [];
    latencies = [];
    countOn.clear();
    return json({ ok: true });
  }
  if (url.pathname === '/hang') {
    const port = Number(url.searchParams.get('port'));
    if (url.searchParams.get('on') === '0') hanging.delete(port);
    else hanging.add(port);
    return json({ hanging: [...hanging] });
  }
  if (url.pathname === '/fail') {
    failText = url.searchParams.get('text') ?? '';
    return json({ failText });
  }
  if (url.pathname === '/count') {
    // The `count` of /stats for the same ports, without its work.
    const only = url.searchParams.get('ports')?.split(',').map(Number);
    let count = only ? 0 : receivedAt.length;
    if (only) for (const port of new Set(only)) count += countOn.get(port) ?? 0;
    return json({ count });
  }
  if (url.pathname === '/stats') {
    // For the ports asked about (default all): how many arrived, and the rate over the middle
    // 80 % of them, which leaves out the senders' warm-up and the last stragglers.
    const only = url.searchParams.get('ports')?.split(',').map(Number);
    const times = only ? receivedAt.filter((_, i) => only.includes(receivedOn[i])) : receivedAt;
    const from = Math.floor(times.length * 0.1);
    const to = Math.ceil(times.length * 0.9) - 1;
    const sorted = [...latencies].sort((a, b) => a - b);
    return json({
      count: times.length,
      rate: to > from && times[to] > times[from] ? ((to - from) * 1000) / (times[to] - times[from]) : 0,
      seconds: times.length > 1 ? (times.at(-1)! - times[0]) / 1000 : 0,
      latency: { n: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? null },
    });
  }
  response.writeHead(404).end();
}

for (const port of ports) {
  const server = http.createServer((request, response) => receive(port, request, response));
  server.keepAliveTimeout = 60_000;
  server.listen(port, '127.0.0.1');
}
http.createServer(control).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
