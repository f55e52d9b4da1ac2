// A webhook receiver in its own process, for when arrival times must be exact: the in-process
// Receiver's clock is read when the test's busy event loop (the service and its store run
// there) gets round to it, tens of milliseconds late at times. This one stamps each request as
// its headers arrive, on an event loop that does nothing else.
import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';

export interface Arrival {
  path: string;
  /** The event id (`webhook-id`). */
  id: string;
  /** What the event's `data.version` was, if any. */
  version: number | null;
  orderId: string | null;
  /** Epoch ms, sub-millisecond. */
  arrivedAt: number;
  status: number;
}

// Answers 200, except the first request for each event whose data.version is `failVersion` (500).
const SCRIPT = `
import http from 'node:http';
const failVersion = Number(process.env.FAIL_VERSION ?? 0);
const arrivals = [];
const failed = new Set();
http.createServer((req, res) => {
  const arrivedAt = performance.timeOrigin + performance.now();
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    if (req.url === '/__arrivals') return res.end(JSON.stringify(arrivals));
    let body = {};
    try { body = JSON.parse(Buffer.concat(chunks).toString('utf8')); } catch {}
    const version = body.data?.version ?? null;
    const key = req.url + ' ' + req.headers['webhook-id'];
    const status = version === failVersion && !failed.has(key) ? 500 : 200;
    if (status === 500) failed.add(key);
    arrivals.push({ path: req.url, id: req.headers['webhook-id'], version, orderId: body.data?.order_id ?? null, arrivedAt, status });
    res.writeHead(status).end();
  });
}).listen(0, '127.0.0.1', function () { console.log('listening ' + this.address().port); });
`;

export class ArrivalsReceiver {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  /** `failVersion`: the first request of each event with that `data.version` gets a 500. */
  static async start(failVersion?: number): Promise<ArrivalsReceiver> {
    const child = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT], { env: { ...process.env, FAIL_VERSION: String(failVersion ?? 0) }, stdio: ['ignore', 'pipe', 'inherit'] });
    const port = await new Promise<string>((resolve, reject) => {
      readline.createInterface({ input: child.stdout }).on('line', (line) => line.startsWith('listening ') && resolve(line.slice(10)));
      child.once('exit', (code) => reject(new Error(`arrivals receiver exited (${code})`)));
    });
    return new ArrivalsReceiver(child, `http://127.0.0.1:${port}`);
  }

  async arrivals(path?: string): Promise<Arrival[]> {
    const all = (await (await fetch(`${this.url}/__arrivals`)).json()) as Arrival[];
    return path === undefined ? all : all.filter((a) => a.path === path);
  }

  /** Resolves once `path` has had `count` requests. */
  async waitFor(path: string, count: number, timeoutMs = 60_000): Promise<Arrival[]> {
    for (const deadline = Date.now() + timeoutMs; ; ) {
      const arrivals = await this.arrivals(path);
      if (arrivals.length >= count) return arrivals;
      if (Date.now() > deadline) throw new Error(`${path}: ${arrivals.length} of ${count} requests after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill();
    await exited;
  }
}
