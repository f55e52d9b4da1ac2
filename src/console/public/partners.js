// @ts-check
// Partners: each with its scorecard (the same numbers the partner reads at GET /v1/scorecard),
// suspended or resumed from here.
import { api } from '../../ui/api.js';
import { EndpointHealth, rateText, waitText } from '../../ui/scorecard.js';
import { useState } from 'preact/hooks';
import { Badge, Flash, html, LoadError, useAction, useFlash } from '../../ui/ui.js';
import { useCanWrite } from './who.js';

/** Each partner's scorecard, a few at a time (each is a few indexed reads on the server). */
export async function loadPartnerCards(partners) {
  if (!partners) return undefined;
  const cards = {};
  for (let i = 0; i < partners.length; i += 8) {
    const batch = await Promise.all(partners.slice(i, i + 8).map((p) => api('GET', `/v1/admin/partners/${encodeURIComponent(p.id)}/scorecard`)));
    for (const card of batch) cards[card.partner_id] = card;
  }
  return cards;
}

/** Suspend is asked twice (as Release and Cancel are): the first click says what will happen, the second does it. Resume at once. */
function SuspendButton({ partner, flash, onChanged }) {
  const [busy, run] = useAction(flash, onChanged);
  const [asking, setAsking] = useState(false);
  const canWrite = useCanWrite();
  const suspended = partner.status === 'suspended';
  if (!canWrite) return html`<span class="muted">—</span>`;
  const toggle = () =>
    run(async () => {
      setAsking(false);
      const updated = await api('PATCH', `/v1/admin/partners/${encodeURIComponent(partner.id)}`, { status: suspended ? 'active' : 'suspended' });
      return updated.status === 'suspended'
        ? `Suspended ${updated.name}: its keys are refused, it is offered no job, and the jobs it held that were not picked up are offered again.`
        : `Resumed ${updated.name}: its keys, jobs and dispatch policy work again.`;
    });
  if (asking) {
    return html`<span class="actions" role="group" aria-label=${`Confirm suspending ${partner.name}`}>
      <button type="button" class="danger" disabled=${busy} onClick=${toggle}>Confirm suspend</button>
      <button type="button" class="secondary" onClick=${() => setAsking(false)}>Keep</button>
    </span>`;
  }
  return html`<button type="button" class=${suspended ? '' : 'danger'} disabled=${busy} onClick=${suspended ? toggle : () => setAsking(true)} aria-label=${`${suspended ? 'Resume' : 'Suspend'} ${partner.name}`}>${suspended ? 'Resume' : 'Suspend'}</button>`;
}

export function PartnersView({ partners, cards, onChanged }) {
  const flash = useFlash();
  const list = partners.data;
  const byId = cards.data ?? {};
  return html`<${Flash} flash=${flash.flash} onClose=${flash.clear} />
    <section aria-labelledby="partners-h">
      <h2 id="partners-h">Partners ${list && html`<span class="count">${list.length}</span>`}</h2>
      <p class="muted small">Each partner's scorecard is what the partner sees of itself: jobs accepted, median time to accept (latest accepts of the last 7 days), jobs that expired in its territories, webhook success over the last hour and its endpoints' health.</p>
      <${LoadError} error=${partners.error || cards.error} />
      ${!list
        ? html`<p>Loading…</p>`
        : html`<div class="table-wrap"><table class="cards" data-testid="partners-table">
            <caption class="sr-only">Partners and their scorecards</caption>
            <thead><tr><th scope="col">Partner</th><th scope="col">Status</th><th scope="col">Territories</th><th scope="col">Accepted</th><th scope="col">Median to accept</th><th scope="col">Expiries</th><th scope="col">Webhooks</th><th scope="col">Endpoints</th><th scope="col">Actions</th></tr></thead>
            <tbody>${list.map((p) => {
              const card = byId[p.id];
              return html`<tr key=${p.id} data-partner=${p.id}>
                <th scope="row">${p.name}<br /><code class="id">${p.id}</code></th>
                <td data-label="Status"><${Badge} value=${p.status ?? 'active'} /></td>
                <td data-label="Territories">${p.territories.join(', ')}</td>
                <td data-label="Accepted" class="num" data-figure="jobs_accepted">${card ? card.jobs_accepted : '…'}</td>
                <td data-label="Median to accept" class="num" data-figure="median_time_to_accept">${card ? waitText(card.median_time_to_accept_seconds) : '…'}</td>
                <td data-label="Expiries" class="num" data-figure="expiries_seen">${card ? card.expiries_seen : '…'}</td>
                <td data-label="Webhooks" class="num" data-figure="webhook_success_rate">${card ? rateText(card.webhooks.success_rate) : '…'}</td>
                <td data-label="Endpoints" data-figure="endpoint_health">${card ? html`<${EndpointHealth} endpoints=${card.endpoints} />` : '…'}</td>
                <td data-label="Actions"><${SuspendButton} partner=${p} flash=${flash} onChanged=${onChanged} /></td>
              </tr>`;
            })}</tbody>
          </table></div>`}
    </section>`;
}
