import type { TestProject } from 'vitest/node';
import { createTemplateDatabase, dropDatabase } from './postgres.js';

// PostgreSQL tests clone a database migrated once here (CREATE DATABASE … TEMPLATE), so each
// test file gets a fresh, migrated database in milliseconds.
export default async function setup(project: TestProject) {
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
