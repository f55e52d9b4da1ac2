// The docs a receiver is built from name every event type it can get: a type missing from them
// is an event a receiver built from the page drops (issue 46: `order.released`, "this job is
// available again", was missing from three pages). Read from EVENT_TYPES, the one declaration.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../outbox/outbox.js';

const doc = (name: string) => fs.readFileSync(new URL(`../../docs/${name}`, import.meta.url), 'utf8');
/** The types the page's event table (`| Type | Sent to | …`) lists in its first column. */
const tableTypes = (markdown: string) => {
  const table = /^\| Type \| Sent to \|[\s\S]*?\n\n/m.exec(markdown)?.[0] ?? '';
  return [...table.matchAll(/^\| `([a-z_]+\.[a-z_]+)` \|/gm)].map((m) => m[1]);
};
/** Sent to the network alone: never to a partner. */
const NETWORK_ONLY = ['order.expired'];

describe('the event types in the docs', () => {
  it('webhooks.md lists every type in its routing table', () => {
    expect(new Set(tableTypes(doc('webhooks.md')))).toEqual(new Set(EVENT_TYPES));
  });

  it("contract.md lists every type a partner receives", () => {
    expect(new Set(tableTypes(doc('contract.md')))).toEqual(new Set(EVENT_TYPES.filter((t) => !NETWORK_ONLY.includes(t))));
  });

  it("network.md's feed names every type the network receives", () => {
    const feed = /What the network receives:([\s\S]*?)\n\n/.exec(doc('network.md'))?.[1] ?? '';
    expect(EVENT_TYPES.filter((type) => !feed.includes(`\`${type}\``))).toEqual([]);
  });
});
