// The server process as `npm start` runs it, for what only its start can show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../test/harness.js';
import { spawnServer, startServerProcess, type ServerProcess } from '../test/server-process.js';

describe('server start', () => {
  let database: TestDatabase;
  let first: ServerProcess;
  beforeAll(async () => {
    database = await freshDatabase('sqlite');
    first = await startServerProcess(database.url, { PDN_WEBHOOKS: 'off' });
  });
  afterAll(async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    await database.drop();
  });

  it('on a port already in use: exits 1 with one line saying so, and the first server still serves', async () => {
    const port = new URL(first.url).port;
    const second = spawnServer(database.url, { PORT: port, PDN_WEBHOOKS: 'off' });
    // 'close', not 'exit': its stderr is read to the end.
    const code = await new Promise((resolve) => second.child.once('close', resolve));
    expect(code).toBe(1);
    expect(second.stderr().trim()).toBe(`pdn: 127.0.0.1:${port} is already in use (is another PDN running?): stop it, or start with PORT=<another port>`);
    expect((await first.admin.get('/v1/admin/partners')).status).toBe(200);
  });
});
