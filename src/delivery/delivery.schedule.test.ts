import { describe, expect, it } from 'vitest';
import { decide, parseRetryAfter, withJitter } from './delivery.attempt.js';

const SCHEDULE = [0, 5_000, 300_000, 1_800_000];
const NOW = Date.parse('2026-01-01T00:00:00Z');
const middle = () => 0.5; // no jitter

describe('retry rules', () => {
  it('treats every 2xx as success', () => {
    for (const status of [200, 201, 202, 204, 299]) expect(decide(1, { status }, SCHEDULE, NOW)).toEqual({ kind: 'succeeded' });
  });

  it('treats anything outside 2xx as a failure to retry: 1xx, 3xx (redirects are not followed), 4xx, 5xx', () => {
    for (const status of [100, 199, 300, 301, 304, 400, 404, 409, 500, 502]) {
      expect(decide(1, { status }, SCHEDULE, NOW, middle), String(status)).toEqual({ kind: 'retry', at: NOW + 5_000 });
    }
  });

  it('waits schedule[n] after attempt n, and fails after the last', () => {
    expect(decide(1, { status: 500 }, SCHEDULE, NOW, middle)).toEqual({ kind: 'retry', at: NOW + 5_000 });
    expect(decide(2, { status: 302 }, SCHEDULE, NOW, middle)).toEqual({ kind: 'retry', at: NOW + 300_000 });
    expect(decide(3, {}, SCHEDULE, NOW, middle)).toEqual({ kind: 'retry', at: NOW + 1_800_000 });
    expect(decide(4, { status: 500 }, SCHEDULE, NOW, middle)).toEqual({ kind: 'failed' });
  });

  it('keeps jitter within ±20 %', () => {
    expect(withJitter(1000, () => 0)).toBe(800);
    expect(withJitter(1000, () => 0.999999)).toBe(1200);
    for (let i = 0; i < 200; i++) {
      const d = withJitter(10_000);
      expect(d).toBeGreaterThanOrEqual(8_000);
      expect(d).toBeLessThanOrEqual(12_000);
    }
  });

  it('disables on 410 whatever the attempt', () => {
    expect(decide(1, { status: 410 }, SCHEDULE, NOW)).toEqual({ kind: 'gone' });
    expect(decide(4, { status: 410 }, SCHEDULE, NOW)).toEqual({ kind: 'gone' });
  });

  it('honours Retry-After on 429 and 503 only', () => {
    expect(decide(1, { status: 429, retryAfter: '120' }, SCHEDULE, NOW)).toEqual({ kind: 'retry', at: NOW + 120_000 });
    expect(decide(1, { status: 503, retryAfter: 'Thu, 01 Jan 2026 00:00:30 GMT' }, SCHEDULE, NOW)).toEqual({ kind: 'retry', at: NOW + 30_000 });
    expect(decide(1, { status: 500, retryAfter: '120' }, SCHEDULE, NOW, middle)).toEqual({ kind: 'retry', at: NOW + 5_000 });
    expect(decide(1, { status: 429, retryAfter: 'soon' }, SCHEDULE, NOW, middle)).toEqual({ kind: 'retry', at: NOW + 5_000 });
    expect(decide(4, { status: 429, retryAfter: '1' }, SCHEDULE, NOW)).toEqual({ kind: 'failed' });
  });

  it('reads Retry-After as seconds or a date, never negative, at most a day', () => {
    expect(parseRetryAfter('0', NOW)).toBe(0);
    expect(parseRetryAfter(' 7 ', NOW)).toBe(7_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', NOW)).toBe(0);
    expect(parseRetryAfter('999999999', NOW)).toBe(86_400_000);
    expect(parseRetryAfter(undefined, NOW)).toBeUndefined();
    expect(parseRetryAfter('-5', NOW)).toBeUndefined();
  });

  it('reads nothing from a Retry-After that is neither a number of seconds nor a date', () => {
    for (const value of ['10abc', 'abc10', '1.5', '10 s', '', '   ', null, 'soon']) expect(parseRetryAfter(value, NOW), String(value)).toBeUndefined();
    expect(decide(1, { status: 503, retryAfter: '10abc' }, SCHEDULE, NOW, middle)).toEqual({ kind: 'retry', at: NOW + 5_000 });
  });

  it('honours exactly 24 h, and no more, from a date', () => {
    expect(parseRetryAfter('86400', NOW)).toBe(86_400_000);
    expect(parseRetryAfter('86401', NOW)).toBe(86_400_000);
    expect(parseRetryAfter('Fri, 02 Jan 2026 00:00:00 GMT', NOW)).toBe(86_400_000);
    expect(parseRetryAfter('Sat, 03 Jan 2026 00:00:00 GMT', NOW)).toBe(86_400_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:01 GMT', NOW)).toBe(1_000);
  });
});
