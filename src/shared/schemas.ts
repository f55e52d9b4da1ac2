// JSON schemas of fields that several domains take (the API's bodies and the CLI's input alike).

/**
 * A type derived from a response schema, without the `[key: string]: unknown` that FromSchema
 * adds for objects that do not say `additionalProperties: false` (our responses are exact).
 */
export type Exact<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T as string extends K ? never : K]: Exact<T[K]> }
    : T;

export const MoneySchema = {
  type: 'object',
  required: ['currency', 'amount'],
  additionalProperties: false,
  description: 'An amount of money.',
  properties: {
    currency: { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217 currency code.' },
    amount: { type: 'number', minimum: 0, maximum: 1_000_000, description: 'In major units, e.g. 4.5.' },
  },
} as const;

/** Zones are labels: letters, digits and `-_.:/ ` up to 64 characters. */
export const ZoneSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9][A-Za-z0-9 _.:/-]*$',
  description: 'Zone label: letters, digits and `-_.:/ `, up to 64 characters.',
} as const;

export const timestamp = (description: string) => ({ type: 'string', format: 'date-time', description }) as const;
export const nullableTimestamp = (description: string) => ({ type: ['string', 'null'], format: 'date-time', description }) as const;

/** A point on the map, WGS 84 degrees (what GPS gives): a rider's fix, a pickup, a drop-off. */
export const latitude = { type: 'number', minimum: -90, maximum: 90, description: 'Latitude, WGS 84 degrees, -90 to 90.' } as const;
export const longitude = { type: 'number', minimum: -180, maximum: 180, description: 'Longitude, WGS 84 degrees, -180 to 180.' } as const;
export const GeoPointSchema = {
  type: 'object',
  description: 'A point, WGS 84 degrees.',
  required: ['lat', 'lng'],
  additionalProperties: false,
  properties: { lat: latitude, lng: longitude },
} as const;

/**
 * The one grammar of every duration the API takes (`accept_within`, escalation steps,
 * `expires_in`, `unassigned_for`): a whole number and a unit. Configuration variables are read
 * more loosely (parseDuration: a bare number is seconds, fractions allowed).
 */
export const DURATION_PATTERN = '^[0-9]+(ms|s|m|h|d)$';
/**
 * Schema keywords bounding a duration (a string, so `maximum` cannot): the validator checks them
 * (src/http/validation.ts) and answers 422 naming the limit; the OpenAPI document shows them.
 */
export const DURATION_MAXIMUM = 'x-maximum-duration';
export const DURATION_MINIMUM = 'x-minimum-duration';

/** Longest offer window: `accept_within` at create and in an escalation step, and PDN_OFFER_WINDOW. */
export const MAX_OFFER_WINDOW = '30d';
/** Longest pickup or delivery window: `pickup_within` and `deliver_within` at create, and PDN_DELIVERY_WINDOW. */
export const MAX_DELIVERY_WINDOW = '7d';

/**
 * A duration field, at most `maximum` (and above zero when `positive`). Every duration field has
 * a maximum: beyond it a time computed from it could leave years 0000–9999, where stored
 * timestamps no longer sort as the times they stand for.
 */
export const durationSchema = <const Max extends string>(description: string, limits: { maximum: Max; positive?: boolean }) =>
  ({
    type: 'string',
    pattern: DURATION_PATTERN,
    maxLength: 32,
    [DURATION_MINIMUM]: limits.positive ? '1ms' : '0s',
    [DURATION_MAXIMUM]: limits.maximum,
    description: `${description} A whole number and a unit (\`ms\`, \`s\`, \`m\`, \`h\` or \`d\`), ${limits.positive ? 'above zero and ' : ''}at most \`${limits.maximum}\`.`,
  }) as const;
