/**
 * Routes whose answers carry personal data (names, phone numbers, plates, e-mail addresses, birth dates,
 * addresses, business numbers, login history) declare it in their options, `config: { pii: … }`; the
 * personal-information access records (modules/pii-access, decision 183) write one record for every successful
 * answer of such a route, and the records' test calls every declared route.
 */
export interface PiiRouteDeclaration {
  /** what staff do with the data: read a list, a detail, export a list, download a person's document */
  action: 'LIST' | 'VIEW' | 'EXPORT' | 'DOWNLOAD';
  /**
   * 'route' (default): the access-record hook writes the record from the answer. 'service': the service writes
   * it itself (in the transaction of a change, or with details only it knows, e.g. a payment's payer).
   */
  recordedBy?: 'route' | 'service';
  /** how many people's rows the answer carries (default: 1) */
  rows?: (answer: unknown) => number;
  /** whose data, when the answer is one person's (a member id, a plate), from the validated input and answer */
  subject?: (input: Record<string, unknown>, answer: unknown) => string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    pii?: PiiRouteDeclaration;
  }
}

/** The value at a dotted path (e.g. 'resultList.result.list') of an answer. */
export function atPath(answer: unknown, path: string): unknown {
  let v: unknown = answer;
  for (const key of path.split('.'))
    v = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return v;
}

/** Counts the rows of the array at `path` of an answer (0 when absent). */
export function rowsAt(path: string): (answer: unknown) => number {
  return (answer) => {
    const v = atPath(answer, path);
    return Array.isArray(v) ? v.length : 0;
  };
}
