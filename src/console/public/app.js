// @ts-check
// The network console: sign in with the admin key, then the jobs at risk, the orders across
// partners and the partners with their scorecards, updated live from the network's event stream.
import { render } from 'preact';
import { setSessionItem } from '../../ui/api.js';
import { SignedIn, SignIn } from '../../ui/shell.js';
import { html } from '../../ui/ui.js';
import { Console } from './shell.js';

setSessionItem('pdn.adminKey');

const signIn = ({ reason, onSignedIn }) =>
  html`<${SignIn}
    title="PDN network console"
    intro="The network's operations: jobs at risk, orders across partners, and the partners with their scorecards."
    label="Admin key"
    checkPath="/v1/admin/partners?limit=1"
    refusedHint="Sign in with the network's admin key (PDN_ADMIN_KEY, or the key printed at the first start): a partner's key opens the partner dashboard at /dashboard/, not this console."
    reason=${reason}
    onSignedIn=${onSignedIn}
  />`;

const App = () => html`<${SignedIn} shell=${(signOut) => html`<${Console} onSignOut=${signOut} />`} signIn=${signIn} />`;

const root = document.getElementById('app');
root.textContent = ''; // the static "Loading…" placeholder
render(html`<${App} />`, root);
