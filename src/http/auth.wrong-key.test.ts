import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores, startService, type TestService } from '../../test/harness.js';

// A key that was sent is answered as a wrong key, however short or odd; only no key (or
// another scheme) is told how to send one.
describeStores('a wrong key is answered as a wrong key', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  // Named for the key the route takes: a network operator is told it is the admin key that was refused.
  const NOT_VALID = 'The API key is not valid or has been revoked.';
  const NOT_VALID_ADMIN = 'The admin key is not valid or has been revoked.';
  const HOW = 'Send your API key as "Authorization: Bearer <key>".';

  it.each([
    ['a short key', 'Bearer abc', NOT_VALID],
    ['a key with a space in it', 'Bearer pdn_sk_half of_a_key', NOT_VALID],
    ['an unknown key', 'Bearer pdn_sk_not_a_real_key_at_all', NOT_VALID],
    ['the scheme in lower case with a short key', 'bearer x', NOT_VALID],
    ['no key after the scheme', 'Bearer ', HOW],
    ['another scheme', 'Basic dXNlcjpwYXNz', HOW],
  ])('%s: 401 "%s"', async (_name, authorization, detail) => {
    for (const [route, expected] of [
      ['/v1/riders', detail],
      ['/v1/admin/partners', detail === NOT_VALID ? NOT_VALID_ADMIN : detail],
    ] as const) {
      const res = await service.client(null).get(route, { headers: { authorization } });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'unauthorized', detail: expected });
    }
  });

  it('no Authorization header: says how to send a key', async () => {
    const res = await service.client(null).get('/v1/riders');
    expect(res.body).toMatchObject({ code: 'unauthorized', detail: HOW });
  });
});
