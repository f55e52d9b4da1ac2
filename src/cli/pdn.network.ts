// The network's commands, straight on the store (the server need not run). Their input goes
// through the API's own body schemas, so the CLI accepts what the admin API accepts; a value
// the schema refuses is reported against the flag that gave it.
import type { Context } from '../context.js';
import { checkInput } from '../http/validation.js';
import { updatePartner } from '../admin/admin.partners.service.js';
import { assignOrder, cancelOrder, createOrderAsNetwork, deliverOrder, getOrderAsNetwork, offerOrder, pickupOrder, releaseOrder } from '../orders/orders.service.js';
import { AssignOrderBodySchema, CreateOrderBodySchema, OfferOrderBodySchema, ReleaseOrderBodySchema, type CreateOrderInput, type OfferOrderInput } from '../orders/orders.schemas.js';
import { CreatePartnerBodySchema, RollApiKeyBodySchema, UpdatePartnerBodySchema, type CreatePartnerInput, type UpdatePartnerInput } from '../partners/partners.schemas.js';
import { createPartner, issueApiKey, listAllPartners, revokeApiKey, rollApiKey, type KeyMode } from '../partners/partners.service.js';
import { CreateRiderBodySchema, riderStatusField, type CreateRiderInput } from '../riders/riders.schemas.js';
import type { RiderStatus } from '../riders/riders.mapper.js';
import { createRider, listAllRiders } from '../riders/riders.service.js';
import { listAllSettlements, settlePartner } from '../settlements/settlements.service.js';
import { AppError } from '../shared/errors.js';
import type { IdPrefix } from '../shared/ids.js';
import { pageQuery } from '../shared/pagination.js';
import { ZoneSchema } from '../shared/schemas.js';
import type { CommandLine as Command } from './pdn.commands.js';
import { CliError } from './pdn.errors.js';

export interface Outcome {
  result: unknown;
  /** Printed instead of the result's JSON. */
  text?: string;
  /** Whether it changed the store (else it only read it). */
  writes: boolean;
  /** Whether it made an API key, which works only with a server on this store. */
  keyMade?: boolean;
  /** Something the command did that is likely not what was meant, said on stderr. */
  warning?: string;
}

type NetworkCommand = (ctx: Context, command: Command, migrationsApplied: string[]) => Promise<Outcome>;

const text = (command: Command, option: string) => command.options[option] as string | undefined;
const number = (command: Command, option: string) => command.options[option] as number | undefined;
const list = (command: Command, option: string) => command.options[option] as string[] | undefined;

/**
 * The value checked against the API's schema; a refusal names the flag each field came from
 * (`flags`: body field path → flag), e.g. "--amount must be <= 1000000".
 */
function checked<T>(schema: object, value: unknown, flags: Record<string, string>): T {
  try {
    return checkInput<T>(schema, value);
  } catch (error) {
    const errors = error instanceof AppError ? (error.extra.errors as Array<{ field: string; message: string }> | undefined) : undefined;
    if (!errors) throw error;
    // An item of a list (territories[2]) is reported against the list's flag.
    throw new CliError(errors.map(({ field, message }) => `${flags[field] ?? flags[field.replace(/\[\d+\]$/, '')] ?? field} ${message}`).join('; '));
  }
}

const partnerFlags = { name: '--name', territories: '--territories' };

async function newPartner(ctx: Context, name: string | undefined, territories: string[] | undefined) {
  return createPartner(ctx, checked<CreatePartnerInput>(CreatePartnerBodySchema, { name, territories }, partnerFlags));
}

const pageFlags = { limit: '--limit', starting_after: '--starting-after' };

/** A list's page (of ids starting `prefix`) and filters, checked as the admin API checks its query string (flags named in refusals). */
function listQuery<T>(command: Command, prefix: IdPrefix, filters: Record<string, { flag: string; schema: object }> = {}): T & { limit: number; starting_after?: string } {
  const properties: Record<string, object> = { ...pageQuery(prefix) };
  const value: Record<string, unknown> = { limit: number(command, 'limit') };
  const flags: Record<string, string> = { ...pageFlags };
  if (text(command, 'starting-after')) value.starting_after = text(command, 'starting-after');
  for (const [field, { flag, schema }] of Object.entries(filters)) {
    properties[field] = schema;
    flags[field] = `--${flag}`;
    if (command.options[flag] !== undefined) value[field] = command.options[flag];
  }
  return checked(({ type: 'object', additionalProperties: false, properties }), value, flags);
}

const partnerIdFilter = { type: 'string', pattern: '^ptn_[0-9A-Za-z]{1,60}$' };

export const NETWORK_COMMANDS: Record<string, NetworkCommand> = {
  migrate: async (_ctx, _command, applied) => ({ result: { applied }, writes: applied.length > 0 }),
  'partner create': async (ctx, command) => ({ result: await newPartner(ctx, text(command, 'name'), list(command, 'territories')), writes: true }),
  'partner list': async (ctx, command) => {
    const query = listQuery<object>(command, 'ptn');
    return { result: await listAllPartners(ctx, query.limit, query.starting_after), writes: false };
  },
  'partner update': async (ctx, command) => {
    const changes = { ...(text(command, 'name') !== undefined && { name: text(command, 'name') }), ...(list(command, 'territories') && { territories: list(command, 'territories') }) };
    if (Object.keys(changes).length === 0) throw new CliError('partner update needs --name, --territories or both (pdn partner update --help)');
    const input = checked<UpdatePartnerInput>(UpdatePartnerBodySchema, changes, partnerFlags);
    return { result: await updatePartner(ctx, command.args.partner_id, input), writes: true };
  },
  'partner suspend': async (ctx, command) => ({ result: await updatePartner(ctx, command.args.partner_id, { status: 'suspended' }), writes: true }),
  'partner resume': async (ctx, command) => ({ result: await updatePartner(ctx, command.args.partner_id, { status: 'active' }), writes: true }),
  'key roll': async (ctx, command) => {
    const input = checked<{ expires_in?: string }>(RollApiKeyBodySchema, { expires_in: text(command, 'expires-in') }, { expires_in: '--expires-in' });
    return { result: await rollApiKey(ctx, command.args.key_id, input.expires_in), writes: true, keyMade: true };
  },
  'rider list': async (ctx, command) => {
    const query = listQuery<{ partner_id?: string; zone?: string; status?: RiderStatus }>(command, 'rdr', {
      partner_id: { flag: 'partner', schema: partnerIdFilter },
      zone: { flag: 'zone', schema: ZoneSchema },
      status: { flag: 'status', schema: riderStatusField },
    });
    const filter = { partnerId: query.partner_id, zone: query.zone, status: query.status, limit: query.limit, startingAfter: query.starting_after };
    return { result: await listAllRiders(ctx, filter), writes: false };
  },
  'settlement list': async (ctx, command) => {
    const query = listQuery<{ partner_id?: string }>(command, 'stl', { partner_id: { flag: 'partner', schema: partnerIdFilter } });
    return { result: await listAllSettlements(ctx, { partnerId: query.partner_id, limit: query.limit, startingAfter: query.starting_after }), writes: false };
  },
  'key issue': async (ctx, command) => ({ result: await issueApiKey(ctx, command.args.partner_id, text(command, 'mode') as KeyMode), writes: true, keyMade: true }),
  'key revoke': async (ctx, command) => ({ result: await revokeApiKey(ctx, command.args.key_id), writes: true }),
  'rider create': async (ctx, command) => {
    const input = checked<CreateRiderInput>(
      CreateRiderBodySchema,
      { partner_id: text(command, 'partner'), zone: text(command, 'zone'), capacity: number(command, 'capacity'), status: text(command, 'status'), ...(text(command, 'name') ? { name: text(command, 'name') } : {}) },
      { partner_id: '--partner', zone: '--zone', capacity: '--capacity', status: '--status', name: '--name' },
    );
    return { result: await createRider(ctx, input), writes: true };
  },
  'order create': async (ctx, command) => {
    const input = checked<CreateOrderInput>(
      CreateOrderBodySchema,
      {
        zone: text(command, 'zone'),
        pickup: { creator: text(command, 'creator'), eta_mins: number(command, 'eta') },
        dropoff: { area: text(command, 'area') },
        payout_estimate: { currency: text(command, 'currency'), amount: number(command, 'amount') },
      },
      { zone: '--zone', 'pickup.creator': '--creator', 'pickup.eta_mins': '--eta', 'dropoff.area': '--area', 'payout_estimate.currency': '--currency', 'payout_estimate.amount': '--amount' },
    );
    // The warnings are the service's, as the admin API answers them (a mistyped zone: nobody is offered the job).
    const created = await createOrderAsNetwork(ctx, input);
    const warning = created.warnings.length === 0 ? undefined : `${created.warnings.map((w) => w.message).join('; ')} (pdn partner list shows the partners' territories)`;
    return { result: created, writes: true, warning };
  },
  'order pickup': async (ctx, command) => ({ result: await pickupOrder(ctx, command.args.order_id), writes: true }),
  'order deliver': async (ctx, command) => ({ result: await deliverOrder(ctx, command.args.order_id), writes: true }),
  'order release': async (ctx, command) => {
    const input = checked<{ reason?: string }>(ReleaseOrderBodySchema, { ...(text(command, 'reason') !== undefined && { reason: text(command, 'reason') }) }, { reason: '--reason' });
    return { result: await releaseOrder(ctx, command.args.order_id, { reason: input.reason, exclude: command.options['keep-offer'] !== true, by: 'network' }), writes: true };
  },
  'order assign': async (ctx, command) => {
    const input = checked<{ rider_id: string }>(AssignOrderBodySchema, { rider_id: text(command, 'rider') }, { rider_id: '--rider' });
    return { result: await assignOrder(ctx, command.args.order_id, input.rider_id), writes: true };
  },
  'order offer': async (ctx, command) => {
    const amount = number(command, 'amount');
    // A new payout in the job's currency unless another is given.
    const currency = text(command, 'currency') ?? (amount === undefined ? undefined : (await getOrderAsNetwork(ctx, command.args.order_id)).payout_estimate.currency);
    const body = {
      ...(text(command, 'accept-within') !== undefined && { accept_within: text(command, 'accept-within') }),
      ...(amount !== undefined && { payout_estimate: { currency, amount } }),
      ...(list(command, 'zones') && { zones: list(command, 'zones') }),
      ...(list(command, 'partners') && { partner_ids: list(command, 'partners') }),
    };
    if (amount === undefined && text(command, 'currency') !== undefined) throw new CliError('--currency goes with --amount (pdn order offer --help)');
    const input = checked<OfferOrderInput>(OfferOrderBodySchema, body, {
      accept_within: '--accept-within',
      'payout_estimate.amount': '--amount',
      'payout_estimate.currency': '--currency',
      zones: '--zones',
      partner_ids: '--partners',
    });
    return { result: await offerOrder(ctx, command.args.order_id, input), writes: true };
  },
  'order cancel': async (ctx, command) => ({ result: await cancelOrder(ctx, command.args.order_id, text(command, 'reason')), writes: true }),
  sandbox: async (ctx, command) => {
    const partner = await newPartner(ctx, text(command, 'name'), list(command, 'territories'));
    const key = await issueApiKey(ctx, partner.id, 'test');
    const result = { partner_id: partner.id, name: partner.name, territories: partner.territories, key_id: key.id, key: key.key };
    if (text(command, 'print') !== 'env') return { result, writes: true, keyMade: true };
    // For `. ./file` in each terminal of the quickstart, so nothing is copied by hand. The secret
    // is the one `pdn listen` signs with for this key (derived from it, see listenSecret).
    const { listenSecret } = await import('./pdn.listen.js');
    const exports = [
      `# pdn sandbox: partner ${partner.id} (${partner.name}), territories ${partner.territories.join(',')}, test key ${key.id}`,
      `export PDN_API_KEY='${key.key}'`,
      `export PDN_WEBHOOK_SECRET='${listenSecret(key.key)}'`,
    ].join('\n');
    return { result, text: exports, writes: true, keyMade: true };
  },
  settle: async (ctx, command) => ({ result: await settlePartner(ctx, { partner_id: command.args.partner_id, currency: text(command, 'currency') }), writes: true }),
};
