import type { FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values never reach a log line: credentials sent by mistake in a query string (login,
 * pw-check), the provider's TrAuthKey and card data of a GET approval callback, codes and tokens.
 */
const SECRET_PARAM =
  /pass|secret|token|trauthkey|encryptdata|merchantkey|apikey|api_key|^pwd?(confirm)?$|^pin|^card|^otp/i;

/** `url` with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a malformed name is still matched as written
      }
      return eq !== -1 && SECRET_PARAM.test(name) ? `${rawName}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/** "Failed query: …\nparams: a,b" (Drizzle) and "DETAIL: Key (x)=(…)" carry values: everything after them goes. */
function stripValues(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
}

interface SafeError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SafeError;
}

/**
 * The error serializer of the logs: type, message, code and stack only — never the SQL parameters of a failed
 * query (names, phone numbers, passwords' hashes), a driver's `detail` (it quotes the conflicting values) or any
 * other own property of the error (issue 12 §5).
 */
export function serializeError(err: unknown, depth = 0): SafeError | unknown {
  if (!(err instanceof Error)) return typeof err === 'string' ? stripValues(err) : err;
  const e = err as Error & { code?: unknown; cause?: unknown };
  const out: SafeError = { type: e.name || e.constructor?.name || 'Error', message: stripValues(e.message) };
  if (typeof e.code === 'string') out.code = e.code;
  if (e.stack) out.stack = stripValues(e.stack);
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1) as SafeError;
  return out;
}

interface RawRequestLike {
  method?: string;
  url?: string;
  hostname?: string;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number };
}

/** Fastify's request serializer with the URL redacted (the access log of every request). */
export function serializeRequest(req: RawRequestLike): Record<string, unknown> {
  return {
    method: req.method,
    url: req.url === undefined ? undefined : redactUrl(req.url),
    hostname: req.hostname,
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
    remotePort: req.socket?.remotePort,
  };
}

/** The logger options of the app: level, header redaction and the serializers above. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: serializeRequest,
      err: (err: Error) => serializeError(err) as { type: string; message: string; stack: string },
    },
  };
}
