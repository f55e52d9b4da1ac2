import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores, startService, type TestService } from '../../test/harness.js';

/** Opens a raw socket, runs `drive` (which may keep writing), and resolves with what came back once the server closes it. */
function untilServerCloses(url: string, drive: (socket: net.Socket, closed: () => boolean) => void): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    let received = '';
    let closed = false;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => {}); // a reset is a close too
    socket.on('close', () => {
      closed = true;
      resolve(received);
    });
    socket.on('connect', () => drive(socket, () => closed));
    setTimeout(() => reject(new Error('the server kept the socket open')), 20_000).unref();
  });
}

/** Writes `chunk` every 100 ms until the socket is closed. */
function dribble(socket: net.Socket, closed: () => boolean, chunk: string): void {
  const timer = setInterval(() => {
    if (closed()) clearInterval(timer);
    else socket.write(chunk);
  }, 100);
  socket.on('close', () => clearInterval(timer));
}

describeStores('connection timeouts (PDN_REQUEST_TIMEOUT=1s)', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind, { env: { PDN_REQUEST_TIMEOUT: '1s' } });
  });
  afterAll(() => service.close());

  it('closes a socket that never sends anything', async () => {
    expect(await untilServerCloses(service.url, () => {})).toMatch(/^(HTTP\/1\.1 408 |$)/);
  });

  it('closes a connection whose headers never end (slowloris)', async () => {
    const received = await untilServerCloses(service.url, (socket, closed) => {
      socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      let n = 0;
      const timer = setInterval(() => (closed() ? clearInterval(timer) : socket.write(`x-slow-${n++}: 1\r\n`)), 100);
      socket.on('close', () => clearInterval(timer));
    });
    expect(received).not.toMatch(/"status":"ok"/);
  });

  it('closes a connection whose body is dribbled slower than the request timeout allows', async () => {
    const received = await untilServerCloses(service.url, (socket, closed) => {
      socket.write(
        `POST /v1/admin/partners HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${service.admin.key}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"name":"`,
      );
      dribble(socket, closed, 'a');
    });
    expect(received).not.toMatch(/ 201 /);
    expect((await service.admin.get('/v1/admin/partners')).body.data).toEqual([]);
  });

  it('closes an idle keep-alive connection after its answer', async () => {
    const received = await untilServerCloses(service.url, (socket) => {
      socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    });
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toMatch(/keep-alive: timeout=1/i);
  });

  it('still serves requests that arrive in time', async () => {
    const response = await service.admin.get('/v1/admin/partners');
    expect(response.status).toBe(200);
  });
});
