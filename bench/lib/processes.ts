// Child processes under test: the service started exactly as users start it, and the raw
// baselines. Each gets a free loopback port and is stopped by its own pid.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPgBouncer, type PgBouncer } from '../../test/pgbouncer.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_ADMIN_KEY = 'pdn_admin_bench_key_0123456789';

export interface Child {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Children still running, and databases not yet dropped: a benchmark ended by a signal (Ctrl-C) leaves neither. */
const running = new Set<ChildProcess>();
const undropped = new Set<() => Promise<void>>();
let watching = false;

function watchSignals(): void {
  if (watching) return;
  watching = true;
  process.once('exit', () => {
    for (const orphan of running) orphan.kill('SIGKILL');
  });
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    process.once(signal, () => {
      for (const child of running) child.kill('SIGKILL'); // their connections close, so their databases can be dropped
      const dropped = Promise.allSettled([...undropped].map((drop) => drop()));
      void Promise.race([dropped, new Promise((resolve) => setTimeout(resolve, 5_000))]).then(() => process.exit(code));
    });
  }
}

function track(child: ChildProcess): void {
  watchSignals();
  running.add(child);
  child.once('exit', () => running.delete(child));
}

/** `drop` runs if the benchmark is ended by a signal before it ran; returns `drop` as it should be called. */
export function dropOnSignal(drop: () => Promise<void>): () => Promise<void> {
  watchSignals();
  undropped.add(drop);
  return async () => {
    undropped.delete(drop);
    await drop();
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not start within 60 s:\n${output()}`);
}

/** Runs `node --import tsx <script>` from the project root with `env` on a free port. */
export async function startNodeScript(script: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<Child> {
  const port = await freePort();
  // Compiled JavaScript (dist/, `npm run build`) runs with plain node, as `npm start` runs it.
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, script], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilServing(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, process: child, stop };
}

/** Runs `work` on a started child and stops the child afterwards, whatever happens. */
export async function withChild<T>(start: Promise<Child>, work: (child: Child) => Promise<T>): Promise<T> {
  const child = await start;
  try {
    return await work(child);
  } finally {
    await child.stop();
  }
}

/** Runs `work` on children started together and stops every one that started, whatever happens. */
export async function withChildren<T>(starts: Array<Promise<Child>>, work: (children: Child[]) => Promise<T>): Promise<T> {
  const children = await Promise.allSettled(starts);
  try {
    const failed = children.find((c) => c.status === 'rejected');
    if (failed) throw failed.reason;
    return await work(children.map((c) => (c as PromiseFulfilledResult<Child>).value));
  } finally {
    for (const c of children) if (c.status === 'fulfilled') await c.value.stop();
  }
}

/** With BENCH_PROFILE=1, node flags that write a CPU profile of a child to data/bench/profiles/<label>. */
export function profileArgs(label: string): string[] {
  return process.env.BENCH_PROFILE === '1' ? ['--cpu-prof', `--cpu-prof-dir=${path.join(ROOT, 'data/bench/profiles', label)}`] : [];
}

/** One PgBouncer (transaction mode) for the whole bench process, started by the first service that wants it. */
let bouncer: Promise<PgBouncer> | undefined;

/** Stops the PgBouncer, if a service started one. */
export async function stopPooler(): Promise<void> {
  await (await bouncer)?.stop();
  bouncer = undefined;
}

/**
 * The PDN service as users run it, with the settings the benchmarks need (`server`: another
 * checkout's, to compare). `BENCH_PGBOUNCER=1`, in the environment or in `env`: PostgreSQL through
 * a PgBouncer in transaction mode (test/pgbouncer.ts), the session work direct, as in production.
 */
export async function startService(databaseUrl: string, env: Record<string, string> = {}, nodeArgs: string[] = [], server = 'src/server.ts'): Promise<Child> {
  const { BENCH_PGBOUNCER = process.env.BENCH_PGBOUNCER, ...rest } = env;
  const pooled = BENCH_PGBOUNCER === '1' && databaseUrl.startsWith('postgres');
  if (pooled) bouncer ??= startPgBouncer(databaseUrl);
  return startNodeScript(
    server,
    {
      ...(pooled ? { PDN_DATABASE_URL: (await bouncer!).pooled(databaseUrl), PDN_DATABASE_DIRECT_URL: databaseUrl } : { PDN_DATABASE_URL: databaseUrl }),
      PDN_ADMIN_KEY: BENCH_ADMIN_KEY,
      PDN_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      PDN_WEBHOOKS: 'off',
      ...rest,
    },
    nodeArgs,
  );
}
