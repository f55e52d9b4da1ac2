import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from '../config.js';

// A query parameter whose name says it holds a credential. Matching by part of the name errs
// towards hiding too much (e.g. `author`), which costs a log line some detail, never a secret.
const SECRET_NAME = /key|token|secret|passw|pwd|signature|sig|auth|credential|session|cookie|jwt|bearer/i;
// Our own keys, wherever they appear (a path, a parameter of any name).
const OUR_KEY = /pdn_(?:sk|test|admin)_[A-Za-z0-9_-]*/g;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** The URL as it may be logged: values of credential-like query parameters and our keys replaced. */
export function redactUrl(url: string): string {
  const cleaned = url.replace(OUR_KEY, '[REDACTED]');
  const q = cleaned.indexOf('?');
  if (q === -1) return cleaned;
  const query = cleaned
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq === -1 ? part : part.slice(0, eq);
      return eq !== -1 && SECRET_NAME.test(decodedName(name)) ? `${name}=[REDACTED]` : part;
    })
    .join('&');
  return `${cleaned.slice(0, q)}?${query}`;
}

/** The service's pino options: credentials never reach the log, whether sent as a header or in the URL. */
export function loggerOptions(config: Pick<Config, 'logLevel'>, stream?: DestinationStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
