// The real server, as `npm start` runs it, in a child process: for what only a process can show
// (kill -9, exiting on an unhandled error, a store fault that must not end it).
import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import { afterAll, beforeAll } from 'vitest';
import { openStore, type Store } from '../src/store/store.js';
import { ADMIN_KEY, Client, freshDatabase, type StoreKind, type TestDatabase } from './harness.js';

export interface ServerProcess {
  child: ChildProcess;
  admin: Client;
  url: string;
  exited: Promise<number | null>;
  /** What it wrote to stderr so far. */
  stderr(): string;
}

/** Spawns `src/server.ts` on `databaseUrl` (on a port of its own unless `env` names one). */
export function spawnServer(databaseUrl: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './src/tracing.mjs', 'src/server.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, PDN_ADMIN_KEY: ADMIN_KEY, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', PDN_RATE_LIMIT: '0', ...env, PDN_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return { child, exited, stderr: () => stderr };
}

/** Starts `src/server.ts` on `databaseUrl`; resolves once it listens. */
export async function startServerProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const { child, exited, stderr } = spawnServer(databaseUrl, env);
  const lines = readline.createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening: ${stderr()}`)));
  });
  return { child, admin: new Client(url, ADMIN_KEY), url, exited, stderr };
}

/**
 * For a suite of server processes on one fresh store (call it inside the suite): `store` to read
 * what they wrote, `start` for another process (worker off). Every process still running is
 * killed, and the store dropped, when the suite ends.
 */
export function serverProcessesOnFreshStore(kind: StoreKind): { readonly store: Store; start(env?: Record<string, string>): Promise<ServerProcess> } {
  let database: TestDatabase;
  let store: Store;
  const running: ServerProcess[] = [];
  beforeAll(async () => {
    database = await freshDatabase(kind);
    store = openStore(database.url);
  });
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await store.close();
    await database.drop();
  });
  return {
    get store() {
      return store;
    },
    async start(env = {}) {
      const server = await startServerProcess(database.url, { PDN_WEBHOOKS: 'off', ...env });
      running.push(server);
      return server;
    },
  };
}
