import { createHash, randomBytes } from 'node:crypto';
import { pooledRandomBytes } from './random.js';

// Ids sort by creation time (48-bit ms timestamp, then randomness), so cursor pagination
// by id is also chronological. Crockford base32 keeps them URL-safe and case-stable.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
let lastTime = 0;
let lastRandom: Uint8Array = new Uint8Array(10);

function encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** Monotonic within this process: two ids made in the same millisecond still sort. */
function sortableBytes(): Uint8Array {
  const now = Date.now();
  if (now <= lastTime) {
    // lastRandom is ours alone (its bytes are copied into each id), so it is bumped in place.
    for (let i = lastRandom.length - 1; i >= 0; i--) {
      lastRandom[i] = (lastRandom[i] + 1) & 0xff;
      if (lastRandom[i] !== 0) break;
    }
  } else {
    lastTime = now;
    lastRandom = pooledRandomBytes(10);
    lastRandom[0] &= 0x7f; // headroom so the increment never wraps
  }
  const bytes = new Uint8Array(16);
  let t = lastTime;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = t % 256;
    t = Math.floor(t / 256);
  }
  bytes.set(lastRandom, 6);
  return bytes;
}

export type IdPrefix = 'ptn' | 'key' | 'rdr' | 'ord' | 'evt' | 'stl' | 'we' | 'dlv' | 'att' | 'adk' | 'aud';

/** Every id newId makes with `prefix`, and nothing else: a pattern for the API's schemas (a list's cursor). */
export const idPattern = <P extends IdPrefix>(prefix: P) => `^${prefix}_[0-9a-hjkmnp-tv-z]{26}$` as const;

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${encode(sortableBytes())}`;
}

/** The lowest id of `prefix` made at `ms` (epoch ms): every id made later sorts above it. */
export function idFloorAt(prefix: IdPrefix, ms: number): string {
  const bytes = new Uint8Array(16);
  let t = Math.max(0, Math.floor(ms));
  for (let i = 5; i >= 0; i--) {
    bytes[i] = t % 256;
    t = Math.floor(t / 256);
  }
  return `${prefix}_${encode(bytes)}`;
}

/** When an id was made (epoch ms), read from its leading 48 bits; NaN if it is no id of ours. */
export function timeOfId(id: string): number {
  const body = id.slice(id.indexOf('_') + 1, id.indexOf('_') + 11); // 10 chars = 50 bits ⊇ the 48-bit time
  if (body.length < 10) return Number.NaN;
  let value = 0;
  for (const char of body) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return Number.NaN;
    value = value * 32 + digit;
  }
  return Math.floor(value / 4); // drop the 2 bits past the timestamp
}

/** A secret with 256 bits of randomness, for API keys. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** How the store keeps a key (partner, admin, metrics token): its SHA-256, hex. */
export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');
