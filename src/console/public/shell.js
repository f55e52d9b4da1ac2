// @ts-check
// The signed-in console: tabs, the network's live event stream, and what the tabs share.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { get, getAll } from '../../ui/api.js';
import { useEventStream } from '../../ui/live.js';
import { Header, Tabs, useTab } from '../../ui/shell.js';
import { html, time, usePoll } from '../../ui/ui.js';
import { AtRiskView, loadAtRisk } from './risk.js';
import { OrdersView } from './orders.js';
import { loadPartnerCards, PartnersView } from './partners.js';
import { AuditView } from './audit.js';
import { SignedInAs, WhoContext } from './who.js';

const TABS = [
  ['risk', 'At risk'],
  ['orders', 'Orders'],
  ['partners', 'Partners'],
  ['audit', 'Audit log'],
];
/** With the stream open, changes arrive as events; polling stays as a floor, rarely. */
const FLOOR_MS = 15_000;
const RECENT_EVENTS = 12;

export const loadPartners = () => getAll('/v1/admin/partners', {}, 1000).then(({ items }) => items);

/** Recent events from the stream, newest first: what just happened across the network. */
function LiveFeed({ events, stream }) {
  return html`<section aria-labelledby="live-h" class="live-feed span-all">
    <h2 id="live-h">Live events <span class="muted small" data-testid="stream-state">${stream.connected ? 'stream open' : stream.error ? `reconnecting (${stream.error.message})` : 'connecting…'}</span></h2>
    ${events.length === 0
      ? html`<p class="muted">Nothing yet: each change to an order or a settlement shows here as it happens.</p>`
      : html`<ol class="events" data-testid="live-events">
          ${events.map(
            (e) => html`<li key=${e.id} data-event=${e.id} data-type=${e.type}><time datetime=${e.created}>${time(e.created)}</time> <code>${e.type}</code> ${e.data?.order_id && html`<code>${e.data.order_id}</code>`}${e.data?.reference ? html` <span class="muted">(${e.data.reference})</span>` : ''}</li>`,
          )}
        </ol>`}
  </section>`;
}

export function Console({ onSignOut }) {
  const [tab, setTab] = useTab(TABS, 'risk');
  const partners = usePoll(loadPartners, [], FLOOR_MS);
  const risk = usePoll(tab === 'risk' ? loadAtRisk : null, [tab], FLOOR_MS);
  const cards = usePoll(tab === 'partners' ? () => loadPartnerCards(partners.data) : null, [tab, partners.data], FLOOR_MS);
  const [ordersTick, setOrdersTick] = useState(0);
  const [events, setEvents] = useState([]);
  const [who, setWho] = useState(undefined);
  useEffect(() => {
    get('/v1/admin/whoami').then(setWho, () => {}); // a 401 signs out through the polls
  }, []);

  // Events come in bursts (a step touches many orders): one reload per burst.
  const pending = useRef(undefined);
  const refs = useRef({ partners, risk, cards });
  refs.current = { partners, risk, cards };
  const refresh = useCallback(() => {
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      refs.current.risk.reload();
      refs.current.cards.reload();
      refs.current.partners.reload();
      setOrdersTick((n) => n + 1);
    }, 250);
  }, []);
  // The feed opens with the latest events; the stream adds each new one.
  useEffect(() => {
    get('/v1/admin/events', { query: { limit: RECENT_EVENTS } }).then(
      (page) => setEvents((list) => [...list, ...page.data.filter((e) => !list.some((seen) => seen.id === e.id))].slice(0, RECENT_EVENTS)),
      () => {}, // the stream and the polls report trouble
    );
  }, []);
  const stream = useEventStream('/v1/admin/events/stream', (envelope) => {
    setEvents((list) => [envelope, ...list.filter((e) => e.id !== envelope.id)].slice(0, RECENT_EVENTS));
    refresh();
  });

  const live = { ...risk, loadedAt: risk.loadedAt ?? partners.loadedAt, error: stream.connected ? risk.error : stream.error };
  return html`<${WhoContext.Provider} value=${who}><div class="shell">
    <${Header} title="PDN network console" live=${live} detail=${stream.connected ? '(live from the event stream)' : '(stream reconnecting)'} onSignOut=${onSignOut} />
    <${SignedInAs} who=${who} />
    <${Tabs} tabs=${TABS} tab=${tab} setTab=${setTab} label="Console sections" />
    <main id=${`panel-${tab}`} role="tabpanel" aria-labelledby=${`tab-${tab}`} tabindex="-1" class="grid single">
      ${tab === 'risk' && html`<${AtRiskView} risk=${risk} partners=${partners.data} onChanged=${refresh} />`}
      ${tab === 'orders' && html`<${OrdersView} partners=${partners.data} tick=${ordersTick} onChanged=${refresh} />`}
      ${tab === 'partners' && html`<${PartnersView} partners=${partners} cards=${cards} onChanged=${refresh} />`}
      ${tab === 'audit' && html`<${AuditView} tick=${ordersTick} />`}
      <${LiveFeed} events=${events} stream=${stream} />
    </main>
  </div></${WhoContext.Provider}>`;
}
