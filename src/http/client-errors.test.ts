// Requests Node's HTTP parser refuses before Fastify sees them, sent byte for byte over a raw
// socket: each still gets a problem body with its request id, like every other error.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_KEY, startService, type TestService } from '../../test/harness.js';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `request` as is and reads the answer until the server closes the connection. */
function raw(url: string, request: string): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {}); // a reset after the answer is a close too
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1]);
      if (!status) return reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the socket open'));
    }, 10_000).unref();
  });
}

function expectProblem(response: RawResponse, status: number, code: string, detail: RegExp): void {
  expect(response.status, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
  const body = JSON.parse(response.body);
  expect(Object.keys(body).sort()).toEqual(['code', 'detail', 'request_id', 'status', 'title', 'type']);
  expect(body).toMatchObject({ type: `/problems/${code}`, status, code });
  expect(body.detail).toMatch(detail);
  expect(body.request_id).toMatch(/^req_[A-Za-z0-9_-]{16}$/);
  expect(response.headers['x-request-id']).toBe(body.request_id);
}

describe('requests the HTTP parser refuses', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService('sqlite');
  });
  afterAll(() => service.close());

  it('an unknown method: 400 problem', async () => {
    expectProblem(await raw(service.url, 'FOO /v1/riders HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'), 400, 'invalid_request', /method/);
  });

  it('a control character in a header value: 400 problem', async () => {
    const request = `GET /v1/riders HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${ADMIN_KEY}\r\nX-Note: a\x01b\r\n\r\n`;
    expectProblem(await raw(service.url, request), 400, 'invalid_request', /character/);
  });

  it('a control character in a header name: 400 problem', async () => {
    expectProblem(await raw(service.url, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-\x7fNote: a\r\n\r\n'), 400, 'invalid_request', /character/);
  });

  it('Content-Length and Transfer-Encoding together (request smuggling): 400 problem', async () => {
    const request =
      `POST /v1/admin/partners HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${ADMIN_KEY}\r\nContent-Type: application/json\r\n` +
      'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n';
    expectProblem(await raw(service.url, request), 400, 'invalid_request', /Content-Length and Transfer-Encoding/);
  });

  it('headers over 16 KB: 431 problem', async () => {
    const request = `GET /v1/riders HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(17 * 1024)}\r\n\r\n`;
    expectProblem(await raw(service.url, request), 431, 'headers_too_large', /16 KB/);
  });

  it('a request line that is not HTTP: 400 problem', async () => {
    expectProblem(await raw(service.url, 'GET /v1/riders HTTX/1.1\r\nHost: 127.0.0.1\r\n\r\n'), 400, 'invalid_request', /not valid HTTP/);
  });

  it('a method Node knows but no route has: 405 problem with Allow, or 404 problem', async () => {
    const propfind = await raw(service.url, 'PROPFIND /v1/riders HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expectProblem(propfind, 405, 'method_not_allowed', /PROPFIND is not allowed/);
    expect(propfind.headers.allow).toBe('GET, HEAD');
    expectProblem(await raw(service.url, 'PROPFIND /v1/nothing HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'), 404, 'not_found', /No route/);
  });
});

describe('a request that does not arrive in time (PDN_REQUEST_TIMEOUT)', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService('sqlite', { env: { PDN_REQUEST_TIMEOUT: '500ms' } });
  });
  afterAll(() => service.close());

  it('408 problem', async () => {
    // Headers begun, never finished.
    expectProblem(await raw(service.url, 'GET /v1/riders HTTP/1.1\r\nHost: 127.0.0.1\r\n'), 408, 'request_timeout', /in time/);
  });
});
