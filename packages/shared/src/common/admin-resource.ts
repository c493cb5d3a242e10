import { z } from 'zod';
import { attachmentSchema, idParam, intParam, MAX_PAGE_SIZE, PAGE_SIZE } from '../content/common';
import { type ErrorCode, ko } from '../messages/ko';

/**
 * The contract of one back-office resource (decision 070): which calls exist, their spec paths, methods,
 * parameter names and answer keys. The server registers handlers for it (apps/server/src/lib/admin-resource),
 * the web kit calls it; both read the same object.
 */

/** Most rows a client-paged list answers at once (spec 3 §9: the discount list asks pageUnit 10000). */
export const CLIENT_LIST_CAP = 10_000;

/**
 * 'server': one page per request (10 by default, at most 100) — notices, FAQ, banners.
 * 'client': the whole filtered list up to CLIENT_LIST_CAP unless the caller asks for a page — the lists spec 3
 * §2.1 pages in the browser (popups, discount and free vehicles, users, teams, departments, menus, authorities,
 * access log).
 */
export type Paging = 'server' | 'client';

/** The page window every list service receives, whichever parameter names the spec uses. */
export interface ListWindow {
  firstIndex: number;
  recordCountPerPage: number;
}

/** What a list service returns: the rows of the window and the count of the whole filtered list. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

/** No further fields. */
type NoShape = Record<never, never>;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The searchCondition select of a list: one of `codes`, or absent (''). */
export function searchCondition<const C extends string>(codes: readonly [C, ...C[]]) {
  return z.preprocess(emptyToUndefined, z.enum(codes, { error: ko.validation.invalid }).optional());
}

export const searchKeywordSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string().max(100, ko.validation.tooLong(100)).optional(),
);

/**
 * Why staff export a list with personal data (decision 112): required, recorded with the export; the Excel
 * button's dialog asks for it.
 */
export const exportReasonSchema = z
  .string({ error: ko.errors.EXPORT_REASON_REQUIRED })
  .trim()
  .min(1, ko.errors.EXPORT_REASON_REQUIRED)
  .max(200, ko.validation.tooLong(200));

const TITLE_CONTENT_BOTH = ['1', '2', '3'] as const;

function unitLimits(paging: Paging): [def: number, max: number] {
  return paging === 'server' ? [PAGE_SIZE, MAX_PAGE_SIZE] : [CLIENT_LIST_CAP, CLIENT_LIST_CAP];
}

export interface ListQueryOptions<C extends string, X extends z.ZodRawShape> {
  paging: Paging;
  /** searchCondition codes (spec 3 §9); default 1 title, 2 content, 3 both */
  conditions?: readonly [C, ...C[]];
  /** further filters of this list, e.g. `{ bbsCd }` */
  extra?: X;
}

/** A list query paged by `firstIndex` + `recordCountPerPage` (boards, popups, banners; firstIndex = (page-1)*10). */
export function listQuery<
  const C extends string = (typeof TITLE_CONTENT_BOTH)[number],
  X extends z.ZodRawShape = NoShape,
>(options: ListQueryOptions<C, X>) {
  const [def, max] = unitLimits(options.paging);
  const codes = (options.conditions ?? TITLE_CONTENT_BOTH) as readonly [C, ...C[]];
  return z.object({
    searchCondition: searchCondition(codes),
    searchKeyword: searchKeywordSchema,
    recordCountPerPage: intParam(def, 1, max),
    firstIndex: intParam(0, 0, 10_000_000),
    ...(options.extra ?? ({} as X)),
  });
}

/**
 * A list query paged by `pageIndex` (from 1) + `pageUnit` (discount and free vehicles, spec 3 §7); the
 * service still receives `firstIndex` / `recordCountPerPage`.
 */
export function pageIndexListQuery<const C extends string, X extends z.ZodRawShape = NoShape>(
  options: ListQueryOptions<C, X> & { conditions: readonly [C, ...C[]] },
) {
  const [def, max] = unitLimits(options.paging);
  const query = z.object({
    searchCondition: searchCondition(options.conditions),
    searchKeyword: searchKeywordSchema,
    pageIndex: intParam(1, 1, 1_000_000),
    pageUnit: intParam(def, 1, max),
    ...(options.extra ?? ({} as X)),
  });
  type Parsed = z.output<typeof query>;
  return query.transform((parsed: Parsed) => {
    const { pageIndex, pageUnit, ...rest } = parsed as unknown as { pageIndex: number; pageUnit: number };
    const window: ListWindow = { firstIndex: (pageIndex - 1) * pageUnit, recordCountPerPage: pageUnit };
    return { ...rest, ...window } as unknown as Omit<Parsed, 'pageIndex' | 'pageUnit'> & ListWindow;
  });
}

// ── answers with the spec's keys ─────────────────────────────────────────────

type Split<S extends string> = S extends `${infer H}.${infer R}` ? [H, ...Split<R>] : [S];
type Init<T extends readonly string[]> = T extends readonly [...infer I extends string[], string] ? I : [];
type Last<T extends readonly string[]> = T extends readonly [...string[], infer L extends string] ? L : never;
/** `{ a: { b: T } }` for the keys ['a', 'b']. */
type Nest<K extends readonly string[], T extends z.ZodType> = K extends readonly [
  infer H extends string,
  ...infer R extends string[],
]
  ? z.ZodObject<{ [P in H]: Nest<R, T> }>
  : T;

function nest(keys: string[], inner: z.ZodType): z.ZodType {
  return keys.reduceRight<z.ZodType>((acc, key) => z.object({ [key]: acc }), inner);
}

function place(keys: string[], value: Record<string, unknown>): Record<string, unknown> {
  return keys.reduceRight<Record<string, unknown>>((acc, key) => ({ [key]: acc }), value);
}

type ListShape<R extends string, T extends string, Row extends z.ZodType> = Nest<
  Init<Split<R>>,
  z.ZodObject<{ [P in Last<Split<R>>]: z.ZodArray<Row> } & { [P in T]: z.ZodNumber }>
>;

/** A list answer: its zod schema and the function placing a page under the spec's keys. */
export interface ListAnswer<Row extends z.ZodType, S extends z.ZodType = z.ZodType> {
  schema: S;
  row: Row;
  /** where the rows and the total sit (dotted for nested answers) */
  keys: { rows: string; total: string };
  wrap(page: ListPage<z.input<Row>>): z.input<S>;
}

/**
 * A list answer with the spec's keys: rows at `keys.rows` (dotted for nested answers, e.g.
 * 'resultList.result.list') and the total beside them at `keys.total`.
 */
export function listAnswer<const R extends string, const T extends string, Row extends z.ZodType>(
  keys: { rows: R; total: T },
  row: Row,
): ListAnswer<Row, ListShape<R, T, Row>> {
  const path = keys.rows.split('.');
  const last = path.pop() as string;
  const schema = nest(path, z.object({ [last]: z.array(row), [keys.total]: z.number() }));
  return {
    schema: schema as ListShape<R, T, Row>,
    row,
    keys,
    wrap: (page) =>
      place(path, { [last]: page.rows, [keys.total]: page.total }) as z.input<ListShape<R, T, Row>>,
  };
}

/** `attachList` beside a view (spec 3 §3 "Attachment"). */
export const withAttachList = { attachList: z.array(attachmentSchema) };

/** A view answer: the record at `key` (dotted for nested answers, e.g. 'resultVo.result') plus `extra` keys. */
export function viewAnswer<const K extends string, V extends z.ZodType, X extends z.ZodRawShape = NoShape>(
  key: K,
  view: V,
  extra?: X,
) {
  const path = key.split('.');
  const first = path.shift() as string;
  return z.object({ [first]: nest(path, view), ...(extra ?? {}) }) as unknown as z.ZodObject<
    { [P in Split<K>[0]]: Nest<Split<K> extends [string, ...infer Rest extends string[]] ? Rest : [], V> } & X
  >;
}

/** The answer of admin writes: code '00', the Korean message the web alerts, and the id written. */
export function actionAnswer<const K extends string, I extends z.ZodType = z.ZodNumber>(idKey: K, id?: I) {
  return z.object({
    code: z.literal('00'),
    message: z.string(),
    [idKey]: (id ?? z.number()).optional(),
  }) as unknown as z.ZodObject<
    { code: z.ZodLiteral<'00'>; message: z.ZodString } & { [P in K]: z.ZodOptional<I> }
  >;
}

/** `{ <idKey>: <positive integer> }` — the id parameter of a view, update or delete call. */
export function idInput<const K extends string, I extends z.ZodType = typeof idParam>(idKey: K, id?: I) {
  return z.object({ [idKey]: id ?? idParam }) as unknown as z.ZodObject<{ [P in K]: I }>;
}

// ── the contract ─────────────────────────────────────────────────────────────

export type HttpMethod = 'GET' | 'POST';

/** The standard endpoints; any other name in a contract is a custom action. */
export type StandardEndpoint = 'list' | 'view' | 'insert' | 'update' | 'delete' | 'download' | 'excel';

const READS: readonly string[] = ['list', 'view', 'download', 'excel'];

export interface EndpointDef {
  /** absolute ('/api/member/list.json') or relative to the resource's base ('list.json') */
  path: string;
  /** default GET for list, view, download and excel; POST for writes and custom actions */
  methods?: readonly HttpMethod[];
  /** OpenAPI summary */
  summary: string;
  /** query (GET) or body (POST) */
  input: z.ZodType;
  /** a zod schema, or a listAnswer() for list and excel; none for download */
  answer?: z.ZodType | ListAnswer<z.ZodType>;
  /** multipart file parts accepted (insert/update with attachments) */
  attachments?: number;
  /** the error code of a file over the upload limit, when not the attachments' '최대 20mb' (UPLOAD_TOO_LARGE) */
  attachmentTooLarge?: ErrorCode;
}

export type ResolvedEndpoint<E extends EndpointDef> = Omit<E, 'path' | 'methods'> & {
  path: string;
  methods: readonly HttpMethod[];
};

export interface AdminResourceContract<
  E extends Record<string, EndpointDef> = Record<string, EndpointDef>,
  P extends z.ZodType | undefined = z.ZodType | undefined,
> {
  /** OpenAPI tag (the DESIGN.md area, e.g. 'admin-content') */
  tag: string;
  /** path parameters shared by every endpoint (e.g. `{ bbsCd }` of '/api/admin/board/:bbsCd/…') */
  params: P;
  endpoints: { [K in keyof E]: ResolvedEndpoint<E[K]> };
}

/** Resolves relative paths against `base` and fills in the default methods. */
export function defineAdminResource<
  const E extends Record<string, EndpointDef>,
  P extends z.ZodType | undefined = undefined,
>(def: { tag: string; base?: string; params?: P; endpoints: E }): AdminResourceContract<E, P> {
  const endpoints = Object.fromEntries(
    Object.entries(def.endpoints).map(([name, e]) => {
      if (!e.path.startsWith('/') && !def.base) throw new Error(`${name}: a relative path needs a base`);
      const path = e.path.startsWith('/') ? e.path : `${def.base}${e.path}`;
      return [name, { ...e, path, methods: e.methods ?? [READS.includes(name) ? 'GET' : 'POST'] }];
    }),
  );
  return {
    tag: def.tag,
    params: def.params as P,
    endpoints: endpoints as AdminResourceContract<E, P>['endpoints'],
  };
}
