// The server process as `npm start` runs it, for what only its start can show.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_KEY, freshDatabase, type TestDatabase } from '../test/harness.js';
import { startServerProcess, type ServerProcess } from '../test/server-process.js';

describe('server start', () => {
  let database: TestDatabase;
  let first: ServerProcess;
  beforeAll(async () => {
    database = await freshDatabase('sqlite');
    first = await startServerProcess(database.url, { PDN_DISPATCHER: 'off' });
  });
  afterAll(async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    await database.drop();
  });

  it('on a port already in use: exits 1 with one line saying so, and the first server still serves', async () => {
    const port = new URL(first.url).port;
    const second = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      env: { ...process.env, PDN_ADMIN_KEY: ADMIN_KEY, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn', PDN_DISPATCHER: 'off', PDN_DATABASE_URL: database.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    second.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => second.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`pdn: 127.0.0.1:${port} is already in use (is another PDN running?): stop it, or start with PORT=<another port>`);
    expect((await first.admin.get('/v1/admin/partners')).status).toBe(200);
  });
});
