#!/usr/bin/env node
// `npx pdn …`: the compiled CLI (dist/, `npm run build`) when it is built from the sources as
// they are; else, in a checkout with its dev dependencies, the sources through tsx (so a
// developer never runs a stale build). A production install runs dist/ with plain Node.
import { buildIsCurrent } from '../scripts/build-state.mjs';

const root = new URL('..', import.meta.url);
let main;
if (buildIsCurrent(root)) {
  ({ main } = await import(new URL('dist/cli/pdn.main.js', root).href));
} else {
  let register;
  try {
    ({ register } = await import('tsx/esm/api'));
  } catch {
    process.stderr.write('pdn: dist/ is missing or older than src/, and tsx is not installed: run npm run build\n');
    process.exit(1);
  }
  register();
  ({ main } = await import(new URL('src/cli/pdn.main.ts', root).href));
}
// Exit when the command is done, whatever handles (a pool, a timer) are still open; `pdn
// dispatcher` never resolves: it exits on SIGTERM or SIGINT.
process.exit(await main(process.argv.slice(2)));
