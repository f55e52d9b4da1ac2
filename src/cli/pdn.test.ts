// The CLI as a user meets it: real processes of bin/pdn.mjs, real stores, real HTTP to a
// service. Every failure must be one line naming the flag or variable at fault, with a
// non-zero exit and no stack trace. A command on a store takes 1-2 s to start on a loaded
// machine (docs/performance.md, "Start-up"), hence the long timeouts of the tests running many.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStores, freePort, freshDatabase, startService, type TestDatabase, type TestService } from '../../test/harness.js';
import { KEY_MODES } from '../partners/partners.service.js';
import { DEFAULT_PAGE_SIZE } from '../shared/pagination.js';
import { RIDER_STATUSES } from '../store/schema.js';
import { openStore, DEFAULT_DATABASE_URL as STORE_DEFAULT_URL } from '../store/store.js';
import { COMMANDS, DEFAULT_DATABASE_URL } from './pdn.commands.js';
import { NETWORK_COMMANDS } from './pdn.network.js';

const BIN = path.resolve(import.meta.dirname, '../../bin/pdn.mjs');

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `pdn …` to its end, with only the PDN_* variables given (none inherited). */
function pdn(args: string[], env: Record<string, string> = {}, cwd?: string): Promise<Result> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PDN_')));
  const child = spawn(process.execPath, [BIN, ...args], { env: { ...inherited, ...env }, cwd, stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** A failure as the CLI must give it: non-zero, one line on stderr, no stack trace. */
function failure(result: Result, code = 1): string {
  expect(result.code, result.stderr).toBe(code);
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^pdn: /);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  return lines[0];
}

describe('the command table', () => {
  it('agrees with the services and the store it describes', () => {
    expect(DEFAULT_DATABASE_URL).toBe(STORE_DEFAULT_URL);
    expect(COMMANDS['key issue'].options?.mode.choices).toEqual(KEY_MODES);
    expect(COMMANDS['rider create'].options?.status.choices).toEqual(RIDER_STATUSES);
    expect(COMMANDS['partner list'].options?.limit.default).toBe(String(DEFAULT_PAGE_SIZE));
    const storeCommands = Object.keys(COMMANDS).filter((name) => COMMANDS[name].uses === 'store');
    expect(Object.keys(NETWORK_COMMANDS).sort()).toEqual(storeCommands.sort());
  });
});

describe('pdn webhooks (was pdn dispatcher)', () => {
  it('answers to its old name too, saying once on stderr that it is deprecated', async () => {
    const now = await pdn(['webhooks', '--help']);
    expect(now.code).toBe(0);
    expect(now.stdout).toContain('Runs a webhook worker on the store');
    expect(now.stderr).toBe('');
    const old = await pdn(['dispatcher', '--help']);
    expect(old.code).toBe(0);
    expect(old.stdout).toBe(now.stdout);
    expect(old.stderr).toBe('pdn: `pdn dispatcher` is deprecated: use `pdn webhooks` (the same command)\n');
  });
});

describe('pdn --help', () => {
  it('gives each command its own help: usage, every option with its unit or default, the environment', async () => {
    const helps = new Map<string, string>();
    for (const [name, spec] of Object.entries(COMMANDS)) {
      const result = await pdn([...name.split(' '), '--help']);
      expect(result.code, name).toBe(0);
      expect(result.stdout.startsWith(`Usage: pdn ${name}`), result.stdout).toBe(true);
      for (const [option, o] of Object.entries(spec.options ?? {})) {
        expect(result.stdout, `${name} --${option}`).toContain(`--${option} ${o.value}`);
        if (o.default !== undefined) expect(result.stdout).toContain(`default ${o.default}`);
      }
      for (const arg of spec.args ?? []) expect(result.stdout).toContain(`<${arg.name}>`);
      expect(result.stdout).toContain(spec.uses === 'api' || spec.uses === 'admin' ? 'PDN_API_URL' : 'PDN_DATABASE_URL');
      helps.set(name, result.stdout);
    }
    expect(new Set(helps.values()).size).toBe(helps.size);

    const order = helps.get('order create')!;
    expect(order).toMatch(/--amount AMOUNT\s+the payout estimate in major units of --currency, e\.g\. 4\.5 for 4\.50 EUR/);
    expect(order).toMatch(/--eta MINUTES\s+minutes until the food is ready for pickup.*\(default 15\)/);
    expect(order).toContain('--currency CODE');
    expect(helps.get('listen')).toMatch(/--retry-for DURATION.*\(default 5m\)/);
    expect(helps.get('migrate')).toContain('created if it does not exist');
    expect(helps.get('sandbox')).toContain('must exist');
    // The same text from `pdn help <command>`, and the short flag.
    expect((await pdn(['help', 'order', 'create'])).stdout).toBe(order);
    expect((await pdn(['order', 'create', '-h'])).stdout).toBe(order);
    // The overview lists every command.
    const overview = await pdn(['--help']);
    expect(overview.code).toBe(0);
    for (const name of Object.keys(COMMANDS)) expect(overview.stdout).toContain(`pdn ${name} `);
  }, 60_000);

  it('refuses a malformed command line in one line naming the flag and what it expects', async () => {
    expect(failure(await pdn(['order', 'create', '--zone', 'z', '--creator', 'c', '--area', 'a', '--amount', 'abc']), 2)).toBe(
      'pdn: --amount must be a number, got "abc" (expected AMOUNT: the payout estimate in major units of --currency, e.g. 4.5 for 4.50 EUR; 0–1000000)',
    );
    expect(failure(await pdn(['order', 'create', '--zone', 'z', '--creator', 'c', '--area', 'a']), 2)).toMatch(/^pdn: --amount is required \(expected AMOUNT: /);
    expect(failure(await pdn(['rider', 'create', '--partner', 'p', '--zone', 'z', '--capacity', '2.5']), 2)).toMatch(/^pdn: --capacity must be a whole number, got "2\.5"/);
    expect(failure(await pdn(['order', 'create', '--amout', '3']), 2)).toMatch(/^pdn: order create has no option --amout; its options: --zone, /);
    expect(failure(await pdn(['key', 'issue']), 2)).toMatch(/^pdn: <partner_id> is missing/);
    expect(failure(await pdn(['key', 'issue', 'ptn_1', '--mode', 'prod']), 2)).toBe('pdn: --mode must be live or test, got "prod"');
    expect(failure(await pdn(['listen', '--forward-to', '127.0.0.1:4000/hook']), 2)).toMatch(/^pdn: --forward-to must be an http:\/\/ or https:\/\/ URL, got "127\.0\.0\.1:4000\/hook"/);
    expect(failure(await pdn(['ordr']), 2)).toMatch(/^pdn: no command "ordr"; the commands: migrate, /);
  });
});

describe('pdn and its store', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-cli-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a store that does not exist, names PDN_DATABASE_URL and the path, and creates nothing', async () => {
    const missing = path.join(dir, 'no', 'such', 'dir', 'pdn.sqlite');
    for (const command of [['sandbox'], ['partner', 'list'], ['key', 'issue', 'ptn_1']]) {
      expect(failure(await pdn(command, { PDN_DATABASE_URL: missing }))).toBe(
        `pdn: PDN_DATABASE_URL names no store: neither ${missing} nor its directory exists. Set it to the store your server uses, or create one there with pdn migrate`,
      );
    }
    expect(fs.existsSync(path.join(dir, 'no'))).toBe(false);
    // Unset, the default ./data/pdn.sqlite is meant, and said so.
    const line = failure(await pdn(['sandbox'], {}, dir));
    expect(line).toContain(`no store: neither ${path.join(dir, 'data/pdn.sqlite')} nor its directory exists (PDN_DATABASE_URL unset: its default, ./data/pdn.sqlite)`);
    expect(fs.existsSync(path.join(dir, 'data'))).toBe(false);
  }, 60_000);

  it('lets pdn migrate create the store, then says which store each command used', async () => {
    const file = path.join(dir, 'made', 'pdn.sqlite');
    const env = { PDN_DATABASE_URL: file };
    const migrated = await pdn(['migrate'], env);
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(JSON.parse(migrated.stdout).applied).toContain('001_initial');
    expect(migrated.stderr).toBe(`pdn: created sqlite:${file} (PDN_DATABASE_URL)\n`);
    expect(fs.statSync(file).isFile()).toBe(true);

    const sandbox = await pdn(['sandbox'], env);
    expect(sandbox.code, sandbox.stderr).toBe(0);
    expect(JSON.parse(sandbox.stdout).key).toMatch(/^pdn_test_/);
    expect(sandbox.stderr).toContain(`pdn: wrote to sqlite:${file} (PDN_DATABASE_URL). The key works only with a server on that store`);
    expect((await pdn(['partner', 'list'], env)).stderr).toBe(`pdn: read from sqlite:${file} (PDN_DATABASE_URL)\n`);

    // A value the API's schema refuses is reported against its flag.
    const order = ['order', 'create', '--zone', 'demo', '--creator', 'K', '--area', 'A'];
    expect(failure(await pdn([...order, '--amount', '2000000'], env))).toBe('pdn: --amount must be <= 1000000');
    // An order in a zone no partner covers is made, with a warning (the sandbox's partner covers demo).
    const covered = await pdn([...order, '--amount', '2'], env);
    expect(covered.code, covered.stderr).toBe(0);
    expect(covered.stderr).toBe(`pdn: wrote to sqlite:${file} (PDN_DATABASE_URL)\n`);
    expect(JSON.parse(covered.stdout).warnings).toEqual([]);
    const nowhere = await pdn(['order', 'create', '--zone', 'nowhere', '--creator', 'K', '--area', 'A', '--amount', '2'], env);
    expect(nowhere.code, nowhere.stderr).toBe(0);
    // The warning is the one the admin API answers (the service's), on stdout as in the API and said on stderr.
    expect(JSON.parse(nowhere.stdout)).toMatchObject({ zone: 'nowhere', status: 'unassigned', warnings: [{ code: 'zone_not_covered' }] });
    expect(nowhere.stderr).toContain('pdn: warning: No active partner covers zone "nowhere": no partner is offered this job until one does.');
    expect(failure(await pdn([...order, '--amount', '2', '--eta', '5000'], env))).toBe('pdn: --eta must be <= 1440');
    expect(failure(await pdn(['partner', 'create', '--name', 'X', '--territories', 'north,#bad'], env))).toMatch(/^pdn: --territories must match pattern/);
    expect(failure(await pdn(['partner', 'list', '--limit', '0'], env))).toBe('pdn: --limit must be >= 1');
    expect(failure(await pdn(['key', 'issue', 'ptn_missing'], env))).toBe(`pdn: partner_not_found: No partner ptn_missing in sqlite:${file} (PDN_DATABASE_URL)`);
    // A setting the store commands read, named when it is wrong.
    expect(failure(await pdn(['partner', 'list'], { ...env, PDN_WEBHOOK_TIMEOUT: 'soon' }))).toBe('pdn: PDN_WEBHOOK_TIMEOUT: invalid duration "soon" (use e.g. 500ms, 5s, 5m, 2h)');
  }, 120_000);

  it('says what is wrong with a store it cannot use, in one line', async () => {
    const notDb = path.join(dir, 'not-a-database.sqlite');
    fs.writeFileSync(notDb, 'hello, not SQLite');
    expect(failure(await pdn(['partner', 'list'], { PDN_DATABASE_URL: notDb }))).toBe(`pdn: PDN_DATABASE_URL names ${notDb}, which is not an SQLite database`);
    expect(failure(await pdn(['partner', 'list'], { PDN_DATABASE_URL: dir }))).toBe(`pdn: PDN_DATABASE_URL is ${dir}, a directory, not an SQLite file`);
    expect(failure(await pdn(['partner', 'list'], { PDN_DATABASE_URL: 'http://127.0.0.1/pdn' }))).toBe('pdn: PDN_DATABASE_URL must be a file path, sqlite:PATH or postgres://…, got "http://127.0.0.1/pdn"');
    const port = await freePort();
    expect(failure(await pdn(['partner', 'list'], { PDN_DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${port}/pdn` }))).toBe(
      `pdn: cannot reach the PostgreSQL store postgres://127.0.0.1:${port}/pdn (PDN_DATABASE_URL): ECONNREFUSED. Is PostgreSQL running there, and is PDN_DATABASE_URL right?`,
    );
  }, 60_000);
});

describe('pdn on a store a newer release migrated', () => {
  it('pdn migrate refuses it in one line naming the unknown migrations; other commands warn and work', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-cli-newer-'));
    try {
      const url = path.join(dir, 'pdn.sqlite');
      expect((await pdn(['migrate'], { PDN_DATABASE_URL: url })).code).toBe(0);
      const store = openStore(url);
      await sql`insert into kysely_migration (name, timestamp) values ('999_from_the_future', '2030-01-01T00:00:00.000Z')`.execute(store.db);
      await store.close();

      expect(failure(await pdn(['migrate'], { PDN_DATABASE_URL: url }))).toMatch(/^pdn: migrate refused: .*pdn\.sqlite was migrated by a newer release: 999_from_the_future unknown/);
      const listed = await pdn(['partner', 'list'], { PDN_DATABASE_URL: url });
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stderr).toContain('warning: ');
      expect(listed.stderr).toContain('999_from_the_future');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('pdn listen and pdn trigger without a server', () => {
  it('say that no server answers at PDN_API_URL, and what to check', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const env = { PDN_API_URL: url, PDN_API_KEY: 'pdn_test_0123456789abcdef' };
    const expected = `pdn: no answer from the server at ${url} (PDN_API_URL): connection refused: nothing listens there (ECONNREFUSED). Is the server running (npm start), and is PDN_API_URL where it listens?`;
    const trigger = await pdn(['trigger'], env);
    expect(failure(trigger)).toBe(expected);
    const listen = await pdn(['listen', '--forward-to', 'http://127.0.0.1:4000/hook'], env);
    expect(failure(listen)).toBe(expected);
    expect(listen.stdout).not.toContain('whsec_');
  });

  it('name the variable that is wrong', async () => {
    expect(failure(await pdn(['trigger'], { PDN_API_URL: '127.0.0.1:8080', PDN_API_KEY: 'pdn_test_x' }))).toBe(
      'pdn: PDN_API_URL must be an http:// or https:// URL such as http://127.0.0.1:8080, got "127.0.0.1:8080"',
    );
    expect(failure(await pdn(['trigger']))).toMatch(/^pdn: PDN_API_KEY is not set/);
    expect(failure(await pdn(['trigger'], { PDN_API_KEY: 'pdn_sk_0123456789' }))).toMatch(/^pdn: PDN_API_KEY is a live key \(pdn_sk_…\); pdn trigger needs a test key/);
    expect(failure(await pdn(['listen', '--forward-to', 'http://127.0.0.1:1/'], { PDN_API_KEY: 'sk_live_abcdef0123' }))).toBe(
      'pdn: PDN_API_KEY must be a partner API key, pdn_test_… or pdn_sk_…, got "sk_live_a…"',
    );
  });
});

// The measured failure: a key made in one store, a server running on another.
describeStores('pdn with a key from another store', (kind) => {
  let keyStore: TestDatabase;
  let service: TestService;
  let key: string;
  let keyStoreLabel: string;
  beforeAll(async () => {
    keyStore = await freshDatabase(kind);
    service = await startService(kind);
    const made = await pdn(['sandbox'], { PDN_DATABASE_URL: keyStore.url });
    expect(made.code, made.stderr).toBe(0);
    key = JSON.parse(made.stdout).key;
    const parsed = new URL(kind === 'postgres' ? keyStore.url : `file://${keyStore.url}`);
    keyStoreLabel = kind === 'postgres' ? `postgres://${parsed.host}${parsed.pathname}` : `sqlite:${keyStore.url}`;
    expect(made.stderr).toContain(`pdn: wrote to ${keyStoreLabel} (PDN_DATABASE_URL)`);
  });
  afterAll(async () => {
    await service.close();
    await keyStore.drop();
  });

  it('explains the 401 of trigger and listen in terms of the two stores, before printing any secret', async () => {
    const env = { PDN_API_URL: service.url, PDN_API_KEY: key, PDN_DATABASE_URL: keyStore.url };
    const explanation =
      `pdn: the server at ${service.url} (PDN_API_URL) does not know this key (401 unauthorized: The API key is not valid or has been revoked.). ` +
      'On a PDN run by the network: check PDN_API_URL and PDN_API_KEY against what the network gave you, and ask it for a new key if this one was revoked. ' +
      `On a server you run yourself: was the key made in the store that server uses? pdn sandbox and pdn key issue write to the store PDN_DATABASE_URL names: in this shell that is ${keyStoreLabel} (PDN_DATABASE_URL); ` +
      'the server must run on that same store';
    expect(failure(await pdn(['trigger'], env))).toContain(explanation);
    const listen = await pdn(['listen', '--forward-to', 'http://127.0.0.1:4000/hook'], env);
    expect(failure(listen)).toContain(explanation);
    expect(listen.stdout).toBe('');

    // The same key on a server on its own store works.
    const own = await startService(kind, { database: keyStore });
    try {
      const order = await pdn(['trigger'], { ...env, PDN_API_URL: own.url });
      expect(order.code, order.stderr).toBe(0);
      expect(JSON.parse(order.stdout)).toMatchObject({ object: 'order', status: 'unassigned' });
      expect(order.stderr).toMatch(new RegExp(`^pdn: sandbox order ord_\\w+ created by the server at ${own.url.replace(/\./g, '\\.')} \\(PDN_API_URL\\)`));
    } finally {
      await own.close();
    }
  }, 60_000);
});
