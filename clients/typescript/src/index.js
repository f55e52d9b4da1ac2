// The Partner Delivery Network client: every operation typed from the OpenAPI document
// (src/schema.ts, generated), errors as typed problems, safe retries, list iteration and
// webhook verification.
import createFetchClient from 'openapi-fetch';
import { Webhook } from 'standardwebhooks';
/** A non-2xx answer: the RFC 9457 problem the API sent, with its stable `code`. */
export class PdnError extends Error {
    status;
    code;
    problem;
    requestId;
    constructor(problem, response) {
        super(`${problem.status} ${problem.code}: ${problem.detail}`);
        this.name = 'PdnError';
        this.status = problem.status;
        this.code = problem.code;
        this.problem = problem;
        this.requestId = response.headers.get('x-request-id');
    }
}
const defaultBackoff = (attempt) => Math.min(30_000, 500 * 2 ** attempt) * (0.8 + Math.random() * 0.4);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function retryAfterMs(response) {
    const value = response.headers.get('retry-after');
    if (value === null)
        return undefined;
    const seconds = Number(value);
    if (Number.isFinite(seconds))
        return Math.max(0, seconds * 1000);
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
/**
 * fetch with safe retries: a POST gets one Idempotency-Key, kept across its retries, so a
 * retried accept can never accept twice; 429 and 503 (and any answer with Retry-After, such
 * as a 409 `idempotency_key_in_progress`) wait as told and try again.
 */
function retryingFetch(options) {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const maxRetries = options.maxRetries ?? 3;
    const backoff = options.backoffMs ?? defaultBackoff;
    return async (request) => {
        if (request.method === 'POST' && !request.headers.has('idempotency-key'))
            request.headers.set('idempotency-key', crypto.randomUUID());
        for (let attempt = 0;; attempt++) {
            let response;
            try {
                response = await fetchImpl(request.clone());
            }
            catch (error) {
                // No answer: safe to send again (a POST replays under its key).
                if (attempt >= maxRetries)
                    throw error;
                await sleep(backoff(attempt));
                continue;
            }
            const wait = retryAfterMs(response);
            const retryable = response.status === 429 || response.status === 503 || (response.status >= 400 && wait !== undefined);
            if (!retryable || attempt >= maxRetries)
                return response;
            await response.body?.cancel();
            await sleep(wait ?? backoff(attempt));
        }
    };
}
export function createClient(options) {
    const raw = createFetchClient({
        baseUrl: options.baseUrl.replace(/\/+$/, ''),
        headers: { authorization: `Bearer ${options.apiKey}` },
        fetch: retryingFetch(options),
    });
    // Typed by PdnClient's signatures above; inside, the path is only a string.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async function call(method, path, init = {}) {
        const { data, error, response } = await raw[method](path, init);
        if (!response.ok) {
            const problem = (error && typeof error === 'object' && 'code' in error ? error : { type: 'about:blank', title: response.statusText, status: response.status, detail: typeof error === 'string' ? error : JSON.stringify(error ?? ''), code: 'internal_error', request_id: response.headers.get('x-request-id') ?? '' });
            throw new PdnError(problem, response);
        }
        return data;
    }
    return {
        raw,
        get: (path, init) => call('GET', path, init),
        post: (path, init) => call('POST', path, init),
        patch: (path, init) => call('PATCH', path, init),
        put: (path, init) => call('PUT', path, init),
        delete: (path, init) => call('DELETE', path, init),
        list(path, init) {
            return {
                async *[Symbol.asyncIterator]() {
                    const params = (init?.params ?? {});
                    let cursor;
                    for (;;) {
                        const page = (await call('GET', path, { ...init, params: { ...params, query: { ...params.query, ...(cursor ? { starting_after: cursor } : {}) } } }));
                        yield* page.data;
                        if (!page.has_more || !page.next_cursor)
                            return;
                        cursor = page.next_cursor;
                    }
                },
            };
        },
    };
}
/**
 * Checks a webhook's Standard Webhooks signature (and that its timestamp is recent) with your
 * endpoint secret (`whsec_…`), and returns the event, typed by its `type`. Throws if it does
 * not verify: answer such a request with a 4xx. Pass the body exactly as received, not re-serialized.
 */
export function verifyWebhook(rawBody, headers, secret) {
    const plain = {};
    if (headers instanceof Headers)
        headers.forEach((value, key) => (plain[key] = value));
    else
        for (const [key, value] of Object.entries(headers))
            if (value !== undefined)
                plain[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    return new Webhook(secret).verify(typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody), plain);
}
//# sourceMappingURL=index.js.map