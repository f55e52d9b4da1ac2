import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createTemplateDatabase, dropDatabase } from './postgres.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

// PostgreSQL tests clone a database migrated once here (CREATE DATABASE … TEMPLATE), so each
// test file gets a fresh, migrated database in milliseconds.
export default async function setup(project: TestProject) {
  // The CLI's tests run `pdn` as users do (bin/pdn.mjs): the build when dist/ is current, else the
  // sources through tsx, which starts each of their hundreds of processes far slower. A build that
  // fails (a type error mid-edit) leaves dist/ stale, and pdn on the sources.
  if (spawnSync(process.execPath, ['scripts/build-state.mjs', '--build-if-stale'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) {
    console.log('\n[pdn] dist/ could not be built: the CLI tests run pdn from the sources (tsx).\n');
  }
  const url = process.env.PDN_TEST_DATABASE_URL;
  if (!url) {
    console.log('\n[pdn] PDN_TEST_DATABASE_URL is not set: the PostgreSQL suite is SKIPPED (SQLite runs always).\n');
    project.provide('pgTemplate', '');
    return;
  }
  const template = await createTemplateDatabase(url);
  project.provide('pgTemplate', template);
  console.log(`\n[pdn] PostgreSQL suite runs against ${new URL(url).host} (template ${template}).\n`);
  return async () => {
    await dropDatabase(url, template, true);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
  }
}
