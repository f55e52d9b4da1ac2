import { describe, expect, it } from 'vitest';
import { serializerCompiler } from './serialization.js';

const Money = { $id: 'Money', type: 'object', properties: { amount: { type: 'number' }, currency: { type: 'string' } } };
const Order = { $id: 'Order', type: 'object', properties: { id: { type: 'string' }, payout: { $ref: 'Money#' } } };
const Unused = { $id: 'Unused', type: 'object', properties: { broken: { $ref: 'Missing#' } } };

describe('response serializers', () => {
  const compile = serializerCompiler([Money, Order, Unused]);
  const route = (schema: object) => compile({ schema: schema as never, method: 'GET', url: '/x', httpStatus: '200' });

  it('resolve the shared schemas a response reaches through others, and drop what no schema declares', () => {
    const serialize = route({ type: 'array', items: { $ref: 'Order#' } });
    const text = serialize([{ id: 'ord_1', payout: { amount: 4.5, currency: 'EUR', secret: 'x' }, extra: true }]);
    expect(JSON.parse(text)).toEqual([{ id: 'ord_1', payout: { amount: 4.5, currency: 'EUR' } }]);
  });

  it('are not handed shared schemas the response does not reach (one that could not be built is never built)', () => {
    expect(() => route({ $ref: 'Money#' })).not.toThrow();
    expect(() => route({ $ref: 'Unused#' })).toThrow();
  });

  it('are built once for responses written alike', () => {
    expect(route({ $ref: 'Order#' })).toBe(route({ $ref: 'Order#' }));
    expect(route({ $ref: 'Order#' })).not.toBe(route({ $ref: 'Money#' }));
  });
});
