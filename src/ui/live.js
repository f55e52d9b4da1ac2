// @ts-check
// Live updates from an event stream (Server-Sent Events: GET /v1/events/stream for a partner,
// GET /v1/admin/events/stream for the network). The browser's EventSource cannot send an
// Authorization header, and the key must never go into a URL, so the stream is read with
// fetch() and parsed with eventsource-parser; after a drop it reconnects with Last-Event-ID,
// so no event is missed in between.
import { createParser } from 'eventsource-parser';
import { useEffect, useRef, useState } from 'preact/hooks';
import { refusal, session } from './api.js';

const RETRY_MS = [1000, 2000, 5000, 10000];

/**
 * Calls `onEvent(envelope)` (`{ id, type, created, data }`) for each event of the stream at `path` while mounted.
 * Returns `{ connected, error, received }`: whether the stream is open now, why it last
 * failed, and how many events came.
 * @param {string | null} path null: no stream
 * @param {(envelope: { id: string, type: string, created: string, data: any }) => void} onEvent
 */
export function useEventStream(path, onEvent) {
  const [state, setState] = useState({ connected: false, error: undefined, received: 0 });
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (!path) return undefined;
    const abort = new AbortController();
    let lastEventId;
    let failures = 0;
    (async () => {
      while (!abort.signal.aborted) {
        try {
          await readStream(path, lastEventId, abort.signal, {
            opened: () => {
              failures = 0;
              setState((s) => ({ ...s, connected: true, error: undefined }));
            },
            event: (event) => {
              lastEventId = event.id ?? lastEventId;
              let envelope;
              try {
                envelope = JSON.parse(event.data);
              } catch {
                return; // not an event of ours (comments and keep-alives never get here)
              }
              setState((s) => ({ ...s, received: s.received + 1 }));
              handler.current(envelope);
            },
          });
        } catch (error) {
          if (abort.signal.aborted) return;
          if (error?.status === 401) return; // signed out: the page goes back to sign-in
          setState((s) => ({ ...s, connected: false, error }));
        }
        if (abort.signal.aborted) return;
        setState((s) => ({ ...s, connected: false }));
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]));
      }
    })();
    return () => abort.abort();
  }, [path]);
  return state;
}

/** One connection: resolves when the server ends the stream, throws when it cannot be opened. */
async function readStream(path, lastEventId, signal, on) {
  const key = session.key();
  /** @type {Record<string, string>} */
  const headers = { accept: 'text/event-stream' };
  if (key) headers.authorization = `Bearer ${key}`;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const response = await fetch(path, { headers, signal, cache: 'no-store' });
  if (!response.ok || !response.body) {
    let problem;
    try {
      problem = await response.json();
    } catch {
      problem = undefined;
    }
    throw refusal(response.status, problem, key);
  }
  on.opened();
  const parser = createParser({ onEvent: on.event });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parser.feed(value);
  }
}
