// History: the orders my riders finished (delivered or cancelled), newest first, and what I
// was paid for them.
import { useState } from 'preact/hooks';
import { get } from './api.js';
import { Badge, html, LoadError, money, riderName, usePoll } from './ui.js';

const HISTORY_LIMIT = 100;
const when = (iso) => (iso ? new Date(iso).toLocaleString([], { dateStyle: 'short', timeStyle: 'medium' }) : '');

export function HistoryView({ riders }) {
  const [status, setStatus] = useState('all');
  const [zone, setZone] = useState('all');
  /** @type {Array<'delivered' | 'cancelled'>} */
  const statuses = status === 'all' ? ['delivered', 'cancelled'] : [/** @type {'delivered' | 'cancelled'} */ (status)];
  const { data, error } = usePoll(() => get('/v1/orders', { query: { status: statuses, direction: 'desc', limit: HISTORY_LIMIT } }), [status]);
  const settlements = usePoll(() => get('/v1/settlements', { query: { limit: 50 } }));
  const orders = data?.data ?? [];
  const zones = [...new Set(orders.map((o) => o.zone))].sort();
  const shown = orders.filter((o) => zone === 'all' || o.zone === zone);
  const riderItems = riders?.items ?? [];

  return html`<div class="grid single">
    <section aria-labelledby="history-h">
      <h2 id="history-h">Order history ${data && html`<span class="count">${shown.length}${data.has_more ? '+' : ''}</span>`}</h2>
      <${LoadError} error=${error} />
      <div class="toolbar">
        <label>Show <select data-testid="history-status" value=${status} onChange=${(e) => setStatus(e.currentTarget.value)}>
          <option value="all">delivered and cancelled</option>
          <option value="delivered">delivered</option>
          <option value="cancelled">cancelled</option>
        </select></label>
        <label>Zone <select data-testid="history-zone" value=${zone} onChange=${(e) => setZone(e.currentTarget.value)}>
          <option value="all">all zones</option>
          ${zones.map((z) => html`<option value=${z}>${z}</option>`)}
        </select></label>
        ${data?.has_more && html`<span class="muted">the latest ${HISTORY_LIMIT}</span>`}
      </div>
      ${!data
        ? html`<p>Loading…</p>`
        : shown.length === 0
          ? html`<p class="muted">No finished order yet.</p>`
          : html`<div class="table-wrap"><table class="cards" data-testid="history-table">
              <caption class="sr-only">Delivered and cancelled orders, newest first</caption>
              <thead><tr><th scope="col">Order</th><th scope="col">Status</th><th scope="col">Finished</th><th scope="col">Rider</th><th scope="col">Zone</th><th scope="col">Route</th><th scope="col">Payout</th></tr></thead>
              <tbody>${shown.map(
                (o) => html`<tr key=${o.order_id} data-order=${o.order_id}>
                  <th scope="row"><code>${o.order_id}</code></th>
                  <td data-label="Status"><${Badge} value=${o.status} />${o.cancellation_reason && html` <span class="muted">${o.cancellation_reason}</span>`}</td>
                  <td data-label="Finished">${when(o.delivered_at ?? o.cancelled_at)}</td>
                  <td data-label="Rider">${riderName(riderItems, o.rider_id)}</td>
                  <td data-label="Zone">${o.zone}</td>
                  <td data-label="Route">${o.pickup.creator} → ${o.dropoff.area}</td>
                  <td data-label="Payout" class="num">${money(o.payout_estimate)}</td>
                </tr>`,
              )}</tbody>
            </table></div>`}
    </section>
    <section aria-labelledby="settlements-h">
      <h2 id="settlements-h">Settlements ${settlements.data && html`<span class="count">${settlements.data.data.length}${settlements.data.has_more ? '+' : ''}</span>`}</h2>
      <${LoadError} error=${settlements.error} />
      ${!settlements.data
        ? html`<p>Loading…</p>`
        : settlements.data.data.length === 0
          ? html`<p class="muted">Nothing paid yet: delivered orders are settled by the network.</p>`
          : html`<div class="table-wrap"><table class="cards" data-testid="settlements-table">
              <caption class="sr-only">Payments for delivered orders, newest first</caption>
              <thead><tr><th scope="col">Settlement</th><th scope="col">Paid</th><th scope="col">Orders</th><th scope="col">Amount</th></tr></thead>
              <tbody>${settlements.data.data.map(
                (s) => html`<tr key=${s.id} data-settlement=${s.id}>
                  <th scope="row"><code>${s.id}</code></th>
                  <td data-label="Paid">${when(s.created_at)}</td>
                  <td data-label="Orders">${s.order_count}</td>
                  <td data-label="Amount" class="num">${money({ amount: s.amount, currency: s.currency })}</td>
                </tr>`,
              )}</tbody>
            </table></div>`}
    </section>
  </div>`;
}
