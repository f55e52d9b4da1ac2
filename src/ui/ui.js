// @ts-check
// Small shared pieces: the template tag, live polling, messages and formatting.
import { h } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import htm from 'htm';

export const html = htm.bind(h);

/** How often the visible data is refreshed: changes on the server show up within this. */
export const POLL_MS = 2000;

/** What a poll holds before its first answer, and while it is switched off. */
const IDLE = { data: undefined, error: undefined, loadedAt: undefined };

/**
 * Loads `load()` now and every `everyMs` (POLL_MS unless said) while the page is visible. Keeps the last good data
 * when a refresh fails, so a network blip does not blank the screen. A null `load` switches
 * the poll off (e.g. for a tab not shown): no timer runs and the state stays idle.
 */
export function usePoll(load, deps = [], everyMs = POLL_MS) {
  const [state, setState] = useState(IDLE);
  const loadRef = useRef(load);
  loadRef.current = load;
  const off = load == null;
  const reload = useCallback(async () => {
    if (loadRef.current == null) return;
    try {
      const data = await loadRef.current();
      if (loadRef.current != null) setState({ data, error: undefined, loadedAt: new Date() }); // not if switched off meanwhile
    } catch (error) {
      if (loadRef.current != null) setState((s) => ({ ...s, error }));
    }
  }, []);
  useEffect(() => {
    if (off) {
      setState(IDLE); // a no-op once idle: Preact skips a render when the state is the same object
      return undefined;
    }
    let stopped = false;
    let timer;
    const tick = async () => {
      if (!document.hidden) await reload();
      if (!stopped) timer = setTimeout(tick, everyMs);
    };
    tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [off, ...deps]);
  return { ...state, reload };
}

/**
 * Runs an API action: busy while it runs, a failure flashed, the text the action returns (if
 * any) flashed as its outcome, and `onChanged` (if given) called after, whatever happened.
 */
/**
 * @param {{ ok: (text: string) => void, fail: (error: unknown) => void }} flash
 * @param {() => void} [onChanged]
 * @returns {[boolean, (action: () => Promise<string | void>) => Promise<void>]}
 */
export function useAction(flash, onChanged) {
  const [busy, setBusy] = useState(false);
  async function run(action) {
    setBusy(true);
    try {
      const text = await action();
      if (text) flash.ok(text);
    } catch (error) {
      flash.fail(error);
    } finally {
      setBusy(false);
      onChanged?.();
    }
  }
  return [busy, run];
}

/** Words for an API error that say what happened, including the 409 races with other partners. */
export function describeError(error) {
  if (!error) return '';
  const code = error.code ? ` (${error.status} ${error.code})` : error.status ? ` (${error.status})` : '';
  switch (error.code) {
    case 'order_not_available':
      return `Too late: this job was taken first${code}. ${error.message}`;
    case 'order_state_conflict':
      return `The order changed meanwhile${code}: ${error.message}`;
    default:
      return `${error.message}${code}`;
  }
}

/** An action's outcome: errors are announced as alerts, successes politely. */
export function Flash({ flash, onClose }) {
  if (!flash) return null;
  const isError = flash.kind === 'error';
  return html`<div class=${`notice ${isError ? 'error' : 'ok'}`} role=${isError ? 'alert' : 'status'}>
    <span>${flash.text}</span>
    ${onClose && html`<button type="button" class="link" onClick=${onClose} aria-label="Dismiss message">×</button>`}
  </div>`;
}

export function useFlash() {
  const [flash, setFlash] = useState(undefined);
  const ok = (text) => setFlash({ kind: 'ok', text });
  const fail = (error) => setFlash({ kind: 'error', text: typeof error === 'string' ? error : describeError(error) });
  return { flash, ok, fail, clear: () => setFlash(undefined) };
}

export function LoadError({ error }) {
  if (!error) return null;
  return html`<p class="notice error" role="alert">Could not refresh: ${describeError(error)}</p>`;
}

/** A ref for a panel's heading that takes focus when the panel opens (or shows something else), so keyboard and screen reader users land on it. */
export function useFocusOnOpen(key) {
  const ref = useRef(null);
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
}

export const money = (m) => (m ? `${m.amount.toFixed(2)} ${m.currency}` : '');

export function time(iso) {
  if (!iso) return '';
  const d = new Date(iso);
  return d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** "21:07" style hour and minute, for chart axes. */
export const hourMinute = (iso) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export function ago(iso, now = Date.now()) {
  if (!iso) return '';
  const s = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (s < 60) return `${s}s ago`;
  if (s < 3600) return `${Math.floor(s / 60)}m ago`;
  return `${Math.floor(s / 3600)}h ago`;
}

export function Badge({ value }) {
  return html`<span class=${`badge badge-${String(value).replace(/[^a-z0-9]+/gi, '-')}`}>${value}</span>`;
}

/** An HTTP status a webhook receiver answered: green for 2xx, red for anything else (the attempt failed). */
export function StatusCodeBadge({ code }) {
  const ok = code >= 200 && code < 300;
  return html`<span class=${`badge ${ok ? 'badge-succeeded' : 'badge-failed'}`} data-outcome=${ok ? 'succeeded' : 'failed'} title=${ok ? 'Acknowledged' : 'Failed: not a 2xx answer'}>${code}</span>`;
}

/** The current time, re-read every `everyMs`: for text that counts (ages, countdowns) between polls. */
export function useNow(everyMs = 1000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** "45 s", "3 min", "1 h 5 min": a duration in the largest units that still say something. */
export function duration(ms) {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return m < 60 ? `${m} min` : `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ''}`;
}

/**
 * When an order's food is ready, counting down: `eta_mins` is set when the order is created
 * (it never changes), so the food is ready at created_at + eta_mins.
 * @param {{ created_at: string, pickup: { eta_mins: number } }} order
 */
export function pickupReadiness(order, now = Date.now()) {
  const readyAt = Date.parse(order.created_at) + order.pickup.eta_mins * 60_000;
  const left = readyAt - now;
  if (left > 0) return { readyAt, text: `ready in ${Math.ceil(left / 60_000)} min` };
  if (left > -60_000) return { readyAt, text: 'ready now' };
  return { readyAt, text: `due ${Math.floor(-left / 60_000)} min ago` };
}

/** "ready in 4 min", live. */
export function PickupEta({ order }) {
  const now = useNow();
  const { readyAt, text } = pickupReadiness(order, now);
  const at = new Date(readyAt);
  return html`<time class="eta" data-testid="pickup-eta" datetime=${at.toISOString()} title=${`Ready at ${time(at.toISOString())}`}>${text}</time>`;
}

/** "waiting 3 min" since `since`, live: how long a job has gone untaken. */
export function WaitingFor({ since }) {
  const now = useNow();
  return html`<span class="waiting" data-testid="waiting-age" title=${`Waiting since ${time(since)}`}>waiting ${duration(now - Date.parse(since))}</span>`;
}

/** Copies text, falling back to selecting it when the clipboard is not available (e.g. plain http). */
export async function copyText(text, input) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input?.select();
    return false;
  }
}

/** A rider's name when it has one (the id otherwise), from the fleet's rider list. */
export function riderName(riders, riderId) {
  if (!riderId) return '';
  const rider = riders?.find((r) => r.rider_id === riderId);
  return rider?.name || riderId;
}
