// NATS JetStream: each attempt is published to `PREFIX.<event type>` with `Nats-Msg-Id` =
// webhook-id, so a repeat within the stream's duplicate window is stored once. Delivered = a
// PubAck (a duplicate one too: the stream has it); no stream on the subject (no responders), a
// JetStream error or no PubAck within the timeout is a failed attempt, retried on the schedule.
// The client reconnects by itself (with backoff) to a server it lost; opening is ours.
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { connect, headers, type NatsConnection } from '@nats-io/transport-node';
import { signatureHeader } from '../webhooks/webhooks.signing.js';
import { typeOf } from './destinations.amqp.js';
import { BrokerFailure, Connections, type Opener } from './destinations.connections.js';
import type { AttemptRequest, AttemptResult, Transport, TransportOptions } from './destinations.transport.js';

interface Link {
  connection: NatsConnection;
  js: JetStreamClient;
}

const opener = (timeoutMs: number): Opener<Link> => ({
  async open(target, address, lost) {
    const host = address.includes(':') ? `[${address}]` : address;
    const connection = await connect({
      servers: `${host}:${target.port}`,
      ...(target.username !== '' && target.password !== '' ? { user: target.username, pass: target.password } : target.username !== '' ? { token: target.username } : {}),
      name: 'pdn',
      timeout: timeoutMs,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 250,
      waitOnFirstConnect: false,
    });
    void connection.closed().then(lost);
    return { connection, js: jetstream(connection, { timeout: timeoutMs }) };
  },
  async close(link) {
    await link.connection.close().catch(() => {});
  },
  describe: describeNatsError,
});

export function describeNatsError(error: unknown): string {
  const err = error as { code?: string; name?: string; message?: string };
  const message = err.message ?? String(error);
  if (/authorization|authentication|auth/i.test(message)) return `authentication failed: ${message}`;
  if (err.code === 'ECONNREFUSED' || /ECONNREFUSED|connection refused/i.test(message)) return `connection refused: ${message}`;
  // A subject no stream takes has no responders, which the client reports as JetStream not enabled.
  if (/no responders|503|jetstream is not enabled/i.test(message) || err.name === 'NoRespondersError' || err.name === 'JetStreamNotEnabled') {
    return `no stream: no JetStream stream takes the subject (${message})`;
  }
  if (/timeout/i.test(message) || err.name === 'TimeoutError') return `timeout: no PubAck in time (${message})`;
  return `${err.name && err.name !== 'Error' ? err.name : 'error'}: ${message}`;
}

export class NatsTransport implements Transport {
  readonly #connections: Connections<Link>;

  constructor(private readonly options: TransportOptions) {
    this.#connections = new Connections(opener(options.timeoutMs), options);
  }

  async send(request: AttemptRequest): Promise<AttemptResult> {
    const started = performance.now();
    const done = (result: { error: string | null; responseBody?: string | null; confirmed?: boolean }): AttemptResult => ({
      responseBody: null,
      ...result,
      error: result.error === null ? null : this.#connections.mask(request.url, result.error),
      latencyMs: Math.round(performance.now() - started),
    });
    try {
      const { target, connection: link } = await this.#connections.get(request.url);
      const timestamp = Math.floor(Date.now() / 1000);
      const h = headers();
      h.set('webhook-id', request.eventId);
      h.set('webhook-timestamp', String(timestamp));
      h.set('webhook-signature', signatureHeader(request.secrets, request.eventId, timestamp, request.body));
      h.set('content-type', 'application/json');
      const subject = `${target.target}.${typeOf(request.body)}`;
      // retries: 1, not the client's own retrying: a stream that is not there is an answer, and the schedule retries.
      const ack = await link.js.publish(subject, request.body, { msgID: request.eventId, headers: h, timeout: this.options.timeoutMs, retries: 1 });
      return done({ error: null, confirmed: true, responseBody: `PubAck: stream "${ack.stream}", seq ${ack.seq}${ack.duplicate ? ', duplicate (already stored)' : ''}` });
    } catch (error) {
      return done({ error: error instanceof BrokerFailure ? error.message : describeNatsError(error) });
    }
  }

  forget(url: string): Promise<void> {
    return this.#connections.forget(url);
  }

  close(): Promise<void> {
    return this.#connections.close();
  }
}
