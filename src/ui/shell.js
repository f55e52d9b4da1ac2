// @ts-check
// The frame of a page: sign-in with an API key, and the signed-in shell (title, live status,
// sign out, tabs). The partner dashboard and the network console differ only in what they pass.
import { useEffect, useState } from 'preact/hooks';
import { checkKey, session, whenUnauthorized } from './api.js';
import { html, POLL_MS, time } from './ui.js';

/**
 * @param {{ title: string, intro: string, label: string, checkPath?: string, refusedHint: string,
 *   onSignedIn: () => void, reason?: string }} props
 * `checkPath` is a cheap GET the key must be allowed (a partner route for the dashboard, an
 * admin route for the console): a key of the other kind is refused there with a 401.
 */
export function SignIn({ title, intro, label, checkPath, refusedHint, onSignedIn, reason }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState(reason);
  const [busy, setBusy] = useState(false);

  async function submit(event) {
    event.preventDefault();
    const trimmed = key.trim();
    if (!trimmed) return setError(`Enter your ${label.charAt(0).toLowerCase()}${label.slice(1)}.`);
    setBusy(true);
    setError(undefined);
    try {
      await checkKey(trimmed, checkPath);
      session.signIn(trimmed);
      setKey('');
      onSignedIn();
    } catch (e) {
      setError(e.status === 401 ? `This key was refused: ${e.message} ${refusedHint}` : `Could not check the key: ${e.message}`);
    } finally {
      setBusy(false);
    }
  }

  return html`<main class="signin">
    <h1>${title}</h1>
    <p>${intro}</p>
    <form onSubmit=${submit} aria-describedby="signin-help">
      <label for="api-key">${label}</label>
      <input id="api-key" name="api-key" type="password" autocomplete="off" spellcheck="false" required
        value=${key} onInput=${(e) => setKey(e.currentTarget.value)} aria-invalid=${error ? 'true' : 'false'} aria-describedby="signin-help signin-error" />
      <p id="signin-help" class="muted">The key stays in this browser tab only (session storage) and is sent to this server, nowhere else.</p>
      ${error && html`<p id="signin-error" class="notice error" role="alert">${error}</p>`}
      <button type="submit" disabled=${busy}>${busy ? 'Checking…' : 'Sign in'}</button>
    </form>
  </main>`;
}

/**
 * Signed in or not, for the page's whole life: a 401 from any call (the key was revoked) signs
 * out with the reason. `render(signOut)` draws the signed-in page; `signIn(props)` the form.
 */
export function SignedIn({ shell, signIn }) {
  const [signedIn, setSignedIn] = useState(() => Boolean(session.key()));
  const [reason, setReason] = useState(undefined);
  useEffect(() => {
    whenUnauthorized((error) => {
      session.signOut();
      setReason(`You were signed out: ${error.message}`);
      setSignedIn(false);
    });
  }, []);
  const signOut = () => {
    session.signOut();
    setReason(undefined);
    setSignedIn(false);
  };
  return signedIn
    ? shell(signOut)
    : signIn({
        reason,
        onSignedIn: () => {
          setReason(undefined);
          setSignedIn(true);
        },
      });
}

/** The tab shown, kept in the URL's fragment (never the key) so a reload stays on it. */
export function useTab(tabs, first) {
  const [tab, setTab] = useState(() => (tabs.some(([id]) => id === location.hash.slice(1)) ? location.hash.slice(1) : first));
  useEffect(() => {
    history.replaceState(null, '', `#${tab}`);
  }, [tab]);
  return [tab, setTab];
}

/** The tab list, with arrow keys moving between tabs (the WAI-ARIA tabs pattern). */
export function Tabs({ tabs, tab, setTab, label }) {
  const onKey = (event) => {
    const index = tabs.findIndex(([id]) => id === tab);
    const next = event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const [id] = tabs[(next + tabs.length) % tabs.length];
    setTab(id);
    document.getElementById(`tab-${id}`)?.focus();
  };
  return html`<nav role="tablist" aria-label=${label} onKeyDown=${onKey}>
    ${tabs.map(
      ([id, text]) => html`<button type="button" role="tab" id=${`tab-${id}`} aria-controls=${`panel-${id}`} aria-selected=${tab === id ? 'true' : 'false'}
        tabindex=${tab === id ? 0 : -1} onClick=${() => setTab(id)}>${text}</button>`,
    )}
  </nav>`;
}

/**
 * The page header: its title, how fresh the data is, and sign out. `live` is a poll (usePoll)
 * whose last answer says when the page was last updated; `detail` says how updates arrive.
 */
export function Header({ title, live, detail = `(every ${POLL_MS / 1000}s)`, onSignOut }) {
  return html`<header class="top">
    <h1>${title}</h1>
    <div class="live" aria-live="off">
      <span class=${`dot ${live.error ? 'stale' : ''}`} aria-hidden="true"></span>
      ${live.loadedAt ? html`Live · updated <time>${time(live.loadedAt.toISOString())}</time>` : 'Connecting…'}
      <span class="muted"> ${detail}</span>
    </div>
    <button type="button" class="secondary" onClick=${onSignOut}>Sign out</button>
  </header>`;
}
