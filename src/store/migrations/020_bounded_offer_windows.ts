import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../store.js';

// Offer windows had no maximum (issue 46): `accept_within: "10000000d"` stored an `accept_by` in
// year 29405, written `+029405-…`, which as text sorts before every four-digit year: the pass
// took the deadline for passed and the job escalated at once; the available list sorted it first.
// And a ladder step of `999999999d` was stored, whose deadline no Date can hold: every pass
// failed on it. The API now bounds every duration; this mends what a store already holds.
//
// - A deadline outside years 0000–9999 becomes the last instant of 9999: as late as a stored
//   time can be, so such jobs stay last (the network meant "practically never").
// - A ladder step whose window is beyond 30 days (MAX_OFFER_WINDOW when this was written; fixed
//   here, as a migration is history) becomes 30 days, the closest allowed; a window written in
//   the old looser grammar (`5`, `1.5m`) is written in milliseconds, its length unchanged. The
//   ladder then says what the pass applies.
const LATEST = '9999-12-31T23:59:59.999Z';
const MAX_WINDOW = '30d';
const MAX_WINDOW_MS = 30 * 86_400_000;
const GRAMMAR = /^[0-9]+(ms|s|m|h|d)$/;

type Step = { accept_within: string; accept_within_ms: number } & Record<string, unknown>;

function bounded(step: Step): Step {
  const ms = step.accept_within_ms;
  if (!(Number.isFinite(ms) && ms > 0 && ms <= MAX_WINDOW_MS)) return { ...step, accept_within: MAX_WINDOW, accept_within_ms: MAX_WINDOW_MS };
  return GRAMMAR.test(step.accept_within) ? step : { ...step, accept_within: `${Math.round(ms)}ms`, accept_within_ms: Math.round(ms) };
}

async function mend(db: Kysely<any>): Promise<void> {
  await sql`update orders set accept_by = ${LATEST} where accept_by like '+%' or accept_by like '-%'`.execute(db);
  const policy = await sql<{ steps: string }>`select steps from escalation_policy where id = 1`.execute(db);
  const stored = policy.rows[0]?.steps;
  if (stored === undefined) return;
  const steps = JSON.stringify((JSON.parse(stored) as Step[]).map(bounded));
  if (steps !== stored) await sql`update escalation_policy set steps = ${steps} where id = 1`.execute(db);
}

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // PostgreSQL runs a migration in a transaction (Kysely's); SQLite does not, so it gets one.
  if (dialect === 'postgres') await mend(db);
  else await db.transaction().execute((trx) => mend(trx));
}
