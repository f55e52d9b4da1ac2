// @ts-check
// At risk: the jobs nobody has taken. Expired ones (their escalation ladder ran out:
// `accept_by` null) first, then by time left to `accept_by`, overdue first; each with its
// escalation step, payout, and the partners that can see it.
import { api, pathOf } from '../../ui/api.js';
import { duration, Flash, html, LoadError, money, useFlash, useNow } from '../../ui/ui.js';
import { OrderActions, OrderTimeline, useTimeline } from './orders.js';

/** Every unassigned order (the console shows open work, so up to a bound), ranked for risk. */
export async function loadAtRisk() {
  const items = [];
  let cursor;
  for (;;) {
    const page = await api('GET', pathOf('/v1/admin/orders', { query: { status: 'unassigned', limit: 200, starting_after: cursor } }));
    items.push(...page.data);
    if (!page.has_more || items.length >= 1000) break;
    cursor = page.next_cursor;
  }
  return { items: rankAtRisk(items), truncated: items.length >= 1000 };
}

/** Expired first (oldest first among them), then the earliest `accept_by` first: the overdue ones lead. */
export function rankAtRisk(orders) {
  return [...orders].sort((a, b) => {
    const ea = a.accept_by == null;
    const eb = b.accept_by == null;
    if (ea !== eb) return ea ? -1 : 1;
    if (ea) return a.created_at.localeCompare(b.created_at);
    return a.accept_by.localeCompare(b.accept_by);
  });
}

/** The zones a job is offered in: its zone, then those escalation added. */
export const offeredZones = (order) => (order.offered_zones?.length ? order.offered_zones : [order.zone]);

/** Partners that can see the job now: active ones whose territories hold any zone it is offered in. */
export function partnersSeeing(order, partners) {
  const zones = new Set(offeredZones(order));
  return (partners ?? []).filter((p) => p.status !== 'suspended' && p.territories.some((t) => zones.has(t)));
}

/** "expired", "overdue 12 s", "in 1 min": the time left to accept, live. */
function Deadline({ order }) {
  const now = useNow();
  if (order.accept_by == null) return html`<span class="deadline overdue" data-deadline="expired">expired</span>`;
  const left = Date.parse(order.accept_by) - now;
  return left < 0
    ? html`<time class="deadline overdue" datetime=${order.accept_by} data-deadline="overdue">overdue ${duration(-left)}</time>`
    : html`<time class="deadline" datetime=${order.accept_by} data-deadline="open">in ${duration(left)}</time>`;
}

export function AtRiskView({ risk, partners, onChanged }) {
  const flash = useFlash();
  const [shown, show] = useTimeline();
  const { data, error } = risk;
  return html`<${Flash} flash=${flash.flash} onClose=${flash.clear} />
    ${shown && html`<${OrderTimeline} orderId=${shown} partners=${partners} onClose=${() => show(undefined)} />`}
    <section aria-labelledby="risk-h">
      <h2 id="risk-h">Jobs at risk ${data && html`<span class="count" data-testid="risk-count">${data.items.length}${data.truncated ? '+' : ''}</span>`}</h2>
      <p class="muted small">Unassigned jobs: expired ones (no escalation step left) first, then by time left to accept, overdue first.</p>
      <${LoadError} error=${error} />
      ${!data
        ? html`<p>Loading…</p>`
        : data.items.length === 0
          ? html`<p class="muted">No job is waiting: every job has a partner.</p>`
          : html`<div class="table-wrap"><table class="cards" data-testid="risk-table">
              <caption class="sr-only">Unassigned jobs, the most at risk first</caption>
              <thead><tr><th scope="col">Order</th><th scope="col">Accept by</th><th scope="col">Step</th><th scope="col">Payout</th><th scope="col">Offered in</th><th scope="col">Seen by</th><th scope="col">Actions</th></tr></thead>
              <tbody>${data.items.map((o) => {
                const seeing = partnersSeeing(o, partners);
                return html`<tr key=${o.order_id} data-order=${o.order_id}>
                  <th scope="row"><button type="button" class="link" onClick=${() => show(o.order_id)} aria-label=${`Timeline of ${o.order_id}`}><code>${o.order_id}</code></button>
                    ${o.reference && html`<br /><span class="muted small">${o.reference}</span>`}</th>
                  <td data-label="Accept by"><${Deadline} order=${o} /></td>
                  <td data-label="Step" class="num" data-step=${o.escalation_step ?? 0}>${o.escalation_step ?? 0}</td>
                  <td data-label="Payout" class="num">${money(o.payout_estimate)}</td>
                  <td data-label="Offered in">${offeredZones(o).join(', ')}</td>
                  <td data-label="Seen by" data-testid="seen-by">${seeing.length === 0 ? html`<span class="badge badge-failed">no partner</span>` : html`<span class="who">${seeing.map((p) => html`<span class="badge" data-partner=${p.id}>${p.name}</span>`)}</span>`}</td>
                  <td data-label="Actions"><${OrderActions} order=${o} flash=${flash} onChanged=${onChanged} /></td>
                </tr>`;
              })}</tbody>
            </table></div>`}
    </section>`;
}
