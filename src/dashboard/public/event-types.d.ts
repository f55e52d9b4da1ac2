// The module the server renders at /dashboard/event-types.js from EVENT_TYPES (src/outbox/outbox.ts).
export const EVENT_TYPES: readonly import('../../ui/ui.types').ListedEvent['type'][];
