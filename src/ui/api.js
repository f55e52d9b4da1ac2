// @ts-check
// The pages speak only the public API, with the key the user signed in with (the partner
// dashboard a partner key, the network console the admin key). The key lives in
// sessionStorage: gone when the browser session ends, never put in a URL.
// Calls name the path as the OpenAPI document writes it (`/v1/orders/{order_id}`), so
// TypeScript checks parameters, bodies and answers against the API's generated types.

/** @typedef {import('./ui.types').Problem} Problem */

/** Where this page keeps its key: each page names its own, so signing in to one never signs in to the other. */
let keyItem = 'pdn.partnerKey';
/** @param {string} item */
export const setSessionItem = (item) => {
  keyItem = item;
};

export const session = {
  key: () => sessionStorage.getItem(keyItem),
  signIn: (key) => sessionStorage.setItem(keyItem, key),
  signOut: () => sessionStorage.removeItem(keyItem),
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
  if (!response.ok) throw refusal(response.status, parsed, key);
  return parsed;
}

/** The error for a refused request; a 401 for the key signed in with signs the page out. */
export function refusal(status, problem, key = session.key()) {
  const error = new ApiError(status, problem);
  if (status === 401 && key === session.key()) onUnauthorized(error);
  return error;
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
 * @template {import('./ui.types').PathsWith<'get'>} P
 * @param {P} path
 * @param {import('./ui.types').ParamsOf<P, 'get'>} [params]
 * @returns {Promise<import('./ui.types').ResponseOf<P, 'get'>>}
 */
export const get = (path, params) => api('GET', pathOf(path, /** @type {any} */ (params)));

/**
 * @template {import('./ui.types').PathsWith<'post'>} P
 * @param {P} path
 * @param {import('./ui.types').ParamsOf<P, 'post'>} params
 * @param {import('./ui.types').BodyOf<P, 'post'>} [body]
 * @returns {Promise<import('./ui.types').ResponseOf<P, 'post'>>}
 */
export const post = (path, params, body) => api('POST', pathOf(path, /** @type {any} */ (params)), body);

/**
 * @template {import('./ui.types').PathsWith<'patch'>} P
 * @param {P} path
 * @param {import('./ui.types').ParamsOf<P, 'patch'>} params
 * @param {import('./ui.types').BodyOf<P, 'patch'>} body
 * @returns {Promise<import('./ui.types').ResponseOf<P, 'patch'>>}
 */
export const patch = (path, params, body) => api('PATCH', pathOf(path, /** @type {any} */ (params)), body);

/**
 * @template {import('./ui.types').PathsWith<'put'>} P
 * @param {P} path
 * @param {import('./ui.types').ParamsOf<P, 'put'>} params
 * @param {import('./ui.types').BodyOf<P, 'put'>} body
 * @returns {Promise<import('./ui.types').ResponseOf<P, 'put'>>}
 */
export const put = (path, params, body) => api('PUT', pathOf(path, /** @type {any} */ (params)), body);

/**
 * @template {import('./ui.types').PathsWith<'delete'>} P
 * @param {P} path
 * @param {import('./ui.types').ParamsOf<P, 'delete'>} params
 * @returns {Promise<import('./ui.types').ResponseOf<P, 'delete'>>}
 */
export const del = (path, params) => api('DELETE', pathOf(path, /** @type {any} */ (params)));

/**
 * Every item of a cursor-paginated list, up to `max` items (the dashboard shows recent work, not archives).
 * @template {import('./ui.types').ListPath} P
 * @param {P} path
 * @param {import('./ui.types').ParamsOf<P, 'get'>} [params]
 * @returns {Promise<{ items: Array<import('./ui.types').ItemOf<P>>, truncated: boolean }>}
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

/**
 * Checks a key before keeping it: a cheap call that answers 401 with a problem body if the key
 * is wrong, or is the wrong kind (a partner route refuses the admin key, and an admin route a
 * partner key).
 * @param {string} key @param {string} [path] a cheap GET the key must be allowed
 */
export async function checkKey(key, path = pathOf('/v1/riders', { query: { limit: 1 } })) {
  await api('GET', path, undefined, key);
}
