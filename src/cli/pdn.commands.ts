// `pdn`'s commands as data: their arguments, options (with units and defaults) and help, and
// the reading of a command line against them. Declared once, here; compiled with the rest
// (npm run build), and with no imports but Node's, so `pdn --help` and a malformed command line
// are answered without loading the store or the HTTP client (docs/performance.md, "Start-up").
//
// To add a command: one entry in COMMANDS below (summary, description, args, options, uses),
// and its case in `run` (src/cli/pdn.ts). Help, parsing and checking follow from the entry.

import { parseArgs } from 'node:util';

/**
 * How an option's text is checked, and what it becomes:
 * `text` a non-empty string; `integer` and `number` numbers; `list` comma-separated, a
 * non-empty string[]; `url` an http(s) URL (a string); `currency` three capital letters;
 * `choice` one of `choices`; `duration` 500ms, 30s, 5m or 1h, in milliseconds; `flag` takes no
 * value: `true` when given.
 */
export type Kind = 'text' | 'integer' | 'number' | 'list' | 'url' | 'currency' | 'choice' | 'duration' | 'flag';

export interface OptionSpec {
  /** its placeholder in help, e.g. MINUTES */
  value: string;
  /** what it is, in which unit */
  help: string;
  /** default `text` */
  kind?: Kind;
  choices?: readonly string[];
  /** as it would be typed */
  default?: string;
  required?: boolean;
}

export interface CommandSpec {
  /** one line for `pdn help` */
  summary: string;
  /** for `pdn <command> --help` */
  description: string;
  /** positional, all required */
  args?: Array<{ name: string; help: string }>;
  options?: Record<string, OptionSpec>;
  /** store: PDN_DATABASE_URL; api: PDN_API_URL and PDN_API_KEY; admin: PDN_API_URL and PDN_ADMIN_KEY; process: the store, until a signal */
  uses: 'store' | 'api' | 'admin' | 'process';
  /** may create the store PDN_DATABASE_URL names (all others refuse a missing one) */
  createsStore?: boolean;
  examples?: string[];
}

/**
 * A command to run: its name, its arguments by name, and its options checked and converted
 * by kind (numbers, lists), defaults filled in.
 */
export interface CommandLine {
  command: string;
  args: Record<string, string>;
  options: Record<string, string | number | string[] | boolean | undefined>;
}

/** What a command line asks for: help text to print, or a command to run. */
export type Invocation = { help: string } | CommandLine;

export const DEFAULT_API_URL = 'http://127.0.0.1:8080';
export const DEFAULT_DATABASE_URL = './data/pdn.sqlite';

const currency: OptionSpec = { value: 'CODE', kind: 'currency', help: 'ISO 4217 currency code, three capital letters' };

export const COMMANDS: Record<string, CommandSpec> = {
  migrate: {
    summary: 'create the store, or bring its schema up to date',
    description:
      'Brings the schema of the store PDN_DATABASE_URL names up to date, creating the store first if there is none (an SQLite file, and its directory). The only command that creates a store: the others refuse a store that does not exist. Prints the migrations it applied.',
    uses: 'store',
    createsStore: true,
    examples: ['pdn migrate', 'PDN_DATABASE_URL=postgres://postgres@127.0.0.1:5432/pdn pdn migrate'],
  },
  'partner create': {
    summary: 'onboard a partner (a fleet operator)',
    description: 'Creates a partner with the zones whose jobs it is offered. Prints the partner; give it a key with `pdn key issue`.',
    uses: 'store',
    options: {
      name: { value: 'NAME', required: true, help: 'display name, 1–200 characters' },
      territories: { value: 'ZONES', kind: 'list', required: true, help: 'its zones, comma-separated zone labels (letters, digits, -_.:/ and spaces)' },
    },
    examples: ['pdn partner create --name "Speedy Fleet" --territories north,centre'],
  },
  'partner list': {
    summary: 'list partners, oldest first',
    description: 'Prints one page of partners; pass the page\'s next_cursor as --starting-after for the next.',
    uses: 'store',
    options: {
      limit: { value: 'N', kind: 'integer', default: '50', help: 'partners per page, 1–200' },
      'starting-after': { value: 'PARTNER_ID', help: 'the next_cursor of the previous page (a ptn_… id)' },
    },
  },
  'partner update': {
    summary: 'change a partner\'s name or territories',
    description:
      'Changes the partner\'s name, its territories (the list is replaced), or both; at least one. A territory change holds from the partner\'s next request. Prints the partner.',
    uses: 'store',
    args: [{ name: 'partner_id', help: 'the partner (ptn_…)' }],
    options: {
      name: { value: 'NAME', help: 'new display name, 1–200 characters' },
      territories: { value: 'ZONES', kind: 'list', help: 'its new zones, comma-separated (replaces the list)' },
    },
    examples: ['pdn partner update ptn_… --territories north,centre,harbour', 'pdn partner update ptn_… --name "Speedy Fleet North"'],
  },
  'partner suspend': {
    summary: 'suspend a partner: no jobs, its keys refused, its unpicked orders released',
    description:
      'Suspends the partner: its keys (live and test) answer every partner route with 403 partner_suspended, it is offered no job and auto-dispatch skips it; each order it holds that is not picked up is released at once (order.released), a picked-up one stays with it. `pdn partner resume` undoes it. Prints the partner.',
    uses: 'store',
    args: [{ name: 'partner_id', help: 'the partner (ptn_…)' }],
  },
  'partner resume': {
    summary: 'resume a suspended partner',
    description: 'Makes the partner active again: its keys work, it is offered jobs, its dispatch policy applies again. Released orders are not given back. Prints the partner.',
    uses: 'store',
    args: [{ name: 'partner_id', help: 'the partner (ptn_…)' }],
  },
  'key issue': {
    summary: 'issue an API key for a partner (printed once)',
    description:
      'Issues an API key for the partner. The key is printed once; the store keeps only its hash. It works only with a server running on this same store (PDN_DATABASE_URL).',
    uses: 'store',
    args: [{ name: 'partner_id', help: 'the partner (ptn_…)' }],
    options: {
      mode: { value: 'MODE', kind: 'choice', choices: ['live', 'test'], default: 'live', help: 'live (pdn_sk_…) or test (pdn_test_…: works on the partner\'s sandbox, apart from live data)' },
    },
    examples: ['pdn key issue ptn_… --mode test'],
  },
  'key revoke': {
    summary: 'revoke an API key',
    description: 'Revokes the key: the API refuses it from then on (401).',
    uses: 'store',
    args: [{ name: 'key_id', help: 'the key\'s id (key_…, as `pdn key issue` printed it), not the key itself' }],
  },
  'key roll': {
    summary: 'a new key for the same partner and mode; the old one works until it expires',
    description:
      'Issues a new key of the key\'s partner and mode (printed once) and sets the old key to expire after --expires-in; until then both work, on every server of this store. Prints the new key and the old one with its expires_at.',
    uses: 'store',
    args: [{ name: 'key_id', help: 'the key\'s id (key_…), not the key itself' }],
    options: {
      'expires-in': { value: 'DURATION', default: '24h', help: 'how long the old key keeps working: 90s, 30m, 24h, 7d (at most 30d); 0s ends it now' },
    },
    examples: ['pdn key roll key_…', 'pdn key roll key_… --expires-in 0s'],
  },
  'rider create': {
    summary: 'add a rider to a partner\'s fleet',
    description: 'Adds a rider to the partner\'s fleet. Prints the rider.',
    uses: 'store',
    options: {
      partner: { value: 'PARTNER_ID', required: true, help: 'the partner whose fleet the rider joins (ptn_…)' },
      zone: { value: 'ZONE', required: true, help: 'the zone the rider works in: one of the partner\'s territories' },
      capacity: { value: 'N', kind: 'integer', required: true, help: 'deliveries the rider can carry at once, 0–50' },
      status: { value: 'STATUS', kind: 'choice', choices: ['online', 'offline', 'on-break'], default: 'offline', help: 'online (takes jobs), offline or on-break' },
      name: { value: 'NAME', help: 'display name' },
    },
    examples: ['pdn rider create --partner ptn_… --zone north --capacity 3 --status online --name Ada'],
  },
  'rider list': {
    summary: 'list riders across partners, oldest first',
    description: 'Prints one page of riders of every partner (not sandboxes), each with its partner_id; pass the page\'s next_cursor as --starting-after for the next.',
    uses: 'store',
    options: {
      partner: { value: 'PARTNER_ID', help: 'only this partner\'s riders (ptn_…)' },
      zone: { value: 'ZONE', help: 'only riders in this zone' },
      status: { value: 'STATUS', kind: 'choice', choices: ['online', 'offline', 'on-break'], help: 'only riders with this status' },
      limit: { value: 'N', kind: 'integer', default: '50', help: 'riders per page, 1–200' },
      'starting-after': { value: 'RIDER_ID', help: 'the next_cursor of the previous page (a rdr_… id)' },
    },
    examples: ['pdn rider list --zone north --status online'],
  },
  'order create': {
    summary: 'create a delivery job',
    description: 'Creates an unassigned order, offered to the partners whose territories hold its zone. Prints the order with `warnings`, as the admin API answers it (`zone_not_covered`: no active partner covers the zone; also said on stderr).',
    uses: 'store',
    options: {
      zone: { value: 'ZONE', required: true, help: 'the zone the order is in' },
      creator: { value: 'NAME', required: true, help: 'the food creator the rider collects from, e.g. "Mama Kitchen"' },
      area: { value: 'AREA', required: true, help: 'the drop-off area label' },
      amount: { value: 'AMOUNT', kind: 'number', required: true, help: 'the payout estimate in major units of --currency, e.g. 4.5 for 4.50 EUR; 0–1000000' },
      currency: { ...currency, default: 'EUR', help: 'the payout\'s currency, ISO 4217' },
      eta: { value: 'MINUTES', kind: 'integer', default: '15', help: 'minutes until the food is ready for pickup, 0–1440' },
    },
    examples: ['pdn order create --zone north --creator "Mama Kitchen" --area Riverside --amount 4.5'],
  },
  'order pickup': {
    summary: 'mark an assigned order picked up',
    description: 'The rider has collected the food: assigned → picked_up. Prints the order.',
    uses: 'store',
    args: [{ name: 'order_id', help: 'the order (ord_…)' }],
  },
  'order deliver': {
    summary: 'mark a picked-up order delivered',
    description: 'The food has arrived: picked_up → delivered. Prints the order.',
    uses: 'store',
    args: [{ name: 'order_id', help: 'the order (ord_…)' }],
  },
  'order cancel': {
    summary: 'cancel an order that is not yet delivered',
    description: 'Cancels the order (unassigned, assigned or picked up). Prints the order.',
    uses: 'store',
    args: [{ name: 'order_id', help: 'the order (ord_…)' }],
    options: { reason: { value: 'TEXT', help: 'why, shown to the partner (default: none)' } },
  },
  'order release': {
    summary: 'take an assigned job back (before pickup) and offer it again',
    description:
      'An assigned order not yet picked up goes back to unassigned: no partner, no rider, the rider\'s slot freed. It is kept from the partner that held it (not in its available list, its accept refused, skipped by its auto-dispatch) until `pdn order offer` offers it to that partner again, unless --keep-offer. order.released goes to the partner that held it and to the partners that may now take it. Any other state is refused. Prints the order.',
    uses: 'store',
    args: [{ name: 'order_id', help: 'the order (ord_…)' }],
    options: {
      reason: { value: 'TEXT', help: 'why, sent in order.released (default: none)' },
      'keep-offer': { value: '', kind: 'flag', help: 'keep offering the job to the partner it is taken from (default: kept from it)' },
    },
    examples: ['pdn order release ord_… --reason "rider did not show up"', 'pdn order release ord_… --keep-offer'],
  },
  'order assign': {
    summary: 'give an unassigned job to a rider of any partner',
    description:
      'The network gives the job to the rider named (any active partner\'s, online, with room), whatever the job\'s zones: it becomes assigned, and order.assigned (assigned_by: network) goes to that partner. A job not unassigned, or a rider who cannot take it, is refused. Prints the order.',
    uses: 'store',
    args: [{ name: 'order_id', help: 'the order (ord_…)' }],
    options: { rider: { value: 'RIDER_ID', required: true, help: 'the rider (rdr_…), of any partner' } },
    examples: ['pdn order assign ord_… --rider rdr_…'],
  },
  'order offer': {
    summary: 'offer an unassigned (or expired) job again: new deadline, payout, zones or partners',
    description:
      'Offers an unassigned job again, an expired one too: a new deadline (now + --accept-within, default PDN_OFFER_WINDOW), and as given a new payout, more zones, or only the partners named. The partners it is now offered to are no longer kept from it by an earlier release. order.offered goes to every partner that may now see it. Prints the order.',
    uses: 'store',
    args: [{ name: 'order_id', help: 'the order (ord_…)' }],
    options: {
      'accept-within': { value: 'DURATION', help: 'the new offer window, a whole number and a unit (ms, s, m, h, d), e.g. 10m; at most 30d' },
      amount: { value: 'AMOUNT', kind: 'number', help: 'a new payout in major units of --currency (default: the payout stays)' },
      currency: { ...currency, help: 'the new payout\'s currency (default: the job\'s)' },
      zones: { value: 'ZONES', kind: 'list', help: 'more zones to offer it in, comma-separated' },
      partners: { value: 'PARTNER_IDS', kind: 'list', help: 'offer it only to these partners (ptn_…), comma-separated' },
    },
    examples: ['pdn order offer ord_… --accept-within 10m --amount 6', 'pdn order offer ord_… --partners ptn_…'],
  },
  'order list': {
    summary: 'list orders across partners, with filters (through the API)',
    description:
      'Prints one page of the network\'s orders from the server\'s GET /v1/admin/orders, with the admin key; pass the page\'s next_cursor as --starting-after for the next. Through the API (not the store) so the filters are the API\'s own.',
    uses: 'admin',
    options: {
      status: { value: 'STATUSES', kind: 'list', help: 'only orders in these statuses, comma-separated: unassigned, assigned, picked_up, delivered, cancelled' },
      zone: { value: 'ZONE', help: 'only orders in this zone' },
      partner: { value: 'PARTNER_ID', help: 'only orders held by this partner (ptn_…)' },
      reference: { value: 'REFERENCE', help: 'only the order with this reference (the network\'s own id)' },
      'unassigned-for': { value: 'DURATION', help: 'only unassigned orders created at least this long ago: 90s, 5m, 2h' },
      limit: { value: 'N', kind: 'integer', default: '50', help: 'orders per page, 1–200' },
      'starting-after': { value: 'ORDER_ID', help: 'the next_cursor of the previous page (an ord_… id)' },
    },
    examples: ['PDN_ADMIN_KEY=… pdn order list --unassigned-for 5m', 'PDN_ADMIN_KEY=… pdn order list --status assigned,picked_up --partner ptn_…'],
  },
  'admin-key create': {
    summary: 'issue a named admin key with a role (through the API; owners only)',
    description:
      'POST /v1/admin/admin_keys with PDN_ADMIN_KEY (an owner\'s key). Prints the new key once (pdn_admin_…): give it to the person or script named. Roles: viewer (every GET of the admin API, no write), operator (every admin write but admin keys), owner (everything).',
    uses: 'admin',
    options: {
      name: { value: 'NAME', required: true, help: 'who or what holds it (a person, a script): the audit log names it' },
      role: { value: 'ROLE', kind: 'choice', choices: ['viewer', 'operator', 'owner'], required: true, help: 'viewer, operator or owner' },
    },
    examples: ['PDN_ADMIN_KEY=… pdn admin-key create --name "Dana (dispatch desk)" --role operator'],
  },
  'admin-key list': {
    summary: 'list the named admin keys, with when each was last used (through the API)',
    description: 'GET /v1/admin/admin_keys with PDN_ADMIN_KEY: every named key, live and revoked, with its role and last_used_at; never the secrets.',
    uses: 'admin',
  },
  'admin-key revoke': {
    summary: 'revoke a named admin key, on every server at once (through the API; owners only)',
    description: 'DELETE /v1/admin/admin_keys/{id} with PDN_ADMIN_KEY (an owner\'s key): the key is refused (401) from its next request, on every instance. Prints the key, revoked.',
    uses: 'admin',
    args: [{ name: 'admin_key_id', help: 'the key\'s id (adk_…), not the key itself' }],
  },
  audit: {
    summary: 'read the audit log: who changed what (through the API)',
    description:
      'Prints one page of GET /v1/admin/audit_log, newest first: each admin write that changed something, with the key that made it, its role, the action, the id acted on and the request id. Pass the page\'s next_cursor as --starting-after for the next.',
    uses: 'admin',
    options: {
      actor: { value: 'ADMIN_KEY_ID', help: 'only entries by this admin key (adk_…)' },
      action: { value: 'ACTION', help: 'only this action, e.g. order.cancel, partner.suspend' },
      target: { value: 'ID', help: 'only entries acting on this id (ord_…, ptn_…, …)' },
      limit: { value: 'N', kind: 'integer', default: '50', help: 'entries per page, 1–200' },
      'starting-after': { value: 'AUDIT_ID', help: 'the next_cursor of the previous page (an aud_… id)' },
    },
    examples: ['PDN_ADMIN_KEY=… pdn audit --action partner.suspend', 'PDN_ADMIN_KEY=… pdn audit --target ord_…'],
  },
  sandbox: {
    summary: 'a new partner with a test key, to try the API on its sandbox',
    description:
      'Creates a partner and its first test key (pdn_test_…), which works on the partner\'s sandbox. The store must exist: run the server once first (`npm start` creates ./data/pdn.sqlite). The key works only with a server running on this same store (PDN_DATABASE_URL).',
    uses: 'store',
    options: {
      name: { value: 'NAME', default: 'Sandbox partner', help: 'display name' },
      territories: { value: 'ZONES', kind: 'list', default: 'demo', help: 'its zones, comma-separated' },
      print: {
        value: 'FORMAT',
        kind: 'choice',
        choices: ['json', 'env'],
        default: 'json',
        help: 'json: the partner and its key; env: shell exports of PDN_API_KEY and of the PDN_WEBHOOK_SECRET `pdn listen` signs with, to load with `. ./file`',
      },
    },
    examples: ['pdn sandbox', 'pdn sandbox --print env > pdn-sandbox.env && . ./pdn-sandbox.env', 'PDN_API_KEY=pdn_test_… pdn trigger'],
  },
  settle: {
    summary: 'pay a partner for its delivered, unsettled orders',
    description: 'Settles the partner\'s delivered orders not yet settled, in one currency; the partner gets settlement.paid. Prints the settlement.',
    uses: 'store',
    args: [{ name: 'partner_id', help: 'the partner (ptn_…)' }],
    options: { currency: { ...currency, help: 'which currency to settle, when its orders are in several (default: the one it is owed in)' } },
  },
  'settlement list': {
    summary: 'list settlements across partners, newest first',
    description: 'Prints one page of settlements of every partner (not sandboxes), each with the orders it paid; pass the page\'s next_cursor as --starting-after for the next.',
    uses: 'store',
    options: {
      partner: { value: 'PARTNER_ID', help: 'only this partner\'s settlements (ptn_…)' },
      limit: { value: 'N', kind: 'integer', default: '50', help: 'settlements per page, 1–200' },
      'starting-after': { value: 'SETTLEMENT_ID', help: 'the next_cursor of the previous page' },
    },
  },
  backup: {
    summary: 'a consistent copy of the SQLite store, while it serves',
    description:
      'Copies the SQLite store PDN_DATABASE_URL names to <file> with SQLite\'s online backup, while the server goes on writing; the copy is written beside <file> and renamed onto it. A PostgreSQL store is refused: back it up with pg_dump or pg_basebackup (docs/operations.md, "Backups"). Prints what it copied.',
    uses: 'process',
    args: [{ name: 'file', help: 'where to write the copy (replaced if it exists)' }],
    examples: ['pdn backup backups/pdn-$(date +%F).sqlite'],
  },
  webhooks: {
    summary: 'deliver webhooks until SIGTERM (no API)',
    description:
      'Runs a webhook worker on the store, without the API, until SIGTERM or SIGINT: for API instances started with PDN_WEBHOOKS=off. Was `pdn dispatcher`, which still works. See docs/webhooks.md.',
    uses: 'process',
  },
  listen: {
    summary: 'forward your events to a local URL, signed as webhooks',
    description:
      'Reads your live event stream from the server and POSTs each event to --forward-to, signed as a Standard Webhook with a secret derived from your key (printed once the server has accepted the key; the same on every run). A lost connection is retried, a line printed for each try, and the stream resumed after the last event; if the server stays silent for --retry-for, it gives up (exit 1).',
    uses: 'api',
    options: {
      'forward-to': { value: 'URL', kind: 'url', required: true, help: 'your receiver, an http(s) URL, e.g. http://127.0.0.1:4000/webhooks' },
      events: { value: 'TYPES', kind: 'list', help: 'only these event types, comma-separated, e.g. order.created,order.delivered (default: all)' },
      'retry-for': { value: 'DURATION', kind: 'duration', default: '5m', help: 'how long to keep retrying a server that does not answer: 30s, 5m, 1h' },
    },
    examples: ['PDN_API_KEY=pdn_test_… pdn listen --forward-to http://127.0.0.1:4000/webhooks'],
  },
  trigger: {
    summary: '(test key) a sandbox order that runs its whole lifecycle',
    description:
      'Creates a sandbox order that advances by itself, a step every 2 seconds: created, assigned to one of your sandbox riders (one is made if none can take it), picked up, delivered. Needs a test key (pdn_test_…). Prints the order.',
    uses: 'api',
    options: { zone: { value: 'ZONE', help: 'the zone of the order (default: your first territory)' } },
    examples: ['PDN_API_KEY=pdn_test_… pdn trigger'],
  },
  pressure: {
    summary: 'how busy your zones are, now and for the next six hours',
    description:
      'Reads GET /v1/fleet/pressure: per zone of your territories (or --zone), the level (calm, busy, surge), the open jobs, the jobs of the last hour, the median time to accept, and the forecast of jobs per half hour for the next six hours (median and P10-P90 band). Every number is across all partners of the zone. --json prints the response as it came.',
    uses: 'api',
    options: {
      zone: { value: 'ZONE', help: 'only this zone (one of your territories)' },
      json: { value: 'yes|no', kind: 'choice', choices: ['yes', 'no'], default: 'no', help: 'print the JSON response instead of the table' },
    },
    examples: ['PDN_API_KEY=pdn_sk_… pdn pressure', 'PDN_API_KEY=pdn_sk_… pdn pressure --zone old-town --json yes'],
  },
};

const GROUPS = [...new Set(Object.keys(COMMANDS).filter((name) => name.includes(' ')).map((name) => name.split(' ')[0]))];

export class UsageError extends Error {}

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(1, width - text.length));

function synopsis(name: string, spec: CommandSpec) {
  const parts = [`pdn ${name}`, ...(spec.args ?? []).map((arg) => `<${arg.name}>`)];
  for (const [option, o] of Object.entries(spec.options ?? {})) {
    const typed = o.kind === 'flag' ? `--${option}` : `--${option} ${o.value}`;
    parts.push(o.required ? typed : `[${typed}]`);
  }
  return parts.join(' ');
}

function environment(spec: CommandSpec) {
  if (spec.uses === 'admin') {
    return [
      'Environment:',
      '  PDN_ADMIN_KEY   the network admin key (required)',
      `  PDN_API_URL     the server, an http(s) URL (default ${DEFAULT_API_URL})`,
    ];
  }
  if (spec.uses === 'api') {
    return [
      'Environment:',
      `  PDN_API_KEY   your partner API key (required): pdn_test_… for your sandbox, pdn_sk_… live`,
      `  PDN_API_URL   the server, an http(s) URL (default ${DEFAULT_API_URL})`,
    ];
  }
  return [
    'Environment:',
    `  PDN_DATABASE_URL   the store: a path or sqlite:PATH (an SQLite file), or postgres://… (default ${DEFAULT_DATABASE_URL})`,
    spec.createsStore
      ? '                     created if it does not exist'
      : '                     must exist (the server creates its store on start; `pdn migrate` creates one)',
  ];
}

export function commandHelp(name: string) {
  const spec = COMMANDS[name];
  const options = Object.entries(spec.options ?? {}).map(([option, o]) => {
    const notes = [o.required ? 'required' : undefined, o.default !== undefined ? `default ${o.default}` : undefined, o.choices ? `one of ${o.choices.join(', ')}` : undefined].filter(Boolean);
    return `  ${pad(o.kind === 'flag' ? `--${option}` : `--${option} ${o.value}`, 28)}${o.help}${notes.length ? ` (${notes.join('; ')})` : ''}`;
  });
  return [
    `Usage: ${synopsis(name, spec)}`,
    '',
    spec.description,
    '',
    ...(spec.args?.length ? ['Arguments:', ...spec.args.map((arg) => `  ${pad(`<${arg.name}>`, 28)}${arg.help}`), ''] : []),
    'Options:',
    ...options,
    `  ${pad('-h, --help', 28)}this text`,
    '',
    ...environment(spec),
    ...(spec.examples ? ['', 'Examples:', ...spec.examples.map((example) => `  ${example}`)] : []),
    '',
  ].join('\n');
}

function groupHelp(group: string) {
  const names = Object.keys(COMMANDS).filter((name) => name.startsWith(`${group} `));
  return [`Usage: pdn ${group} <${names.map((name) => name.split(' ')[1]).join('|')}> …`, '', ...names.map((name) => `  ${pad(`pdn ${name}`, 22)}${COMMANDS[name].summary}`), '', `pdn ${group} <command> --help: its arguments and options.`, ''].join('\n');
}

export function usage() {
  const line = (name: string) => `  ${pad(`pdn ${name}`, 22)}${COMMANDS[name].summary}`;
  const names = Object.keys(COMMANDS);
  return [
    'Usage: pdn <command> [arguments] [options]',
    '',
    `The network's commands, straight on the store (PDN_DATABASE_URL, default ${DEFAULT_DATABASE_URL}; the server need not run):`,
    ...names.filter((name) => COMMANDS[name].uses === 'store' || COMMANDS[name].uses === 'process').map(line),
    '',
    `The network's commands through the API (PDN_ADMIN_KEY; PDN_API_URL, default ${DEFAULT_API_URL}):`,
    ...names.filter((name) => COMMANDS[name].uses === 'admin').map(line),
    '',
    `A partner's commands, through the API (PDN_API_KEY; PDN_API_URL, default ${DEFAULT_API_URL}):`,
    ...names.filter((name) => COMMANDS[name].uses === 'api').map(line),
    '',
    `A partner's check of its own webhook receiver (PDN_WEBHOOK_SECRET; no server needed):`,
    `  ${pad('pdn certify <url>', 22)}signed test requests: PASS or FAIL per check (pdn certify --help)`,
    '',
    '  pdn help [command]    this text, or a command\'s',
    '',
    'pdn <command> --help: its arguments, options (units, defaults) and environment.',
    '',
  ].join('\n');
}

/** The option's text, checked and converted by its kind. */
function checked(name: string, o: OptionSpec, text: string): string | number | string[] {
  const expected = `expected ${o.value}: ${o.help}`;
  const kind = o.kind ?? 'text';
  if (text.trim() === '') throw new UsageError(`--${name} needs a value (${expected})`);
  switch (kind) {
    case 'text':
      return text;
    case 'integer':
      if (!/^\s*-?\d+\s*$/.test(text)) throw new UsageError(`--${name} must be a whole number, got "${text}" (${expected})`);
      return Number(text);
    case 'number': {
      const n = Number(text);
      if (!Number.isFinite(n)) throw new UsageError(`--${name} must be a number, got "${text}" (${expected})`);
      return n;
    }
    case 'list': {
      const items = text.split(',').map((item) => item.trim()).filter(Boolean);
      if (items.length === 0) throw new UsageError(`--${name} needs at least one item (${expected})`);
      return items;
    }
    case 'url': {
      const url = URL.canParse(text) ? new URL(text) : undefined;
      if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw new UsageError(`--${name} must be an http:// or https:// URL, got "${text}" (${expected})`);
      return text;
    }
    case 'currency':
      if (!/^[A-Z]{3}$/.test(text)) throw new UsageError(`--${name} must be three capital letters such as EUR, got "${text}" (${expected})`);
      return text;
    case 'duration': {
      const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)\s*$/.exec(text);
      if (!match) throw new UsageError(`--${name} must be a duration such as 30s or 5m, got "${text}" (${expected})`);
      return Number(match[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] as 'ms' | 's' | 'm' | 'h'];
    }
    case 'choice':
      if (!o.choices?.includes(text)) throw new UsageError(`--${name} must be ${o.choices?.join(' or ')}, got "${text}"`);
      return text;
    case 'flag': // read by parseCommand, never as text
      throw new UsageError(`--${name} takes no value`);
  }
}

/** The spelling parseArgs gives its errors, as one line naming the option. */
function parseFailure(name: string, error: unknown) {
  const { code, message } = error as { code?: string; message: string };
  const option = /'(-[^' ]+)/.exec(message)?.[1];
  const known = Object.keys(COMMANDS[name].options ?? {}).map((o) => `--${o}`);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    return `${name} has no option ${option ?? ''}; ${known.length ? `its options: ${known.join(', ')}` : 'it takes none'} (pdn ${name} --help)`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const spec = option ? COMMANDS[name].options?.[option.replace(/^--/, '')] : undefined;
    return spec ? `${option} needs a value (expected ${spec.value}: ${spec.help}; a value starting with "-" is written ${option}=VALUE)` : message;
  }
  return message;
}

function parseCommand(name: string, rest: string[]): Invocation {
  const spec = COMMANDS[name];
  const declared = spec.options ?? {};
  // Help first, whatever else is wrong with the line.
  const loose = parseArgs({ args: rest, strict: false, allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  if (loose.values.help) return { help: commandHelp(name) };
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      strict: true,
      allowPositionals: true,
      options: Object.fromEntries(Object.entries(declared).map(([option, o]) => [option, { type: o.kind === 'flag' ? ('boolean' as const) : ('string' as const) }])),
    });
  } catch (error) {
    throw new UsageError(parseFailure(name, error));
  }
  const args: Record<string, string> = {};
  const wanted = spec.args ?? [];
  wanted.forEach((arg, i) => {
    const value = parsed.positionals[i];
    if (value === undefined || value === '') throw new UsageError(`<${arg.name}> is missing (expected ${arg.help}; usage: ${synopsis(name, spec)})`);
    args[arg.name] = value;
  });
  if (parsed.positionals.length > wanted.length) {
    throw new UsageError(`unexpected argument "${parsed.positionals[wanted.length]}" (usage: ${synopsis(name, spec)}; quote a value with spaces)`);
  }
  const options: CommandLine['options'] = {};
  for (const [option, o] of Object.entries(declared)) {
    if (o.kind === 'flag') {
      options[option] = parsed.values[option] === true || undefined;
      continue;
    }
    const text = (parsed.values[option] as string | undefined) ?? o.default;
    if (text === undefined) {
      if (o.required) throw new UsageError(`--${option} is required (expected ${o.value}: ${o.help}; usage: ${synopsis(name, spec)})`);
      options[option] = undefined;
    } else {
      options[option] = checked(option, o, text);
    }
  }
  return { command: name, args, options };
}

/**
 * Reads a command line. Throws a UsageError (one line, naming what is wrong and what is
 * expected) for anything it cannot run.
 */
/** Old command names that still work, each saying so once on stderr. */
const RENAMED: Record<string, string> = { dispatcher: 'webhooks' };

export function parseCommandLine(argv: string[]): Invocation {
  if (argv[0] in RENAMED) {
    process.stderr.write(`pdn: \`pdn ${argv[0]}\` is deprecated: use \`pdn ${RENAMED[argv[0]]}\` (the same command)\n`);
    argv = [RENAMED[argv[0]], ...argv.slice(1)];
  }
  const [first, second] = argv;
  if (first === undefined || first === 'help' || first === '--help' || first === '-h') {
    const topic = argv.slice(1).filter((word) => !word.startsWith('-')).join(' ');
    if (!topic || first !== 'help') return { help: usage() };
    if (COMMANDS[topic]) return { help: commandHelp(topic) };
    if (GROUPS.includes(topic)) return { help: groupHelp(topic) };
    throw new UsageError(`no command "${topic}"; the commands: ${Object.keys(COMMANDS).join(', ')}`);
  }
  const two = `${first} ${second}`;
  if (COMMANDS[two]) return parseCommand(two, argv.slice(2));
  if (COMMANDS[first]) return parseCommand(first, argv.slice(1));
  if (GROUPS.includes(first)) {
    if (second === '--help' || second === '-h') return { help: groupHelp(first) };
    if (second === undefined) throw new UsageError(`pdn ${first} needs a command: ${Object.keys(COMMANDS).filter((name) => name.startsWith(`${first} `)).join(', ')} (pdn ${first} --help)`);
    throw new UsageError(`pdn ${first} has no command "${second}"; it has: ${Object.keys(COMMANDS).filter((name) => name.startsWith(`${first} `)).map((name) => name.split(' ')[1]).join(', ')}`);
  }
  throw new UsageError(`no command "${first}"; the commands: ${Object.keys(COMMANDS).join(', ')} (pdn help)`);
}
