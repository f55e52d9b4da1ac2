import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

// PDN's web pages (the partner dashboard at /dashboard/, the network console at /console/) are
// static ES modules with no build step. What they share (the API client, sign-in, live updates,
// tables, charts, the stylesheet) lives in this folder and is served at /ui/; the libraries come
// from node_modules, served at /ui/vendor/. A page's own modules import the shared ones with a
// relative path ('../../ui/ui.js') that means the same file on disk and in the browser.

/**
 * A folder of browser files, beside this module in the sources. The browser modules are not
 * compiled: when the server runs compiled (from dist/<folder>/), they are served from src/.
 * `from` is the importing module's URL, `folder` its folder's name under src/.
 */
export function browserDir(from: string, relative: string, folder: string): string {
  const candidates = [new URL(relative, from), new URL(`../../src/${folder}/${relative}`, from)].map((url) => fileURLToPath(url));
  return candidates.find((dir) => fs.existsSync(path.join(dir, relative === './' ? 'ui.css' : 'index.html'))) ?? candidates[0];
}

const UI_DIR = browserDir(import.meta.url, './', 'ui');
const require = createRequire(import.meta.url);

/** The npm packages the pages import, served from node_modules so the pages work offline. */
const VENDOR_PACKAGES = ['preact', 'htm', 'chart.js', '@kurkle/color', 'eventsource-parser'] as const;

/** The package's own folder, found from its main entry (not every package exports package.json). */
function packageDir(name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json')) || (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string }).name !== name) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package ${name} not found`);
    dir = parent;
  }
  return dir;
}

/**
 * A page's only inline script is its import map (browsers cannot load one from a file), so
 * the policy allows exactly that script by its hash and nothing else inline.
 */
export function contentSecurityPolicy(html: string): string {
  const importMap = /<script type="importmap">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const hash = importMap === undefined ? undefined : createHash('sha256').update(importMap).digest('base64');
  return [
    "default-src 'none'",
    hash === undefined ? "script-src 'self'" : `script-src 'self' 'sha256-${hash}'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function pageHeaders(reply: FastifyReply, csp: string): void {
  reply.header('content-security-policy', csp);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'no-referrer');
  reply.header('x-frame-options', 'DENY');
}

const publicRoute = { config: { auth: 'public' as const }, schema: { hide: true } };

/** The shared modules and the libraries, at /ui/ and /ui/vendor/<package>/. */
export const uiPlugin = fp(async (app: FastifyInstance) => {
  const csp = contentSecurityPolicy('');
  await app.register(async (ui) => {
    ui.addHook('onSend', async (_request, reply) => pageHeaders(reply, csp));
    await ui.register(fastifyStatic, {
      root: UI_DIR,
      prefix: '/ui/',
      index: false,
      // Only the browser modules and the stylesheet: not this plugin, not the type declarations.
      allowedPath: (pathName) => /^\/[a-z-]+\.(js|css)$/.test(pathName),
      cacheControl: true,
      maxAge: 0,
    });
    for (const name of VENDOR_PACKAGES) {
      await ui.register(fastifyStatic, {
        root: packageDir(name),
        prefix: `/ui/vendor/${name}/`,
        decorateReply: false,
        index: false,
        // Only the browser builds: no package.json, sources or maps of what else ships in the package.
        allowedPath: (pathName) => /\.m?js$/.test(pathName) && !pathName.includes('/node_modules/'),
        maxAge: 3_600_000,
      });
    }
  });
});

/**
 * One page app at `/<name>/`: its index.html (served with a CSP naming its import map) and its
 * own modules from `publicDir`; `/<name>` redirects there. `generated` are modules rendered from
 * the server's own declarations (file name → source), so a page shows what the API accepts
 * without a copy to keep in step; each has a `.d.ts` beside the page's modules for the typecheck.
 */
export function pageApp(name: string, publicDir: string, generated: Record<string, string> = {}) {
  return fp(
    async (app: FastifyInstance) => {
      const html = fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8');
      if (!html.includes('<script type="importmap">')) throw new Error(`${name} index.html has no import map`);
      const csp = contentSecurityPolicy(html);
      await app.register(async (page) => {
        page.addHook('onSend', async (_request, reply) => pageHeaders(reply, csp));
        page.get(`/${name}`, publicRoute, (_request, reply) => reply.redirect(`/${name}/`, 302));
        page.get(`/${name}/`, publicRoute, (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html));
        for (const [file, source] of Object.entries(generated)) {
          page.get(`/${name}/${file}`, publicRoute, (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(source));
        }
        await page.register(fastifyStatic, {
          root: publicDir,
          prefix: `/${name}/`,
          index: false,
          allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.endsWith('.d.ts'),
          cacheControl: true,
          maxAge: 0,
        });
      });
    },
    { name: `page-${name}` },
  );
}
