// A broker transport's connections: one per endpoint URL, opened on its first attempt and reused
// by every later one; after a failure to open, the next try waits out a backoff (attempts in the
// meantime fail at once with the last reason, and are retried on the delivery schedule); one
// that is lost is opened again by the next attempt; closed when forgotten, idle, or at close.
import { parseBrokerUrl, maskPassword, type BrokerTarget } from '../webhooks/webhooks.broker-url.js';
import { vettedAddress } from '../webhooks/webhooks.url-safety.js';

const BACKOFF_MS = [100, 250, 500, 1_000, 2_000, 5_000];
/** A connection unused this long is closed (an endpoint deleted in another process, say). */
const IDLE_MS = 5 * 60_000;

/** Why an attempt failed, already worded for the attempt's `error` (password masked). */
export class BrokerFailure extends Error {}

export interface Opener<C> {
  /** Opens a connection to `address` (vetted, or the host itself when private targets are allowed); `lost` is called once when it drops. */
  open(target: BrokerTarget, address: string, lost: () => void): Promise<C>;
  close(connection: C): Promise<void>;
  /** An error of opening, in words: 'authentication failed: …', 'connection refused: …'. */
  describe(error: unknown): string;
}

interface Entry<C> {
  target: BrokerTarget;
  connection?: C;
  opening?: Promise<C>;
  failures: number;
  retryAt: number;
  lastError: string;
  usedAt: number;
}

export class Connections<C> {
  readonly #entries = new Map<string, Entry<C>>();
  readonly #sweep: NodeJS.Timeout;

  constructor(
    private readonly opener: Opener<C>,
    private readonly options: { allowPrivate: boolean; timeoutMs: number },
  ) {
    this.#sweep = setInterval(() => this.#closeIdle(), IDLE_MS / 5).unref();
  }

  /** The URL's target and open connection; a BrokerFailure when there is none to be had now. */
  async get(url: string): Promise<{ target: BrokerTarget; connection: C }> {
    let entry = this.#entries.get(url);
    if (!entry) {
      let target: BrokerTarget;
      try {
        target = parseBrokerUrl(url);
      } catch (error) {
        throw new BrokerFailure(`refused: ${(error as Error).message}`);
      }
      entry = { target, failures: 0, retryAt: 0, lastError: '', usedAt: 0 };
      this.#entries.set(url, entry);
    }
    entry.usedAt = Date.now();
    if (entry.connection) return { target: entry.target, connection: entry.connection };
    if (!entry.opening) {
      if (Date.now() < entry.retryAt) throw new BrokerFailure(`${entry.lastError} (connecting again in ${entry.retryAt - Date.now()} ms)`);
      entry.opening = this.#open(url, entry);
    }
    return { target: entry.target, connection: await entry.opening };
  }

  async #open(url: string, entry: Entry<C>): Promise<C> {
    const { target } = entry;
    try {
      const address = this.options.allowPrivate ? target.host : await vettedAddress(target.host);
      let connection!: C;
      const lost = () => {
        if (entry.connection === connection) entry.connection = undefined;
      };
      connection = await withTimeout(this.opener.open(target, address, lost), this.options.timeoutMs, (late) => void late.then((c) => this.opener.close(c), () => {}));
      if (this.#entries.get(url) !== entry) {
        await this.opener.close(connection); // forgotten while it opened
        throw new BrokerFailure('endpoint closed');
      }
      entry.connection = connection;
      entry.failures = 0;
      return connection;
    } catch (error) {
      if (error instanceof BrokerFailure) throw error;
      const text = error instanceof TimedOut ? `timeout: no connection within ${this.options.timeoutMs} ms` : this.opener.describe(error);
      entry.lastError = maskPassword(text, target.password);
      entry.retryAt = Date.now() + BACKOFF_MS[Math.min(entry.failures, BACKOFF_MS.length - 1)] * (0.8 + 0.4 * Math.random());
      entry.failures++;
      throw new BrokerFailure(entry.lastError);
    } finally {
      entry.opening = undefined;
    }
  }

  /** The password of `url`'s broker masked in `text`. */
  mask(url: string, text: string): string {
    const entry = this.#entries.get(url);
    return entry ? maskPassword(text, entry.target.password) : text;
  }

  /** Closes the URL's connection (its endpoint was deleted, disabled or changed). */
  async forget(url: string): Promise<void> {
    const entry = this.#entries.get(url);
    this.#entries.delete(url);
    if (entry?.connection) await this.opener.close(entry.connection).catch(() => {});
  }

  async close(): Promise<void> {
    clearInterval(this.#sweep);
    await Promise.all([...this.#entries.keys()].map((url) => this.forget(url)));
  }

  #closeIdle(): void {
    const before = Date.now() - IDLE_MS;
    for (const [url, entry] of this.#entries) if (entry.usedAt < before && !entry.opening) void this.forget(url);
  }
}

class TimedOut extends Error {}

/** `promise`, or a TimedOut after `ms`; what it gives late goes to `late`. */
function withTimeout<T>(promise: Promise<T>, ms: number, late: (promise: Promise<T>) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      late(promise);
      reject(new TimedOut());
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: Error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
