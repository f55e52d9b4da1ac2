// @ts-check
// The dispatch policy: whether jobs are accepted by hand here, or for the best-ranked rider
// by auto-dispatch, and in which zones. Switched with PUT /v1/dispatch_policy.
import { useEffect, useState } from 'preact/hooks';
import { get, put } from '../../ui/api.js';
import { html, LoadError, useAction } from '../../ui/ui.js';

/** @typedef {import('../../ui/ui.types').Schemas['DispatchPolicy']} DispatchPolicy */

/** @param {{ zones: string[], flash: any, onChanged: () => void }} props */
export function DispatchPolicyPanel({ zones, flash, onChanged }) {
  /** @type {[DispatchPolicy | undefined, (p: DispatchPolicy) => void]} */
  const [policy, setPolicy] = useState(undefined);
  const [error, setError] = useState(undefined);
  /** @type {[string[] | undefined, (z: string[]) => void]} */
  const [chosen, setChosen] = useState(undefined);
  const [busy, run] = useAction(flash, onChanged);
  useEffect(() => {
    get('/v1/dispatch_policy').then(setPolicy, setError);
  }, []);
  if (!policy) return html`<section aria-labelledby="policy-h"><h2 id="policy-h">Dispatch</h2><${LoadError} error=${error} /><p>Loading…</p></section>`;
  // Every territory can be picked: the fleet's zones, and any in the policy not in the fleet's list yet.
  const all = [...new Set([...zones, ...policy.zones])];
  const picked = chosen ?? policy.zones;
  const toggle = (zone) => setChosen(picked.includes(zone) ? picked.filter((z) => z !== zone) : [...picked, zone]);
  const save = (/** @type {'manual' | 'auto'} */ mode) =>
    run(async () => {
      const body = picked.length === all.length ? { mode } : { mode, zones: picked };
      const saved = await put('/v1/dispatch_policy', {}, body);
      setPolicy(saved);
      setChosen(undefined);
      return saved.mode === 'auto' ? `Auto-dispatch is on in ${saved.zones.join(', ')}.` : 'Auto-dispatch is off: you accept jobs yourself.';
    });
  return html`<section aria-labelledby="policy-h" data-testid="dispatch-policy">
    <h2 id="policy-h">Dispatch</h2>
    <p data-testid="policy-mode">${policy.mode === 'auto'
      ? html`<strong>Auto-dispatch</strong>: each job waiting in ${policy.zones.join(', ')} is accepted within seconds for your best-ranked rider${policy.max_distance_m ? ` within ${policy.max_distance_m} m of the pickup` : ''}.`
      : html`<strong>Manual</strong>: you accept each job yourself.`}</p>
    <fieldset class="inline">
      <legend>Zones for auto-dispatch</legend>
      ${all.map((zone) => html`<label><input type="checkbox" checked=${picked.includes(zone)} onChange=${() => toggle(zone)} /> ${zone}</label> `)}
    </fieldset>
    <button type="button" disabled=${busy || picked.length === 0} onClick=${() => save('auto')}>${policy.mode === 'auto' ? 'Save zones' : 'Turn auto-dispatch on'}</button>
    ${policy.mode === 'auto' && html` <button type="button" class="secondary" disabled=${busy} onClick=${() => save('manual')}>Switch to manual</button>`}
  </section>`;
}
