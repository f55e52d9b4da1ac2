// Every HTTP response a test receives through the harness Client is checked against the
// OpenAPI document the server itself serves: the status must be listed for the operation, the
// content type must be one it declares for that status, and the body must match its schema.
// A mismatch fails the test: the document cannot drift from what the server does.
import { createHash } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

type Json = Record<string, any>;

interface Operation {
  path: string;
  pattern: RegExp;
  params: number;
  methods: Record<string, Json>;
}

export interface CheckedResponse {
  method: string;
  url: string;
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

const DOC_ID = 'https://pdn.test/openapi.json';
const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

export class ResponseChecker {
  readonly #ajv: InstanceType<typeof Ajv2020.default>;
  readonly #paths: Operation[];
  readonly #compiled = new Map<string, ValidateFunction>();

  constructor(readonly doc: Json) {
    this.#ajv = new Ajv2020.default({ strict: false, allErrors: true, validateSchema: false });
    addFormats.default(this.#ajv);
    this.#ajv.addSchema({ ...doc, $id: DOC_ID });
    this.#paths = Object.entries<Json>(doc.paths).map(([path, methods]) => ({
      path,
      pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
      params: (path.match(/\{/g) ?? []).length,
      methods,
    }));
  }

  #validator(path: string, method: string, status: string, mediaType: string): ValidateFunction {
    const ref = `${DOC_ID}#/${pointer('paths', path, method, 'responses', status, 'content', mediaType, 'schema')}`;
    let validate = this.#compiled.get(ref);
    if (!validate) {
      validate = this.#ajv.compile({ $ref: ref });
      this.#compiled.set(ref, validate);
    }
    return validate;
  }

  /** What is wrong with this response according to the document; an empty list when nothing. */
  problems(response: CheckedResponse): string[] {
    const path = new URL(response.url).pathname;
    const method = response.method.toLowerCase();
    const what = `${response.method} ${path} → ${response.status}`;
    // The most specific documented path: /v1/orders/available before /v1/orders/{order_id}.
    const matches = this.#paths.filter((p) => p.pattern.test(path)).sort((a, b) => a.params - b.params);
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0].trim();
    const issues: string[] = [];
    if (!response.headers.get('x-request-id')) issues.push(`${what}: no x-request-id header`);

    // A path that is not valid percent-encoding is refused before routing, whatever the method.
    if (response.status === 400 && !decodes(path)) return [...issues, ...this.#checkProblem(what, contentType, response.body)];

    const match = matches.find((p) => p.methods[method]);
    if (!match || method === 'head') {
      if (matches.length === 0) {
        // Not an API path (health, docs, dashboard, a test's own route): only a 404 must be a problem.
        if (response.status === 404 && path.startsWith('/v1/')) issues.push(...this.#checkProblem(what, contentType, response.body));
        return issues;
      }
      if (method === 'head' || method === 'options') return issues;
      if (response.status !== 405) issues.push(`${what}: the path is documented for ${Object.keys(matches[0].methods).join(', ')} only, so ${response.method} must be 405`);
      else if (!response.headers.get('allow')) issues.push(`${what}: a 405 without Allow`);
      issues.push(...this.#checkProblem(what, contentType, response.body));
      return issues;
    }

    const operation = match.methods[method];
    const status = String(response.status);
    const documented = operation.responses[status] ?? operation.responses.default;
    if (!documented) return [...issues, `${what}: status not documented for ${operation.operationId} (documented: ${Object.keys(operation.responses).join(', ')}); body ${response.text.slice(0, 300)}`];
    if (!documented.content) {
      if (response.text !== '') issues.push(`${what}: the document says no body, got ${response.text.slice(0, 200)}`);
      return issues;
    }
    if (!documented.content[contentType]) {
      return [...issues, `${what}: content type ${contentType || '(none)'} not documented for ${operation.operationId} (documented: ${Object.keys(documented.content).join(', ')})`];
    }
    issues.push(...this.#checkHeaders(what, documented, response.headers));
    const validate = this.#validator(match.path, method, status, contentType);
    if (!validate(response.body)) {
      issues.push(`${what}: body does not match ${operation.operationId} ${status} ${contentType}: ${this.#ajv.errorsText(validate.errors, { separator: '; ' })}; body ${response.text.slice(0, 500)}`);
    }
    return issues;
  }

  /** Each documented header the response carries must match its schema (an integer header holds digits). */
  #checkHeaders(what: string, documented: Json, headers: Headers): string[] {
    const issues: string[] = [];
    for (const [name, declared] of Object.entries<Json>(documented.headers ?? {})) {
      const value = headers.get(name);
      if (value === null) continue;
      const header: Json = declared.$ref ? this.doc.components.headers[String(declared.$ref).split('/').pop()!] : declared;
      if (!header?.schema) continue;
      const key = `header ${JSON.stringify(header.schema)}`;
      let validate = this.#compiled.get(key);
      if (!validate) {
        validate = this.#ajv.compile(header.schema);
        this.#compiled.set(key, validate);
      }
      const typed = header.schema.type === 'integer' && /^-?\d+$/.test(value) ? Number(value) : value;
      if (!validate(typed)) issues.push(`${what}: header ${name}: ${JSON.stringify(value)} does not match the document: ${this.#ajv.errorsText(validate.errors)}`);
    }
    return issues;
  }

  #checkProblem(what: string, contentType: string, body: unknown): string[] {
    if (contentType !== 'application/problem+json') return [`${what}: expected application/problem+json, got ${contentType}`];
    const validate = (this.#compiled.get('Problem') ?? this.#ajv.compile({ $ref: `${DOC_ID}#/components/schemas/Problem` }));
    this.#compiled.set('Problem', validate);
    return validate(body) ? [] : [`${what}: not a Problem: ${this.#ajv.errorsText(validate.errors)}`];
  }
}

// One checker per distinct document (every server of a run serves the same one), fetched once per server.
const byDocument = new Map<string, ResponseChecker>();
const byServer = new Map<string, Promise<ResponseChecker>>();

export function checkerFor(baseUrl: string): Promise<ResponseChecker> {
  let checker = byServer.get(baseUrl);
  if (!checker) {
    checker = (async () => {
      const response = await fetch(`${baseUrl}/v1/openapi.json`);
      if (response.status !== 200) throw new Error(`no OpenAPI document at ${baseUrl}: ${response.status}`);
      const text = await response.text();
      const hash = createHash('sha256').update(text).digest('hex');
      let found = byDocument.get(hash);
      if (!found) {
        found = new ResponseChecker(JSON.parse(text));
        byDocument.set(hash, found);
      }
      return found;
    })();
    byServer.set(baseUrl, checker);
    checker.catch(() => byServer.delete(baseUrl));
  }
  return checker;
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
