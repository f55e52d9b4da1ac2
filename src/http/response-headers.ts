import type { FastifyReply, onRequestHookHandler } from 'fastify';

/**
 * What every response carries, errors included: its request id, and `nosniff` so no browser
 * ever runs a JSON (or problem) body as a script or a page. The dashboard and /docs add their
 * own policies on top.
 */
export function commonHeaders(reply: FastifyReply, requestId: string): FastifyReply {
  return reply.header('x-request-id', requestId).header('x-content-type-options', 'nosniff');
}

/**
 * A response that shows a secret (an endpoint's signing secret, an API key) must not be kept
 * by any cache, shared or the browser's: a route-level onRequest hook, so it also covers the
 * stored response an Idempotency-Key replays.
 */
export const noStore: onRequestHookHandler = (_request, reply, done) => {
  reply.header('cache-control', 'no-store');
  done();
};

/** How routes with `noStore` declare the header in their documented success response (a schema per header; always sent). */
export const NO_STORE_RESPONSE_HEADERS = {
  'Cache-Control': { type: 'string', const: 'no-store', description: '`no-store`: the body holds a secret; keep it out of every cache.' },
} as const;
