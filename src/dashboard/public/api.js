// @ts-check
// The dashboard speaks only the public partner API, with the key the user signed in with.
// The key lives in sessionStorage: gone when the browser session ends, never put in a URL.
// Calls name the path as the OpenAPI document writes it (`/v1/orders/{order_id}`), so
// TypeScript checks parameters, bodies and answers against the API's generated types.

/** @typedef {import('../dashboard.types').Problem} Problem */

const KEY_ITEM = 'pdn.partnerKey';

export const session = {
  key: () => sessionStorage.getItem(KEY_ITEM),
  signIn: (key) => sessionStorage.setItem(KEY_ITEM, key),
  signOut: () => sessionStorage.removeItem(KEY_ITEM),
};

/** Signed in with a test key: everything shown and done is the partner's sandbox. */
export const isTestMode = () => Boolean(session.key()?.startsWith('pdn_test_'));

/** A non-2xx answer, carrying the RFC 9457 problem body the API sends. */
export class ApiError extends Error {
  /** @param {number} status @param {Partial<Problem> | undefined} problem */
  constructor(status, problem) {
    super(problem?.detail || problem?.title || `HTTP ${status}`);
    this.status = status;
    this.code = problem?.code;
    this.problem = problem;
  }
}

/** Called when any request answers 401: the key was revoked or is wrong. @type {(error: ApiError) => void} */
let onUnauthorized = () => {};
export const whenUnauthorized = (callback) => {
  onUnauthorized = callback;
};

/**
 * @param {string} method
 * @param {string} path a concrete path, parameters filled in
 * @param {unknown} [body]
 * @returns {Promise<any>}
 */
export async function api(method, path, body, key = session.key()) {
  const headers = { accept: 'application/json' };
  if (key) headers.authorization = `Bearer ${key}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), cache: 'no-store' });
  const text = await response.text();
  let parsed;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = { detail: text };
  }
  if (!response.ok) {
    const error = new ApiError(response.status, parsed);
    if (response.status === 401 && key === session.key()) onUnauthorized(error);
    throw error;
  }
  return parsed;
}

/**
 * A documented path with its parameters filled in: `{name}` from `params.path`, then
 * `params.query` as a query string (arrays as repeated parameters).
 * @param {string} template
 * @param {{ path?: Record<string, string>, query?: Record<string, unknown> } | undefined} params
 */
export function pathOf(template, params) {
  const path = template.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(String(params?.path?.[name] ?? '')));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params?.query ?? {})) {
    for (const one of [value].flat()) if (one !== undefined && one !== null && one !== '') query.append(name, String(one));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * @template {import('../dashboard.types').PathsWith<'get'>} P
 * @param {P} path
 * @param {import('../dashboard.types').ParamsOf<P, 'get'>} [params]
 * @returns {Promise<import('../dashboard.types').ResponseOf<P, 'get'>>}
 */
export const get = (path, params) => api('GET', pathOf(path, /** @type {any} */ (params)));

/**
 * @template {import('../dashboard.types').PathsWith<'post'>} P
 * @param {P} path
 * @param {import('../dashboard.types').ParamsOf<P, 'post'>} params
 * @param {import('../dashboard.types').BodyOf<P, 'post'>} [body]
 * @returns {Promise<import('../dashboard.types').ResponseOf<P, 'post'>>}
 */
export const post = (path, params, body) => api('POST', pathOf(path, /** @type {any} */ (params)), body);

/**
 * @template {import('../dashboard.types').PathsWith<'patch'>} P
 * @param {P} path
 * @param {import('../dashboard.types').ParamsOf<P, 'patch'>} params
 * @param {import('../dashboard.types').BodyOf<P, 'patch'>} body
 * @returns {Promise<import('../dashboard.types').ResponseOf<P, 'patch'>>}
 */
export const patch = (path, params, body) => api('PATCH', pathOf(path, /** @type {any} */ (params)), body);

/**
 * @template {import('../dashboard.types').PathsWith<'put'>} P
 * @param {P} path
 * @param {import('../dashboard.types').ParamsOf<P, 'put'>} params
 * @param {import('../dashboard.types').BodyOf<P, 'put'>} body
 * @returns {Promise<import('../dashboard.types').ResponseOf<P, 'put'>>}
 */
export const put = (path, params, body) => api('PUT', pathOf(path, /** @type {any} */ (params)), body);

/**
 * @template {import('../dashboard.types').PathsWith<'delete'>} P
 * @param {P} path
 * @param {import('../dashboard.types').ParamsOf<P, 'delete'>} params
 * @returns {Promise<import('../dashboard.types').ResponseOf<P, 'delete'>>}
 */
export const del = (path, params) => api('DELETE', pathOf(path, /** @type {any} */ (params)));

/**
 * Every item of a cursor-paginated list, up to `max` items (the dashboard shows recent work, not archives).
 * @template {import('../dashboard.types').ListPath} P
 * @param {P} path
 * @param {import('../dashboard.types').ParamsOf<P, 'get'>} [params]
 * @returns {Promise<{ items: Array<import('../dashboard.types').ItemOf<P>>, truncated: boolean }>}
 */
export async function getAll(path, params, max = 1000) {
  const items = [];
  /** @type {string | null | undefined} */
  let cursor;
  const base = /** @type {{ path?: Record<string, string>, query?: Record<string, unknown> }} */ (params ?? {});
  for (;;) {
    const page = await api('GET', pathOf(path, { ...base, query: { ...base.query, limit: 200, starting_after: cursor ?? undefined } }));
    items.push(...page.data);
    if (!page.has_more || items.length >= max) return { items, truncated: page.has_more };
    cursor = page.next_cursor;
  }
}

/** Checks a key before keeping it: a cheap call that answers 401 with a problem body if the key is wrong. */
/** @param {string} key */
export async function checkKey(key) {
  await api('GET', pathOf('/v1/riders', { query: { limit: 1 } }), undefined, key);
}
