// @ts-check
// Webhooks: endpoints (create, disable, rotate, delete, recover), a delivery chart for the last
// hour, and recent events with their delivery status, attempts and replay.
import { useMemo, useRef, useState } from 'preact/hooks';
import { del, get, getAll, patch, post } from '../../ui/api.js';
import { ChartCanvas, COLORS } from '../../ui/charts.js';
// Rendered by the server from its declaration of the event types: every type enabled_events accepts.
import { EVENT_TYPES } from './event-types.js';
import { ago, Badge, copyText, Flash, hourMinute, html, LoadError, StatusCodeBadge, time, useAction, useFocusOnOpen, usePoll, useFlash } from '../../ui/ui.js';

/** @typedef {import('../../ui/ui.types').ListedEvent['type']} EventType */
/** @typedef {'failed' | 'pending' | 'succeeded'} DeliveryStatus */
/** @type {DeliveryStatus[]} */
const DELIVERY_STATUSES = ['failed', 'pending', 'succeeded'];
const RECENT_EVENTS = 50;
/** An event no webhook endpoint took (it may still have gone out on the live stream, to `pdn listen`). */
const NO_ENDPOINT = 'no endpoint';

/**
 * The list of events carries no delivery state, so it is derived from the list's own
 * `delivery_status` filter over the same time window: an event with a failed delivery shows
 * as failed, else pending, else succeeded; with none, "no endpoint" (no endpoint of ours took it:
 * events `pdn listen` forwards come from the live stream, which the server does not track).
 */
async function recentEventsWithStatus({ type, status } = /** @type {{ type?: EventType, status?: DeliveryStatus }} */ ({})) {
  const recent = await get('/v1/events', { query: { limit: RECENT_EVENTS, type, delivery_status: status } });
  const oldest = recent.data.at(-1)?.created;
  if (!oldest) return recent.data.map((e) => ({ ...e, delivery_status: NO_ENDPOINT }));
  const sets = await Promise.all(
    DELIVERY_STATUSES.map((status) =>
      getAll('/v1/events', { query: { delivery_status: status, created_gte: oldest, type } }, 400).then(({ items }) => new Set(items.map((e) => e.id))),
    ),
  );
  return recent.data.map((e) => ({ ...e, delivery_status: DELIVERY_STATUSES.find((_, i) => sets[i].has(e.id)) ?? NO_ENDPOINT }));
}

export async function loadWebhooks(eventFilter) {
  const [endpoints, events, stats] = await Promise.all([getAll('/v1/webhook_endpoints', {}, 200), recentEventsWithStatus(eventFilter), get('/v1/webhook_endpoints/stats', { query: { minutes: 60 } })]);
  return { endpoints: endpoints.items, events, stats };
}

/** A secret is shown once, where it was made: copy it now or rotate later. */
/** @typedef {import('../../ui/ui.types').WebhookEndpoint} WebhookEndpoint */
/** @typedef {import('../../ui/ui.types').ResponseOf<'/v1/webhook_endpoints/stats', 'get'>} DeliveryStats */

/** @param {{ endpoint: import('../../ui/ui.types').ResponseOf<'/v1/webhook_endpoints', 'post'>, onDone: () => void }} props */
function SecretOnce({ endpoint, onDone }) {
  const input = useRef(null);
  const [copied, setCopied] = useState(undefined);
  return html`<div class="panel secret" role="region" aria-labelledby="secret-h" data-testid="secret-once">
    <h3 id="secret-h">Signing secret for ${endpoint.url}</h3>
    <p><strong>Shown only this once.</strong> Store it in your receiver's configuration; it verifies the <code>webhook-signature</code> header.</p>
    <div class="copy-row">
      <label for="secret-value" class="sr-only">Signing secret</label>
      <input id="secret-value" ref=${input} readonly value=${endpoint.secret} onFocus=${(e) => e.currentTarget.select()} />
      <button type="button" onClick=${async () => setCopied((await copyText(endpoint.secret, input.current)) ? 'Copied.' : 'Selected: press Ctrl+C / ⌘C to copy.')}>Copy</button>
    </div>
    ${copied && html`<p role="status" class="muted">${copied}</p>`}
    <button type="button" class="secondary" onClick=${onDone}>I have stored it</button>
  </div>`;
}

function CreateEndpoint({ flash, onCreated }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [types, setTypes] = useState(/** @type {Array<EventType | '*'>} */ (['*']));
  const [ordered, setOrdered] = useState(true);
  const [rateLimit, setRateLimit] = useState('');
  const [busy, run] = useAction(flash);
  const all = types.includes('*');
  const toggle = (type) => setTypes(types.includes(type) ? types.filter((t) => t !== type) : [...types.filter((t) => t !== '*'), type]);

  function submit(event) {
    event.preventDefault();
    run(async () => {
      const created = await post(
        '/v1/webhook_endpoints',
        {},
        { url: url.trim(), enabled_events: types.length ? types : ['*'], ordered, rate_limit: rateOf(rateLimit), ...(description.trim() ? { description: description.trim() } : {}) },
      );
      setUrl('');
      setDescription('');
      setRateLimit('');
      onCreated(created);
      return `Endpoint ${created.id} created.`;
    });
  }

  return html`<form class="create-endpoint" onSubmit=${submit} aria-labelledby="create-endpoint-h">
    <h3 id="create-endpoint-h">Add an endpoint</h3>
    <label for="endpoint-url">URL</label>
    <input id="endpoint-url" type="url" required placeholder="https://example.com/pdn/webhooks" value=${url} onInput=${(e) => setUrl(e.currentTarget.value)} />
    <label for="endpoint-description">Description (optional)</label>
    <input id="endpoint-description" type="text" maxlength="500" value=${description} onInput=${(e) => setDescription(e.currentTarget.value)} />
    <fieldset>
      <legend>Events to receive</legend>
      <label class="check"><input type="checkbox" checked=${all} onChange=${() => setTypes(all ? [] : ['*'])} /> All events</label>
      ${EVENT_TYPES.map((type) => html`<label class="check"><input type="checkbox" checked=${all || types.includes(type)} disabled=${all} onChange=${() => toggle(type)} /> <code>${type}</code></label>`)}
    </fieldset>
    <label class="check"><input type="checkbox" checked=${ordered} onChange=${() => setOrdered(!ordered)} /> Send each order's events one at a time, in order</label>
    <label for="endpoint-rate-limit">Rate limit, attempts per second (optional)</label>
    <input id="endpoint-rate-limit" type="number" class="rate-limit" min="1" max=${MAX_RATE_LIMIT} step="1" placeholder="no limit" value=${rateLimit} onInput=${(e) => setRateLimit(e.currentTarget.value)} />
    <button type="submit" disabled=${busy || types.length === 0}>Create endpoint</button>
  </form>`;
}

/** The API's most attempts per second (the API answers 422 beyond it). */
const MAX_RATE_LIMIT = 1000;

/** A rate-limit field's text as the API takes it: empty is no limit; anything else is sent as typed (the API judges it). */
function rateOf(text) {
  return text.trim() === '' ? null : Number(text);
}

/** Default for "redeliver failed since": an hour ago, in the local time a datetime-local input shows. */
function anHourAgoLocal() {
  const d = new Date(Date.now() - 3600_000);
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
}

/** @param {{ endpoint: WebhookEndpoint, flash: any, onChanged: () => void, onSecret: (endpoint: any) => void }} props */
function EndpointRow({ endpoint, flash, onChanged, onSecret }) {
  const [since, setSince] = useState(anHourAgoLocal);
  const [rateLimit, setRateLimit] = useState(endpoint.rate_limit === null ? '' : String(endpoint.rate_limit));
  const [busy, run] = useAction(flash, onChanged);
  const params = { path: { id: endpoint.id } };
  const enabled = endpoint.status === 'enabled';

  /** An event handler running the action; the action returns its outcome's message, or nothing to show none. */
  const handler = (action) => (event) => {
    event?.preventDefault();
    return run(action);
  };
  const toggle = handler(async () => {
    await patch('/v1/webhook_endpoints/{id}', params, { status: enabled ? 'disabled' : 'enabled' });
    return `Endpoint ${endpoint.id} ${enabled ? 'disabled: its pending deliveries stop' : 'enabled'}.`;
  });
  const reorder = handler(async () => {
    await patch('/v1/webhook_endpoints/{id}', params, { ordered: !endpoint.ordered });
    return `Endpoint ${endpoint.id} now sends ${endpoint.ordered ? 'each event as soon as it is due' : "each order's events one at a time, in order"}.`;
  });
  const limit = handler(async () => {
    const updated = await patch('/v1/webhook_endpoints/{id}', params, { rate_limit: rateOf(rateLimit) });
    return updated.rate_limit === null ? `Endpoint ${endpoint.id} has no rate limit.` : `Endpoint ${endpoint.id} now starts at most ${updated.rate_limit} attempts per second.`;
  });
  const rotate = handler(async () => {
    if (!confirm(`Rotate the signing secret of ${endpoint.url}? The old secret keeps signing for 24 hours.`)) return;
    onSecret(await post('/v1/webhook_endpoints/{id}/rotate_secret', params));
  });
  const remove = handler(async () => {
    if (!confirm(`Delete the endpoint ${endpoint.url}? Its pending deliveries stop.`)) return;
    await del('/v1/webhook_endpoints/{id}', params);
    return `Endpoint ${endpoint.id} deleted.`;
  });
  const recover = handler(async () => {
    const result = await post('/v1/webhook_endpoints/{id}/recover', params, { since: new Date(since).toISOString() });
    return `${result.requeued} failed ${result.requeued === 1 ? 'delivery' : 'deliveries'} since ${new Date(result.since).toLocaleString()} queued again for ${endpoint.id}.`;
  });

  return html`<li class="endpoint" data-endpoint=${endpoint.id}>
    <div class="endpoint-head">
      <code class="url">${endpoint.url}</code> <${Badge} value=${endpoint.status} />
      ${endpoint.description && html`<span class="muted">${endpoint.description}</span>`}
    </div>
    <p class="muted small">
      <code>${endpoint.id}</code> · ${endpoint.enabled_events.join(', ')} · ${endpoint.ordered ? 'in order per order' : 'unordered'} ·
      ${endpoint.rate_limit === null ? 'no rate limit' : `at most ${endpoint.rate_limit} attempts per second`}
      ${endpoint.status === 'disabled' && endpoint.disabled_reason && html` · <strong class="disabled-reason">Disabled: ${endpoint.disabled_reason}</strong>`}
      ${endpoint.previous_secret_expires_at && html` · old secret also signs until ${new Date(endpoint.previous_secret_expires_at).toLocaleString()}`}
    </p>
    ${endpoint.warning && html`<p class="warning" role="alert"><strong>Failing:</strong> ${endpoint.warning}</p>`}
    <div class="actions">
      <button type="button" class="secondary" disabled=${busy} onClick=${toggle}>${enabled ? 'Disable' : 'Enable'}</button>
      <button type="button" class="secondary" disabled=${busy} onClick=${reorder}>${endpoint.ordered ? 'Send unordered' : 'Send in order'}</button>
      <button type="button" class="secondary" disabled=${busy} onClick=${rotate}>Rotate secret</button>
      <button type="button" class="danger" disabled=${busy} onClick=${remove}>Delete</button>
      <form class="inline" onSubmit=${limit}>
        <label for=${`rate-${endpoint.id}`}>Attempts per second</label>
        <input id=${`rate-${endpoint.id}`} type="number" class="rate-limit" min="1" max=${MAX_RATE_LIMIT} step="1" placeholder="no limit" value=${rateLimit} onInput=${(e) => setRateLimit(e.currentTarget.value)} />
        <button type="submit" disabled=${busy}>Set rate limit</button>
      </form>
      <form class="inline" onSubmit=${recover}>
        <label for=${`since-${endpoint.id}`}>Redeliver failed since</label>
        <input id=${`since-${endpoint.id}`} type="datetime-local" required value=${since} onInput=${(e) => setSince(e.currentTarget.value)} />
        <button type="submit" disabled=${busy || !enabled}>Redeliver</button>
      </form>
    </div>
  </li>`;
}

/** @param {DeliveryStats} stats */
function deliveryChart(stats) {
  const labels = stats.buckets.map((b) => hourMinute(b.start));
  return {
    type: 'bar',
    data: {
      labels,
      datasets: [
        { type: 'bar', label: 'Acknowledged (2xx)', data: stats.buckets.map((b) => b.succeeded), backgroundColor: COLORS.success, stack: 'attempts', yAxisID: 'y' },
        { type: 'bar', label: 'Failed', data: stats.buckets.map((b) => b.failed), backgroundColor: COLORS.failure, stack: 'attempts', yAxisID: 'y' },
        { type: 'line', label: 'Average latency (ms)', data: stats.buckets.map((b) => b.avg_latency_ms), borderColor: COLORS.latency, backgroundColor: COLORS.latency, pointRadius: 0, spanGaps: true, yAxisID: 'latency' },
      ],
    },
    options: {
      scales: {
        x: { stacked: true, ticks: { maxTicksLimit: 7, autoSkip: true } },
        y: { stacked: true, beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: 'attempts / min' } },
        latency: { position: 'right', beginAtZero: true, grid: { drawOnChartArea: false }, title: { display: true, text: 'ms' } },
      },
      plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
    },
  };
}

/** @param {{ stats: DeliveryStats | undefined }} props */
function DeliveryStats({ stats }) {
  // A new chart config only for new data, so the chart is not redrawn on every render.
  const chart = useMemo(() => stats && deliveryChart(stats), [stats]);
  if (!stats) return null;
  const t = stats.totals;
  const rate = t.success_rate === null ? '—' : `${(t.success_rate * 100).toFixed(1)} %`;
  return html`<section aria-labelledby="delivery-h">
    <h2 id="delivery-h">Deliveries, last hour</h2>
    <p class="totals" data-testid="delivery-totals"><strong>${t.attempts}</strong> attempts · <strong>${rate}</strong> acknowledged · <strong>${t.failed}</strong> failed${' · '}
      average latency <strong>${t.avg_latency_ms ?? '—'}</strong> ms (max ${t.max_latency_ms ?? '—'} ms)</p>
    <${ChartCanvas} config=${chart} height=${200} label=${`Webhook attempts per minute over the last hour: ${t.attempts} attempts, ${rate} acknowledged, average latency ${t.avg_latency_ms ?? 'none'} ms.`} />
  </section>`;
}

function EventDetail({ eventId, endpoints, onClose }) {
  const flash = useFlash();
  const [target, setTarget] = useState('');
  const [busy, run] = useAction(flash);
  const { data: event, error, reload } = usePoll(() => get('/v1/events/{id}', { path: { id: eventId } }), [eventId]);
  const heading = useFocusOnOpen(eventId);
  const endpointUrl = (id) => endpoints.find((e) => e.id === id)?.url ?? id;

  function replay(e) {
    e.preventDefault();
    run(async () => {
      const result = await post('/v1/events/{id}/replay', { path: { id: eventId } }, target ? { endpoint_id: target } : undefined);
      reload();
      return result.deliveries.length === 0 ? 'No enabled endpoint takes this event type: nothing was queued.' : `Queued again to ${result.deliveries.length} endpoint(s); the new attempt appears below.`;
    });
  }

  return html`<section class="panel" aria-labelledby="event-h" data-testid="event-detail">
    <div class="panel-head">
      <h3 id="event-h" tabindex="-1" ref=${heading}><code>${eventId}</code> ${event && html`<code>${event.type}</code>`}</h3>
      <button type="button" class="secondary" onClick=${onClose}>Close</button>
    </div>
    <${LoadError} error=${error} />
    <${Flash} flash=${flash.flash} onClose=${flash.clear} />
    <form class="inline" onSubmit=${replay}>
      <label for="replay-target">Replay to</label>
      <select id="replay-target" value=${target} onChange=${(e) => setTarget(e.currentTarget.value)}>
        <option value="">every enabled endpoint that takes it</option>
        ${endpoints.filter((e) => e.status === 'enabled').map((e) => html`<option value=${e.id}>${e.url}</option>`)}
      </select>
      <button type="submit" disabled=${busy}>Replay event</button>
    </form>
    ${event &&
    html`<p class="muted small">Created ${new Date(event.created).toLocaleString()}</p>
      ${event.deliveries.length === 0 &&
      html`<p class="muted" data-testid="no-delivery">
        No delivery from the server: no webhook endpoint of yours took this event when it happened.
        If you forward events with <code>npx pdn listen</code>, it reads them from the live event stream, not as webhook deliveries:
        what it sent and your receiver's answers are printed in its terminal.
      </p>`}
      ${event.deliveries.map(
        (d) => html`<div class="delivery" data-delivery=${d.id}>
          <h4><${Badge} value=${d.status} /> to <code>${endpointUrl(d.endpoint_id)}</code> <span class="muted small">${d.attempt_count} attempt(s)${d.next_attempt_at ? ` · next try ${time(d.next_attempt_at)}` : ''}</span></h4>
          ${d.attempts.length > 0 &&
          html`<div class="table-wrap"><table class="compact cards attempts">
            <caption class="sr-only">Attempts of delivery ${d.id}</caption>
            <thead><tr><th scope="col">When</th><th scope="col">Response</th><th scope="col">Latency</th><th scope="col">Answer (first 4 KB)</th></tr></thead>
            <tbody>${d.attempts.map(
              (a) => html`<tr data-attempt=${a.id}>
                <td data-label="When"><time datetime=${a.attempted_at}>${time(a.attempted_at)}</time></td>
                <td data-label="Response">${a.status_code ? html`<${StatusCodeBadge} code=${a.status_code} />` : a.error ? html`<span class="badge badge-failed" data-outcome="failed">${a.error}</span>` : html`<span class="badge badge-succeeded" data-outcome="confirmed">confirmed</span>`}</td>
                <td data-label="Latency" class="num">${a.latency_ms} ms</td>
                <td data-label="Answer">${a.response_body ? html`<pre class="excerpt">${a.response_body.slice(0, 4096)}</pre>` : html`<span class="muted">${a.error || '—'}</span>`}</td>
              </tr>`,
            )}</tbody>
          </table></div>`}
        </div>`,
      )}
      <details><summary>Payload</summary><pre class="excerpt">${JSON.stringify({ id: event.id, type: event.type, created: event.created, data: event.data }, null, 2)}</pre></details>`}
  </section>`;
}

function EventsList({ events, filtered, onShow }) {
  if (events.length === 0) return html`<p class="muted">${filtered ? 'No recent event matches these filters.' : 'No event yet. They appear here as orders change.'}</p>`;
  const now = Date.now();
  return html`<div class="table-wrap"><table class="cards" data-testid="events-table">
    <caption class="sr-only">Recent events and their delivery status</caption>
    <thead><tr><th scope="col">When</th><th scope="col">Type</th><th scope="col">Subject</th><th scope="col">Delivery</th><th scope="col"><span class="sr-only">Details</span></th></tr></thead>
    <tbody>${events.map(
      (e) => html`<tr key=${e.id} data-event=${e.id} data-type=${e.type}>
        <td data-label="When"><time datetime=${e.created} title=${new Date(e.created).toLocaleString()}>${ago(e.created, now)}</time></td>
        <td data-label="Type"><code>${e.type}</code></td>
        <td data-label="Subject"><code>${e.data?.order_id ?? e.data?.id ?? ''}</code></td>
        <td data-label="Delivery"><${Badge} value=${e.delivery_status} /></td>
        <td><button type="button" class="secondary" onClick=${() => onShow(e.id)} aria-label=${`Attempts and replay of ${e.type} ${e.id}`}>Attempts</button></td>
      </tr>`,
    )}</tbody>
  </table></div>`;
}

function EventFilter({ filter, onChange }) {
  return html`<div class="toolbar">
    <label>Type <select value=${filter.type ?? ''} onChange=${(e) => onChange({ ...filter, type: e.currentTarget.value || undefined })}>
      <option value="">all types</option>
      ${EVENT_TYPES.map((t) => html`<option value=${t}>${t}</option>`)}
    </select></label>
    <label>Delivery <select value=${filter.status ?? ''} onChange=${(e) => onChange({ ...filter, status: e.currentTarget.value || undefined })}>
      <option value="">any</option>
      ${DELIVERY_STATUSES.map((s) => html`<option value=${s}>has a ${s} delivery</option>`)}
    </select></label>
  </div>`;
}

export function WebhooksView({ webhooks, eventFilter, onEventFilter }) {
  const flash = useFlash();
  const [secretOf, setSecretOf] = useState(undefined);
  const [shown, setShown] = useState(undefined);
  const { data, error, reload } = webhooks;
  const onSecret = (endpoint) => {
    setSecretOf(endpoint);
    reload();
  };
  return html`<div class="grid">
    <section aria-labelledby="endpoints-h">
      <h2 id="endpoints-h">Endpoints</h2>
      <${LoadError} error=${error} />
      <${Flash} flash=${flash.flash} onClose=${flash.clear} />
      ${secretOf && html`<${SecretOnce} endpoint=${secretOf} onDone=${() => setSecretOf(undefined)} />`}
      ${data &&
      (data.endpoints.length === 0
        ? html`<p class="muted">No endpoint yet: add one to receive signed events.</p>`
        : html`<ul class="endpoints" data-testid="endpoints">${data.endpoints.map((e) => html`<${EndpointRow} key=${e.id} endpoint=${e} flash=${flash} onChanged=${reload} onSecret=${onSecret} />`)}</ul>`)}
      <${CreateEndpoint} flash=${flash} onCreated=${onSecret} />
    </section>
    <div class="column">
      <${DeliveryStats} stats=${data?.stats} />
      <section aria-labelledby="events-h">
        <h2 id="events-h">Recent events</h2>
        <${EventFilter} filter=${eventFilter} onChange=${onEventFilter} />
        ${shown && html`<${EventDetail} key=${shown} eventId=${shown} endpoints=${data?.endpoints ?? []} onClose=${() => setShown(undefined)} />`}
        ${!data ? html`<p>Loading…</p>` : html`<${EventsList} events=${data.events} filtered=${Boolean(eventFilter.type || eventFilter.status)} onShow=${setShown} />`}
      </section>
    </div>
  </div>`;
}
