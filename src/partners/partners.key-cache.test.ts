import { describe, expect, it } from 'vitest';
import { KeyCache } from './partners.key-cache.js';

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
});
