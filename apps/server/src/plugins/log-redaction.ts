import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

/**
 * Query parameters whose values never reach a log line: credentials sent by mistake in a query string (login,
 * pw-check), the provider's TrAuthKey and card data of a GET approval callback, codes and tokens.
 */
const SECRET_PARAM =
  /pass|secret|token|trauthkey|encryptdata|merchantkey|apikey|api_key|^pwd?(confirm)?$|^pin|^card|^otp/i;

/**
 * Personal data by parameter (or log field) name, and what an operator keeps of it: the last 4 digits of a
 * plate or a phone number (enough to match a complaint to a log line), nothing of the rest. Several spec calls
 * send these in the query string (`irs.json?carNo=…&carOwnerNm=…`, `mobileCk.json?empMobile=…`,
 * `send.json?rcvAddr=…`), so the request log would otherwise hold them (issue 31 §5).
 */
const PERSONAL_PARAMS: ReadonlyArray<{ name: RegExp; keep: 'last4' | 'nothing' }> = [
  // plates
  { name: /^(car_?no|car_?number|vhcle_?no|plate(_?no)?)$/i, keep: 'last4' },
  // phone numbers
  {
    name: /^((emp|mber|user|buyer|rcv)_?)?(mobile|moblphon|phone|hp|tel)(_?no)?$|^rcv_?addr$/i,
    keep: 'last4',
  },
  // names of people (not of menus, files or departments)
  {
    name: /^((emp|car_?owner|owner|waiting|mber|user|buyer|applcnt|rcv|sndr)_?)?(nm|name)$|^writer$/i,
    keep: 'nothing',
  },
  // e-mail, birth date, business registration number, address
  { name: /e_?mail|birth|brthdy|bizr_?no|bsnm_?no|biz_?no|business_?(reg_?)?no|corp_?no/i, keep: 'nothing' },
  { name: /^(addr|address)(_?detail)?$|^zip_?code$/i, keep: 'nothing' },
  // free-text searches: staff search members by name, phone or plate
  { name: /^search_?keyword$|^keyword$/i, keep: 'nothing' },
  // the privacy officer's search of the access records (decision 183): a staff member, a person
  { name: /^(staff|subject)$/i, keep: 'nothing' },
];

const REDACTED = '[redacted]';

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * The one rule of every log line: what `value` (raw, as it appeared) of the parameter or field `name` may show,
 * or null when it is neither secret nor personal. An empty value stays empty (nothing to hide).
 */
export function redactParam(name: string, value: string): string | null {
  const plain = decode(name).replace(/\[\]$/, '');
  const personal = PERSONAL_PARAMS.find((p) => p.name.test(plain));
  if (!personal && !SECRET_PARAM.test(plain)) return null;
  if (value === '') return '';
  if (personal?.keep === 'last4') {
    const digits = decode(value).replace(/\D/g, '');
    return digits ? `***${digits.slice(-4)}` : REDACTED;
  }
  return REDACTED;
}

/** `url` with the values of secret and personal query parameters redacted (see redactParam). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const shown = redactParam(pair.slice(0, eq), pair.slice(eq + 1));
      return shown === null ? pair : `${pair.slice(0, eq)}=${shown}`;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

// `name=value` after `?` or `&` anywhere in a JSON log line (a URL in a message, an error's text), the value up
// to the next `&`, `#`, space or closing quote (a JSON escape such as `\"` is part of the value)…
const QUERY_PAIR = /([?&])([^=&\s"#\\?]+)=((?:[^&\s"#\\]|\\.)*)/g;
// …and `"name":"value"` / `"name":123` fields of the line's JSON.
const JSON_FIELD = /"([A-Za-z_][\w-]*)":("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?)/g;

/**
 * A serialized log line with every secret or personal value redacted by redactParam, wherever it sits: the
 * request URL, a message quoting a URL (Fastify's "Route … not found"), an error's text, a logged object's
 * field. The last guard before a line is written (loggerOptions), so a new log call cannot leak by forgetting it.
 */
export function redactLogLine(line: string): string {
  return line
    .replace(QUERY_PAIR, (all, sep: string, name: string, value: string) => {
      const shown = redactParam(name, value);
      return shown === null ? all : `${sep}${name}=${shown}`;
    })
    .replace(JSON_FIELD, (all, name: string, value: string) => {
      let raw = value;
      if (value.startsWith('"')) {
        try {
          raw = JSON.parse(value) as string;
        } catch {
          return all;
        }
      }
      const shown = redactParam(name, raw);
      return shown === null ? all : `"${name}":${JSON.stringify(shown)}`;
    });
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

/** Where log lines go: standard output by default, a test's collector otherwise. */
export interface LogDestination {
  write(line: string): unknown;
}

/**
 * The logger options of the app: level, header redaction, the serializers above, and every line passed through
 * redactLogLine on its way to `destination` (standard output by default).
 */
export function loggerOptions(
  level: string,
  destination: LogDestination = pino.destination(1),
): FastifyServerOptions['logger'] {
  return {
    level,
    stream: { write: (line: string) => destination.write(redactLogLine(line)) },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: serializeRequest,
      err: (err: Error) => serializeError(err) as { type: string; message: string; stack: string },
    },
  };
}
