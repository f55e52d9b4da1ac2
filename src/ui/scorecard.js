// @ts-check
// A partner's scorecard (GET /v1/scorecard, GET /v1/admin/partners/{id}/scorecard): the same
// numbers, drawn the same way, in the partner dashboard and in the network console.
import { Badge, html } from './ui.js';

/** @typedef {import('./ui.types').Schemas['Scorecard']} Scorecard */

/** "42 s", "3.5 min": a median wait, in the unit that reads best. @param {number | null} seconds */
export function waitText(seconds) {
  if (seconds === null || seconds === undefined) return '—';
  if (seconds < 90) return `${Math.round(seconds * 10) / 10} s`;
  if (seconds < 5400) return `${Math.round(seconds / 6) / 10} min`;
  return `${Math.round(seconds / 360) / 10} h`;
}

/** "98.5 %" or "—" when nothing was attempted. @param {number | null} rate */
export const rateText = (rate) => (rate === null || rate === undefined ? '—' : `${Math.round(rate * 1000) / 10} %`);

/** The endpoints' health as a badge, with the counts behind it in its title. @param {{ endpoints: Scorecard['endpoints'] }} props */
export function EndpointHealth({ endpoints: e }) {
  const detail = `${e.total} endpoint${e.total === 1 ? '' : 's'}: ${e.enabled} enabled (${e.failing} failing), ${e.disabled} disabled`;
  return html`<span title=${detail} data-health=${e.health}><${Badge} value=${e.health === 'healthy' ? 'healthy' : e.health === 'none' ? 'no endpoint' : e.health} /></span>`;
}

/** The scorecard as a list of labelled numbers (a card of its own). @param {{ card: Scorecard }} props */
export function ScorecardFigures({ card }) {
  return html`<dl class="figures" data-testid="scorecard">
    <div><dt>Jobs accepted</dt><dd data-figure="jobs_accepted">${card.jobs_accepted}</dd></div>
    <div><dt>Median time to accept</dt><dd data-figure="median_time_to_accept" title=${`Over the latest ${card.accepts_measured} accepts of the last 7 days`}>${waitText(card.median_time_to_accept_seconds)}</dd></div>
    <div><dt>Expiries in its zones</dt><dd data-figure="expiries_seen">${card.expiries_seen}</dd></div>
    <div><dt>Webhook success (${card.webhooks.window_minutes} min)</dt><dd data-figure="webhook_success_rate" title=${`${card.webhooks.succeeded} of ${card.webhooks.attempts} attempts`}>${rateText(card.webhooks.success_rate)}</dd></div>
    <div><dt>Endpoints</dt><dd data-figure="endpoint_health"><${EndpointHealth} endpoints=${card.endpoints} /></dd></div>
  </dl>`;
}
