import type { Context } from '../context.js';
import { AppError } from '../shared/errors.js';
import type { EventsTable } from '../store/schema.js';
import { idFloorAt, timeOfId } from '../shared/ids.js';
import { listPartnerEventsAfter, partnerEventExists } from './events.queries.js';

/**
 * How far behind the newest event seen the stream keeps looking. Event ids sort by the time
 * they were made, not by commit: a transaction that made its event earlier may commit a little
 * after a later one (or on another instance). Rows in this window are read again, and the ones
 * not yet sent are sent.
 */
export const STREAM_LOOKBACK_MS = 2_000;
const PAGE = 500;

/**
 * A resume point must be one of the partner's events: any other id (another partner's, the
 * other mode's, made up, or past retention) would silently stream nothing until events newer
 * than it happen to come, so it is refused instead. `listPath` is where the same events are listed,
 * to catch up from.
 */
export async function checkResumePoint(ctx: Context, partnerId: string, lastEventId: string, listPath: string): Promise<void> {
  if (await partnerEventExists(ctx.store.db, partnerId, lastEventId)) return;
  throw new AppError(
    'unknown_last_event_id',
    `Last-Event-ID ${lastEventId} is not one of your events (or is older than the retention period). Reconnect without it to stream from now, and catch up with GET ${listPath}.`,
    { param: 'Last-Event-ID' },
  );
}

/**
 * A partner's events as they are committed, read from the events table (so it shows what any
 * instance recorded), each once, after a starting point: a Last-Event-ID, or now.
 */
export class EventTail {
  /** Ids sent (or, at the start, already there) within the look-back window. */
  readonly #seen = new Set<string>();
  #high: string;

  private constructor(
    private readonly ctx: Context,
    private readonly partnerId: string,
    private readonly types: readonly string[] | undefined,
    start: string,
  ) {
    this.#high = start;
  }

  /** Starts after `lastEventId` (a resume), or with the events committed from now on. */
  static async open(ctx: Context, partnerId: string, types: readonly string[] | undefined, lastEventId?: string): Promise<EventTail> {
    const tail = new EventTail(ctx, partnerId, types, lastEventId ?? idFloorAt('evt', Date.now()));
    // What is in the window up to the start was seen: a resume sends only what came after it.
    for (const row of await tail.#read(tail.#floor())) if (row.id <= tail.#high) tail.#seen.add(row.id);
    return tail;
  }

  #floor(): string {
    return idFloorAt('evt', timeOfId(this.#high) - STREAM_LOOKBACK_MS);
  }

  #read(after: string, limit = PAGE * 4): Promise<EventsTable[]> {
    return listPartnerEventsAfter(this.ctx.store.db, this.partnerId, after, this.types, limit);
  }

  /** The events not sent yet, oldest first (at most a page's worth: call again for more). */
  async next(): Promise<EventsTable[]> {
    const fresh: EventsTable[] = [];
    let after = this.#floor();
    for (;;) {
      const rows = await this.#read(after, PAGE);
      for (const row of rows) {
        if (this.#seen.has(row.id)) continue;
        this.#seen.add(row.id);
        fresh.push(row);
      }
      if (rows.length < PAGE || fresh.length >= PAGE) break;
      after = rows[rows.length - 1].id;
    }
    for (const row of fresh) if (row.id > this.#high) this.#high = row.id;
    const floor = this.#floor();
    for (const id of this.#seen) if (id <= floor) this.#seen.delete(id);
    return fresh;
  }
}
