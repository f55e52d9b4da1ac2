import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, PROBLEM_TYPE_BASE, statusOf, titleOf, type ErrorCode } from '../shared/errors.js';
import { isStoreUnavailable } from '../store/store-faults.js';
import { invalidInput } from './validation.js';
import { methodsOf } from './route-hooks.js';
import { newRequestId } from './request-id.js';
import { commonHeaders } from './response-headers.js';

function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  detail: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): FastifyReply {
  const status = statusOf(code);
  return reply
    .code(status)
    .headers(headers)
    .type('application/problem+json')
    .send({ type: PROBLEM_TYPE_BASE + code, title: titleOf(code), status, detail, code, request_id: request.id, ...extra });
}

function fromFastifyError(error: FastifyError, request: FastifyRequest): { code: ErrorCode; detail: string; extra?: Record<string, unknown> } | undefined {
  if (error.validation) {
    const invalid = invalidInput(error.validation, error.validationContext ?? 'body', request.routeOptions.config?.valueFields);
    return { code: invalid.code, detail: invalid.message, extra: invalid.extra };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'payload_too_large', detail: 'The request body is larger than 1 MB.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: 'unsupported_media_type', detail: 'Send the body as JSON with Content-Type: application/json.' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: 'invalid_request', detail: `The body is not valid JSON: ${error.message}` };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { code: 'invalid_request', detail: error.message };
  }
  return undefined;
}

/**
 * How much of an oversized body is read and thrown away after its 413, and for how long. Fastify
 * answers before reading the rest and asks for the connection to be closed: a socket closed with
 * data still arriving is reset, and a client still writing its body gets EPIPE instead of the
 * answer (issue 46). So the rest is drained first, as nginx's lingering close does, within these
 * bounds; a body said to be larger, or one that keeps coming, has its connection cut as before.
 */
export const OVERSIZED_BODY_DISCARD_BYTES = 16 * 1024 * 1024;
const OVERSIZED_BODY_DISCARD_MS = 10_000;
/** Connections draining an oversized body: a timeout of theirs is not answered a second time. */
const draining = new WeakSet<Socket>();

function discardRestOfBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  const socket = raw.socket;
  if (raw.complete || !socket || Number(request.headers['content-length']) > OVERSIZED_BODY_DISCARD_BYTES) return;
  // Without "connection: close" Node keeps the socket after the answer and reads on; once the
  // body is in, the connection serves the next request like any other.
  reply.removeHeader('connection');
  draining.add(socket);
  let read = 0;
  const cut = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(cut, OVERSIZED_BODY_DISCARD_MS).unref();
  raw.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > OVERSIZED_BODY_DISCARD_BYTES) cut();
  });
  raw.once('end', () => {
    clearTimeout(timer);
    draining.delete(socket);
  });
  raw.once('close', () => clearTimeout(timer));
  raw.resume();
}

/** The one error handler: AppErrors and client mistakes become problem bodies; anything else is a masked 500. */
export const problemPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendProblem(request, reply, error.code, error.message, error.extra, error.headers);
    }
    const known = fromFastifyError(error, request);
    if (known?.code === 'payload_too_large') discardRestOfBody(request, reply);
    if (known) return sendProblem(request, reply, known.code, known.detail, known.extra);
    if (isStoreUnavailable(error)) {
      request.log.warn({ err: error }, 'store unavailable');
      return sendProblem(request, reply, 'store_unavailable', 'Our database did not answer in time. Retry shortly (a POST with the same Idempotency-Key is safe to retry).', {}, { 'retry-after': '2' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(request, reply, 'internal_error', 'Something went wrong on our side. Quote the request_id when you contact us.');
  });

  // Every route's path pattern and methods, so a known path asked with another method is a
  // 405 naming the allowed ones (RFC 9110 §15.5.6), not a 404.
  const routes: Array<{ pattern: RegExp; methods: string[] }> = [];
  app.addHook('onRoute', (route) => {
    const pattern = new RegExp(
      `^${route.url
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')}/?$`,
    );
    routes.push({ pattern, methods: methodsOf(route) });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const allowed = new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods));
    // A route of this method that answered "not found" itself (a static file not served) stays a 404.
    if (allowed.size > 0 && !allowed.has(request.method)) {
      const allow = [...allowed].sort().join(', ');
      return sendProblem(request, reply, 'method_not_allowed', `${request.method} is not allowed on ${path}; use ${allow}.`, {}, { allow });
    }
    return sendProblem(request, reply, 'not_found', `No route ${request.method} ${path}.`);
  });
});

/** Fastify's `frameworkErrors`: what it refuses before routing (a URL that is not validly
 * encoded) gets the same problem body and request id as everything else. */
export function frameworkErrorProblem(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  commonHeaders(reply, request.id);
  sendProblem(request, reply, 'invalid_request', error.message);
}

/** What Node's HTTP parser said, in words a client can act on. */
function clientErrorDetail(error: NodeJS.ErrnoException & { reason?: string }): string {
  switch (error.code) {
    case 'HPE_INVALID_METHOD':
      return 'The request method is not an HTTP method this server knows.';
    case 'HPE_INVALID_HEADER_TOKEN':
      return 'A header name or value holds a character HTTP does not allow (a control character, for instance).';
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
    case 'HPE_INVALID_TRANSFER_ENCODING':
      return 'The request says both Content-Length and Transfer-Encoding (or a Transfer-Encoding we cannot read): send one of them.';
    case 'HPE_HEADER_OVERFLOW':
      return 'The request headers are larger than 16 KB.';
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 'The whole request did not arrive in time (PDN_REQUEST_TIMEOUT).';
    default:
      return `The request is not valid HTTP/1.1${error.reason ? `: ${error.reason}` : ''}.`;
  }
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (an unknown method, a
 * control character in a header, Content-Length with Transfer-Encoding, headers over 16 KB, a
 * request timeout) never reaches Fastify, so it gets its problem body, request id and headers
 * here, written on the socket, which is then closed (the connection cannot be trusted after).
 */
export function clientErrorProblem(this: FastifyInstance, error: NodeJS.ErrnoException & { reason?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Its request was answered (413) while its body drained: no second answer, only the close.
  if (draining.has(socket)) return void socket.destroy();
  const code: ErrorCode = error.code === 'HPE_HEADER_OVERFLOW' ? 'headers_too_large' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'request_timeout' : 'invalid_request';
  const status = statusOf(code);
  const requestId = newRequestId();
  const body = JSON.stringify({ type: PROBLEM_TYPE_BASE + code, title: titleOf(code), status, detail: clientErrorDetail(error), code, request_id: requestId });
  this.log.debug({ err: error, reqId: requestId }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/problem+json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
        `x-request-id: ${requestId}\r\nx-content-type-options: nosniff\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
