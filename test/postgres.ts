import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { migrate } from '../src/store/migrate.js';
import type { Database } from '../src/store/schema.js';
import { openStore } from '../src/store/store.js';

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on one admin connection to `baseUrl` (the server's maintenance database). */
export async function admin<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Opens the store at `url` (PostgreSQL or SQLite), applies the migrations and closes it. */
export async function migrateDatabase(url: string): Promise<void> {
  const store = openStore(url, { poolSize: 1 });
  try {
    await migrate(store);
  } finally {
    await store.close();
  }
}

export async function createTemplateDatabase(baseUrl: string): Promise<string> {
  const name = `pdn_tmpl_${randomBytes(5).toString('hex')}`;
  await admin(baseUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  await migrateDatabase(databaseUrl(baseUrl, name));
  await admin(baseUrl, (c) => c.query(`ALTER DATABASE ${name} IS_TEMPLATE true`));
  return name;
}

/** A fresh database cloned from the migrated template. */
export async function cloneDatabase(baseUrl: string, template: string): Promise<string> {
  const name = `pdn_test_${randomBytes(6).toString('hex')}`;
  // Cloning fails while another session is connected to the template; retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(baseUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      return name;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

export async function dropDatabase(baseUrl: string, name: string, isTemplate = false): Promise<void> {
  await admin(baseUrl, async (c) => {
    if (isTemplate) await c.query(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/**
 * Waits until no session but ours is connected to the store's database. A process killed with
 * SIGKILL can leave a backend that still carries out a COMMIT it had sent: read after it is
 * gone, the store shows all that process will ever have written.
 */
export async function untilOthersDisconnected(db: Kysely<Database>, timeoutMs = 10_000): Promise<void> {
  for (const until = Date.now() + timeoutMs; ; ) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`.execute(db);
    if (rows[0].n === 0) return;
    if (Date.now() > until) throw new Error(`${rows[0].n} other sessions still connected after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
