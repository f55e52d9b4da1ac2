// @ts-check
// Orders across partners: searched by id or the network's `reference`, filtered by status and
// partner; each with its partner, and its timeline of events with what was delivered to the
// network's endpoints and to the partner's. Release or cancel from here.
import { useCanWrite } from './who.js';
import { useState } from 'preact/hooks';
import { api, pathOf } from '../../ui/api.js';
import { Badge, Flash, html, LoadError, money, StatusCodeBadge, time, useAction, useFlash, useFocusOnOpen, usePoll } from '../../ui/ui.js';

const STATUSES = ['unassigned', 'assigned', 'picked_up', 'delivered', 'cancelled'];
const SHOWN = 100;

/** The timeline panel's order, and a way to open one. @returns {[string | undefined, (id: string | undefined) => void]} */
export function useTimeline() {
  const [shown, setShown] = useState(/** @type {string | undefined} */ (undefined));
  return [shown, setShown];
}

export const partnerName = (partners, id) => (id ? (partners?.find((p) => p.id === id)?.name ?? id) : '');

/**
 * Release (an assigned job goes back to be offered again) and cancel, each asked twice: the
 * first click says what will happen, the second does it.
 */
export function OrderActions({ order, flash, onChanged }) {
  const [asking, setAsking] = useState(/** @type {'release' | 'cancel' | undefined} */ (undefined));
  const [busy, run] = useAction(flash, onChanged);
  const canWrite = useCanWrite();
  const path = `/v1/admin/orders/${encodeURIComponent(order.order_id)}`;
  const canRelease = order.status === 'assigned';
  const canCancel = ['unassigned', 'assigned', 'picked_up'].includes(order.status);
  if (!canWrite || (!canRelease && !canCancel)) return html`<span class="muted">—</span>`;
  const act = (move) =>
    run(async () => {
      setAsking(undefined);
      const moved = await api('POST', `${path}/${move}`, { reason: `by the network console` });
      return move === 'release' ? `Released ${moved.order_id}: offered again.` : `Cancelled ${moved.order_id}.`;
    });
  if (asking) {
    return html`<span class="actions" role="group" aria-label=${`Confirm for ${order.order_id}`}>
      <button type="button" class="danger" disabled=${busy} onClick=${() => act(asking)}>${asking === 'release' ? 'Confirm release' : 'Confirm cancel'}</button>
      <button type="button" class="secondary" onClick=${() => setAsking(undefined)}>Keep</button>
    </span>`;
  }
  return html`<span class="actions">
    ${canRelease && html`<button type="button" class="secondary" disabled=${busy} onClick=${() => setAsking('release')} aria-label=${`Release ${order.order_id}`}>Release</button>`}
    ${canCancel && html`<button type="button" class="danger" disabled=${busy} onClick=${() => setAsking('cancel')} aria-label=${`Cancel ${order.order_id}`}>Cancel</button>`}
  </span>`;
}

/** One delivery of an event: the endpoint, its state, and each attempt. */
function Delivery({ delivery: d }) {
  return html`<li data-delivery=${d.id} data-status=${d.status}>
    <${Badge} value=${d.status} /> <code>${d.url ?? d.endpoint_id}</code> <span class="muted">· ${d.attempt_count} attempt${d.attempt_count === 1 ? '' : 's'}</span>
    ${d.attempts.length > 0 &&
    html`<span class="muted"> · ${d.attempts.map(
      (a) => html`<span class="attempt" data-attempt=${a.attempted_at}> <time datetime=${a.attempted_at}>${time(a.attempted_at)}</time> ${a.status_code != null ? html`<${StatusCodeBadge} code=${a.status_code} />` : a.error ? html`<span class="badge badge-failed">${a.error}</span>` : html`<span class="badge badge-succeeded">confirmed</span>`}</span>`,
    )}</span>`}
  </li>`;
}

/** The order, and every event about it: to whom it went (the network, a partner) and what was delivered. */
export function OrderTimeline({ orderId, partners, onClose }) {
  const { data, error } = usePoll(() => api('GET', `/v1/admin/orders/${encodeURIComponent(orderId)}/timeline`), [orderId]);
  const heading = useFocusOnOpen(orderId);
  const order = data?.order;
  return html`<section class="panel" aria-labelledby="timeline-h" data-testid="order-timeline">
    <div class="panel-head">
      <h3 id="timeline-h" tabindex="-1" ref=${heading}>Timeline of <code>${orderId}</code></h3>
      <button type="button" class="secondary" onClick=${onClose}>Close</button>
    </div>
    <${LoadError} error=${error} />
    ${order &&
    html`<p>${order.reference && html`<strong>${order.reference}</strong> · `}${order.pickup.creator} → ${order.dropoff.area} · ${order.zone} · ${money(order.payout_estimate)} · <${Badge} value=${order.status} />
      ${order.partner_id && html` · ${partnerName(partners, order.partner_id)}`}</p>`}
    ${data &&
    (data.events.length === 0
      ? html`<p class="muted">No event yet.</p>`
      : html`<ol class="timeline" data-testid="timeline-events">
          ${data.events.map(
            (e) => html`<li data-event=${e.id} data-type=${e.type} data-recipient=${e.recipient}>
              <time datetime=${e.created}>${time(e.created)}</time> <code>${e.type}</code>${' '}
              <span class="muted">to ${e.recipient === 'network' ? 'the network' : partnerName(partners, e.recipient)}</span>
              ${e.deliveries.length === 0 ? html` <span class="muted small">· no endpoint wanted it</span>` : html`<ol class="deliveries">${e.deliveries.map((d) => html`<${Delivery} key=${d.id} delivery=${d} />`)}</ol>`}
            </li>`,
          )}
        </ol>`)}
  </section>`;
}

/** The orders matching the search: an `ord_` id is looked up, anything else is a `reference`. */
async function searchOrders({ text, status, partnerId }) {
  const q = text.trim();
  if (/^ord_/.test(q)) {
    try {
      return { items: [await api('GET', `/v1/admin/orders/${encodeURIComponent(q)}`)], more: false };
    } catch (error) {
      if (error.status === 404) return { items: [], more: false };
      throw error;
    }
  }
  const page = await api('GET', pathOf('/v1/admin/orders', { query: { reference: q || undefined, status: status || undefined, partner_id: partnerId || undefined, limit: SHOWN } }));
  return { items: page.data, more: page.has_more };
}

export function OrdersView({ partners, tick, onChanged }) {
  const flash = useFlash();
  const [shown, show] = useTimeline();
  const [form, setForm] = useState({ text: '', status: '', partnerId: '' });
  const [search, setSearch] = useState(form);
  const { data, error } = usePoll(() => searchOrders(search), [search, tick]);
  const submit = (event) => {
    event.preventDefault();
    setSearch({ ...form });
  };
  return html`<${Flash} flash=${flash.flash} onClose=${flash.clear} />
    ${shown && html`<${OrderTimeline} orderId=${shown} partners=${partners} onClose=${() => show(undefined)} />`}
    <section aria-labelledby="orders-h">
      <h2 id="orders-h">Orders ${data && html`<span class="count">${data.items.length}${data.more ? '+' : ''}</span>`}</h2>
      <form class="search" role="search" onSubmit=${submit}>
        <label>Order id or reference <input type="search" name="q" data-testid="order-search" value=${form.text} placeholder="ord_… or your reference" onInput=${(e) => setForm({ ...form, text: e.currentTarget.value })} /></label>
        <label>Status <select name="status" value=${form.status} onChange=${(e) => setForm({ ...form, status: e.currentTarget.value })}>
          <option value="">any</option>${STATUSES.map((s) => html`<option value=${s}>${s}</option>`)}
        </select></label>
        <label>Partner <select name="partner" value=${form.partnerId} onChange=${(e) => setForm({ ...form, partnerId: e.currentTarget.value })}>
          <option value="">any</option>${(partners ?? []).map((p) => html`<option value=${p.id}>${p.name}</option>`)}
        </select></label>
        <button type="submit">Search</button>
      </form>
      <${LoadError} error=${error} />
      ${!data
        ? html`<p>Loading…</p>`
        : data.items.length === 0
          ? html`<p class="muted">No order matches.</p>`
          : html`<div class="table-wrap"><table class="cards" data-testid="orders-table">
              <caption class="sr-only">Orders across partners</caption>
              <thead><tr><th scope="col">Order</th><th scope="col">Reference</th><th scope="col">Status</th><th scope="col">Partner</th><th scope="col">Zone</th><th scope="col">Payout</th><th scope="col">Created</th><th scope="col">Actions</th></tr></thead>
              <tbody>${data.items.map(
                (o) => html`<tr key=${o.order_id} data-order=${o.order_id}>
                  <th scope="row"><button type="button" class="link" onClick=${() => show(o.order_id)} aria-label=${`Timeline of ${o.order_id}`}><code>${o.order_id}</code></button></th>
                  <td data-label="Reference">${o.reference ?? html`<span class="muted">—</span>`}</td>
                  <td data-label="Status"><${Badge} value=${o.status} /></td>
                  <td data-label="Partner" data-partner=${o.partner_id ?? ''}>${o.partner_id ? partnerName(partners, o.partner_id) : html`<span class="muted">none</span>`}</td>
                  <td data-label="Zone">${o.zone}</td>
                  <td data-label="Payout" class="num">${money(o.payout_estimate)}</td>
                  <td data-label="Created"><time datetime=${o.created_at}>${time(o.created_at)}</time></td>
                  <td data-label="Actions"><${OrderActions} order=${o} flash=${flash} onChanged=${onChanged} /></td>
                </tr>`,
              )}</tbody>
            </table></div>`}
    </section>`;
}
