// @ts-check
// Orders: the jobs waiting in my territories (accept for a rider), the orders my riders hold
// (reassign, report picked up and delivered), and one order's timeline.
import { useState } from 'preact/hooks';
import { get, getAll, isTestMode, post } from '../../ui/api.js';
import { DispatchPolicyPanel } from './dispatch.js';
import { SandboxMoves, SandboxPanel } from './sandbox.js';
import { Badge, Flash, html, LoadError, money, PickupEta, riderName, time, useAction, useFocusOnOpen, usePoll, useFlash, WaitingFor } from '../../ui/ui.js';

/**
 * Riders who can take a job: online and below capacity (the rules accept and reassign enforce).
 * Riders already in the job's zone come first; riders in my other zones are offered too, since
 * the API lets a rider take a job outside their zone (they may be close to the border), but
 * they are listed apart so the operator chooses them knowingly.
 */
/** @typedef {import('../../ui/ui.types').Order} Order */
/** @typedef {import('../../ui/ui.types').RiderListItem} RiderListItem */

/** @param {RiderListItem[]} riders @param {string} zone @param {string | null} [excludeRiderId] */
function eligibleRiders(riders, zone, excludeRiderId) {
  const free = riders.filter((r) => r.status === 'online' && r.active_deliveries < r.capacity && r.rider_id !== excludeRiderId);
  return { sameZone: free.filter((r) => r.zone === zone), otherZones: free.filter((r) => r.zone !== zone) };
}

/** The wanted rider if still eligible, else the first eligible one (riders change under the operator). */
function pickRider({ sameZone, otherZones }, wanted) {
  const all = [...sameZone, ...otherZones];
  return (all.find((r) => r.rider_id === wanted) ?? all[0])?.rider_id;
}

/** @param {RiderListItem} r */
function riderLabel(r) {
  return `${r.name || r.rider_id} (${r.zone}, ${r.active_deliveries}/${r.capacity})`;
}

/** A rider picker offering only the eligible riders (from eligibleRiders). */
function RiderSelect({ id, label, eligible, zone, value, onChange }) {
  const { sameZone, otherZones } = eligible;
  if (sameZone.length + otherZones.length === 0) return html`<span class="muted">No online rider with room</span>`;
  return html`<label for=${id} class="sr-only">${label}</label>
    <select id=${id} name="rider_id" value=${value} onChange=${(e) => onChange(e.currentTarget.value)}>
      ${sameZone.length > 0 && html`<optgroup label=${`In ${zone}`}>${sameZone.map((r) => html`<option value=${r.rider_id}>${riderLabel(r)}</option>`)}</optgroup>`}
      ${otherZones.length > 0 && html`<optgroup label="Other zones">${otherZones.map((r) => html`<option value=${r.rider_id}>${riderLabel(r)}</option>`)}</optgroup>`}
    </select>`;
}

/**
 * The API's best riders for a job (GET /v1/orders/{id}/rider_suggestions), each with the
 * reasons for its rank, and the top one assigned in one click (an ordinary accept).
 * @param {{ order: Order, riders: RiderListItem[], flash: any, onChanged: () => void }} props
 */
function Suggestions({ order, riders, flash, onChanged }) {
  /** @type {[import('../../ui/ui.types').Schemas['RiderSuggestion'][] | null, (s: any) => void]} */
  const [list, setList] = useState(null);
  const [busy, run] = useAction(flash, onChanged);
  const path = { path: { order_id: order.order_id } };
  const load = () =>
    run(async () => {
      setList((await get('/v1/orders/{order_id}/rider_suggestions', { ...path, query: { limit: 3 } })).data);
    });
  const assignTop = () =>
    run(async () => {
      const accepted = await post('/v1/orders/{order_id}/accept', path, { rider_id: list[0].rider_id });
      setList(null);
      return `Accepted ${accepted.order_id} for ${riderName(riders, accepted.rider_id)}.`;
    });
  if (!list) return html`<button type="button" class="secondary" disabled=${busy} onClick=${load} aria-label=${`Suggest riders for ${order.order_id}`}>Suggest</button>`;
  if (list.length === 0) return html`<span class="muted" data-testid="suggestions">No rider can take it now</span>`;
  return html`<div data-testid="suggestions">
    <ol class="small">
      ${list.map((s) => html`<li data-rider=${s.rider_id}><strong>${riderName(riders, s.rider_id)}</strong> <span class="muted">${s.reasons.join(' · ')}</span></li>`)}
    </ol>
    <button type="button" disabled=${busy} onClick=${assignTop}>Assign ${riderName(riders, list[0].rider_id)}</button>
  </div>`;
}

/** @param {{ order: Order, riders: RiderListItem[], flash: any, onChanged: () => void, onShow: (id: string) => void }} props */
function AvailableRow({ order, riders, flash, onChanged, onShow }) {
  const [wanted, setRiderId] = useState(undefined);
  const [busy, run] = useAction(flash, onChanged);
  const eligible = eligibleRiders(riders, order.zone);
  const riderId = pickRider(eligible, wanted);

  const accept = (event) => {
    event.preventDefault();
    run(async () => {
      const accepted = await post('/v1/orders/{order_id}/accept', { path: { order_id: order.order_id } }, { rider_id: riderId });
      return `Accepted ${accepted.order_id} for ${riderName(riders, accepted.rider_id)}.`;
    });
  };

  return html`<tr data-order=${order.order_id}>
    <th scope="row"><button type="button" class="link" onClick=${() => onShow(order.order_id)} aria-label=${`Timeline of ${order.order_id}`}><code>${order.order_id}</code></button>
      <br /><span class="muted small"><${WaitingFor} since=${order.created_at} /></span></th>
    <td data-label="Zone">${order.zone}</td>
    <td data-label="Pickup">${order.pickup.creator} <span class="muted">· <${PickupEta} order=${order} /></span></td>
    <td data-label="Drop-off">${order.dropoff.area}</td>
    <td data-label="Payout" class="num">${money(order.payout_estimate)}</td>
    <td data-label="Accept">
      <form class="inline" onSubmit=${accept}>
        <${RiderSelect} id=${`accept-${order.order_id}`} label=${`Rider for ${order.order_id}`} eligible=${eligible} zone=${order.zone} value=${riderId} onChange=${setRiderId} />
        <button type="submit" disabled=${busy || !riderId}>Accept</button>
      </form>
      <${Suggestions} order=${order} riders=${riders} flash=${flash} onChanged=${onChanged} />
    </td>
    ${isTestMode() && html`<td data-label="The network's moves (test helpers)"><${SandboxMoves} order=${order} flash=${flash} onChanged=${onChanged} /></td>`}
  </tr>`;
}

/** @param {{ order: Order, riders: RiderListItem[], flash: any, onChanged: () => void, onShow: (id: string) => void }} props */
function ActiveRow({ order, riders, flash, onChanged, onShow }) {
  const [wanted, setRiderId] = useState(undefined);
  const eligible = eligibleRiders(riders, order.zone, order.rider_id);
  const riderId = pickRider(eligible, wanted);
  const [reason, setReason] = useState('');
  const [busy, run] = useAction(flash, onChanged);
  const holder = riders.find((r) => r.rider_id === order.rider_id);

  const reassign = (event) => {
    event.preventDefault();
    run(async () => {
      const body = reason.trim() ? { rider_id: riderId, reason: reason.trim() } : { rider_id: riderId };
      const moved = await post('/v1/orders/{order_id}/reassign', { path: { order_id: order.order_id } }, body);
      setReason('');
      return `Reassigned ${moved.order_id} to ${riderName(riders, moved.rider_id)}.`;
    });
  };

  return html`<tr data-order=${order.order_id}>
    <th scope="row"><button type="button" class="link" onClick=${() => onShow(order.order_id)} aria-label=${`Timeline of ${order.order_id}`}><code>${order.order_id}</code></button></th>
    <td data-label="Status"><${Badge} value=${order.status} /></td>
    <td data-label="Rider">${holder ? holder.name || holder.rider_id : order.rider_id}</td>
    <td data-label="Zone">${order.zone}</td>
    <td data-label="Route">${order.pickup.creator} → ${order.dropoff.area}${order.status === 'assigned' && html` <span class="muted">· <${PickupEta} order=${order} /></span>`}</td>
    <td data-label="Payout" class="num">${money(order.payout_estimate)}</td>
    <td data-label="Progress"><${ProgressReport} order=${order} flash=${flash} onChanged=${onChanged} /></td>
    <td data-label="Reassign">
      ${order.status === 'assigned'
        ? html`<form class="inline" onSubmit=${reassign}>
            <${RiderSelect} id=${`reassign-${order.order_id}`} label=${`New rider for ${order.order_id}`} eligible=${eligible} zone=${order.zone} value=${riderId} onChange=${setRiderId} />
            <label for=${`reason-${order.order_id}`} class="sr-only">Reason for reassigning ${order.order_id}</label>
            <input id=${`reason-${order.order_id}`} type="text" maxlength="500" placeholder="Reason (optional)" value=${reason} onInput=${(e) => setReason(e.currentTarget.value)} />
            <button type="submit" disabled=${busy || !riderId}>Reassign</button>
          </form>`
        : html`<span class="muted">Picked up: on its way</span>`}
    </td>
    ${isTestMode() && html`<td data-label="The network's moves (test helpers)"><${SandboxMoves} order=${order} flash=${flash} onChanged=${onChanged} /></td>`}
  </tr>`;
}

/**
 * What the rider did, reported by the partner (POST /v1/orders/{id}/pickup, /deliver): "Picked
 * up" on an assigned order, "Delivered" (with the recipient's name as proof, if given) on a
 * picked-up one. Sent again after the network made the move, it answers the order unchanged.
 * @param {{ order: Order, flash: any, onChanged: () => void }} props
 */
function ProgressReport({ order, flash, onChanged }) {
  const [busy, run] = useAction(flash, onChanged);
  const [recipient, setRecipient] = useState('');
  const path = { path: { order_id: order.order_id } };
  const pickUp = () =>
    run(async () => {
      const moved = await post('/v1/orders/{order_id}/pickup', path);
      return `${moved.order_id} picked up: now ${moved.status}.`;
    });
  const deliver = (event) => {
    event.preventDefault();
    run(async () => {
      const name = recipient.trim();
      const moved = await post('/v1/orders/{order_id}/deliver', path, name ? { proof: { recipient_name: name } } : {});
      setRecipient('');
      return `${moved.order_id} delivered${name ? ` to ${name}` : ''}: now ${moved.status}.`;
    });
  };
  if (order.status === 'assigned') {
    return html`<button type="button" disabled=${busy} onClick=${pickUp} aria-describedby=${`progress-${order.order_id}`}>Picked up</button>
      <span id=${`progress-${order.order_id}`} class="sr-only">Report that the rider picked ${order.order_id} up</span>`;
  }
  if (order.status !== 'picked_up') return null;
  return html`<form class="inline" onSubmit=${deliver}>
    <label for=${`recipient-${order.order_id}`} class="sr-only">Recipient of ${order.order_id} (optional)</label>
    <input id=${`recipient-${order.order_id}`} type="text" maxlength="200" placeholder="Recipient (optional)" value=${recipient} onInput=${(e) => setRecipient(e.currentTarget.value)} />
    <button type="submit" disabled=${busy}>Delivered</button>
  </form>`;
}

/** Who reported a pickup or delivery, and to whom it was handed, as the event says. */
function reportOf(e) {
  if (e.type !== 'order.picked_up' && e.type !== 'order.delivered') return '';
  const by = e.data?.reported_by === 'partner' ? ' · reported by you' : e.data?.reported_by === 'network' ? ' · by the network' : '';
  const to = e.data?.proof?.recipient_name ? ` · to ${e.data.proof.recipient_name}` : '';
  return by + to;
}

const TIMELINE_STEPS = [
  ['created_at', 'Created'],
  ['assigned_at', 'Assigned'],
  ['picked_up_at', 'Picked up'],
  ['delivered_at', 'Delivered'],
  ['cancelled_at', 'Cancelled'],
];

/**
 * The order and its events. The event list has no order filter, so this reads the events of
 * the order's lifetime (created_at to when it finished, with a margin for clock steps) and
 * keeps those about it.
 * @param {string} orderId
 */
async function loadTimeline(orderId) {
  const order = await get('/v1/orders/{order_id}', { path: { order_id: orderId } });
  const finished = order.delivered_at ?? order.cancelled_at;
  const shift = (iso, ms) => new Date(Date.parse(iso) + ms).toISOString();
  const { items } = await getAll('/v1/events', { query: { created_gte: shift(order.created_at, -5_000), created_lte: finished ? shift(finished, 60_000) : undefined } }, 2000);
  return { order, events: items.filter((e) => 'order_id' in e.data && e.data.order_id === orderId).sort((a, b) => a.created.localeCompare(b.created)) };
}

/** The order's story from its own timestamps, and every event about it (Orders and History open it). */
export function OrderTimeline({ orderId, riders, onClose }) {
  const { data, error } = usePoll(() => loadTimeline(orderId), [orderId]);
  const heading = useFocusOnOpen(orderId);
  const order = data?.order;
  const related = data?.events ?? [];
  return html`<section class="panel" aria-labelledby="timeline-h" data-testid="order-timeline">
    <div class="panel-head">
      <h3 id="timeline-h" tabindex="-1" ref=${heading}>Timeline of <code>${orderId}</code></h3>
      <button type="button" class="secondary" onClick=${onClose}>Close</button>
    </div>
    <${LoadError} error=${error} />
    ${order &&
    html`<p>${order.pickup.creator} → ${order.dropoff.area} · ${order.zone} · ${money(order.payout_estimate)} · <${Badge} value=${order.status} />
        ${order.rider_id && html` · rider ${riderName(riders, order.rider_id)}`}</p>
      <ol class="timeline">
        ${TIMELINE_STEPS.filter(([field]) => order[field]).map(
          ([field, label]) => html`<li><time datetime=${order[field]}>${time(order[field])}</time> ${label}${field === 'cancelled_at' && order.cancellation_reason ? `: ${order.cancellation_reason}` : ''}</li>`,
        )}
      </ol>`}
    ${related.length > 0 &&
    html`<h4>Events about this order</h4>
      <ol class="timeline">
        ${related.map((e) => html`<li><time datetime=${e.created}>${time(e.created)}</time> <code>${e.type}</code> <span class="muted">${e.id}</span>${e.data?.previous_rider_id ? ` (from ${riderName(riders, e.data.previous_rider_id)} to ${riderName(riders, e.data.rider_id)})` : ''}${reportOf(e)}</li>`)}
      </ol>`}
  </section>`;
}

export async function loadOrders() {
  const [available, active] = await Promise.all([getAll('/v1/orders/available', {}, 200), getAll('/v1/orders', { query: { status: ['assigned', 'picked_up'] } }, 400)]);
  return { available, active };
}

export function OrdersView({ orders, riders, zones, onChanged }) {
  const flash = useFlash();
  const [shown, setShown] = useState(undefined);
  const { data, error } = orders;
  const riderItems = riders?.items ?? [];
  return html`<div class="grid single">
    <${Flash} flash=${flash.flash} onClose=${flash.clear} />
    ${isTestMode() && html`<${SandboxPanel} zones=${zones} onChanged=${onChanged} />`}
    <${DispatchPolicyPanel} zones=${zones} flash=${flash} onChanged=${onChanged} />
    ${shown && html`<${OrderTimeline} orderId=${shown} riders=${riderItems} onClose=${() => setShown(undefined)} />`}
    <section aria-labelledby="available-h">
      <h2 id="available-h">Jobs waiting in my territories ${data && html`<span class="count">${data.available.items.length}</span>`}</h2>
      <${LoadError} error=${error} />
      ${!data
        ? html`<p>Loading…</p>`
        : data.available.items.length === 0
          ? html`<p class="muted">No job is waiting right now. New ones appear here within seconds.</p>`
          : html`<div class="table-wrap"><table class="cards" data-testid="available-table">
              <caption class="sr-only">Unassigned jobs in your territories</caption>
              <thead><tr><th scope="col">Order</th><th scope="col">Zone</th><th scope="col">Pickup</th><th scope="col">Drop-off</th><th scope="col">Payout</th><th scope="col">Accept for rider</th>${isTestMode() && html`<th scope="col" title="What the network does in live mode, done here with the test helpers">The network's moves (test helpers)</th>`}</tr></thead>
              <tbody>${data.available.items.map((o) => html`<${AvailableRow} key=${o.order_id} order=${o} riders=${riderItems} flash=${flash} onChanged=${onChanged} onShow=${setShown} />`)}</tbody>
            </table></div>`}
    </section>
    <section aria-labelledby="active-h">
      <h2 id="active-h">My active orders ${data && html`<span class="count">${data.active.items.length}</span>`}</h2>
      ${!data
        ? html`<p>Loading…</p>`
        : data.active.items.length === 0
          ? html`<p class="muted">None of your riders holds an order.</p>`
          : html`<div class="table-wrap"><table class="cards" data-testid="active-table">
              <caption class="sr-only">Orders your riders hold</caption>
              <thead><tr><th scope="col">Order</th><th scope="col">Status</th><th scope="col">Rider</th><th scope="col">Zone</th><th scope="col">Route</th><th scope="col">Payout</th><th scope="col">Progress</th><th scope="col">Reassign</th>${isTestMode() && html`<th scope="col" title="What the network does in live mode, done here with the test helpers">The network's moves (test helpers)</th>`}</tr></thead>
              <tbody>${data.active.items.map((o) => html`<${ActiveRow} key=${o.order_id} order=${o} riders=${riderItems} flash=${flash} onChanged=${onChanged} onShow=${setShown} />`)}</tbody>
            </table></div>`}
    </section>
  </div>`;
}
