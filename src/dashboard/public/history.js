// @ts-check
// History: the orders my riders finished (delivered or cancelled), the last finished first,
// each opening its timeline; and what I was paid, each settlement with its orders.
import { useEffect, useState } from 'preact/hooks';
import { get } from '../../ui/api.js';
import { OrderTimeline } from './orders.js';
import { Badge, html, LoadError, money, riderName, usePoll } from '../../ui/ui.js';

/** @typedef {import('../../ui/ui.types').Order} Order */
/** @typedef {import('../../ui/ui.types').ItemOf<'/v1/settlements'>} Settlement */

const HISTORY_LIMIT = 100;
/** Read more than is shown: the list is in creation order, and an order made earlier may have finished later. */
const HISTORY_READ = 200;
const when = (iso) => (iso ? new Date(iso).toLocaleString([], { dateStyle: 'short', timeStyle: 'medium' }) : '');
/** @param {Order} o */
const finishedAt = (o) => o.delivered_at ?? o.cancelled_at ?? o.updated_at;

/**
 * The orders a settlement pays, with their amounts. A settlement lists only its order ids;
 * each order's amount is its payout (the estimate: there is no separate final payout, see
 * docs/decisions.md). Orders the history already holds are not fetched again; the others are
 * read a few at a time, to stay well inside the rate limit.
 * @param {string[]} ids @param {Order[]} known
 */
async function settledOrders(ids, known) {
  const byId = new Map(known.map((o) => [o.order_id, o]));
  const missing = ids.filter((id) => !byId.has(id));
  for (let i = 0; i < missing.length; i += 8) {
    const batch = await Promise.all(missing.slice(i, i + 8).map((id) => get('/v1/orders/{order_id}', { path: { order_id: id } })));
    for (const order of batch) byId.set(order.order_id, order);
  }
  return ids.map((id) => byId.get(id));
}

/** @param {{ settlement: Settlement, known: Order[], riders: any[], onShow: (id: string) => void }} props */
function SettlementOrders({ settlement, known, riders, onShow }) {
  const [orders, setOrders] = useState(/** @type {Order[] | undefined} */ (undefined));
  const [error, setError] = useState(undefined);
  useEffect(() => {
    // Settled orders do not change: read once, when opened.
    settledOrders(settlement.order_ids, known).then(setOrders, setError);
  }, [settlement.id]);
  if (error) return html`<${LoadError} error=${error} />`;
  if (!orders) return html`<p class="muted">Loading its orders…</p>`;
  return html`<table class="compact settled" data-testid="settlement-orders">
    <caption class="sr-only">Orders paid by ${settlement.id}</caption>
    <thead><tr><th scope="col">Order</th><th scope="col" class="wide">Delivered</th><th scope="col" class="wide">Rider</th><th scope="col" class="wide">Route</th><th scope="col" class="num">Amount</th></tr></thead>
    <tbody>${orders.map(
      (o) => html`<tr key=${o.order_id} data-settled-order=${o.order_id}>
        <th scope="row"><button type="button" class="link" onClick=${() => onShow(o.order_id)} aria-label=${`Timeline of ${o.order_id}`}><code>${o.order_id}</code></button></th>
        <td class="wide">${when(o.delivered_at)}</td>
        <td class="wide">${riderName(riders, o.rider_id)}</td>
        <td class="wide">${o.pickup.creator} → ${o.dropoff.area}</td>
        <td class="num">${money(o.payout_estimate)}</td>
      </tr>`,
    )}</tbody>
    <tfoot><tr><th scope="row" colspan="4" class="total">Total, ${settlement.order_count} ${settlement.order_count === 1 ? 'order' : 'orders'}</th><td class="num">${money({ amount: settlement.amount, currency: settlement.currency })}</td></tr></tfoot>
  </table>`;
}

/** @param {{ settlement: Settlement, known: Order[], riders: any[], onShow: (id: string) => void }} props */
function SettlementRow({ settlement: s, known, riders, onShow }) {
  const [open, setOpen] = useState(false);
  const detailId = `settled-${s.id}`;
  return html`<tr data-settlement=${s.id}>
      <th scope="row"><code>${s.id}</code></th>
      <td data-label="Paid">${when(s.created_at)}</td>
      <td data-label="Orders">
        <button type="button" class="link" aria-expanded=${open ? 'true' : 'false'} aria-controls=${detailId} onClick=${() => setOpen(!open)}>
          ${open ? '▾' : '▸'} ${s.order_count} ${s.order_count === 1 ? 'order' : 'orders'}
        </button>
      </td>
      <td data-label="Amount" class="num">${money({ amount: s.amount, currency: s.currency })}</td>
    </tr>
    ${open &&
    html`<tr class="detail" id=${detailId} data-settlement-detail=${s.id}>
      <td colspan="4"><${SettlementOrders} settlement=${s} known=${known} riders=${riders} onShow=${onShow} /></td>
    </tr>`}`;
}

export function HistoryView({ riders }) {
  const [status, setStatus] = useState('all');
  const [zone, setZone] = useState('all');
  const [timelineOf, setTimelineOf] = useState(undefined);
  /** @type {Array<'delivered' | 'cancelled'>} */
  const statuses = status === 'all' ? ['delivered', 'cancelled'] : [/** @type {'delivered' | 'cancelled'} */ (status)];
  const { data, error } = usePoll(() => get('/v1/orders', { query: { status: statuses, direction: 'desc', limit: HISTORY_READ } }), [status]);
  const settlements = usePoll(() => get('/v1/settlements', { query: { limit: 50 } }));
  const orders = data?.data ?? [];
  const zones = [...new Set(orders.map((o) => o.zone))].sort();
  // The list comes newest created first; history reads by when an order finished.
  const shown = orders
    .filter((o) => zone === 'all' || o.zone === zone)
    .sort((a, b) => finishedAt(b).localeCompare(finishedAt(a)))
    .slice(0, HISTORY_LIMIT);
  const riderItems = riders?.items ?? [];
  const more = data && (data.has_more || orders.length > HISTORY_LIMIT);

  return html`<div class="grid single">
    ${timelineOf && html`<${OrderTimeline} orderId=${timelineOf} riders=${riderItems} onClose=${() => setTimelineOf(undefined)} />`}
    <section aria-labelledby="history-h">
      <h2 id="history-h">Order history ${data && html`<span class="count">${shown.length}${more ? '+' : ''}</span>`}</h2>
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
        <span class="muted">Last finished first${more ? `, the latest ${HISTORY_LIMIT}` : ''}. Click an order for its timeline.</span>
      </div>
      ${!data
        ? html`<p>Loading…</p>`
        : shown.length === 0
          ? html`<p class="muted">No finished order yet.</p>`
          : html`<div class="table-wrap"><table class="cards" data-testid="history-table">
              <caption class="sr-only">Delivered and cancelled orders, the last finished first</caption>
              <thead><tr><th scope="col">Order</th><th scope="col">Status</th><th scope="col">Finished</th><th scope="col">Rider</th><th scope="col">Zone</th><th scope="col">Route</th><th scope="col">Payout</th></tr></thead>
              <tbody>${shown.map(
                (o) => html`<tr key=${o.order_id} data-order=${o.order_id}>
                  <th scope="row"><button type="button" class="link" onClick=${() => setTimelineOf(o.order_id)} aria-label=${`Timeline of ${o.order_id}`}><code>${o.order_id}</code></button></th>
                  <td data-label="Status"><${Badge} value=${o.status} />${o.cancellation_reason && html` <span class="muted">${o.cancellation_reason}</span>`}</td>
                  <td data-label="Finished"><time datetime=${finishedAt(o)}>${when(finishedAt(o))}</time></td>
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
              <caption class="sr-only">Payments for delivered orders, newest first; open one for its orders and their amounts</caption>
              <thead><tr><th scope="col">Settlement</th><th scope="col">Paid</th><th scope="col">Orders</th><th scope="col">Amount</th></tr></thead>
              <tbody>${settlements.data.data.map((s) => html`<${SettlementRow} key=${s.id} settlement=${s} known=${orders} riders=${riderItems} onShow=${setTimelineOf} />`)}</tbody>
            </table></div>`}
    </section>
  </div>`;
}
