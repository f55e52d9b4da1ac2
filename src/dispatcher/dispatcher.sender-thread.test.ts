import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Receiver } from '../../test/receiver.js';
import { SenderThread, type ThreadAttempt } from './dispatcher.sender-thread.js';

const OPTIONS = { timeoutMs: 2000, allowPrivate: true, perEndpointConcurrency: 2 };
const attempt = (url: string, endpointId = 'we_thread', startBy = Date.now() + 60_000): ThreadAttempt => ({
  endpointId,
  startBy,
  url,
  eventId: 'evt_thread',
  secrets: ['whsec_' + Buffer.alloc(32, 7).toString('base64')],
  body: '{"id":"evt_thread"}',
});

describe('the sender thread', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await Receiver.start();
  });
  afterAll(() => receiver.close());

  it('sends a batch of attempts from its own thread and answers each one', async () => {
    const thread = new SenderThread(OPTIONS);
    receiver.answerNext(1, { status: 503, headers: { 'retry-after': '7' } }, '/busy');
    const before = Date.now();
    const [ok, busy] = await Promise.all([thread.send(attempt(`${receiver.url}/ok`)), thread.send(attempt(`${receiver.url}/busy`))]);
    await thread.close();

    expect(ok).toMatchObject({ kind: 'sent', result: { status: 200, responseBody: 'ok', error: null } });
    expect(busy).toMatchObject({ kind: 'sent', result: { status: 503, retryAfter: '7', error: null } });
    expect(ok.kind === 'sent' && ok.attemptedAt).toBeGreaterThanOrEqual(before);
    expect(receiver.to('/ok')[0].headers['webhook-signature']).toMatch(/^v1,/);
  });

  it("runs at most the cap of an endpoint's attempts at once, the rest in turn, and others' beside them", async () => {
    const thread = new SenderThread(OPTIONS);
    receiver.answerNext(4, { delayMs: 300 }, '/slow');
    const slow = Array.from({ length: 4 }, () => thread.send(attempt(`${receiver.url}/slow`, 'we_slow')));
    const other = thread.send(attempt(`${receiver.url}/other`, 'we_other'));

    // The other endpoint is answered while the slow one's first two are still waiting for theirs.
    await other;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.to('/slow')).toHaveLength(2);
    const outcomes = await Promise.all(slow);
    await thread.close();

    expect(receiver.to('/slow')).toHaveLength(4);
    const started = outcomes.map((outcome) => (outcome.kind === 'sent' ? outcome.attemptedAt : NaN)).sort((a, b) => a - b);
    // The third and fourth start only once the first two are answered.
    expect(started[2] - started[0]).toBeGreaterThanOrEqual(250);
  });

  it('does not start an attempt past its start-by time, and drops what waits when told', async () => {
    const thread = new SenderThread(OPTIONS);
    receiver.answerNext(2, { hang: true }, '/hung');
    const hung = [thread.send(attempt(`${receiver.url}/hung`, 'we_hung')), thread.send(attempt(`${receiver.url}/hung`, 'we_hung'))];
    const waiting = thread.send(attempt(`${receiver.url}/hung`, 'we_hung'));
    const late = thread.send(attempt(`${receiver.url}/late`, 'we_late', Date.now() - 1));
    expect(await late).toEqual({ kind: 'expired' });

    await receiver.waitFor((requests) => requests.filter((r) => r.path === '/hung').length === 2);
    thread.drop('we_hung');
    expect(await waiting).toEqual({ kind: 'dropped' });
    receiver.releaseHung();
    expect((await Promise.all(hung)).map((outcome) => outcome.kind)).toEqual(['sent', 'sent']);
    await thread.close();
    expect(receiver.to('/hung')).toHaveLength(2);
    expect(receiver.to('/late')).toHaveLength(0);
  });

  it('records attempts in flight as failed when the thread dies, and starts a new thread for the next', async () => {
    const thread = new SenderThread(OPTIONS, new URL('../../test/fixtures/sender-thread-dies.mjs', import.meta.url));

    const [first, second] = await Promise.all([thread.send(attempt(`${receiver.url}/lost`)), thread.send(attempt(`${receiver.url}/lost`))]);
    // Had no new thread started, this attempt would wait forever.
    const next = await thread.send(attempt(`${receiver.url}/lost`));

    for (const outcome of [first, second, next]) {
      expect(outcome).toMatchObject({ kind: 'sent', result: { responseBody: null, error: 'sender thread failed (exited with code 3); the attempt may have been sent', latencyMs: 0 } });
    }
    expect(receiver.to('/lost')).toHaveLength(0);
  });
});
