// @ts-check
// Fleet: availability per zone and the rider table, where status, zone and capacity change.
import { useMemo, useState } from 'preact/hooks';
import { get, getAll, isTestMode, patch } from '../../ui/api.js';
import { ChartCanvas, COLORS } from '../../ui/charts.js';
import { addSandboxRider } from './sandbox.js';
import { ScorecardFigures } from '../../ui/scorecard.js';
import { Badge, Flash, html, LoadError, useAction, useFlash, usePoll } from '../../ui/ui.js';

const RIDER_STATUSES = ['online', 'on-break', 'offline'];
const MAX_CAPACITY = 50;

/** @typedef {import('../../ui/ui.types').ResponseOf<'/v1/fleet/availability', 'get'>} FleetAvailability */
/** @typedef {import('../../ui/ui.types').RiderListItem} RiderListItem */

/** Bars per zone, axes titled: riders, and capacity with jobs, are counted in different units, so each has a chart of its own. */
function zoneChart(zones, yTitle, datasets) {
  return {
    type: 'bar',
    data: { labels: zones.map((z) => z.zone), datasets },
    options: {
      scales: {
        x: { stacked: true, title: { display: true, text: 'zone' } },
        y: { stacked: true, beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: yTitle } },
      },
      plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
    },
  };
}

/** @param {FleetAvailability['zones']} zones */
const ridersChart = (zones) =>
  zoneChart(zones, 'riders', [
    { label: 'Online', data: zones.map((z) => z.riders.online), backgroundColor: COLORS.online },
    { label: 'On break', data: zones.map((z) => z.riders['on-break']), backgroundColor: COLORS.onBreak },
    { label: 'Offline', data: zones.map((z) => z.riders.offline), backgroundColor: COLORS.offline },
  ]);

/**
 * The capacity of online riders (deliveries they can carry) beside the jobs waiting, on one
 * axis counted in deliveries: free capacity against waiting jobs is what an operator weighs.
 * @param {FleetAvailability['zones']} zones
 */
const capacityChart = (zones) =>
  zoneChart(zones, 'deliveries', [
    { label: 'Capacity used', data: zones.map((z) => z.capacity.used), backgroundColor: COLORS.used, stack: 'capacity' },
    { label: 'Capacity free', data: zones.map((z) => z.capacity.free), backgroundColor: COLORS.free, stack: 'capacity' },
    { label: 'Jobs waiting', data: zones.map((z) => z.unassigned_orders), backgroundColor: COLORS.demand, stack: 'jobs' },
  ]);

/** @param {{ availability: FleetAvailability | undefined, error: unknown }} props */
function Availability({ availability, error }) {
  // A new chart config only for new data, so the chart is not redrawn on every render.
  const charts = useMemo(() => availability && { riders: ridersChart(availability.zones), capacity: capacityChart(availability.zones) }, [availability?.zones]);
  if (!availability) return html`<section aria-labelledby="availability-h"><h2 id="availability-h">Availability by zone</h2><${LoadError} error=${error} /><p>Loading…</p></section>`;
  const { zones, totals } = availability;
  return html`<section aria-labelledby="availability-h" class="zones">
    <h2 id="availability-h">Availability by zone</h2>
    <${LoadError} error=${error} />
    <p class="totals" data-testid="fleet-totals">
      <strong>${totals.riders.online}</strong> online · <strong>${totals.riders['on-break']}</strong> on break · <strong>${totals.riders.offline}</strong> offline${' · '}
      capacity <strong>${totals.capacity.used}</strong>/<strong>${totals.capacity.total}</strong> used${' · '}
      <strong>${totals.unassigned_orders}</strong> jobs waiting
    </p>
    <div class="charts">
      <figure data-testid="riders-chart">
        <figcaption>Riders by status</figcaption>
        <${ChartCanvas} config=${charts.riders} height=${200} label=${`Riders online, on break and offline in ${zones.length} zones; the same numbers are in the table below.`} />
      </figure>
      <figure data-testid="capacity-chart">
        <figcaption>Capacity of online riders, and jobs waiting</figcaption>
        <${ChartCanvas} config=${charts.capacity} height=${200} label=${`Capacity used and free of online riders, and jobs waiting, in ${zones.length} zones, counted in deliveries; the same numbers are in the table below.`} />
      </figure>
    </div>
    <div class="table-wrap">
      <table class="compact zones" data-testid="availability-table">
        <caption class="sr-only">Availability by zone</caption>
        <thead><tr><th scope="col">Zone</th><th scope="col">Online</th><th scope="col">Break</th><th scope="col">Offline</th><th scope="col"><abbr title="Capacity of online riders: used / total">Used / cap.</abbr></th><th scope="col">Active</th><th scope="col">Waiting</th></tr></thead>
        <tbody>
          ${zones.map(
            (z) => html`<tr key=${z.zone}>
              <th scope="row">${z.zone}</th><td data-label="Online">${z.riders.online}</td><td data-label="Break">${z.riders['on-break']}</td><td data-label="Offline">${z.riders.offline}</td>
              <td data-label="Used / cap.">${z.capacity.used} / ${z.capacity.total}</td><td data-label="Active">${z.active_deliveries}</td><td data-label="Waiting">${z.unassigned_orders}</td>
            </tr>`,
          )}
        </tbody>
      </table>
    </div>
  </section>`;
}

/**
 * One rider, editable. Edits are kept as a draft over the live values, so the 2-second refresh
 * never overwrites what the operator is typing; Save sends only what changed.
 */
/** @param {{ rider: RiderListItem, zones: string[], onSaved: () => void, flash: any }} props */
function RiderRow({ rider, zones, onSaved, flash }) {
  const [draft, setDraft] = useState({});
  const [busy, run] = useAction(flash);
  const value = (field) => draft[field] ?? rider[field];
  const changes = Object.fromEntries(Object.entries(draft).filter(([field, v]) => v !== rider[field]));
  const dirty = Object.keys(changes).length > 0;
  const zoneChoices = zones.includes(rider.zone) ? zones : [rider.zone, ...zones];
  const id = (field) => `${field}-${rider.rider_id}`;
  const name = rider.name || rider.rider_id;

  function save(event) {
    event.preventDefault();
    if (!dirty) return;
    run(async () => {
      const updated = await patch('/v1/riders/{rider_id}/status', { path: { rider_id: rider.rider_id } }, changes);
      setDraft({});
      onSaved();
      return `${name}: now ${updated.status} in ${updated.zone}, capacity ${updated.capacity}.`;
    });
  }

  return html`<tr data-rider=${rider.rider_id} class=${dirty ? 'dirty' : ''}>
    <th scope="row"><span class="name">${name}</span>${rider.name && html`<br /><code class="id">${rider.rider_id}</code>`}</th>
    <td data-label="Status"><${Badge} value=${rider.status} /></td>
    <td data-label="Load" class="load" aria-label=${`${rider.active_deliveries} of ${rider.capacity} deliveries`}>
      <meter min="0" max=${Math.max(rider.capacity, 1)} value=${rider.active_deliveries}></meter> ${rider.active_deliveries}/${rider.capacity}
    </td>
    <td data-label="Change">
      <form class="rider-edit" onSubmit=${save}>
        <label for=${id('status')} class="sr-only">Status of ${name}</label>
        <select id=${id('status')} name="status" value=${value('status')} onChange=${(e) => setDraft({ ...draft, status: e.currentTarget.value })}>
          ${RIDER_STATUSES.map((s) => html`<option value=${s}>${s}</option>`)}
        </select>
        <label for=${id('zone')} class="sr-only">Zone of ${name}</label>
        <select id=${id('zone')} name="zone" value=${value('zone')} onChange=${(e) => setDraft({ ...draft, zone: e.currentTarget.value })}>
          ${zoneChoices.map((z) => html`<option value=${z}>${z}</option>`)}
        </select>
        <label for=${id('capacity')} class="sr-only">Capacity of ${name}</label>
        <input id=${id('capacity')} name="capacity" type="number" inputmode="numeric" min="0" max=${MAX_CAPACITY} step="1" required
          value=${value('capacity')} onInput=${(e) => setDraft({ ...draft, capacity: e.currentTarget.valueAsNumber })} />
        <button type="submit" disabled=${!dirty || busy}>Save</button>
        ${dirty && html`<button type="button" class="secondary" onClick=${() => setDraft({})}>Undo</button>`}
      </form>
    </td>
  </tr>`;
}

/**
 * An empty fleet says where riders come from: in live mode the network adds them (a partner
 * key cannot), in the sandbox the partner adds its own with a test helper.
 */
function NoRiders({ zones, flash, onAdded }) {
  const [busy, run] = useAction(flash, onAdded);
  if (isTestMode()) {
    return html`<div class="empty" data-testid="no-riders">
      <p><strong>Your sandbox has no riders yet.</strong> Add one here (or with <code>POST /v1/test_helpers/riders</code>); more, and sandbox orders, under Orders → Sandbox test helpers.</p>
      <button type="button" disabled=${busy || !zones[0]} onClick=${() => run(() => addSandboxRider(zones[0]))}>Add an online rider in ${zones[0] ?? '…'}</button>
    </div>`;
  }
  return html`<div class="empty" data-testid="no-riders">
    <p><strong>No riders in your fleet yet.</strong> Riders are added by the network, not from this page: ask your network contact to add them.
      They use the admin API (<code>POST /v1/admin/riders</code>) or the CLI:</p>
    <pre class="excerpt">npx pdn rider create --partner ptn_… --zone ${zones[0] ?? 'ZONE'} --capacity 3 --name "Ada"</pre>
    <p class="muted">Once they are in, you set each rider's status, zone and capacity here; they take jobs once online.</p>
  </div>`;
}

/** @param {{ riders: { items: RiderListItem[], truncated: boolean } | undefined, zones: string[], error: unknown, onSaved: () => void }} props */
function RiderTable({ riders, zones, error, onSaved }) {
  const flash = useFlash();
  const [filter, setFilter] = useState('all');
  const shown = riders ? riders.items.filter((r) => filter === 'all' || r.status === filter) : [];
  return html`<section aria-labelledby="riders-h">
    <h2 id="riders-h">Riders</h2>
    <${LoadError} error=${error} />
    <${Flash} flash=${flash.flash} onClose=${flash.clear} />
    <div class="toolbar">
      <label>Show <select value=${filter} onChange=${(e) => setFilter(e.currentTarget.value)}>
        <option value="all">all riders</option>
        ${RIDER_STATUSES.map((s) => html`<option value=${s}>${s}</option>`)}
      </select></label>
      ${riders && html`<span class="muted">${shown.length} of ${riders.items.length}${riders.truncated ? '+' : ''} riders</span>`}
    </div>
    ${!riders
      ? html`<p>Loading…</p>`
      : riders.items.length === 0
        ? html`<${NoRiders} zones=${zones} flash=${flash} onAdded=${onSaved} />`
        : html`<div class="table-wrap"><table class="cards" data-testid="riders-table">
          <caption class="sr-only">Your riders: status, zone and load</caption>
          <thead><tr><th scope="col">Rider</th><th scope="col">Status</th><th scope="col">Load</th><th scope="col">Change status, zone, capacity</th></tr></thead>
          <tbody>${shown.map((r) => html`<${RiderRow} key=${r.rider_id} rider=${r} zones=${zones} onSaved=${onSaved} flash=${flash} />`)}</tbody>
        </table></div>`}
  </section>`;
}

export const loadFleet = async () => {
  const [availability, riders] = await Promise.all([get('/v1/fleet/availability'), getAll('/v1/riders')]);
  return { availability, riders };
};

export function FleetView({ fleet }) {
  const { data, error, reload } = fleet;
  const zones = data?.availability?.zones.map((z) => z.zone) ?? [];
  return html`<div class="grid">
    <${Availability} availability=${data?.availability} error=${error} />
    <${RiderTable} riders=${data?.riders} zones=${zones} error=${error} onSaved=${reload} />
    <${MyScorecard} />
  </div>`;
}

/** My scorecard: the same numbers the network sees of me (GET /v1/scorecard), refreshed every 10 s. */
function MyScorecard() {
  const { data, error } = usePoll(() => get('/v1/scorecard'), [], 10_000);
  return html`<section aria-labelledby="scorecard-h" class="span-all">
    <h2 id="scorecard-h">My scorecard</h2>
    <p class="muted small">What the network sees of you: jobs you accepted and how fast, jobs that expired in your territories untaken, and how your webhook endpoints answer.</p>
    <${LoadError} error=${error} />
    ${data ? html`<${ScorecardFigures} card=${data} />` : html`<p>Loading…</p>`}
  </section>`;
}
