// A TCP proxy between PDN and its PostgreSQL, for store faults as operators meet them: every
// connection cut at once (a failover, pg_terminate_backend), and the database away for a while
// (new connections refused, as by a server that is restarting).
import net from 'node:net';

export class FaultProxy {
  readonly #server: net.Server;
  readonly #sockets = new Set<net.Socket>();
  #down = false;
  port = 0;

  private constructor(target: { host: string; port: number }) {
    this.#server = net.createServer((client) => {
      if (this.#down) {
        client.destroy();
        return;
      }
      const upstream = net.connect(target);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ]) {
        this.#sockets.add(from);
        from.pipe(to);
        from.on('error', () => to.destroy());
        from.on('close', () => {
          this.#sockets.delete(from);
          to.destroy();
        });
      }
    });
  }

  static async start(target: { host: string; port: number }): Promise<FaultProxy> {
    const proxy = new FaultProxy(target);
    await new Promise<void>((resolve) => proxy.#server.listen(0, '127.0.0.1', resolve));
    proxy.port = (proxy.#server.address() as net.AddressInfo).port;
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string {
    const proxied = new URL(url);
    proxied.host = `127.0.0.1:${this.port}`;
    return proxied.toString();
  }

  /** Cuts every open connection (both ways, as a reset); new ones still go through. */
  cutAll(): void {
    for (const socket of this.#sockets) socket.resetAndDestroy();
  }

  /** The database goes away: every connection cut, new ones refused until `up`. */
  down(): void {
    this.#down = true;
    this.cutAll();
  }

  up(): void {
    this.#down = false;
  }

  async close(): Promise<void> {
    this.down();
    await new Promise((resolve) => this.#server.close(resolve));
  }
}
