// `pdn certify <url>`: checks a partner's webhook receiver from the partner's own machine, with
// no PDN server. It sends real Standard Webhooks requests (our envelope, our headers, signed
// with the endpoint secret from PDN_WEBHOOK_SECRET) and judges each answer: what must be
// acknowledged, what must be refused. One line per scenario, PASS or FAIL with the fix.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Agent } from 'undici';
import { envelopeBody } from '../events/events.mapper.js';
import { OrderSchema } from '../orders/orders.schemas.js';
import { newId } from '../shared/ids.js';
import { parseDuration } from '../shared/time.js';
import { signature, webhookHeaders } from '../webhooks/webhooks.signing.js';

export const CERTIFY_USAGE = 'certify <url> [--json]                 check your webhook receiver (PDN_WEBHOOK_SECRET), no server needed';

/** Timestamps this far from now must be refused (Standard Webhooks' tolerance is 5 minutes). */
const SKEW_SECONDS = 6 * 60;

/**
 * The largest envelope we hold receivers to. Order events are bounded by their fields (names
 * and areas ≤ 200 characters, reasons ≤ 500): under 8 KB. `settlement.paid` grows with the
 * orders it pays (about 33 bytes per order id) up to MAX_ORDERS_PER_SETTLEMENT: under 256 KB
 * (a test holds it so). docs/webhooks.md says so.
 */
export const LARGE_ENVELOPE_BYTES = 256 * 1024;
const LARGE = `${LARGE_ENVELOPE_BYTES / 1024} KB`;

const HELP = `Usage: pdn certify <url> [--json] [--timeout 15s]

Checks the webhook receiver at <url> the way PDN delivers: real Standard Webhooks requests,
signed with your endpoint's secret, some valid and some that must be refused. Nothing else
is needed: no PDN server, no API key. Run it against your receiver (local or deployed).

Environment:
  PDN_WEBHOOK_SECRET    your endpoint's signing secret (whsec_…), as shown when you created
                        the endpoint or rotated its secret (or as printed by pdn listen)
  PDN_WEBHOOK_TIMEOUT   the attempt timeout to hold your receiver to (default 15s)

Options:
  --json                the same report as JSON, for CI
  --timeout <duration>  overrides PDN_WEBHOOK_TIMEOUT (e.g. 5s, 1500ms)

Scenarios: a valid event is acknowledged (2xx) in time; a bad signature, a missing
signature, and a timestamp more than 5 minutes old or ahead are refused (not 2xx); a
repeated event id, an unknown event type, a rotation header with two signatures (one
valid) and a ${LARGE} envelope are acknowledged.

Exit status: 0 when every scenario passes, 1 when one fails, 2 when it could not run
(no secret, a bad URL, or a receiver that cannot be reached).
`;

export class CertifyError extends Error {}

export interface CertifyOptions {
  url: string;
  secret: string;
  timeoutMs: number;
}

/** One request's outcome: the status, or why there was none. */
interface Outcome {
  status?: number;
  error?: string;
  latencyMs: number;
}

export interface ScenarioResult {
  /** Stable id, for CI scripts. */
  id: string;
  name: string;
  passed: boolean;
  /** What the receiver answered: status of the (last) request, or null with `error`. */
  status: number | null;
  error: string | null;
  latency_ms: number;
  /** The line's text after the name: what happened and, on a failure, what to fix. */
  detail: string;
}

export interface CertifyReport {
  url: string;
  timeout_ms: number;
  passed: boolean;
  scenarios: ScenarioResult[];
}

interface Signed {
  id: string;
  timestamp: number;
  body: string;
  type: string;
}

/** An event with the envelope we send (events.mapper.ts), made now. */
function event(type: string, data: unknown): Signed {
  const id = newId('evt');
  const created = new Date().toISOString();
  return { id, type, timestamp: Math.floor(Date.now() / 1000), body: envelopeBody({ id, type, created_at: created, data: JSON.stringify(data) }) };
}

/** An order.created as we send it: non-ASCII names, so a receiver must verify the raw bytes. */
function orderCreated(): Signed {
  const now = new Date().toISOString();
  return event('order.created', {
    ...OrderSchema.examples[0],
    order_id: newId('ord'),
    status: 'unassigned',
    rider_id: null,
    pickup: { creator: 'Café Zoë – Küche 7', eta_mins: 12 },
    dropoff: { area: 'Südstadt' },
    created_at: now,
    updated_at: now,
    assigned_at: null,
    version: 1,
  });
}

/** A settlement.paid of exactly `bytes` bytes: the envelope that grows with the orders it pays. */
function largeSettlement(bytes: number): Signed {
  const settlement = { id: newId('stl'), object: 'settlement', partner_id: 'ptn_certify', currency: 'EUR', amount: 0, order_count: 0, order_ids: [] as string[], created_at: new Date().toISOString() };
  const sized = () => event('settlement.paid', { ...settlement, amount: settlement.order_count * 4.5 });
  const idBytes = `"${newId('ord')}",`.length;
  let made = sized();
  // Whole order ids while they fit (a few bytes kept for the count and amount growing)…
  for (let room = bytes - Buffer.byteLength(made.body); room > idBytes + 16; room = bytes - Buffer.byteLength(made.body)) {
    for (let n = Math.floor((room - 16) / idBytes); n > 0; n--) settlement.order_ids.push(newId('ord'));
    settlement.order_count = settlement.order_ids.length;
    made = sized();
  }
  // …then the last few bytes inside a string field: exactly `bytes` long, still the envelope.
  settlement.partner_id += '_'.repeat(bytes - Buffer.byteLength(made.body));
  return sized();
}

const otherSecret = () => 'whsec_' + randomBytes(32).toString('base64');

interface Send {
  signed: Signed;
  /** The webhook-signature header; absent sends none. */
  signatureHeader?: string;
}

class Prober {
  readonly #agent: Agent;
  constructor(private readonly options: CertifyOptions) {
    // One connection at a time, closed after each request: every scenario is judged on its own.
    this.#agent = new Agent({ pipelining: 0, headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs, connect: { timeout: options.timeoutMs } });
  }

  /** Signed with the endpoint secret, as the worker signs. */
  sign(signed: Signed, secret = this.options.secret): string {
    return signature(secret, signed.id, signed.timestamp, signed.body);
  }

  async send({ signed, signatureHeader }: Send): Promise<Outcome> {
    const started = performance.now();
    const latencyMs = () => Math.round(performance.now() - started);
    const url = new URL(this.options.url);
    try {
      const response = await this.#agent.request({
        origin: url.origin,
        path: url.pathname + url.search,
        method: 'POST',
        headers: webhookHeaders(signed.id, signed.timestamp, signatureHeader),
        body: signed.body,
        // A safety net only: the agent's connect, headers and body timeouts say which one ran out.
        signal: AbortSignal.timeout(this.options.timeoutMs + 250),
      });
      await response.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
      return { status: response.statusCode, latencyMs: latencyMs() };
    } catch (error) {
      return { error: describeError(error, this.options.timeoutMs), latencyMs: latencyMs() };
    }
  }

  close(): Promise<void> {
    return this.#agent.close();
  }
}

function describeError(error: unknown, timeoutMs: number): string {
  const err = error as { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err.code === 'UND_ERR_CONNECT_TIMEOUT') return `connection error UND_ERR_CONNECT_TIMEOUT: no connection within ${timeoutMs} ms`;
  if (err.name === 'TimeoutError' || err.code === 'UND_ERR_HEADERS_TIMEOUT' || err.code === 'UND_ERR_BODY_TIMEOUT') return `no answer within ${timeoutMs} ms`;
  const code = err.code ?? err.cause?.code;
  return `connection error${code ? ` ${code}` : ''}: ${err.cause?.message ?? err.message ?? String(error)}`;
}

const acknowledged = (o: Outcome) => o.status !== undefined && o.status >= 200 && o.status < 300;
const answer = (o: Outcome) => (o.status !== undefined ? `answered ${o.status}` : `gave no answer (${o.error})`);

/**
 * Errors that mean no receiver could be spoken to at all (nothing listens, no such host, a
 * TLS handshake that fails), as opposed to a receiver that drops or stalls a request.
 */
const UNREACHABLE = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|EADDRNOTAVAIL|UND_ERR_CONNECT_TIMEOUT|CERT|SSL|ERR_TLS/;

type Judge = (outcomes: Outcome[]) => { passed: boolean; detail: string };

interface Scenario {
  id: string;
  name: string;
  requests: (prober: Prober) => Send[];
  judge: Judge;
}

/** Passes when the one request was acknowledged; else says what it got and how to fix it. */
function mustAcknowledge(what: string, fix: string): Judge {
  return ([o]) =>
    acknowledged(o)
      ? { passed: true, detail: `acknowledged with ${o.status} in ${o.latencyMs} ms` }
      : { passed: false, detail: `your receiver ${answer(o)} to ${what}; ${fix}` };
}

/** Passes when the one request was not acknowledged (any non-2xx answer, or none). */
function mustRefuse(what: string, fix: string): Judge {
  return ([o]) =>
    acknowledged(o) ? { passed: false, detail: `your receiver accepted ${what} (answered ${o.status}); ${fix}` } : { passed: true, detail: `refused (${answer(o)})` };
}

/** What to fix when a valid event was not acknowledged, by what came back. */
function validEventFix(status: number | undefined): string {
  if (status !== undefined && status >= 300 && status < 400) return 'a redirect is not an acknowledgement and is not followed: give PDN the final URL and answer 2xx there';
  if (status === 404 || status === 405) return 'nothing answers POST at this path: check the URL, and that your route takes POST';
  if (status !== undefined && status >= 500) return 'your receiver failed on a valid event: answer 2xx once the event is verified and stored, and do the work afterwards';
  return `verify webhook-signature as v1,base64(HMAC-SHA256(secret, "<webhook-id>.<webhook-timestamp>.<raw body>")) over the raw bytes received (not re-serialised JSON), with this endpoint's whsec_ secret, and answer 2xx`;
}

function scenarios(timeoutMs: number): Scenario[] {
  return [
    {
      id: 'valid_event',
      name: 'valid event',
      requests: (p) => {
        const signed = orderCreated();
        return [{ signed, signatureHeader: p.sign(signed) }];
      },
      judge: ([o]) => {
        if (acknowledged(o)) return { passed: true, detail: `acknowledged with ${o.status} in ${o.latencyMs} ms (limit ${timeoutMs} ms)` };
        if (o.error?.startsWith('no answer')) {
          return { passed: false, detail: `your receiver gave no answer within ${timeoutMs} ms; answer 2xx as soon as the event is verified and stored, and do the work afterwards (a queue), or we count a timeout and retry` };
        }
        return { passed: false, detail: `your receiver ${answer(o)} to a correctly signed order.created; ${validEventFix(o.status)}` };
      },
    },
    {
      id: 'bad_signature',
      name: 'bad signature',
      requests: (p) => {
        const signed = orderCreated();
        return [{ signed, signatureHeader: p.sign(signed, otherSecret()) }];
      },
      judge: mustRefuse('a webhook-signature made with another secret', 'verify webhook-signature with your endpoint secret and refuse (e.g. 401) a request that no signature of it matches'),
    },
    {
      id: 'missing_signature',
      name: 'missing signature',
      requests: () => [{ signed: orderCreated() }],
      judge: mustRefuse('a request with no webhook-signature header', 'refuse (e.g. 401) any request without a valid webhook-signature'),
    },
    {
      id: 'stale_timestamp',
      name: 'stale timestamp',
      requests: (p) => {
        const signed = { ...orderCreated(), timestamp: Math.floor(Date.now() / 1000) - SKEW_SECONDS };
        return [{ signed, signatureHeader: p.sign(signed) }];
      },
      judge: mustRefuse(
        `a webhook-timestamp ${SKEW_SECONDS / 60} minutes old, validly signed`,
        'reject requests whose webhook-timestamp is more than 5 minutes from now (replay protection)',
      ),
    },
    {
      id: 'future_timestamp',
      name: 'future timestamp',
      requests: (p) => {
        const signed = { ...orderCreated(), timestamp: Math.floor(Date.now() / 1000) + SKEW_SECONDS };
        return [{ signed, signatureHeader: p.sign(signed) }];
      },
      judge: mustRefuse(
        `a webhook-timestamp ${SKEW_SECONDS / 60} minutes ahead, validly signed`,
        'reject requests whose webhook-timestamp is more than 5 minutes from now, in either direction (replay protection)',
      ),
    },
    {
      id: 'repeated_event_id',
      name: 'repeated event id',
      // A retry: the same webhook-id and body, signed again with a new timestamp.
      requests: (p) => {
        const first = orderCreated();
        const again = { ...first, timestamp: first.timestamp + 1 };
        return [
          { signed: first, signatureHeader: p.sign(first) },
          { signed: again, signatureHeader: p.sign(again) },
        ];
      },
      judge: ([first, second]) => {
        if (!acknowledged(first)) return { passed: false, detail: `your receiver ${answer(first)} to the first delivery of an event; it must be acknowledged (2xx), as in "valid event"` };
        if (!acknowledged(second)) {
          return {
            passed: false,
            detail: `your receiver ${answer(second)} to a second delivery of the same webhook-id; deliveries are at least once and a retry repeats webhook-id: answer 2xx again and skip the work (dedupe on webhook-id)`,
          };
        }
        return { passed: true, detail: `both deliveries acknowledged (${first.status}, ${second.status})` };
      },
    },
    {
      id: 'unknown_event_type',
      name: 'unknown event type',
      requests: (p) => {
        const signed = event('order.certify_unknown_type', { note: 'an event type your receiver does not know yet' });
        return [{ signed, signatureHeader: p.sign(signed) }];
      },
      judge: mustAcknowledge('an event of a type it does not know', 'new event types are added over time: acknowledge (2xx) the types you do not handle and ignore them'),
    },
    {
      id: 'rotation_two_signatures',
      name: 'rotation (two signatures)',
      // After a rotation, for 24 h, one signature per secret: here the first is from the other secret.
      requests: (p) => {
        const signed = orderCreated();
        return [{ signed, signatureHeader: `${p.sign(signed, otherSecret())} ${p.sign(signed)}` }];
      },
      judge: mustAcknowledge(
        'a webhook-signature of "v1,<other> v1,<valid>"',
        'during a secret rotation webhook-signature holds one v1 signature per secret, space-separated: accept the request when any of them matches, not only the first',
      ),
    },
    {
      id: 'large_envelope',
      name: `large envelope (${LARGE})`,
      requests: (p) => {
        const signed = largeSettlement(LARGE_ENVELOPE_BYTES);
        return [{ signed, signatureHeader: p.sign(signed) }];
      },
      judge: mustAcknowledge(
        `a ${LARGE} settlement.paid`,
        `accept bodies of at least ${LARGE} (a settlement lists every order it pays), e.g. raise your framework's body size limit, and answer within ${timeoutMs} ms`,
      ),
    },
  ];
}

/** Runs every scenario in turn against the receiver. Throws CertifyError when nothing answers there. */
export async function certify(options: CertifyOptions): Promise<CertifyReport> {
  const prober = new Prober(options);
  try {
    const results: ScenarioResult[] = [];
    for (const scenario of scenarios(options.timeoutMs)) {
      const outcomes: Outcome[] = [];
      for (const request of scenario.requests(prober)) outcomes.push(await prober.send(request));
      // The first request is the first contact: nothing listening there is no verdict on a receiver.
      if (results.length === 0 && outcomes[0].error && UNREACHABLE.test(outcomes[0].error)) {
        throw new CertifyError(`cannot reach ${options.url}: ${outcomes[0].error}`);
      }
      const verdict = scenario.judge(outcomes);
      const last = outcomes[outcomes.length - 1];
      results.push({
        id: scenario.id,
        name: scenario.name,
        passed: verdict.passed,
        status: last.status ?? null,
        error: last.error ?? null,
        latency_ms: last.latencyMs,
        detail: verdict.detail,
      });
    }
    return { url: options.url, timeout_ms: options.timeoutMs, passed: results.every((r) => r.passed), scenarios: results };
  } finally {
    await prober.close();
  }
}

export function reportLines(report: CertifyReport): string[] {
  const lines = report.scenarios.map((s) => `${s.passed ? 'PASS' : 'FAIL'} ${s.name}: ${s.detail}`);
  const failed = report.scenarios.filter((s) => !s.passed).length;
  lines.push(failed === 0 ? `All ${report.scenarios.length} scenarios passed.` : `${failed} of ${report.scenarios.length} scenarios failed.`);
  return lines;
}

/** The secret, or why it is unusable: whsec_ then base64 of the key. */
function checkSecret(secret: string | undefined): string {
  if (!secret) throw new CertifyError("set PDN_WEBHOOK_SECRET to your endpoint's signing secret (whsec_…), shown when you created the endpoint or rotated its secret");
  if (!/^whsec_[A-Za-z0-9+/]+={0,2}$/.test(secret) || Buffer.from(secret.slice(6), 'base64').length < 16) {
    throw new CertifyError('PDN_WEBHOOK_SECRET must be an endpoint signing secret: whsec_ followed by base64, as the API showed it');
  }
  return secret;
}

function checkUrl(text: string | undefined): string {
  if (!text) throw new CertifyError('give the URL of your webhook receiver: pdn certify <url> (see pdn certify --help)');
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw new CertifyError(`"${text}" is not an http(s) URL; give your receiver's full URL, e.g. https://example.com/webhooks/pdn`);
  }
  return url.href;
}

/** `pdn certify …`: the exit status. */
export async function runCertify(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  let json = false;
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' }, timeout: { type: 'string' } },
    });
    json = values.json === true;
    if (values.help) {
      process.stdout.write(HELP);
      return 0;
    }
    if (positionals.length > 1) throw new CertifyError(`one URL only, got ${positionals.length}: ${positionals.join(' ')}`);
    const url = checkUrl(positionals[0]);
    const secret = checkSecret(env.PDN_WEBHOOK_SECRET);
    let timeoutMs: number;
    try {
      timeoutMs = parseDuration(values.timeout ?? (env.PDN_WEBHOOK_TIMEOUT || '15s'));
    } catch (error) {
      throw new CertifyError(`${values.timeout !== undefined ? '--timeout' : 'PDN_WEBHOOK_TIMEOUT'}: ${(error as Error).message}`);
    }
    if (timeoutMs < 1) throw new CertifyError('the timeout must be at least 1 ms');
    const report = await certify({ url, secret, timeoutMs });
    if (json) out(JSON.stringify(report, null, 2));
    else reportLines(report).forEach(out);
    return report.passed ? 0 : 1;
  } catch (error) {
    // parseArgs refuses unknown flags with a TypeError whose message says which.
    const message = error instanceof CertifyError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? (error as Error).message : undefined;
    if (message === undefined) throw error;
    if (json) out(JSON.stringify({ error: message }));
    process.stderr.write(`pdn certify: ${message}\n`);
    return 2;
  }
}
