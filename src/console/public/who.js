// @ts-check
// Who is signed in (GET /v1/admin/whoami): the key's name and role. The console offers only the
// actions the role allows; the API refuses the rest anyway (403 role_forbidden).
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { html } from '../../ui/ui.js';

/** @typedef {{ id: string, name: string, role: 'viewer' | 'operator' | 'owner' }} Who */

export const WhoContext = createContext(/** @type {Who | undefined} */ (undefined));

/** Whether the signed-in key may change things (any admin write but admin keys): an operator or an owner. Unknown yet: no. */
export function useCanWrite() {
  const who = useContext(WhoContext);
  return who !== undefined && who.role !== 'viewer';
}

/** @param {{ who: Who | undefined }} props */
export function SignedInAs({ who }) {
  if (!who) return html`<p class="muted small signed-in-as" data-testid="signed-in-as">Signed in…</p>`;
  return html`<p class="small signed-in-as" data-testid="signed-in-as" data-role=${who.role}>
    Signed in as <strong>${who.name}</strong> <code class="id">${who.id}</code> · role <span class=${`badge badge-${who.role}`}>${who.role}</span>
    ${who.role === 'viewer' && html`<span class="muted"> (read only)</span>`}
  </p>`;
}
