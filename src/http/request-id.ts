import type { IncomingMessage } from 'node:http';
import { pooledRandomBytes } from '../shared/random.js';

const CLIENT_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const ID_BYTES = 12;

/** A new request id, for a request we cannot read one from. */
export function newRequestId(): string {
  return `req_${pooledRandomBytes(ID_BYTES).toString('base64url')}`;
}

/** Keeps a sane client-sent x-request-id (for tracing across systems), otherwise makes one. */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  if (typeof sent === 'string' && CLIENT_ID.test(sent)) return sent;
  return newRequestId();
}
