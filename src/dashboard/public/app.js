// @ts-check
// The partner dashboard: sign in with a partner API key, then Fleet, Orders and Webhooks,
// refreshed every couple of seconds from the same /v1 API an integration uses.
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { isTestMode } from '../../ui/api.js';
import { Header, SignedIn, SignIn, Tabs, useTab } from '../../ui/shell.js';
import { FleetView, loadFleet } from './fleet.js';
import { HistoryView } from './history.js';
import { loadOrders, OrdersView } from './orders.js';
import { html, usePoll } from '../../ui/ui.js';
import { loadWebhooks, WebhooksView } from './webhooks.js';

const TABS = [
  ['fleet', 'Fleet'],
  ['orders', 'Orders'],
  ['history', 'History'],
  ['webhooks', 'Webhooks'],
];

function Shell({ onSignOut }) {
  const [tab, setTab] = useTab(TABS, 'fleet');

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

  const testMode = isTestMode();
  const zones = fleet.data?.availability?.zones.map((z) => z.zone) ?? [];
  return html`<div class=${`shell ${testMode ? 'test-mode' : ''}`}>
    ${testMode &&
    html`<p class="test-banner" role="status" data-testid="test-mode-banner">
      <strong>Test mode.</strong> You are signed in with a test key: everything here is your sandbox, apart from live data.
      Make sandbox orders under Orders. Webhooks lists their events and the deliveries to the webhook endpoints you register there;
      events that <code>npx pdn listen</code> forwards come from the live event stream, so its terminal shows what it sent (they show here as "no endpoint").
    </p>`}
    <${Header} title=${html`PDN partner dashboard${testMode && html` <span class="badge badge-test">TEST MODE</span>`}`} live=${fleet} onSignOut=${onSignOut} />
    <${Tabs} tabs=${TABS} tab=${tab} setTab=${setTab} label="Dashboard sections" />
    <main id=${`panel-${tab}`} role="tabpanel" aria-labelledby=${`tab-${tab}`} tabindex="-1">
      ${tab === 'fleet' && html`<${FleetView} fleet=${fleet} />`}
      ${tab === 'orders' && html`<${OrdersView} orders=${orders} riders=${fleet.data?.riders} zones=${zones} onChanged=${refreshAll} />`}
      ${tab === 'history' && html`<${HistoryView} riders=${fleet.data?.riders} />`}
      ${tab === 'webhooks' && html`<${WebhooksView} webhooks=${webhooks} eventFilter=${eventFilter} onEventFilter=${setEventFilter} />`}
    </main>
  </div>`;
}

const signIn = ({ reason, onSignedIn }) =>
  html`<${SignIn}
    title="PDN partner dashboard"
    intro="Watch and run your side of the delivery network: riders, jobs, orders and webhooks."
    label="Partner API key"
    refusedHint='Check that you copied the whole partner key (it starts with "pdn_sk_", or "pdn_test_" for your sandbox).'
    reason=${reason}
    onSignedIn=${onSignedIn}
  />`;

const App = () => html`<${SignedIn} shell=${(signOut) => html`<${Shell} onSignOut=${signOut} />`} signIn=${signIn} />`;

const root = document.getElementById('app');
root.textContent = ''; // the static "Loading…" placeholder
render(html`<${App} />`, root);
