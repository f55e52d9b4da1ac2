// @ts-check
// The audit log (GET /v1/admin/audit_log): who changed what, newest first, page after page.
import { useEffect, useState } from 'preact/hooks';
import { get } from '../../ui/api.js';
import { html, LoadError, time } from '../../ui/ui.js';

const PAGE = 50;

/** @param {{ tick: number }} props */
export function AuditView({ tick }) {
  const [entries, setEntries] = useState(/** @type {any[] | undefined} */ (undefined));
  const [cursor, setCursor] = useState(/** @type {string | null} */ (null));
  const [error, setError] = useState(/** @type {Error | undefined} */ (undefined));
  const load = (after) =>
    get('/v1/admin/audit_log', { query: { limit: PAGE, ...(after ? { starting_after: after } : {}) } }).then(
      (page) => {
        setEntries((list) => (after ? [...(list ?? []), ...page.data] : page.data));
        setCursor(page.next_cursor);
        setError(undefined);
      },
      (e) => setError(e),
    );
  // The first page again on each change the stream announces.
  useEffect(() => void load(null), [tick]);
  return html`<section aria-labelledby="audit-h">
    <h2 id="audit-h">Audit log</h2>
    <p class="muted small">Each admin write that changed something, newest first: when, by which key (its name and role), what, on which id, and the request id to find it in the logs.</p>
    <${LoadError} error=${error} />
    ${!entries
      ? html`<p>Loading…</p>`
      : entries.length === 0
        ? html`<p class="muted">Nothing yet.</p>`
        : html`<div class="table-wrap"><table class="cards" data-testid="audit-table">
            <caption class="sr-only">Audit log, newest first</caption>
            <thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">Role</th><th scope="col">Action</th><th scope="col">Target</th><th scope="col">Request</th></tr></thead>
            <tbody>${entries.map(
              (e) => html`<tr key=${e.id} data-audit=${e.id} data-action=${e.action}>
                <td data-label="When"><time datetime=${e.created}>${time(e.created)}</time></td>
                <th scope="row" data-label="Who">${e.actor.name}<br /><code class="id">${e.actor.id}</code></th>
                <td data-label="Role">${e.actor.role}</td>
                <td data-label="Action"><code>${e.action}</code></td>
                <td data-label="Target"><code class="id">${e.target}</code></td>
                <td data-label="Request"><code class="id">${e.request_id}</code></td>
              </tr>`,
            )}</tbody>
          </table></div>
          ${cursor && html`<button type="button" class="secondary" onClick=${() => load(cursor)}>Older entries</button>`}`}
  </section>`;
}
