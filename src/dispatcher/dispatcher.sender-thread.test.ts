import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Receiver } from '../../test/receiver.js';
import { SenderThread, type ThreadOptions } from './dispatcher.sender-thread.js';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await Receiver.start();
});
afterAll(() => receiver.close());

it('fails the attempts of a sender thread that died, and sends the next ones on a new thread', async () => {
  const diedMarker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-sender-')), 'died');
  const options = { timeoutMs: 2000, allowPrivate: true, perEndpointConcurrency: 2, retryScheduleMs: [0, 60_000], diedMarker } as ThreadOptions;
  const deaths: string[] = [];
  const thread = new SenderThread(options, { onDeath: (why) => deaths.push(why), entry: new URL('../../test/fixtures/sender-thread-dies.mjs', import.meta.url) });
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
