import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// The browser modules are not compiled: from dist/dashboard/ they are served from the sources.
const PUBLIC_DIR = [new URL('./public/', import.meta.url), new URL('../../src/dashboard/public/', import.meta.url)].map((url) => fileURLToPath(url)).find((dir) => fs.existsSync(dir))!;
const require = createRequire(import.meta.url);

/** The npm packages the page imports, served from node_modules so the dashboard works offline. */
const VENDOR_PACKAGES = ['preact', 'htm', 'chart.js', '@kurkle/color'] as const;

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
 * The page's only inline script is its import map (browsers cannot load one from a file), so
 * the policy allows exactly that script by its hash and nothing else inline.
 */
function contentSecurityPolicy(html: string): string {
  const importMap = /<script type="importmap">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (importMap === undefined) throw new Error('dashboard index.html has no import map');
  const hash = createHash('sha256').update(importMap).digest('base64');
  return [
    "default-src 'none'",
    `script-src 'self' 'sha256-${hash}'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The partner dashboard: static ES modules under /dashboard/, talking to the public /v1 API with
 * the partner key the user signs in with. No build step; the libraries come from node_modules.
 */
export const dashboardPlugin = fp(async (app: FastifyInstance) => {
  const html = fs.readFileSync(path.join(PUBLIC_DIR, 'index.html'), 'utf8');
  const csp = contentSecurityPolicy(html);

  await app.register(async (dashboard) => {
    dashboard.addHook('onSend', async (_request, reply) => {
      reply.header('content-security-policy', csp);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'no-referrer');
      reply.header('x-frame-options', 'DENY');
    });

    const publicRoute = { config: { auth: 'public' as const }, schema: { hide: true } };
    dashboard.get('/dashboard', publicRoute, (_request, reply) => reply.redirect('/dashboard/', 302));
    dashboard.get('/dashboard/', publicRoute, (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html));

    await dashboard.register(fastifyStatic, {
      root: PUBLIC_DIR,
      prefix: '/dashboard/',
      index: false,
      allowedPath: (pathName) => !pathName.endsWith('.html'),
      cacheControl: true,
      maxAge: 0,
    });
    for (const name of VENDOR_PACKAGES) {
      await dashboard.register(fastifyStatic, {
        root: packageDir(name),
        prefix: `/dashboard/vendor/${name}/`,
        decorateReply: false,
        index: false,
        // Only the browser builds: no package.json, sources or maps of what else ships in the package.
        allowedPath: (pathName) => /\.m?js$/.test(pathName) && !pathName.includes('/node_modules/'),
        maxAge: 3_600_000,
      });
    }
  });
});
