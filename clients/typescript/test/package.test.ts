// The client as a partner gets it: `npm pack` (which builds dist/ through prepack), installed
// from the tarball into an empty project, then imported by plain Node (no TypeScript loader)
// against a real server, and type-checked by a strict TypeScript project that uses it,
// including every TypeScript example of the package's README.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartner, startService, type TestPartner, type TestService } from '../../../test/harness.js';
import { newWebhookSecret, signatureHeader } from '../../../src/webhooks/webhooks.signing.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const PACKAGE = path.resolve(import.meta.dirname, '..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
// No loader inherited from the test runner: the consumer runs plain Node.
const PLAIN_ENV = { ...process.env, NODE_OPTIONS: '' };

const CONSUMER_SCRIPT = `
import { createClient, PdnError, verifyWebhook } from '@pdn/client';

const pdn = createClient({ baseUrl: process.env.PDN_API_URL, apiKey: process.env.PDN_API_KEY });
const fleet = await pdn.get('/v1/fleet/availability');
const missing = await pdn.get('/v1/orders/{order_id}', { params: { path: { order_id: 'ord_missing' } } }).catch((error) => error);
const { body, headers, secret } = JSON.parse(process.env.WEBHOOK);
const event = verifyWebhook(body, headers, secret);
let forged = 'accepted';
try {
  verifyWebhook(body.replace('order.created', 'order.cancelled'), headers, secret);
} catch {
  forged = 'refused';
}
console.log(JSON.stringify({ zones: fleet.zones.map((z) => z.zone), missing: missing instanceof PdnError ? [missing.status, missing.code] : String(missing), event: event.type, forged }));
`;

// Type-level checks a consumer relies on: were the types to degrade to `any`, each expected
// error below would go missing, which tsc reports as an error itself.
const TYPED_USE = `
import { createClient, PdnError, type ErrorCode, type Order, type WebhookEvent } from '@pdn/client';

const pdn = createClient({ baseUrl: 'http://127.0.0.1:8080', apiKey: 'pdn_test_x' });
export function order(id: string): Promise<Order> {
  return pdn.get('/v1/orders/{order_id}', { params: { path: { order_id: id } } });
}
export const code: ErrorCode = 'order_not_available';
export const kind = (event: WebhookEvent): string => (event.type === 'order.delivered' ? event.data.order_id : event.type);
export const problem = (error: unknown): number | undefined => (error instanceof PdnError ? error.status : undefined);
// @ts-expect-error not a path of the API
void pdn.get('/v1/no_such_path');
// @ts-expect-error accept needs a rider_id
void pdn.post('/v1/orders/{order_id}/accept', { params: { path: { order_id: 'ord_1' } }, body: {} });
// @ts-expect-error not an error code of the API
export const wrong: ErrorCode = 'no_such_code';
`;

/** The package README's TypeScript examples, as one module (imports may appear anywhere at top level). */
function readmeExamples(): string {
  const readme = fs.readFileSync(path.join(PACKAGE, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
  expect(blocks.length).toBeGreaterThanOrEqual(3);
  return blocks.join('\n');
}

describe('@pdn/client packed and installed into an empty project', () => {
  let dir: string;
  let consumer: string;
  let service: TestService;
  let partner: TestPartner;
  let files: string[];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-client-pack-'));
    consumer = path.join(dir, 'consumer');
    fs.mkdirSync(consumer);
    service = await startService('sqlite');
    partner = await createPartner(service);
    const packed = await run('npm', ['pack', '-w', 'clients/typescript', '--pack-destination', dir, '--json'], { cwd: ROOT, env: PLAIN_ENV });
    const [info] = JSON.parse(packed.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
    files = info.files.map((file) => file.path);
    fs.writeFileSync(path.join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    // The runtime dependencies come from npm's cache when it has them (the repo's install put them there).
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', path.join(dir, info.filename)], { cwd: consumer, env: PLAIN_ENV });
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('ships built JavaScript and declarations, not TypeScript sources', () => {
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts', 'dist/schema.d.ts']));
    expect(files.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))).toEqual([]);
  });

  it('imports from plain Node ESM and works against a real server', async () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({ id: 'evt_1', type: 'order.created', created_at: new Date().toISOString(), data: { order_id: 'ord_1' } });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = { 'webhook-id': 'evt_1', 'webhook-timestamp': String(timestamp), 'webhook-signature': signatureHeader([secret], 'evt_1', timestamp, body) };
    fs.writeFileSync(path.join(consumer, 'use.mjs'), CONSUMER_SCRIPT);
    const { stdout } = await run(process.execPath, ['use.mjs'], {
      cwd: consumer,
      env: { ...PLAIN_ENV, PDN_API_URL: service.url, PDN_API_KEY: partner.key, WEBHOOK: JSON.stringify({ body, headers, secret }) },
    });
    expect(JSON.parse(stdout)).toEqual({ zones: expect.arrayContaining([partner.territories[0]]), missing: [404, 'order_not_found'], event: 'order.created', forged: 'refused' });
  });

  it('type-checks in a strict TypeScript project, README examples included', async () => {
    fs.writeFileSync(path.join(consumer, 'typed.ts'), TYPED_USE);
    fs.writeFileSync(path.join(consumer, 'readme.ts'), readmeExamples());
    fs.writeFileSync(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          // A Node project has @types/node (the README's receiver uses node:http); the repo's copy stands in.
          types: ['node'],
          typeRoots: [path.join(ROOT, 'node_modules/@types')],
        },
        files: ['typed.ts', 'readme.ts'],
      }),
    );
    const result = await run(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: consumer, env: PLAIN_ENV }).catch((error: { stdout: string }) => error);
    expect('stdout' in result ? result.stdout : '').toBe('');
    // The generated types cover the admin API too (partner_suspended on every partner route): tsc takes over 30 s on a loaded machine.
  }, 90_000);
});
