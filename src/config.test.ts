import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

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
