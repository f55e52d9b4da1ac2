// The operator's CLI: the network's own tasks, straight against the store (the server need
// not run). Prints JSON so it composes with jq.
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../config.js';
import type { Context } from '../context.js';
import { cancelOrder, createOrder, deliverOrder, pickupOrder } from '../orders/orders.service.js';
import { createPartner, issueApiKey, listAllPartners, revokeApiKey } from '../partners/partners.service.js';
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
    usage: 'key issue <partner_id>                   prints the key once',
    run: (ctx, args) => issueApiKey(ctx, argument(args, 0, 'partner_id')),
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
  settle: {
    usage: 'settle <partner_id> [--currency EUR]      pay delivered, unsettled orders',
    run: (ctx, args, flags) => settlePartner(ctx, { partner_id: argument(args, 0, 'partner_id'), currency: flags.currency }),
  },
};

function usage(): string {
  return [
    'Usage: pdn <command> [options]   (store: PDN_DATABASE_URL, default ./data/pdn.sqlite)',
    '',
    ...Object.values(COMMANDS).map((c) => `  pdn ${c.usage}`),
    '  pdn dispatcher                           deliver webhooks until SIGTERM (no API; see docs/webhooks.md)',
    '',
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const stringFlags = ['name', 'territories', 'limit', 'starting-after', 'partner', 'zone', 'capacity', 'status', 'currency', 'creator', 'area', 'amount', 'eta', 'reason'];
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
  const name = [positionals.slice(0, 2).join(' '), positionals[0]].find((candidate) => candidate && COMMANDS[candidate]);
  if (!name || values.help) {
    process.stdout.write(usage());
    return name || values.help ? 0 : 2;
  }
  const args = positionals.slice(name.split(' ').length);

  const config = loadConfig();
  const store = openStore(config.databaseUrl, { poolSize: config.databasePoolSize });
  const ctx: Context = { store, config, log: pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel }), dispatcher: () => undefined };
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
