// Changing a webhook endpoint while it is deleted (issue 46): on PostgreSQL a PATCH or a
// rotate_secret read the endpoint, a DELETE committed, and the update found no row to answer
// (500 "reading 'previous_secret_expires_at'"). Real concurrency over HTTP, on the partner's
// routes and the network's: every answer is the change, the deletion or a 404, never a 5xx.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, describeStores, startService, type Client, type TestService } from '../../test/harness.js';

const URL_OK = 'http://127.0.0.1:9/hooks'; // never called: no event is emitted for these endpoints
const ROUNDS = 25;

describeStores('webhook endpoints changed while deleted', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind, { env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true' } });
  });
  afterAll(() => service.close());

  async function race(client: Client, base: string) {
    const statuses: Record<string, number[]> = { patch: [], rotate: [], delete: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const created = await client.post(base, { url: URL_OK, enabled_events: ['*'] });
      expect(created.status).toBe(201);
      const at = `${base}/${created.body.id}`;
      const sent = [
        ...[0, 1, 2].map(() => ['patch', client.patch(at, { description: `round ${round}`, status: round % 2 ? 'disabled' : 'enabled' })] as const),
        ...[0, 1, 2].map(() => ['rotate', client.post(`${at}/rotate_secret`)] as const),
        ...[0, 1].map(() => ['delete', client.delete(at)] as const),
      ];
      // Shuffled, so the deletion comes first, last and in between over the rounds.
      sent.sort(() => Math.random() - 0.5);
      const answers = await Promise.all(sent.map(async ([what, response]) => [what, await response] as const));
      for (const [what, res] of answers) {
        expect([200, 404], `${what} → ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
        if (res.status === 404) expect(res.body.code).toBe('webhook_endpoint_not_found');
        statuses[what].push(res.status);
      }
      // Deleted once: the other DELETE found nothing to delete.
      expect(answers.filter(([what, res]) => what === 'delete' && res.status === 200)).toHaveLength(1);
      expect((await client.get(at)).status).toBe(404);
    }
    return statuses;
  }

  it("answers a partner's PATCH, rotate_secret and DELETE racing on one endpoint with 200 or 404, never 5xx", async () => {
    const partner = await createPartner(service);
    const statuses = await race(partner.api, '/v1/webhook_endpoints');
    expect(statuses.patch.length + statuses.rotate.length).toBe(ROUNDS * 6);
  });

  it("answers the network's PATCH, rotate_secret and DELETE racing on one endpoint with 200 or 404, never 5xx", async () => {
    const statuses = await race(service.admin, '/v1/admin/webhook_endpoints');
    expect(statuses.delete.filter((status) => status === 200)).toHaveLength(ROUNDS);
  });
});
