import { idPattern, type IdPrefix } from './ids.js';

export type Page<T> = {
  object: 'list';
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
};

export const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

/** Rows were fetched with `limit + 1`: the extra row only tells whether there is more. */
export function page<Row, T>(rows: Row[], limit: number, map: (row: Row) => T, cursorOf: (item: T) => string): Page<T> {
  const hasMore = rows.length > limit;
  const data = rows.slice(0, limit).map(map);
  return { object: 'list', data, has_more: hasMore, next_cursor: hasMore ? cursorOf(data[data.length - 1]) : null };
}

/**
 * Query-string schema shared by every list, whose items' ids start with `prefix`. A cursor is
 * a `next_cursor` of that list, which is an item's id: anything else (`bogus`, another kind's
 * id) is a 422 naming `starting_after`, not a silent first page. Any id of the kind is taken,
 * as a place in the list's order (ids sort by creation): the item it names may have left the
 * list since the page was read (accepted, deleted, pruned), and paging must go on after it.
 */
export const pageQuery = <P extends IdPrefix>(prefix: P) =>
  ({
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, description: 'Page size (1–200, default 50).' },
    starting_after: {
      type: 'string',
      maxLength: 64,
      pattern: idPattern(prefix),
      description: `Cursor: the \`next_cursor\` of the previous page of this list (an id starting \`${prefix}_\`); anything else is a 422.`,
    },
  }) as const;

/** A page of `item` (a shared schema's `$id`). */
export function pageSchema<Item extends string>(description: string, item: Item) {
  return {
    description,
    type: 'object',
    required: ['object', 'data', 'has_more', 'next_cursor'],
    properties: {
      object: { type: 'string', const: 'list', description: 'Always `list`.' },
      data: { type: 'array', items: { $ref: `${item}#` }, description: 'This page of items.' },
      has_more: { type: 'boolean', description: 'Whether there are more items after this page.' },
      next_cursor: { type: ['string', 'null'], description: 'Pass as `starting_after` to get the next page; null on the last page.' },
    },
  } as const;
}
