import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, loadConfig, RENAMED_VARIABLES } from './config.js';
import { SERVER_VARIABLES, withEnvTable } from './config.env-table.js';

describe('PDN_DATABASE_POOL_SIZE', () => {
  it('defaults to twice the cores, at least 4, and takes what is set', () => {
    expect(loadConfig({}).databasePoolSize).toBe(Math.max(4, 2 * os.availableParallelism()));
    expect(loadConfig({ PDN_DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
  });

  it('refuses what is not a pool size', () => {
    expect(() => loadConfig({ PDN_DATABASE_POOL_SIZE: 'many' })).toThrow('PDN_DATABASE_POOL_SIZE must be a non-negative number, got "many"');
    expect(() => loadConfig({ PDN_DATABASE_POOL_SIZE: '0' })).toThrow('PDN_DATABASE_POOL_SIZE must be at least 1, got 0');
  });
});

describe('limits and timeouts', () => {
  it('has the documented defaults and takes what is set', () => {
    const defaults = loadConfig({});
    expect(defaults.requestTimeoutMs).toBe(30_000);
    expect(defaults.limits).toEqual({ maxEndpoints: 20, replaysPerMinute: 30, idempotencyKeysPerDay: 10_000, authFailuresPerMinute: 30 });
    expect([defaults.redisUrl, defaults.redisPrefix, defaults.metricsToken]).toEqual([undefined, 'pdn:', undefined]);
    const set = loadConfig({
      PDN_REQUEST_TIMEOUT: '5s',
      PDN_WEBHOOK_MAX_ENDPOINTS: '3',
      PDN_REPLAY_LIMIT: '0',
      PDN_IDEMPOTENCY_KEY_LIMIT: '7',
      PDN_AUTH_FAILURE_LIMIT: '9',
      PDN_REDIS_URL: 'redis://127.0.0.1:6379',
      PDN_METRICS_TOKEN: 'scrape',
    });
    expect(set.requestTimeoutMs).toBe(5000);
    expect(set.limits).toEqual({ maxEndpoints: 3, replaysPerMinute: 0, idempotencyKeysPerDay: 7, authFailuresPerMinute: 9 });
    expect([set.redisUrl, set.metricsToken]).toEqual(['redis://127.0.0.1:6379', 'scrape']);
  });

  it('names the variable whose duration it cannot read', () => {
    expect(() => loadConfig({ PDN_WEBHOOK_TIMEOUT: 'soon' })).toThrow('PDN_WEBHOOK_TIMEOUT: invalid duration "soon"');
    expect(() => loadConfig({ PDN_WEBHOOK_RETRY_SCHEDULE: '0s,5x' })).toThrow('PDN_WEBHOOK_RETRY_SCHEDULE: invalid duration "5x"');
  });

  it('refuses a request timeout that is no time', () => {
    expect(() => loadConfig({ PDN_REQUEST_TIMEOUT: '0s' })).toThrow('PDN_REQUEST_TIMEOUT must be at least 1');
    expect(() => loadConfig({ PDN_WEBHOOK_MAX_ENDPOINTS: '-1' })).toThrow('PDN_WEBHOOK_MAX_ENDPOINTS must be a non-negative number');
  });
});

describe('the environment variables', () => {
  it('are all in the table of docs/operations.md, as declared in ENV_VARIABLES (npm run docs:env renders it)', () => {
    const doc = fs.readFileSync(new URL('../docs/operations.md', import.meta.url), 'utf8');
    expect(withEnvTable(doc)).toBe(doc);
  });

  it("are in README.md's table too, the server's ones, rendered from the same list", () => {
    const readme = fs.readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(withEnvTable(readme, SERVER_VARIABLES)).toBe(readme);
    expect(readme).toContain('| `PDN_OFFER_WINDOW` |');
    expect(readme).toContain('| `PDN_SHUTDOWN_TIMEOUT` |');
  });

  it('are all declared: every variable the code reads is in ENV_VARIABLES', () => {
    const declared = new Set<string>([...ENV_VARIABLES.map((v) => v.name), ...Object.keys(RENAMED_VARIABLES)]);
    const read = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(ts|mjs)$/.test(entry.name) && !entry.name.includes('.test.') && !file.includes(`${path.sep}demo${path.sep}`)) {
          for (const match of fs.readFileSync(file, 'utf8').matchAll(/env(?:\.|\[['"])([A-Z][A-Z0-9_]+)|variable\(env, '([A-Z0-9_]+)'\)/g)) read.add(match[1] ?? match[2]);
        }
      }
    };
    walk(path.resolve('src'));
    walk(path.resolve('bin'));
    expect([...read].filter((name) => !declared.has(name))).toEqual([]);
  });

  it('has PDN_SHUTDOWN_TIMEOUT, 25 s by default', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(25_000);
    expect(loadConfig({ PDN_SHUTDOWN_TIMEOUT: '3s' }).shutdownTimeoutMs).toBe(3_000);
    expect(() => loadConfig({ PDN_SHUTDOWN_TIMEOUT: '0s' })).toThrow('PDN_SHUTDOWN_TIMEOUT must be at least 1');
  });

  it('bounds PDN_OFFER_WINDOW as the API bounds accept_within (a deadline past year 9999 would sort first)', () => {
    expect(loadConfig({}).offerWindowMs).toBe(300_000);
    expect(loadConfig({ PDN_OFFER_WINDOW: '30d' }).offerWindowMs).toBe(30 * 86_400_000);
    expect(() => loadConfig({ PDN_OFFER_WINDOW: '31d' })).toThrow('PDN_OFFER_WINDOW must be at most 30d');
    expect(() => loadConfig({ PDN_OFFER_WINDOW: '999999999d' })).toThrow('PDN_OFFER_WINDOW must be at most 30d');
  });
});

describe('PDN_WEBHOOKS (was PDN_DISPATCHER)', () => {
  it('is on by default; off turns the webhook worker off; the old name still works, and says so once', () => {
    expect(loadConfig({}).webhook.workerEnabled).toBe(true);
    expect(loadConfig({}).deprecated).toEqual([]);
    expect(loadConfig({ PDN_WEBHOOKS: 'off' }).webhook.workerEnabled).toBe(false);
    const old = loadConfig({ PDN_DISPATCHER: 'off' });
    expect(old.webhook.workerEnabled).toBe(false);
    expect(old.deprecated).toEqual([expect.stringContaining('PDN_DISPATCHER is deprecated: set PDN_WEBHOOKS')]);
    expect(loadConfig({ PDN_DISPATCHER: 'off', PDN_WEBHOOKS: 'on' }).webhook.workerEnabled).toBe(true);
  });
});
