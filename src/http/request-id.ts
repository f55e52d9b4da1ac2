import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const CLIENT_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a sane client-sent x-request-id (for tracing across systems), otherwise makes one. */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  if (typeof sent === 'string' && CLIENT_ID.test(sent)) return sent;
  return `req_${randomBytes(12).toString('base64url')}`;
}
