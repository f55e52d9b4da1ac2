import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, describeStores, startService, type TestService } from '../../test/harness.js';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

// The worker keeps `failing_since` (tested with it); here it is set in the store, as it
// would be after days of failures, to see what the partner is shown.
describeStores('a failing endpoint is announced before it is disabled', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind, { env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true' } }); // disabled after the default 5 days
  });
  afterAll(() => service.close());

  it('shows failing_since at once, a warning with the disabling time after a day, and the reason once disabled', async () => {
    const partner = await createPartner(service);
    const created = await partner.api.post('/v1/webhook_endpoints', { url: 'http://127.0.0.1:9/hook', enabled_events: ['*'] });
    expect(created.body).toMatchObject({ failing_since: null, warning: null });
    const id = created.body.id;
    const failingSince = async (since: string | null) => service.store.db.updateTable('webhook_endpoints').set({ failing_since: since }).where('id', '=', id).execute();

    await failingSince(hoursAgo(23)); // under a day: no warning yet
    let endpoint = (await partner.api.get(`/v1/webhook_endpoints/${id}`)).body;
    expect(endpoint.failing_since).not.toBeNull();
    expect(endpoint.warning).toBeNull();

    const since = hoursAgo(25);
    await failingSince(since);
    endpoint = (await partner.api.get(`/v1/webhook_endpoints/${id}`)).body;
    const disablesAt = new Date(Date.parse(since) + 5 * 86_400_000).toISOString();
    expect(endpoint).toMatchObject({ status: 'enabled', failing_since: since });
    expect(endpoint.warning).toContain(`since ${since}`);
    expect(endpoint.warning).toContain(`disabled at ${disablesAt}`);
    expect((await partner.api.get('/v1/webhook_endpoints')).body.data[0].warning).toBe(endpoint.warning);

    // Disabled (as the worker does): the warning gives way to the reason.
    await service.store.db
      .updateTable('webhook_endpoints')
      .set({ status: 'disabled', disabled_reason: 'every delivery failed for 5 days' })
      .where('id', '=', id)
      .execute();
    endpoint = (await partner.api.get(`/v1/webhook_endpoints/${id}`)).body;
    expect(endpoint).toMatchObject({ status: 'disabled', disabled_reason: 'every delivery failed for 5 days', warning: null });

    // Enabled again by the partner: a fresh start.
    endpoint = (await partner.api.patch(`/v1/webhook_endpoints/${id}`, { status: 'enabled' })).body;
    expect(endpoint).toMatchObject({ status: 'enabled', disabled_reason: null, failing_since: null, warning: null });
  });
});
