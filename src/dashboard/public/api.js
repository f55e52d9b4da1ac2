// The dashboard speaks only the public partner API, with the key the user signed in with.
// The key lives in sessionStorage: gone when the browser session ends, never put in a URL.

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
  constructor(status, problem) {
    super(problem?.detail || problem?.title || `HTTP ${status}`);
    this.status = status;
    this.code = problem?.code;
    this.problem = problem;
  }
}

/** Called when any request answers 401: the key was revoked or is wrong. */
let onUnauthorized = () => {};
export const whenUnauthorized = (callback) => {
  onUnauthorized = callback;
};

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

export const get = (path) => api('GET', path);
export const post = (path, body) => api('POST', path, body);
export const patch = (path, body) => api('PATCH', path, body);
export const del = (path) => api('DELETE', path);

/** Every item of a cursor-paginated list, up to `max` items (the dashboard shows recent work, not archives). */
export async function getAll(path, max = 1000) {
  const items = [];
  let cursor;
  const sep = path.includes('?') ? '&' : '?';
  for (;;) {
    const page = await get(`${path}${sep}limit=200${cursor ? `&starting_after=${encodeURIComponent(cursor)}` : ''}`);
    items.push(...page.data);
    if (!page.has_more || items.length >= max) return { items, truncated: page.has_more };
    cursor = page.next_cursor;
  }
}

/** Checks a key before keeping it: a cheap call that answers 401 with a problem body if the key is wrong. */
export async function checkKey(key) {
  await api('GET', '/v1/riders?limit=1', undefined, key);
}
