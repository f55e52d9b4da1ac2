// A partner's webhook receiver for tests: a real HTTP server on 127.0.0.1 that records every
// request as it arrived (headers and raw body) and answers as the test tells it: a status, a
// Retry-After, a delay, or no answer at all (hang), for every request or for the next few.
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  delayMs?: number;
  /** Never answer (until `releaseHung` or `close`). */
  hang?: boolean;
}

export interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The status we answered with (undefined while hanging). */
  status?: number;
  /** When its headers arrived (epoch ms, sub-millisecond). */
  arrivedAt: number;
}

interface Scripted {
  path?: string;
  answer: Answer;
}

/** Decides the answer to a request from what it is (its parsed body too); undefined leaves it to the script or default. */
export type Responder = (request: Received, body: any) => Answer | undefined;

export class Receiver {
  readonly requests: Received[] = [];
  readonly #server: http.Server;
  readonly #events = new EventEmitter();
  #default: Answer = { status: 200, body: 'ok' };
  #script: Scripted[] = [];
  #responder: Responder | undefined;
  #hung: Array<() => void> = [];
  /** Answered requests by path, and in all under '*': waiting on counts stays cheap under load. */
  #answered = new Map<string, number>();
  url = '';

  private constructor() {
    this.#events.setMaxListeners(1000);
    this.#server = http.createServer((req, res) => {
      const arrivedAt = performance.timeOrigin + performance.now();
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const received: Received = { method: req.method!, path: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), arrivedAt };
        this.requests.push(received);
        const answer = this.#answerFor(received);
        const send = () => {
          const status = answer.status ?? 200;
          received.status = status;
          res.writeHead(status, answer.headers).end(answer.body ?? '');
          for (const key of [received.path, '*']) this.#answered.set(key, (this.#answered.get(key) ?? 0) + 1);
          this.#events.emit('change');
        };
        this.#events.emit('change');
        if (answer.hang) this.#hung.push(send);
        else if (answer.delayMs) setTimeout(send, answer.delayMs);
        else send();
      });
    });
    this.#server.keepAliveTimeout = 60_000;
  }

  static async start(): Promise<Receiver> {
    const receiver = new Receiver();
    await new Promise<void>((resolve) => receiver.#server.listen(0, '127.0.0.1', resolve));
    receiver.url = `http://127.0.0.1:${(receiver.#server.address() as AddressInfo).port}`;
    return receiver;
  }

  /** How every request is answered unless scripted otherwise. */
  answerAll(answer: Answer): void {
    this.#default = answer;
  }

  /** The next `count` requests (to `path`, or to any path) get `answer`, in order of arrival. */
  answerNext(count: number, answer: Answer, path?: string): void {
    for (let i = 0; i < count; i++) this.#script.push({ path, answer });
  }

  /** Answers each request as `responder` says, where it says anything. */
  respondWith(responder: Responder | undefined): void {
    this.#responder = responder;
  }

  #answerFor(received: Received): Answer {
    const path = received.path;
    if (this.#responder) {
      let body: unknown;
      try {
        body = JSON.parse(received.body);
      } catch {
        body = undefined;
      }
      const answer = this.#responder(received, body);
      if (answer) return answer;
    }
    const index = this.#script.findIndex((s) => s.path === undefined || s.path === path);
    if (index === -1) return this.#default;
    return this.#script.splice(index, 1)[0].answer;
  }

  /** Answers every hanging request now (with 200). */
  releaseHung(): void {
    for (const send of this.#hung.splice(0)) send();
  }

  to(path: string): Received[] {
    return this.requests.filter((r) => r.path === path);
  }

  /** Resolves when `done(requests)` holds; rejects after `timeoutMs` with what arrived so far. */
  async waitFor(done: (requests: Received[]) => boolean, timeoutMs = 20_000): Promise<Received[]> {
    if (done(this.requests)) return this.requests;
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!done(this.requests)) return;
        cleanup();
        resolve(this.requests);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`receiver: condition not met after ${timeoutMs} ms; got ${this.requests.length} requests: ${this.requests.map((r) => `${r.path} ${r.headers['webhook-id']} → ${r.status}`).join(', ')}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.#events.off('change', check);
      };
      this.#events.on('change', check);
    });
  }

  /** Waits until `path` (or any path) has had `count` requests answered. */
  waitForAnswered(count: number, path?: string, timeoutMs?: number): Promise<Received[]> {
    const answered = () => this.requests.filter((r) => r.status !== undefined && (path === undefined || r.path === path));
    return this.waitFor(() => (this.#answered.get(path ?? '*') ?? 0) >= count, timeoutMs).then(answered);
  }

  async close(): Promise<void> {
    this.releaseHung();
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

/** Registers a webhook endpoint for the partner; the answer holds its `secret`. */
export async function registerEndpoint(
  partner: { api: { post(path: string, body?: unknown): Promise<{ status: number; body: any }> } },
  url: string,
  enabledEvents: string[] = ['*'],
): Promise<{ id: string; secret: string; url: string; [field: string]: unknown }> {
  const response = await partner.api.post('/v1/webhook_endpoints', { url, enabled_events: enabledEvents });
  if (response.status !== 201) throw new Error(`endpoint not registered: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** What a partner does on receipt: verify with a Standard Webhooks library (throws if forged), then parse. */
export function verified(secret: string, request: Received): any {
  return new Webhook(secret).verify(request.body, {
    'webhook-id': request.headers['webhook-id'] as string,
    'webhook-timestamp': request.headers['webhook-timestamp'] as string,
    'webhook-signature': request.headers['webhook-signature'] as string,
  });
}

/** Polls `probe` until it returns something other than undefined (for state the worker writes after a receipt). */
export async function eventually<T>(probe: () => Promise<T | undefined>, what = 'condition', timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The event as the partner reads it, once every delivery of it is in `status`. */
export function eventWhenDeliveries(partner: { api: { get(path: string): Promise<{ body: any }> } }, eventId: string, status: string): Promise<any> {
  return eventually(async () => {
    const event = (await partner.api.get(`/v1/events/${eventId}`)).body;
    return event.deliveries?.length > 0 && event.deliveries.every((d: { status: string }) => d.status === status) ? event : undefined;
  }, `deliveries of ${eventId} ${status}`);
}
