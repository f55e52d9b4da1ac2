// How the console is served, without a browser: public page, its CSP, its modules and the
// shared ones, and nothing of it in the API description.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startService, type TestService } from '../../test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startService('sqlite');
});
afterAll(() => service.close());

const fetchText = async (path: string) => {
  const response = await fetch(service.url + path, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

it('serves the console without a key, with a CSP allowing exactly its import map, and every module it names', async () => {
  const page = await fetchText('/console/');
  expect(page.status).toBe(200);
  expect(page.text).toContain('<title>PDN network console</title>');
  const importMap = /<script type="importmap">([\s\S]*?)<\/script>/.exec(page.text)![1];
  const hash = createHash('sha256').update(importMap).digest('base64');
  expect(page.headers.get('content-security-policy')!.split('; ')).toEqual(expect.arrayContaining(["default-src 'none'", `script-src 'self' 'sha256-${hash}'`]));
  const imports: Record<string, string> = JSON.parse(importMap).imports;
  for (const url of [...Object.values(imports), '/console/app.js', '/console/risk.js', '/console/console.css', '/ui/shell.js', '/ui/live.js', '/ui/scorecard.js']) {
    expect((await fetchText(url)).status, url).toBe(200);
  }
  expect((await fetchText('/console')).headers.get('location')).toBe('/console/');
  expect((await fetchText('/console/index.html')).status).toBe(404);
  const openapi = JSON.parse((await fetchText('/v1/openapi.json')).text);
  expect(Object.keys(openapi.paths).filter((p) => p.startsWith('/console') || p.startsWith('/ui'))).toEqual([]);
});
