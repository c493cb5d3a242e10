import type { FastifyInstance } from 'fastify';

/**
 * Two resources sharing one spec path and method, told apart by a query parameter (decision 150): the spec's
 * GET /api/member/list.json answers members for `empCd=USR|BSN` and system users for `smu=true`. A route
 * registered with `constraints: { adminQuery: 'smu=true' }` answers requests whose query carries that
 * parameter with that value; every other request goes to the route without the constraint.
 */
export const QUERY_CONSTRAINT = 'adminQuery';

/** The `name=value` pairs some route is constrained to (filled at registration, before any request). */
const pairs = new Set<string>();

function queryOf(url: string | undefined): URLSearchParams | null {
  const at = url?.indexOf('?') ?? -1;
  return at < 0 || !url ? null : new URLSearchParams(url.slice(at + 1));
}

/** The first registered pair the request's query carries, or undefined (→ the unconstrained route). */
export function deriveQueryPair(url: string | undefined): string | undefined {
  const query = queryOf(url);
  if (!query) return undefined;
  for (const pair of pairs) {
    const [name, value] = pair.split('=') as [string, string];
    if (query.get(name) === value) return pair;
  }
  return undefined;
}

/** Adds the strategy once per server and remembers `pair`; answers the route's `constraints` option. */
export function queryConstraint(app: FastifyInstance, pair: string): Record<string, string> {
  if (!/^[A-Za-z0-9_]+=[A-Za-z0-9_]+$/.test(pair)) throw new Error(`query constraint ${pair}: name=value`);
  pairs.add(pair);
  if (!app.hasConstraintStrategy(QUERY_CONSTRAINT)) {
    app.addConstraintStrategy({
      name: QUERY_CONSTRAINT,
      mustMatchWhenDerived: false,
      storage() {
        const handlers = new Map<string, unknown>();
        return {
          get: (value: string) => (handlers.get(value) ?? null) as never,
          set: (value: string, store: unknown) => {
            handlers.set(value, store);
          },
        };
      },
      deriveConstraint: (req) => deriveQueryPair(req.url) as string,
    });
  }
  return { [QUERY_CONSTRAINT]: pair };
}

/** What the OpenAPI document says of a constrained route (it shares its path with another). */
interface ConstrainedDoc {
  method: string;
  url: string;
  pair: string;
  params: string[];
  summary: string;
}
const docs: ConstrainedDoc[] = [];

/** Remembers a constrained route for the OpenAPI document (the route itself is hidden there). */
export function documentConstrainedRoute(doc: ConstrainedDoc): void {
  if (!docs.some((d) => d.method === doc.method && d.url === doc.url && d.pair === doc.pair)) docs.push(doc);
}

interface OpenApiOperation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown; description?: string }[];
}

/**
 * One OpenAPI operation per path and method: the constrained route's query parameters are added (optional) to
 * the operation of the route it shares the path with, and its summary to the description.
 */
export function mergeConstrainedRoutes<D>(doc: D): D {
  const paths = (doc as { paths?: Record<string, Record<string, OpenApiOperation>> }).paths;
  for (const d of docs) {
    const op = paths?.[d.url]?.[d.method.toLowerCase()];
    if (!op) continue;
    op.parameters = op.parameters ?? [];
    const params = op.parameters;
    for (const name of d.params) {
      if (params.some((p) => p.name === name && p.in === 'query')) continue;
      params.push({
        name,
        in: 'query',
        required: false,
        schema: { type: 'string' },
        description: `${d.pair}`,
      });
    }
    const line = `With ${d.pair}: ${d.summary}`;
    if (!op.description?.includes(line))
      op.description = op.description ? `${op.description}\n\n${line}` : line;
  }
  return doc;
}
