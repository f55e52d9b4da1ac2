// Test mode: with a test key the partner drives its own sandbox, with the test helpers, and
// watches the events and webhooks each step causes.
import { useState } from 'preact/hooks';
import { post } from '../../ui/api.js';
import { Flash, html, useAction, useFlash } from '../../ui/ui.js';

const MOVES = /** @type {const} */ ({
  pickup: '/v1/test_helpers/orders/{order_id}/pickup',
  deliver: '/v1/test_helpers/orders/{order_id}/deliver',
  cancel: '/v1/test_helpers/orders/{order_id}/cancel',
});

/** The network's moves on an order, done by the partner itself in its sandbox. */
export function SandboxMoves({ order, flash, onChanged }) {
  const [busy, run] = useAction(flash, onChanged);
  /** @param {keyof typeof MOVES} path @param {string} label */
  const move = (path, label) =>
    run(async () => {
      const moved = await post(MOVES[path], { path: { order_id: order.order_id } });
      return `${order.order_id} ${label}: now ${moved.status}.`;
    });
  // Its own group and label: these are not the partner's reports (Progress) nor a reassignment.
  return html`<span class="sandbox-moves" role="group" aria-label=${`The network's moves on ${order.order_id} (test helpers)`}>
    ${order.status === 'assigned' && html`<button type="button" class="secondary" disabled=${busy} onClick=${() => move('pickup', 'picked up')}>Mark picked up</button>`}
    ${order.status === 'picked_up' && html`<button type="button" class="secondary" disabled=${busy} onClick=${() => move('deliver', 'delivered')}>Mark delivered</button>`}
    <button type="button" class="danger" disabled=${busy} onClick=${() => move('cancel', 'cancelled')}>Cancel</button>
  </span>`;
}

/** A sandbox rider, online with room for 3, in `zone` (POST /v1/test_helpers/riders); the message to show. @param {string} zone */
export async function addSandboxRider(zone) {
  const rider = await post('/v1/test_helpers/riders', {}, { zone, capacity: 3, status: 'online', name: `Test rider ${Math.floor(Math.random() * 900 + 100)}` });
  return `Added ${rider.name}, online in ${rider.zone}.`;
}

/** Create sandbox riders and orders, and settle: what the network does in live mode. */
export function SandboxPanel({ zones, onChanged }) {
  const flash = useFlash();
  const [busy, run] = useAction(flash, onChanged);
  const [zone, setZone] = useState(undefined);
  const [auto, setAuto] = useState(true);
  const [amount, setAmount] = useState(4.5);
  const chosenZone = zones.includes(zone) ? zone : zones[0];

  const createOrder = (event) => {
    event.preventDefault();
    run(async () => {
      const order = await post('/v1/test_helpers/orders', {}, {
        zone: chosenZone,
        pickup: { creator: 'Sandbox Kitchen', eta_mins: 10 },
        dropoff: { area: 'Sandbox Park' },
        payout_estimate: { currency: 'EUR', amount },
        auto_advance: auto,
      });
      return auto
        ? `Created ${order.order_id} in ${order.zone}: it will be accepted, picked up and delivered by itself, a step every 2 seconds. Watch Webhooks.`
        : `Created ${order.order_id} in ${order.zone}: accept it below, then advance it.`;
    });
  };
  const addRider = () => run(() => addSandboxRider(chosenZone));
  const settle = () =>
    run(async () => {
      const settlement = await post('/v1/test_helpers/settlements', {});
      return `Settled ${settlement.order_count} orders: ${settlement.amount.toFixed(2)} ${settlement.currency}.`;
    });

  return html`<section aria-labelledby="sandbox-h" class="sandbox" data-testid="sandbox-panel">
    <h2 id="sandbox-h">Sandbox test helpers</h2>
    <p class="muted">Make your own jobs and riders and move them along, as the network does in live mode; each step sends the same events and webhooks as live.</p>
    <${Flash} flash=${flash.flash} onClose=${flash.clear} />
    <form class="inline" onSubmit=${createOrder}>
      <label for="sandbox-zone">Zone</label>
      <select id="sandbox-zone" value=${chosenZone} onChange=${(e) => setZone(e.currentTarget.value)}>
        ${zones.map((z) => html`<option value=${z}>${z}</option>`)}
      </select>
      <label for="sandbox-amount">Payout (EUR)</label>
      <input id="sandbox-amount" type="number" min="0" max="1000" step="0.01" value=${amount} onInput=${(e) => setAmount(e.currentTarget.valueAsNumber || 0)} />
      <label class="check"><input type="checkbox" checked=${auto} onChange=${(e) => setAuto(e.currentTarget.checked)} /> Advance by itself</label>
      <button type="submit" disabled=${busy || !chosenZone}>Create sandbox order</button>
    </form>
    <div class="toolbar sandbox-more">
      <button type="button" class="secondary" disabled=${busy || !chosenZone} onClick=${addRider}>Add an online rider in ${chosenZone ?? '…'}</button>
      <button type="button" class="secondary" disabled=${busy} onClick=${settle}>Settle delivered orders</button>
    </div>
  </section>`;
}
