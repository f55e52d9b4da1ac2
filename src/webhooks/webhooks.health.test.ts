// Endpoint health: which attempts change an endpoint (the pure rule), and what applying the
// change does to real endpoints in the store (both stores).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartner, describeStores, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { transact } from '../store/transaction.js';
import { applyHealthChanges, healthChanges, type AttemptVerdict } from './webhooks.health.js';

const DAY = 86_400_000;
const T0 = Date.parse('2026-03-01T00:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const verdict = (endpointId: string, ms: number, kind: AttemptVerdict['verdict'], wasFailing = false): AttemptVerdict => ({
  endpointId,
  attemptedAt: at(ms),
  verdict: kind,
  wasFailing,
});

describe('health changes of a batch of attempts', () => {
  it('changes nothing for no attempts, or successes on healthy endpoints', () => {
    expect(healthChanges([])).toBeNull();
    expect(healthChanges([verdict('a', 0, 'success'), verdict('b', 1, 'success'), verdict('a', 2, 'success')])).toBeNull();
  });

  it('marks an endpoint failing with its first and last failed attempt, whatever their order in the batch', () => {
    const changes = healthChanges([verdict('a', 2_000, 'failure'), verdict('a', 1_000, 'failure'), verdict('a', 5_000, 'failure'), verdict('a', 3_000, 'failure'), verdict('b', 7_000, 'failure')]);
    expect(changes).toEqual({
      recovered: [],
      failing: new Map([
        ['a', { first: at(1_000), last: at(5_000) }],
        ['b', { first: at(7_000), last: at(7_000) }],
      ]),
      gone: [],
    });
  });

  it('a success on an endpoint that was failing recovers it, even after failures in the same batch', () => {
    expect(healthChanges([verdict('a', 0, 'failure', true), verdict('a', 1, 'success', true), verdict('a', 2, 'failure', true)])).toEqual({
      recovered: ['a'],
      failing: new Map(),
      gone: [],
    });
  });

  it('a success on a healthy endpoint does not make it failing, and a 410 is gone, not failing', () => {
    expect(healthChanges([verdict('a', 0, 'success'), verdict('b', 1, 'gone'), verdict('b', 2, 'gone')])).toEqual({ recovered: [], failing: new Map(), gone: ['b'] });
  });

  it('keeps every kind of change of a mixed batch', () => {
    expect(healthChanges([verdict('a', 0, 'failure'), verdict('b', 1, 'gone')])).toEqual({
      recovered: [],
      failing: new Map([['a', { first: at(0), last: at(0) }]]),
      gone: ['b'],
    });
    expect(healthChanges([verdict('a', 0, 'success', true), verdict('b', 1, 'gone')])).toEqual({ recovered: ['a'], failing: new Map(), gone: ['b'] });
  });
});

describeStores('applying health changes to endpoints', (kind) => {
  let service: TestService;
  let partner: TestPartner;
  beforeAll(async () => {
    service = await startService(kind);
    partner = await createPartner(service);
  });
  afterAll(() => service.close());

  /** A new enabled endpoint (a public literal address: nothing is ever sent, no worker runs). */
  const endpoint = async (): Promise<string> => {
    const created = await partner.api.post('/v1/webhook_endpoints', { url: 'https://8.8.8.8/hook', enabled_events: ['order.created'] });
    expect(created.status).toBe(201);
    return created.body.id;
  };
  const read = (id: string) =>
    service.store.db.selectFrom('webhook_endpoints').select(['status', 'disabled_reason', 'failing_since']).where('id', '=', id).executeTakeFirstOrThrow();
  const apply = (verdicts: AttemptVerdict[], disableAfterMs = 5 * DAY, now = at(10 * DAY)) =>
    transact(service, (trx) =>
      applyHealthChanges(trx, { store: service.store, config: { webhook: { ...service.config.webhook, disableAfterMs } } }, healthChanges(verdicts)!, now),
    );

  it('disables both endpoints of a mixed batch: one failing past the window, one gone', async () => {
    const [failing, gone] = [await endpoint(), await endpoint()];
    const disabled = await apply([verdict(failing, 0, 'failure'), verdict(failing, 6 * DAY, 'failure'), verdict(gone, 6 * DAY, 'gone')]);
    expect(disabled.sort()).toEqual([failing, gone].sort());
    expect(await read(failing)).toEqual({ status: 'disabled', disabled_reason: 'every delivery failed for 5 days', failing_since: at(0) });
    expect(await read(gone)).toMatchObject({ status: 'disabled', disabled_reason: 'the endpoint answered 410 Gone' });
  });

  it('marks an endpoint failing from its first failure, and disables it only once the window has passed', async () => {
    const id = await endpoint();
    expect(await apply([verdict(id, DAY, 'failure'), verdict(id, 2 * DAY, 'failure')])).toEqual([]);
    expect(await read(id)).toEqual({ status: 'enabled', disabled_reason: null, failing_since: at(DAY) });
    // A later batch keeps the streak's start: the window counts from the first failure.
    expect(await apply([verdict(id, 5 * DAY, 'failure', true)])).toEqual([]);
    expect((await read(id)).failing_since).toBe(at(DAY));
    expect(await apply([verdict(id, 6 * DAY, 'failure', true)])).toEqual([id]);
    expect(await read(id)).toMatchObject({ status: 'disabled', failing_since: at(DAY) });
    // Disabled already: a 410 now disables nothing more.
    expect(await apply([verdict(id, 7 * DAY, 'gone', true)])).toEqual([]);
  });

  it('a success ends the failing streak', async () => {
    const id = await endpoint();
    await apply([verdict(id, 0, 'failure')]);
    expect((await read(id)).failing_since).toBe(at(0));
    expect(await apply([verdict(id, DAY, 'success', true)])).toEqual([]);
    expect(await read(id)).toEqual({ status: 'enabled', disabled_reason: null, failing_since: null });
  });

  it('says the window in its own unit in the reason', async () => {
    const [days, ms] = [await endpoint(), await endpoint()];
    expect(await apply([verdict(days, 0, 'failure'), verdict(days, 2 * DAY, 'failure')], 1.5 * DAY)).toEqual([days]);
    expect((await read(days)).disabled_reason).toBe('every delivery failed for 1.5 days');
    expect(await apply([verdict(ms, 0, 'failure'), verdict(ms, 2_000, 'failure')], 1_500)).toEqual([ms]);
    expect((await read(ms)).disabled_reason).toBe('every delivery failed for 1500 ms');
    const [one, under] = [await endpoint(), await endpoint()];
    expect(await apply([verdict(one, 0, 'failure'), verdict(one, 2 * DAY, 'failure')], DAY)).toEqual([one]);
    expect((await read(one)).disabled_reason).toBe('every delivery failed for 1 day');
    expect(await apply([verdict(under, 0, 'failure'), verdict(under, DAY, 'failure')], DAY - 1)).toEqual([under]);
    expect((await read(under)).disabled_reason).toBe('every delivery failed for 86399999 ms');
  });
});
