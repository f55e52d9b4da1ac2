// Redis for the tests that need one (shared rate limits): 127.0.0.1:6379 unless
// PDN_TEST_REDIS_URL says otherwise. Where none answers, those suites are reported as skipped.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { describe, it } from 'vitest';

export const REDIS_URL = process.env.PDN_TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether a Redis answers PING at REDIS_URL. */
async function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

const available = await redisAnswers();

/** Runs the suite when Redis answers; otherwise reports it as skipped, saying why. */
export function describeRedis(name: string, suite: () => void): void {
  if (available) {
    describe(name, suite);
    return;
  }
  describe.skip(`${name} (skipped: no Redis answers at ${REDIS_URL})`, () => {
    it.skip('needs Redis', () => {});
  });
}

/** A key prefix of its own, so parallel runs sharing the Redis never count each other's requests. */
export const redisPrefix = (): string => `pdn-test:${randomBytes(6).toString('hex')}:`;

/** A TCP relay to Redis on loopback that a test can cut and restore, as if Redis went away and came back. */
export class RedisRelay {
  #server: net.Server | undefined;
  readonly #sockets = new Set<net.Socket>();
  port = 0;

  async start(): Promise<string> {
    const target = new URL(REDIS_URL);
    this.#server = net.createServer((client) => {
      const upstream = net.connect({ host: target.hostname, port: Number(target.port || 6379) });
      for (const s of [client, upstream]) {
        this.#sockets.add(s);
        s.on('close', () => this.#sockets.delete(s));
        s.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.#server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.#server.address() as net.AddressInfo).port;
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Closes the listener and every connection through it. */
  async stop(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
    this.#server = undefined;
  }
}
