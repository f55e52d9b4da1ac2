// The operator's CLI: the network's own tasks, straight against the store (the server need
// not run). Prints JSON so it composes with jq.
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../config.js';
import type { Context } from '../context.js';
import { cancelOrder, createOrder, deliverOrder, pickupOrder } from '../orders/orders.service.js';
import { createPartner, issueApiKey, KEY_MODES, listAllPartners, revokeApiKey, type KeyMode } from '../partners/partners.service.js';
import { createRider } from '../riders/riders.service.js';
import { checkInput } from '../http/validation.js';
import { CreateOrderBodySchema, type CreateOrderInput } from '../orders/orders.schemas.js';
import { CreatePartnerBodySchema, type CreatePartnerInput } from '../partners/partners.schemas.js';
import { CreateRiderBodySchema, type CreateRiderInput } from '../riders/riders.schemas.js';
import { settlePartner } from '../settlements/settlements.service.js';
import { runDispatcherProcess } from '../dispatcher/dispatcher.main.js';
import { AppError } from '../shared/errors.js';
import { DEFAULT_PAGE_SIZE } from '../shared/pagination.js';
import { migrate } from '../store/migrate.js';
import { openStore } from '../store/store.js';
import { DEFAULT_API_URL, listen, ListenError, listenSecret, trigger } from './pdn.listen.js';
import { CERTIFY_USAGE, runCertify } from './pdn.certify.js';

type Flags = Record<string, string | undefined>;

interface Command {
  usage: string;
  run(ctx: Context, args: string[], flags: Flags): Promise<unknown>;
}

function required(flags: Flags, name: string): string {
  const value = flags[name];
  if (value === undefined || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

function integer(flags: Flags, name: string, fallback?: number): number {
  const raw = flags[name];
  if (raw === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  const n = Number(raw);
  if (!Number.isInteger(n)) throw new UsageError(`--${name} must be an integer`);
  return n;
}

function argument(args: string[], index: number, name: string): string {
  const value = args[index];
  if (!value) throw new UsageError(`<${name}> is required`);
  return value;
}

class UsageError extends Error {}

const COMMANDS: Record<string, Command> = {
  migrate: {
    usage: 'migrate                                  bring the store schema up to date',
    run: async (ctx) => ({ applied: await migrate(ctx.store) }),
  },
  'partner create': {
    usage: 'partner create --name N --territories a,b',
    run: (ctx, _args, flags) =>
      createPartner(
        ctx,
        checkInput<CreatePartnerInput>(CreatePartnerBodySchema, { name: required(flags, 'name'), territories: required(flags, 'territories').split(',').map((z) => z.trim()).filter(Boolean) }),
      ),
  },
  'partner list': {
    usage: 'partner list [--limit N] [--starting-after ID]',
    run: (ctx, _args, flags) => listAllPartners(ctx, integer(flags, 'limit', DEFAULT_PAGE_SIZE), flags['starting-after']),
  },
  'key issue': {
    usage: 'key issue <partner_id> [--mode test]     prints the key once; a test key works on the sandbox',
    run: (ctx, args, flags) => {
      const mode = flags.mode ?? 'live';
      if (!(KEY_MODES as readonly string[]).includes(mode)) throw new UsageError(`--mode must be ${KEY_MODES.join(' or ')}`);
      return issueApiKey(ctx, argument(args, 0, 'partner_id'), mode as KeyMode);
    },
  },
  'key revoke': {
    usage: 'key revoke <key_id>',
    run: (ctx, args) => revokeApiKey(ctx, argument(args, 0, 'key_id')),
  },
  'rider create': {
    usage: 'rider create --partner ID --zone Z --capacity N [--status online|offline|on-break] [--name N]',
    run: (ctx, _args, flags) =>
      createRider(
        ctx,
        checkInput<CreateRiderInput>(CreateRiderBodySchema, {
          partner_id: required(flags, 'partner'),
          zone: required(flags, 'zone'),
          capacity: integer(flags, 'capacity'),
          ...(flags.status !== undefined ? { status: flags.status } : {}),
          ...(flags.name !== undefined ? { name: flags.name } : {}),
        }),
      ),
  },
  'order create': {
    usage: 'order create --zone Z --creator C --area A --amount 4.5 [--currency EUR] [--eta 15]',
    run: (ctx, _args, flags) =>
      createOrder(
        ctx,
        checkInput<CreateOrderInput>(CreateOrderBodySchema, {
          zone: required(flags, 'zone'),
          pickup: { creator: required(flags, 'creator'), eta_mins: integer(flags, 'eta', 15) },
          dropoff: { area: required(flags, 'area') },
          payout_estimate: { currency: flags.currency ?? 'EUR', amount: Number(required(flags, 'amount')) },
        }),
      ),
  },
  'order pickup': { usage: 'order pickup <order_id>', run: (ctx, args) => pickupOrder(ctx, argument(args, 0, 'order_id')) },
  'order deliver': { usage: 'order deliver <order_id>', run: (ctx, args) => deliverOrder(ctx, argument(args, 0, 'order_id')) },
  'order cancel': {
    usage: 'order cancel <order_id> [--reason R]',
    run: (ctx, args, flags) => cancelOrder(ctx, argument(args, 0, 'order_id'), flags.reason),
  },
  sandbox: {
    usage: 'sandbox [--name N] [--territories a,b]   a partner with a test key (pdn_test_…), to try the API on its sandbox',
    run: async (ctx, _args, flags) => {
      const territories = (flags.territories ?? 'demo').split(',').map((z) => z.trim()).filter(Boolean);
      const partner = await createPartner(ctx, { name: flags.name ?? 'Sandbox partner', territories });
      const key = await issueApiKey(ctx, partner.id, 'test');
      return { partner_id: partner.id, name: partner.name, territories: partner.territories, key_id: key.id, key: key.key };
    },
  },
  settle: {
    usage: 'settle <partner_id> [--currency EUR]      pay delivered, unsettled orders',
    run: (ctx, args, flags) => settlePartner(ctx, { partner_id: argument(args, 0, 'partner_id'), currency: flags.currency }),
  },
};

function usage(): string {
  return [
    'Usage: pdn <command> [options]',
    '',
    "The network's commands, straight on the store (PDN_DATABASE_URL, default ./data/pdn.sqlite):",
    ...Object.values(COMMANDS).map((c) => `  pdn ${c.usage}`),
    '  pdn dispatcher                           deliver webhooks until SIGTERM (no API; see docs/webhooks.md)',
    '',
    `A partner's commands, through the API (PDN_API_KEY, PDN_API_URL default ${DEFAULT_API_URL}):`,
    '  pdn listen --forward-to URL [--events a,b]   forward your events to URL, signed as webhooks (prints the secret)',
    '  pdn trigger [--zone Z]                   (test key) a sandbox order that advances by itself: created, assigned, picked up, delivered',
    `  pdn ${CERTIFY_USAGE}`,
    '  pdn help                                 this text',
    '',
  ].join('\n');
}

function apiKeyFromEnv(): string {
  const key = process.env.PDN_API_KEY;
  if (!key) throw new UsageError('set PDN_API_KEY to your API key (a test key, pdn_test_…, works on your sandbox)');
  return key;
}

/** listen and trigger: HTTP clients of the API, no store. */
async function partnerCommand(name: 'listen' | 'trigger', flags: Flags): Promise<number> {
  const apiUrl = process.env.PDN_API_URL || DEFAULT_API_URL;
  try {
    const apiKey = apiKeyFromEnv();
    if (name === 'trigger') {
      process.stdout.write(`${JSON.stringify(await trigger(apiUrl, apiKey, flags.zone), null, 2)}\n`);
      return 0;
    }
    const forwardTo = required(flags, 'forward-to');
    if (!URL.canParse(forwardTo)) throw new UsageError('--forward-to must be a URL, e.g. http://127.0.0.1:4000/webhooks');
    const types = flags.events?.split(',').map((t) => t.trim()).filter(Boolean);
    const abort = new AbortController();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => abort.abort());
    const print = (line: string) => process.stdout.write(`${line}\n`);
    print(`Ready. Your webhook signing secret is ${listenSecret(apiKey)} (the same on every run with this key)`);
    print(`Forwarding ${apiKey.startsWith('pdn_test_') ? 'sandbox ' : ''}events${types ? ` (${types.join(', ')})` : ''} to ${forwardTo}; Ctrl-C to stop.`);
    await listen({ apiUrl, apiKey, forwardTo, types, print, signal: abort.signal });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`pdn: ${error.message}\n`);
      return 2;
    }
    if (error instanceof ListenError || error instanceof TypeError) {
      process.stderr.write(`pdn: ${error.message}${(error as { cause?: { code?: string } }).cause?.code ? ` (${(error as { cause?: { code?: string } }).cause!.code} at ${apiUrl})` : ''}\n`);
      return 1;
    }
    throw error;
  }
}

async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'certify') return runCertify(argv.slice(1)); // its own flags and --help; no store
  const stringFlags = [
    'name', 'territories', 'limit', 'starting-after', 'partner', 'zone', 'capacity', 'status', 'currency', 'creator', 'area', 'amount', 'eta', 'reason', 'mode',
    'forward-to', 'events',
  ];
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: { help: { type: 'boolean', short: 'h' }, ...Object.fromEntries(stringFlags.map((f) => [f, { type: 'string' as const }])) },
  });
  // Long-running, unlike the table's commands: it exits by itself on SIGTERM or SIGINT.
  if (positionals.join(' ') === 'dispatcher' && !values.help) {
    await runDispatcherProcess();
    return new Promise<number>(() => {});
  }
  const flags: Flags = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]));
  if (values.help || positionals[0] === 'help') {
    process.stdout.write(usage());
    return 0;
  }
  if (positionals[0] === 'listen' || positionals[0] === 'trigger') return partnerCommand(positionals[0], flags);
  const name = [positionals.slice(0, 2).join(' '), positionals[0]].find((candidate) => candidate && COMMANDS[candidate]);
  if (!name) {
    if (positionals.length > 0) process.stderr.write(`pdn: unknown command "${positionals.join(' ')}"\n\n`);
    process.stderr.write(usage());
    return 2;
  }
  const args = positionals.slice(name.split(' ').length);

  const config = loadConfig();
  const store = openStore(config.databaseUrl, { poolSize: config.databasePoolSize });
  const ctx: Context = { store, config, log: pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel }) };
  try {
    if (name !== 'migrate') await migrate(store);
    const result = await COMMANDS[name].run(ctx, args, flags);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`pdn: ${error.message}\n  pdn ${COMMANDS[name].usage}\n`);
      return 2;
    }
    if (error instanceof AppError) {
      process.stderr.write(`pdn: ${error.code}: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
