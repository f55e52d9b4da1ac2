import { randomBytes } from 'node:crypto';

// One randomBytes call per id showed up in profiles of the hot paths; drawing the bytes from
// a pool refilled a few KB at a time gives the same randomness at a fraction of the cost.
// For identifiers only: secrets (API keys) take their own randomBytes call.
const POOL_SIZE = 6144;
let pool = Buffer.alloc(0);
let offset = 0;

/** `n` fresh random bytes (a view the caller owns: they are never handed out again). */
export function pooledRandomBytes(n: number): Buffer {
  if (n > POOL_SIZE) return randomBytes(n);
  if (offset + n > pool.length) {
    pool = randomBytes(POOL_SIZE);
    offset = 0;
  }
  offset += n;
  return pool.subarray(offset - n, offset);
}
