import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../shared/errors.js';

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * Token bucket per partner API key: refills at `rate` per second, holds up to 2×rate (the
 * burst). Kept in process memory: with several API instances each enforces it on its own.
 * The network's admin key is not limited.
 */
class RateLimiter {
  readonly #buckets = new Map<string, Bucket>();
  readonly burst: number;
  constructor(readonly rate: number) {
    this.burst = rate * 2;
  }

  take(key: string, now = Date.now()): { allowed: boolean; remaining: number; resetSeconds: number } {
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      bucket = { tokens: this.burst, updatedAt: now };
      this.#buckets.set(key, bucket);
    }
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.rate);
    bucket.updatedAt = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    const remaining = Math.floor(bucket.tokens);
    // Seconds until the bucket is full again (RateLimit-Reset); for a refusal, until one token is back.
    const resetSeconds = allowed
      ? Math.ceil((this.burst - bucket.tokens) / this.rate)
      : Math.max(1, Math.ceil((1 - bucket.tokens) / this.rate));
    return { allowed, remaining, resetSeconds };
  }

  /** Forget buckets that have been full for a while, so idle keys do not pile up. */
  sweep(now = Date.now()): void {
    for (const [key, bucket] of this.#buckets) {
      if (now - bucket.updatedAt > (this.burst / this.rate) * 1000 + 60_000) this.#buckets.delete(key);
    }
  }
}

export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { rate: number }) => {
  if (options.rate <= 0) return;
  const limiter = new RateLimiter(options.rate);
  const sweeper = setInterval(() => limiter.sweep(), 60_000);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  const limitHeader = String(limiter.rate);
  const policyHeader = `${limiter.rate};w=1;burst=${limiter.burst}`;

  app.addHook('onRequest', async (request, reply) => {
    const principal = request.principal;
    if (principal?.kind !== 'partner') return;
    const { allowed, remaining, resetSeconds } = limiter.take(principal.apiKeyId);
    reply.headers({
      'ratelimit-limit': limitHeader,
      'ratelimit-remaining': String(remaining),
      'ratelimit-reset': String(resetSeconds),
      'ratelimit-policy': policyHeader,
    });
    if (!allowed) {
      throw new AppError('rate_limited', `More than ${limiter.rate} requests per second for this key; retry after ${resetSeconds}s.`, {}, {
        'retry-after': String(resetSeconds),
      });
    }
  });
});
