import { describe, expect, it } from 'vitest';
import { newId } from './ids.js';
import { DEFAULT_PAGE_SIZE, page, pageQuery, pageSchema } from './pagination.js';

/** Rows as a list query returns them: asked for `limit + 1`, got `count`. */
const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `row_${String(i).padStart(3, '0')}` }));
const byId = (row: { id: string }) => ({ id: row.id, object: 'thing' });

describe('a page of a list', () => {
  it('has more, with the cursor of its last item, when the query found the extra row', () => {
    expect(page(rows(4), 3, byId, (item) => item.id)).toEqual({
      object: 'list',
      data: rows(3).map(byId),
      has_more: true,
      next_cursor: 'row_002',
    });
  });

  it('is the last page when it is exactly full', () => {
    expect(page(rows(3), 3, byId, (item) => item.id)).toEqual({ object: 'list', data: rows(3).map(byId), has_more: false, next_cursor: null });
  });

  it('is the last page when it is short, or empty', () => {
    expect(page(rows(2), 3, byId, (item) => item.id)).toEqual({ object: 'list', data: rows(2).map(byId), has_more: false, next_cursor: null });
    expect(page(rows(0), 3, byId, (item) => item.id)).toEqual({ object: 'list', data: [], has_more: false, next_cursor: null });
  });

  it('maps each row once, and takes the cursor from the mapped item', () => {
    const mapped: string[] = [];
    const result = page(rows(3), 2, (row) => (mapped.push(row.id), { key: row.id.toUpperCase() }), (item) => item.key);
    expect(mapped).toEqual(['row_000', 'row_001']);
    expect(result.next_cursor).toBe('ROW_001');
  });
});

describe('list query and page schemas', () => {
  it('limit is 1..200, default 50; a cursor is an id of the list\'s kind, at most 64 characters', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(50);
    const query = pageQuery('ord');
    expect(query.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 200, default: 50 });
    expect(query.starting_after).toMatchObject({ type: 'string', maxLength: 64 });
    const cursor = new RegExp(query.starting_after.pattern);
    for (let i = 0; i < 200; i++) expect(newId('ord')).toMatch(cursor);
    for (const other of ['bogus', '', 'ord_', 'ord_bogus', newId('rdr'), `${newId('ord')}x`, newId('ord').toUpperCase(), `ord_${'o'.repeat(26)}`]) expect(other).not.toMatch(cursor);
  });

  it('a page is {object: "list", data, has_more, next_cursor}, each part required and described', () => {
    const schema = pageSchema('Your things.', 'Thing');
    expect(schema).toMatchObject({
      description: 'Your things.',
      type: 'object',
      required: ['object', 'data', 'has_more', 'next_cursor'],
      properties: {
        object: { type: 'string', const: 'list' },
        data: { type: 'array', items: { $ref: 'Thing#' } },
        has_more: { type: 'boolean' },
        next_cursor: { type: ['string', 'null'] },
      },
    });
    // The OpenAPI document describes every field (its lint fails otherwise).
    for (const part of [...Object.values(schema.properties), ...Object.values(pageQuery('ord'))]) expect(part.description.length).toBeGreaterThan(10);
  });
});
