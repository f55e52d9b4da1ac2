import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Receiver } from '../../test/receiver.js';
import { PACE_GRACE_MS } from './delivery.pace.js';
import { SendingPool, type PoolOptions } from './delivery.pool.js';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await Receiver.start();
});
afterAll(() => receiver.close());

it('fails the attempts of a sender thread that died, and sends the next ones on a new thread', async () => {
  const diedMarker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-sender-')), 'died');
  const options = { timeoutMs: 2000, allowPrivate: true, perEndpointConcurrency: 2, retryScheduleMs: [0, 60_000], diedMarker } as PoolOptions;
  const deaths: string[] = [];
  const thread = new SendingPool(options, { onDeath: (why) => deaths.push(why), entry: new URL('../../test/fixtures/pool-thread-dies.mjs', import.meta.url) });
  const attempt = (eventId: string) => thread.send({ endpointId: 'we_1', url: `${receiver.url}/hook`, eventId, attemptNumber: 1, body: '{}', secrets: ['whsec_dGVzdHNlY3JldHRlc3RzZWNyZXQ='] });
  try {
    const lost = await attempt('evt_1');
    expect(lost).toMatchObject({ kind: 'retry', attemptedAt: expect.any(Number), error: expect.stringContaining('sender thread failed (exited with code 3') });
    expect(fs.existsSync(diedMarker)).toBe(true);
    expect(deaths).toEqual([expect.stringContaining('exited with code 3')]);

    const sent = await attempt('evt_2');
    expect(sent).toMatchObject({ kind: 'succeeded', status: 200 });
    expect(receiver.requests.map((r) => r.headers['webhook-id'])).toEqual(['evt_2']);
  } finally {
    await thread.close();
  }
  expect(await attempt('evt_3')).toMatchObject({ kind: 'unsent', attemptedAt: null }); // after close, nothing starts a thread again
});

it('starts a paced attempt no earlier than its reserved start, and not at all when the grace is past', async () => {
  const thread = new SendingPool({ timeoutMs: 2000, allowPrivate: true, perEndpointConcurrency: 2, retryScheduleMs: [0, 60_000] });
  const attempt = (eventId: string, notBefore: number) =>
    thread.send({ endpointId: 'we_paced', url: `${receiver.url}/paced`, eventId, attemptNumber: 1, body: '{}', secrets: ['whsec_dGVzdHNlY3JldHRlc3RzZWNyZXQ='], notBefore });
  try {
    // The thread starts with the first attempt (a few hundred ms): started, it keeps times.
    expect(await thread.send({ endpointId: 'we_warm', url: `${receiver.url}/warm`, eventId: 'evt_warm', attemptNumber: 1, body: '{}', secrets: ['whsec_dGVzdHNlY3JldHRlc3RzZWNyZXQ='] })).toMatchObject({ kind: 'succeeded' });
    const now = Date.now();
    // Reserved in order, as a claim gives them: the second waits for its time behind the first.
    const [first, second, missed] = await Promise.all([attempt('evt_p1', now + 100), attempt('evt_p2', now + 300), attempt('evt_missed', now - PACE_GRACE_MS - 100)]);
    expect(first).toMatchObject({ kind: 'succeeded' });
    expect(first.attemptedAt!).toBeGreaterThanOrEqual(now + 100);
    expect(second).toMatchObject({ kind: 'succeeded' });
    expect(second.attemptedAt!).toBeGreaterThanOrEqual(now + 300);
    expect(missed).toMatchObject({ kind: 'unsent', attemptedAt: null });
    expect(receiver.to('/paced').map((r) => r.headers['webhook-id'])).toEqual(['evt_p1', 'evt_p2']);
  } finally {
    await thread.close();
  }
});
