import type { Store } from '../store/store.js';

/**
 * Live partner keys already looked up, so a partner's every request does not run the key join
 * again (about a tenth of PATCH rider status on SQLite: docs/performance.md, "Behind the code"). Exact, not a
 * TTL: a store caches only if it can tell that another process wrote (SQLite's data_version),
 * and any such write, or a revocation in this process, empties it before the next lookup.
 */
export class KeyCache<Value> {
  static readonly MAX_ENTRIES = 10_000;
  readonly #entries = new Map<string, Value>();
  #generation = 0;
  #seenVersion: number | undefined;

  constructor(private readonly storeVersion: () => number) {}

  get(hash: string): Value | undefined {
    const version = this.storeVersion();
    if (version !== this.#seenVersion) {
      this.#seenVersion = version;
      this.clear();
    }
    return this.#entries.get(hash);
  }

  /** Taken before a lookup and handed to set(): a lookup that raced a revocation is not kept. */
  get generation(): number {
    return this.#generation;
  }

  set(hash: string, value: Value, generation: number): void {
    if (generation !== this.#generation) return;
    if (this.#entries.size >= KeyCache.MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(hash, value);
  }

  clear(): void {
    this.#entries.clear();
    this.#generation++;
  }
}

/** One cache per store; a store that cannot tell about other writers (PostgreSQL) gets none. */
export function keyCachePerStore<Value>(): (store: Store) => KeyCache<Value> | undefined {
  const caches = new WeakMap<Store, KeyCache<Value> | null>();
  return (store) => {
    let cache = caches.get(store);
    if (cache === undefined) {
      cache = store.changeCounter ? new KeyCache<Value>(store.changeCounter) : null;
      caches.set(store, cache);
    }
    return cache ?? undefined;
  };
}
