import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, describeStores, freshDatabase, startService, type TestDatabase, type TestService } from '../../test/harness.js';
import { eventually } from '../../test/receiver.js';
import { LogCapture } from '../../test/log.js';
import { describeRedis, REDIS_URL, redisPrefix, RedisRelay } from '../../test/redis.js';

/** The client connects in the background: a test waits until limits are counted in Redis. */
const countingInRedis = (service: TestService) =>
  eventually(async () => ((await service.admin.get('/readyz')).body.rate_limits === 'redis' ? true : undefined), 'Redis to be reachable');

describeRedis('rate limit shared through Redis (PDN_REDIS_URL)', () => {
  describeStores('two instances, one Redis', (kind) => {
    let database: TestDatabase;
    let one: TestService;
    let two: TestService;
    beforeAll(async () => {
      database = await freshDatabase(kind);
      const env = { PDN_RATE_LIMIT: '5', PDN_REDIS_URL: REDIS_URL, PDN_REDIS_PREFIX: redisPrefix() };
      one = await startService(kind, { database, env });
      two = await startService(kind, { database, env });
      await Promise.all([one, two].map(countingInRedis));
    });
    afterAll(async () => {
      await one?.close();
      await two?.close();
      await database?.drop();
    });

    it('holds one limit across both: 40 requests at once, half to each, let through one window of 10', async () => {
      const partner = await createPartner(one);
      const started = Date.now();
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? one : two).client(partner.key).get('/v1/riders')),
      );
      const windows = Math.ceil((Date.now() - started) / 2000);
      const ok = results.filter((r) => r.status === 200).length;
      // Each instance alone would let 10 through per window: 20 for the two.
      expect(ok).toBeGreaterThanOrEqual(10);
      expect(ok).toBeLessThanOrEqual(10 * windows);
      expect(results.filter((r) => r.status === 429).length).toBe(40 - ok);
      const remaining = results.filter((r) => r.status === 200).map((r) => Number(r.headers.get('ratelimit-remaining')));
      if (windows === 1) expect(remaining.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    });
  });

  describeStores('Redis going away', (kind) => {
    let service: TestService;
    const relay = new RedisRelay();
    const log = new LogCapture();
    beforeAll(async () => {
      const url = await relay.start();
      service = await startService(kind, { logger: log.logger('warn'), env: { PDN_RATE_LIMIT: '5', PDN_REDIS_URL: url, PDN_REDIS_PREFIX: redisPrefix() } });
      await countingInRedis(service);
    });
    afterAll(async () => {
      await service?.close();
      await relay.stop();
    });

    const burst = async (key: string) => (await Promise.all(Array.from({ length: 25 }, () => service.client(key).get('/v1/riders')))).map((r) => r.status);

    it('serves every request while Redis is unreachable (fail open), and limits again once it is back', async () => {
      const partner = await createPartner(service);
      expect(await burst(partner.key)).toContain(429); // limited while Redis answers

      // Only what this outage logs (on a busy machine the first connection may already have dropped once at start).
      const logged = log.lines.length;
      await relay.stop();
      await eventually(async () => ((await service.admin.get('/readyz')).body.rate_limits === 'not counting: redis unreachable' ? true : undefined));
      expect((await service.admin.get('/readyz')).status).toBe(200);
      const outageLines = () => log.lines.slice(logged).filter((l) => l.msg === 'Redis unreachable: serving without rate limits until it is back').length;
      expect(outageLines()).toBe(1);
      // Nothing is refused and nothing fails: 25 at once is over the window's 10; the outage is
      // not logged again for each request served meanwhile.
      for (let i = 0; i < 3; i++) expect(await burst(partner.key)).toEqual(Array(25).fill(200));
      expect(outageLines()).toBe(1);

      await relay.start(); // the same port: the client reconnects on its own
      await countingInRedis(service);
      await eventually(async () => ((await burst(partner.key)).includes(429) ? true : undefined), 'the limit to return with Redis');
    });
  });
});
