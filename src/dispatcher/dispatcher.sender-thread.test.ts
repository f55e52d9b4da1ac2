import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Receiver } from '../../test/receiver.js';
import { SenderThread } from './dispatcher.sender-thread.js';

const OPTIONS = { timeoutMs: 2000, allowPrivate: true };
const request = (url: string) => ({ url, eventId: 'evt_thread', secrets: ['whsec_' + Buffer.alloc(32, 7).toString('base64')], body: '{"id":"evt_thread"}' });

describe('the sender thread', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await Receiver.start();
  });
  afterAll(() => receiver.close());

  it('sends a batch of attempts from its own thread and answers each one', async () => {
    const thread = new SenderThread(OPTIONS);
    receiver.answerNext(1, { status: 503, headers: { 'retry-after': '7' } }, '/busy');
    const [ok, busy] = await Promise.all([thread.send(request(`${receiver.url}/ok`)), thread.send(request(`${receiver.url}/busy`))]);
    await thread.close();

    expect(ok).toMatchObject({ status: 200, responseBody: 'ok', error: null });
    expect(busy).toMatchObject({ status: 503, retryAfter: '7', error: null });
    expect(receiver.to('/ok')[0].headers['webhook-signature']).toMatch(/^v1,/);
  });

  it('records attempts in flight as failed when the thread dies, and starts a new thread for the next', async () => {
    const thread = new SenderThread(OPTIONS, new URL('../../test/fixtures/sender-thread-dies.mjs', import.meta.url));

    const [first, second] = await Promise.all([thread.send(request(`${receiver.url}/lost`)), thread.send(request(`${receiver.url}/lost`))]);
    // Had no new thread started, this attempt would wait forever.
    const next = await thread.send(request(`${receiver.url}/lost`));

    for (const result of [first, second, next]) {
      expect(result).toEqual({ responseBody: null, error: 'sender thread failed (exited with code 3); the attempt may have been sent', latencyMs: 0 });
    }
    expect(receiver.to('/lost')).toHaveLength(0);
  });
});
