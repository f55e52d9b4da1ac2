// @ts-check
// The partner dashboard: sign in with a partner API key, then Fleet, Orders and Webhooks,
// refreshed every couple of seconds from the same /v1 API an integration uses.
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { checkKey, isTestMode, session, whenUnauthorized } from './api.js';
import { FleetView, loadFleet } from './fleet.js';
import { HistoryView } from './history.js';
import { loadOrders, OrdersView } from './orders.js';
import { html, POLL_MS, time, usePoll } from './ui.js';
import { loadWebhooks, WebhooksView } from './webhooks.js';

function SignIn({ onSignedIn, reason }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState(reason);
  const [busy, setBusy] = useState(false);

  async function submit(event) {
    event.preventDefault();
    const trimmed = key.trim();
    if (!trimmed) return setError('Enter your partner API key.');
    setBusy(true);
    setError(undefined);
    try {
      await checkKey(trimmed);
      session.signIn(trimmed);
      setKey('');
      onSignedIn();
    } catch (e) {
      setError(
        e.status === 401
          ? `This key was refused: ${e.message} Check that you copied the whole partner key (it starts with "pdn_sk_", or "pdn_test_" for your sandbox).`
          : `Could not check the key: ${e.message}`,
      );
    } finally {
      setBusy(false);
    }
  }

  return html`<main class="signin">
    <h1>PDN partner dashboard</h1>
    <p>Watch and run your side of the delivery network: riders, jobs, orders and webhooks.</p>
    <form onSubmit=${submit} aria-describedby="signin-help">
      <label for="api-key">Partner API key</label>
      <input id="api-key" name="api-key" type="password" autocomplete="off" spellcheck="false" required
        value=${key} onInput=${(e) => setKey(e.currentTarget.value)} aria-invalid=${error ? 'true' : 'false'} aria-describedby="signin-help signin-error" />
      <p id="signin-help" class="muted">The key stays in this browser tab only (session storage) and is sent to this server, nowhere else.</p>
      ${error && html`<p id="signin-error" class="notice error" role="alert">${error}</p>`}
      <button type="submit" disabled=${busy}>${busy ? 'Checking…' : 'Sign in'}</button>
    </form>
  </main>`;
}

const TABS = [
  ['fleet', 'Fleet'],
  ['orders', 'Orders'],
  ['history', 'History'],
  ['webhooks', 'Webhooks'],
];

function Shell({ onSignOut }) {
  const [tab, setTab] = useState(() => (TABS.some(([id]) => id === location.hash.slice(1)) ? location.hash.slice(1) : 'fleet'));
  useEffect(() => {
    history.replaceState(null, '', `#${tab}`);
  }, [tab]);

  // Fleet data feeds both the Fleet tab and the rider pickers of the Orders tab.
  const fleet = usePoll(loadFleet);
  // The other tabs' data is polled only while the tab is shown.
  const orders = usePoll(tab === 'orders' ? loadOrders : null, [tab]);
  const [eventFilter, setEventFilter] = useState(/** @type {{ type?: import('./webhooks.js').EventType, status?: import('./webhooks.js').DeliveryStatus }} */ ({}));
  const webhooks = usePoll(tab === 'webhooks' ? () => loadWebhooks(eventFilter) : null, [tab, eventFilter.type, eventFilter.status]);
  const refreshAll = () => {
    fleet.reload();
    orders.reload();
    webhooks.reload();
  };

  const onKey = (event) => {
    const index = TABS.findIndex(([id]) => id === tab);
    const next = event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const [id] = TABS[(next + TABS.length) % TABS.length];
    setTab(id);
    document.getElementById(`tab-${id}`)?.focus();
  };

  const testMode = isTestMode();
  const zones = fleet.data?.availability?.zones.map((z) => z.zone) ?? [];
  return html`<div class=${`shell ${testMode ? 'test-mode' : ''}`}>
    ${testMode &&
    html`<p class="test-banner" role="status" data-testid="test-mode-banner">
      <strong>Test mode.</strong> You are signed in with a test key: everything here is your sandbox, apart from live data.
      Make sandbox orders under Orders. Webhooks lists their events and the deliveries to the webhook endpoints you register there;
      events that <code>npx pdn listen</code> forwards come from the live event stream, so its terminal shows what it sent (they show here as "no endpoint").
    </p>`}
    <header class="top">
      <h1>PDN partner dashboard${testMode && html` <span class="badge badge-test">TEST MODE</span>`}</h1>
      <div class="live" aria-live="off">
        <span class=${`dot ${fleet.error ? 'stale' : ''}`} aria-hidden="true"></span>
        ${fleet.loadedAt ? html`Live · updated <time>${time(fleet.loadedAt.toISOString())}</time>` : 'Connecting…'}
        <span class="muted"> (every ${POLL_MS / 1000}s)</span>
      </div>
      <button type="button" class="secondary" onClick=${onSignOut}>Sign out</button>
    </header>
    <nav role="tablist" aria-label="Dashboard sections" onKeyDown=${onKey}>
      ${TABS.map(
        ([id, label]) => html`<button type="button" role="tab" id=${`tab-${id}`} aria-controls=${`panel-${id}`} aria-selected=${tab === id ? 'true' : 'false'}
          tabindex=${tab === id ? 0 : -1} onClick=${() => setTab(id)}>${label}</button>`,
      )}
    </nav>
    <main id=${`panel-${tab}`} role="tabpanel" aria-labelledby=${`tab-${tab}`} tabindex="-1">
      ${tab === 'fleet' && html`<${FleetView} fleet=${fleet} />`}
      ${tab === 'orders' && html`<${OrdersView} orders=${orders} riders=${fleet.data?.riders} zones=${zones} onChanged=${refreshAll} />`}
      ${tab === 'history' && html`<${HistoryView} riders=${fleet.data?.riders} />`}
      ${tab === 'webhooks' && html`<${WebhooksView} webhooks=${webhooks} eventFilter=${eventFilter} onEventFilter=${setEventFilter} />`}
    </main>
  </div>`;
}

function App() {
  const [signedIn, setSignedIn] = useState(() => Boolean(session.key()));
  const [reason, setReason] = useState(undefined);
  useEffect(() => {
    whenUnauthorized((error) => {
      session.signOut();
      setReason(`You were signed out: ${error.message}`);
      setSignedIn(false);
    });
  }, []);
  const signOut = () => {
    session.signOut();
    setReason(undefined);
    setSignedIn(false);
  };
  return signedIn
    ? html`<${Shell} onSignOut=${signOut} />`
    : html`<${SignIn} reason=${reason} onSignedIn=${() => {
        setReason(undefined);
        setSignedIn(true);
      }} />`;
}

const root = document.getElementById('app');
root.textContent = ''; // the static "Loading…" placeholder
render(html`<${App} />`, root);
