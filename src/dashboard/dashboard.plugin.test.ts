// How the dashboard is served, without a browser: what is public, what is not, and its CSP.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startService, type TestService } from '../../test/harness.js';
import { EVENT_TYPES } from '../outbox/outbox.js';

let service: TestService;
beforeAll(async () => {
  service = await startService('sqlite');
});
afterAll(() => service.close());

const fetchText = async (path: string) => {
  const response = await fetch(service.url + path, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

it('serves the page without a key, with a CSP that allows exactly its import map inline', async () => {
  const page = await fetchText('/dashboard/');
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  const importMap = /<script type="importmap">([\s\S]*?)<\/script>/.exec(page.text)![1];
  const hash = createHash('sha256').update(importMap).digest('base64');
  const csp = page.headers.get('content-security-policy')!;
  expect(csp.split('; ')).toEqual(
    expect.arrayContaining(["default-src 'none'", `script-src 'self' 'sha256-${hash}'`, "style-src 'self'", "connect-src 'self'", "frame-ancestors 'none'"]),
  );
  // No other inline script, no inline handlers, no inline styles.
  expect(page.text.match(/<script/g)).toHaveLength(2);
  expect(page.text).toMatch(/<script type="module" src="\/dashboard\/app.js"><\/script>/);
  expect(page.text).not.toMatch(/\son[a-z]+=|style=/i);
  expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  expect(page.headers.get('referrer-policy')).toBe('no-referrer');

  const redirect = await fetchText('/dashboard');
  expect(redirect.status).toBe(302);
  expect(redirect.headers.get('location')).toBe('/dashboard/');
});

it('serves every module the import map names, from node_modules, and nothing else of the packages', async () => {
  const page = await fetchText('/dashboard/');
  const imports: Record<string, string> = JSON.parse(/<script type="importmap">([\s\S]*?)<\/script>/.exec(page.text)![1]).imports;
  for (const url of [...Object.values(imports), '/dashboard/app.js', '/dashboard/dashboard.css', '/ui/ui.js', '/ui/api.js', '/ui/ui.css']) {
    const asset = await fetchText(url);
    expect(asset.status, url).toBe(200);
    expect(asset.headers.get('content-security-policy'), url).toBeTruthy();
  }
  for (const hidden of [
    '/ui/vendor/preact/package.json',
    '/ui/vendor/chart.js/README.md',
    '/dashboard/index.html',
    '/ui/vendor/htm/../../package.json',
    '/ui/ui.plugin.ts',
    '/ui/ui.types.d.ts',
  ]) {
    expect((await fetchText(hidden)).status, hidden).toBe(404);
  }
});

it('keeps the dashboard out of the API description', async () => {
  const openapi = JSON.parse((await fetchText('/v1/openapi.json')).text);
  expect(Object.keys(openapi.paths).filter((p) => p.startsWith('/dashboard'))).toEqual([]);
});

it('offers the event types enabled_events accepts, rendered from their one declaration', async () => {
  const module = await fetchText('/dashboard/event-types.js');
  expect(module.status).toBe(200);
  expect(module.headers.get('content-type')).toMatch(/^text\/javascript/);
  expect(module.headers.get('content-security-policy')).toBeTruthy();
  const { EVENT_TYPES: served } = (await import(`data:text/javascript,${encodeURIComponent(module.text)}`)) as { EVENT_TYPES: string[] };
  expect(served).toEqual([...EVENT_TYPES]);
  expect(served).toEqual(expect.arrayContaining(['order.released', 'order.escalated']));
  // The page takes them from there, with no list of its own.
  const page = (await fetchText('/dashboard/webhooks.js')).text;
  expect(page).toContain("from './event-types.js'");
  expect(page).not.toMatch(/\[\s*'order\.created'/);
  expect((await fetchText('/dashboard/event-types.d.ts')).status).toBe(404);
});
