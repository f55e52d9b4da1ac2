import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PG_URL } from '../../test/harness.js';
import { openStore, type Store } from './store.js';
import { KeyCache, keyCachePerStore } from './key-cache.js';

describe('key cache', () => {
  it('keeps nothing looked up before a revocation, and empties when another process has written', () => {
    let storeVersion = 1;
    const cache = new KeyCache<string>(() => storeVersion);
    expect(cache.get('a')).toBeUndefined();
    const before = cache.generation;
    cache.clear(); // a revocation here, while the lookup for 'a' was under way
    cache.set('a', 'stale', before);
    expect(cache.get('a')).toBeUndefined();

    cache.set('a', 'live', cache.generation);
    expect(cache.get('a')).toBe('live');
    storeVersion = 2; // another connection committed
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most MAX_ENTRIES keys, dropping the oldest', () => {
    const cache = new KeyCache<number>(() => 1);
    cache.get('warm');
    for (let i = 0; i <= KeyCache.MAX_ENTRIES; i++) cache.set(`k${i}`, i, cache.generation);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get(`k${KeyCache.MAX_ENTRIES}`)).toBe(KeyCache.MAX_ENTRIES);
  });

  it('keeps every key it was given, up to the limit', () => {
    const cache = new KeyCache<number>(() => 1);
    cache.get('warm'); // as a lookup does: read (and so learn the store's version) first
    for (let i = 0; i < 100; i++) cache.set(`k${i}`, i, cache.generation);
    for (let i = 0; i < 100; i++) expect(cache.get(`k${i}`)).toBe(i);
  });

  it('keeps what was looked up while the store did not change, and starts afresh once per change', () => {
    let storeVersion = 7;
    let reads = 0;
    const cache = new KeyCache<string>(() => (reads++, storeVersion));
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'live', cache.generation);
    expect(cache.get('a')).toBe('live');
    expect(cache.get('a')).toBe('live');
    expect(reads).toBe(3);
    storeVersion = 8;
    const before = cache.generation;
    expect(cache.get('a')).toBeUndefined();
    // The change also moved the generation: a lookup begun before it is not kept.
    expect(cache.generation).toBe(before + 1);
    cache.set('a', 'stale', before);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'fresh', cache.generation);
    expect(cache.get('a')).toBe('fresh');
  });
});

describe('one key cache per store', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-key-cache-'));
  const stores: Store[] = [];
  const open = (url: string) => {
    const store = openStore(url);
    stores.push(store);
    return store;
  };
  afterAll(async () => {
    for (const store of stores) await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives an SQLite store (which can tell that another process wrote) its own cache, the same each time', () => {
    const cacheOf = keyCachePerStore<string>();
    const first = open(path.join(dir, 'a.sqlite'));
    const second = open(path.join(dir, 'b.sqlite'));
    const cache = cacheOf(first);
    expect(cache).toBeInstanceOf(KeyCache);
    expect(cacheOf(first)).toBe(cache);
    expect(cacheOf(second)).toBeInstanceOf(KeyCache);
    expect(cacheOf(second)).not.toBe(cache);
    // Another cache family (another kind of value) keeps its own.
    expect(keyCachePerStore<number>()(first)).not.toBe(cache);
  });

  it.skipIf(!PG_URL)('gives PostgreSQL (which cannot tell) none, every time', () => {
    const cacheOf = keyCachePerStore<string>();
    const store = open(PG_URL!);
    expect(cacheOf(store)).toBeUndefined();
    expect(cacheOf(store)).toBeUndefined();
  });
});
