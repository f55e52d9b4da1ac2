// A real PgBouncer in transaction pooling mode (Debian's `pgbouncer` package) in front of the
// test PostgreSQL: its own config in a temporary directory, its own loopback port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './harness.js';

const CANDIDATES = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer'];

/** The pgbouncer binary, or undefined where it is not installed (the tests then say they are skipped). */
export const PGBOUNCER_BIN = CANDIDATES.find((file) => fs.existsSync(file)) ?? (spawnSync('which', ['pgbouncer']).stdout?.toString().trim() || undefined);

export interface PgBouncer {
  /** `url` with its host and port replaced by the pooler's. */
  pooled(url: string): string;
  stop(): Promise<void>;
}

/** Starts PgBouncer (pool_mode=transaction) in front of the PostgreSQL `directUrl` points at. */
export async function startPgBouncer(directUrl: string): Promise<PgBouncer> {
  if (!PGBOUNCER_BIN) throw new Error('pgbouncer is not installed (apt-get install pgbouncer)');
  const target = new URL(directUrl);
  const user = decodeURIComponent(target.username || 'postgres');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-pgbouncer-'));
  fs.chmodSync(dir, 0o777); // PgBouncer refuses to run as root: as root it switches to `postgres` (-u)
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" ""\n`);
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 500',
      'default_pool_size = 20',
      // pg sends these at connect; PgBouncer passes on only what it knows.
      'ignore_startup_parameters = extra_float_digits,options',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      '',
    ].join('\n'),
  );
  for (const file of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, file), 0o666);
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(PGBOUNCER_BIN, [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited: ${stderr}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) break;
    if (tries > 100) throw new Error(`pgbouncer did not listen on ${port}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    pooled(url) {
      const pooled = new URL(url);
      pooled.hostname = '127.0.0.1';
      pooled.port = String(port);
      return pooled.toString();
    },
    async stop() {
      child.kill('SIGINT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
