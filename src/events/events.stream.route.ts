import type { ServerResponse } from 'node:http';
import { once } from 'node:events';
import type { FastifyRequest } from 'fastify';
import { partnerOf } from '../http/auth.plugin.js';
import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { AppError } from '../shared/errors.js';
import { envelopeBody } from './events.mapper.js';
import { EVENT_TYPES, NETWORK } from '../outbox/outbox.js';
import { revokedKeys } from '../partners/partners.service.js';
import { checkResumePoint, EventTail } from './events.stream.js';

/** Open streams per API key, per instance: each one polls the store. */
export const MAX_STREAMS_PER_KEY = 5;
const POLL_MS = 250;
const HEARTBEAT_MS = 15_000;
/**
 * How often this instance asks the store whether the keys of its open streams were revoked.
 * A revocation may be made on any instance, and SQLite has no notifications, so each instance
 * polls: one query for all its open streams, next to the 250 ms event poll each stream runs
 * anyway. It ends a revoked key's streams well within a second.
 */
export const REVOCATION_CHECK_MS = 250;
const EVENT_ID = /^evt_[0-9a-z]{26}$/;
const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no', // nginx: pass each event on at once
};
/** The same headers as the OpenAPI response declares them (the content type is the media type's). */
const STREAM_RESPONSE_HEADERS = {
  'Cache-Control': { type: 'string', const: STREAM_HEADERS['cache-control'], description: 'No cache may keep or transform the stream.' },
  'X-Accel-Buffering': { type: 'string', const: STREAM_HEADERS['x-accel-buffering'], description: '`no`: a proxy (nginx) passes each event on at once instead of buffering the response.' },
} as const;

/** The `types` filter: a comma list of event types, each one we send. */
function parseTypes(raw: string | undefined): string[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const types = [...new Set(raw.split(',').map((t) => t.trim()).filter(Boolean))];
  const unknown = types.filter((t) => !(EVENT_TYPES as readonly string[]).includes(t));
  if (unknown.length > 0) {
    throw new AppError('invalid_value', `Unknown event type ${unknown.join(', ')}; types are ${EVENT_TYPES.join(', ')}.`, { param: 'types' });
  }
  return types;
}

/** Who reads a stream: whose events, the key its open streams are counted (and revoked) by, and what the opening comment calls them. */
type Subscriber = { owner: string; keyId: string; label: string };

/** Where a stream route is served and whose events it streams: a partner's, or (under /v1/admin) the network's. */
export interface StreamSide {
  path: string;
  /** The list of the same events, where a refused resume catches up. */
  listPath: string;
  auth: 'partner' | 'admin';
  operationId: string;
  tags: string[];
  summary: string;
  subscriberOf: (request: FastifyRequest) => Subscriber;
}

export const PARTNER_STREAM: StreamSide = {
  path: '/v1/events/stream',
  listPath: '/v1/events',
  auth: 'partner',
  operationId: 'streamEvents',
  tags: ['events'],
  summary: 'Stream your events live (Server-Sent Events)',
  subscriberOf: (request) => {
    const partner = partnerOf(request);
    return { owner: partner.partnerId, keyId: partner.apiKeyId, label: partner.mode === 'test' ? 'your sandbox' : 'your account' };
  },
};

/** The network's events (the admin key), under /v1/admin: the rows the outbox writes for the network. */
export const NETWORK_STREAM: StreamSide = {
  path: '/v1/admin/events/stream',
  listPath: '/v1/admin/events',
  auth: 'admin',
  operationId: 'streamNetworkEvents',
  tags: ['admin'],
  summary: "Stream the network's events live (Server-Sent Events)",
  // The admin key is one key: its streams are counted together on each instance.
  subscriberOf: () => ({ owner: NETWORK, keyId: 'admin', label: 'the network' }),
};

/** The stream route on one side. */
export const define = (side: StreamSide): RouteModule => (app) => {
  const openByKey = new Map<string, number>();
  /** Each open stream, with its key and how to end it. */
  const open = new Map<ServerResponse, { keyId: string; end: (comment: string) => void }>();
  // Open streams would keep app.close() waiting for ever: end them first.
  app.addHook('preClose', async () => {
    for (const stream of open.values()) stream.end('server shutting down');
  });

  // Revocation ends the key's open streams here too, wherever it was made.
  let checking = false;
  const revocationCheck = setInterval(() => {
    if (checking || open.size === 0) return;
    checking = true;
    revokedKeys(app.pdn, [...new Set([...open.values()].map((s) => s.keyId))])
      .then((revoked) => {
        for (const stream of [...open.values()]) if (revoked.includes(stream.keyId)) stream.end('your API key was revoked, or has expired, or your partner account was suspended');
      })
      // The store failing: the streams' own reads fail too and end them.
      .catch((error: unknown) => app.log.warn({ err: error }, 'event stream revocation check failed'))
      .finally(() => (checking = false));
  }, REVOCATION_CHECK_MS);
  revocationCheck.unref();
  app.addHook('onClose', async () => clearInterval(revocationCheck));

  app.get<{ Querystring: { types?: string }; Headers: { 'last-event-id'?: string } }>(
    side.path,
    {
      config: { auth: side.auth },
      schema: {
        operationId: side.operationId,
        tags: side.tags,
        summary: side.summary,
        description:
          'A `text/event-stream` of your events as they happen, each as `id: <event id>`, `event: <type>`, `data: <the envelope JSON, as webhooks send it>`. ' +
          'Send `Last-Event-ID` (what EventSource does when it reconnects) to resume after that event, within the 30-day retention; without it the stream starts with the events from now on. ' +
          `A comment line is sent every ${HEARTBEAT_MS / 1000} s so proxies keep the connection open. \`types\` filters by a comma list of event types. ` +
          `At most ${MAX_STREAMS_PER_KEY} streams per API key are open at once (429 beyond). Events come at least once: dedupe on the id. ` +
          'A `Last-Event-ID` that is not one of your events (or is past retention) is a 422 `unknown_last_event_id`. Revoking the key ends its open streams within a second. ' +
          '`HEAD` answers the headers a `GET` would, without opening a stream.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { types: { type: 'string', maxLength: 500, description: 'Comma list of event types, e.g. `order.created,order.assigned`.' } },
        },
        headers: { type: 'object', properties: { 'last-event-id': { type: 'string', maxLength: 64, description: 'Resume after this event id.' } } },
        response: {
          200: {
            description: 'The event stream.',
            headers: STREAM_RESPONSE_HEADERS,
            content: {
              'text/event-stream': {
                schema: { type: 'string' },
                example: 'id: evt_01jd4m8x2k3q9v7w5b6n1c0f2e\nevent: order.created\ndata: {"id":"evt_01jd4m8x2k3q9v7w5b6n1c0f2e","type":"order.created","created":"2026-11-22T09:30:00.000Z","data":{"order_id":"ord_01HZY3K8V1","version":1}}\n\n',
              },
            },
          },
          ...problems('invalid_request', 'invalid_value', 'unknown_last_event_id', 'rate_limited'),
        },
      },
    },
    async (request, reply) => {
      const subscriber = side.subscriberOf(request);
      const types = parseTypes(request.query.types);
      const lastEventId = request.headers['last-event-id']?.trim() || undefined;
      if (lastEventId !== undefined && !EVENT_ID.test(lastEventId)) {
        throw new AppError('invalid_request', 'Last-Event-ID must be an event id (evt_…) this stream sent.', { param: 'Last-Event-ID' });
      }
      const key = subscriber.keyId;
      if ((openByKey.get(key) ?? 0) >= MAX_STREAMS_PER_KEY) {
        throw new AppError('rate_limited', `At most ${MAX_STREAMS_PER_KEY} event streams per API key are open at once; close one first.`, {}, { 'retry-after': '5' });
      }
      if (lastEventId !== undefined) await checkResumePoint(app.pdn, subscriber.owner, lastEventId, side.listPath);
      // HEAD (Fastify routes it here): what a GET would answer, without opening a stream.
      if (request.method === 'HEAD') return reply.code(200).headers(STREAM_HEADERS).send();
      const tail = await EventTail.open(app.pdn, subscriber.owner, types, lastEventId);

      openByKey.set(key, (openByKey.get(key) ?? 0) + 1);
      const response = reply.raw;
      let closed = false;
      let wake: (() => void) | undefined;
      const finish = () => {
        if (closed) return;
        closed = true;
        open.delete(response);
        const left = (openByKey.get(key) ?? 1) - 1;
        if (left > 0) openByKey.set(key, left);
        else openByKey.delete(key);
        wake?.();
      };
      open.set(response, {
        keyId: key,
        // Marked closed first, so the loop writes nothing after the end.
        end: (comment) => {
          finish();
          if (!response.writableEnded) response.end(`: ${comment}\n\n`);
        },
      });
      response.on('close', finish);

      reply.hijack();
      response.writeHead(200, { ...(reply.getHeaders() as Record<string, string>), ...STREAM_HEADERS, connection: 'keep-alive' });
      // EventSource reconnects after `retry` ms, sending the last id it saw.
      response.write(`retry: 2000\n: streaming events of ${subscriber.label}\n\n`);

      const write = async (chunk: string) => {
        if (!response.write(chunk)) await Promise.race([once(response, 'drain'), once(response, 'close')]);
      };
      let lastWrite = Date.now();
      try {
        while (!closed) {
          const events = await tail.next();
          if (closed) break;
          if (events.length > 0) {
            await write(events.map((e) => `id: ${e.id}\nevent: ${e.type}\ndata: ${envelopeBody(e)}\n\n`).join(''));
            lastWrite = Date.now();
            if (events.length >= 500) continue; // more waiting: no pause
          } else if (Date.now() - lastWrite >= HEARTBEAT_MS) {
            await write(': heartbeat\n\n');
            lastWrite = Date.now();
          }
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, POLL_MS);
          });
        }
      } catch (error) {
        // The store failed under an open stream: end it; the client reconnects and resumes.
        request.log.warn({ err: error }, 'event stream ended by an error');
      } finally {
        finish();
        if (!response.writableEnded) response.end();
      }
    },
  );
};
export default define;
