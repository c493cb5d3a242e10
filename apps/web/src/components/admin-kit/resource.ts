import type { Attachment } from '@parking/shared/content/common';
import { ko } from '@parking/shared/messages/ko';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { RouteQuery } from '../../lib/route-entry';
import type { ClientSession } from '../../lib/session-store';
import type { TextInputProps } from '../ui/core';
import type { ViewRow } from './admin-view-layout';
import type { TableColumn } from './data-table';
import type { ExcelColumn } from './excel-export';
import type { SelectOption } from './form-fields';
import type { SearchOption } from './search-bar';
import type { ListFetcher, ListQuery } from './use-admin-list';

/**
 * One admin resource described once (decision 073): its calls, query keys, routes, list columns (screen and
 * Excel), search, form and view. The kit's ResourceListPage, ResourceViewPage and ResourceFormPage are
 * driven by it, so a new resource is a descriptor and its API file.
 */
export interface ResourceDescriptor<Row, View, In extends FieldValues = FieldValues, Out = In> {
  /** the resource's name in captions and the Excel file name, e.g. '팝업' */
  name: string;
  /** react-query key root: every query of the kit lives under it and every write invalidates it */
  queryKey: readonly unknown[];
  /** other query roots a write changes (e.g. the public board list, the main page) */
  alsoInvalidate?: readonly (readonly unknown[])[];
  /** the screens of spec 3 §2.2: list, view (query id), enrollment, update (route data) */
  paths: { list: string; view?: string; create?: string; update?: string };
  /** the query parameter of the view screen, e.g. 'popupId' */
  idParam: string;
  rowId: (row: Row) => string;
  viewId: (view: View) => string;
  /** where a view screen without its id goes after '잘못된 접근입니다.' (default: the list) */
  missingIdRedirect?: string;
  /** route data of the update screen (decision 037): localStorage key, message and target without it */
  routeData?: { key: string; missingMessage?: string; redirectTo?: string };
  api: ResourceApi<Row, View, Out>;
  list: ResourceList<Row>;
  view?: ResourceView<View>;
  form?: ResourceForm<In, Out, View>;
}

/** A write's answer: the server's Korean message, alerted by the kit. */
export interface WriteResult {
  message: string;
}

/** What a form sends beside its values: the one attachment picked (spec 3 §5: one file at a time). */
export interface WriteExtras {
  file: File | null;
}

export interface ResourceApi<Row, View, Out> {
  /** server-paged: one page and the total; client-paged: the whole filtered list */
  list: ListFetcher<Row>;
  view?: (id: string, signal?: AbortSignal) => Promise<View>;
  insert?: (values: Out, extras: WriteExtras) => Promise<WriteResult>;
  update?: (id: string, values: Out, extras: WriteExtras) => Promise<WriteResult>;
  delete?: (id: string) => Promise<WriteResult>;
  /** deletes the checked rows (lists with check boxes) */
  deleteMany?: (ids: string[]) => Promise<WriteResult>;
  /** base address of attachment downloads (browser navigation) */
  download?: string;
  /**
   * Lists with personal data: the whole search for the Excel file from the server's export call, which
   * records `reason` (decision 112); the Excel button asks for it.
   */
  export?: (query: ListQuery, reason: string) => Promise<Row[]>;
}

/** Where a row stands: its index on the page and the descending number shown in the first column. */
export interface RowContext {
  index: number;
  number: number;
}

/** What a custom cell may use beside the row: its check box state and its pending changes. */
export interface CellContext<Row> extends RowContext {
  selected: boolean;
  /** pending changes of the row (a per-row drop-down); bulk actions receive the rows with them applied */
  draft: Partial<Row>;
  setDraft: (patch: Partial<Row>) => void;
}

/** A list column, declared once for the table and the Excel export. */
export interface ResourceColumn<Row> {
  key: string;
  header: string;
  /** the plain value: the table cell unless `cell` is given, and the Excel cell */
  value: (row: Row, ctx: RowContext) => string | number;
  /** a richer table cell (icon, link, drop-down) */
  cell?: (row: Row, ctx: CellContext<Row>) => ReactNode;
  /** width in the Excel sheet (characters, default 18), or false to leave the column out of it */
  excel?: number | false;
  /** false: in the Excel only */
  table?: false;
  /** this cell carries the link to the view screen */
  link?: boolean;
  width?: number | string;
  align?: TableColumn<Row>['align'];
  hideOnMobile?: boolean;
  /** free text that may wrap between words (see TableColumn.wrap) */
  wrap?: boolean;
}

/** An action on the checked rows; without a checked row it alerts '선택된 항목이 없습니다.'. */
export interface BulkAction<Row> {
  label: string;
  /** asked before running */
  confirm?: string;
  /** the checked rows with their drafts applied; the answer's message is alerted */
  run: (rows: Row[]) => Promise<WriteResult | undefined>;
  color?: string;
  /**
   * Who sees the action (default: everyone who may open the list). A viewer the server would refuse gets no
   * button, and a list left without actions or toolbar gets no check boxes either.
   */
  allowed?: (session: ClientSession) => boolean;
}

/** A button on every row (e.g. release a lock); its answer's message is alerted and the list refreshes. */
export interface RowAction<Row> {
  label: string;
  confirm?: string;
  run: (row: Row) => Promise<WriteResult | undefined>;
  /** hidden on rows it does not apply to */
  shown?: (row: Row) => boolean;
}

/** What a list toolbar may use (e.g. set a period on the checked rows before saving them). */
export interface ListToolbarContext<Row> {
  /** the rows of the page, drafts applied */
  rows: Row[];
  selected: Row[];
  setDraft: (row: Row, patch: Partial<Row>) => void;
}

export interface ResourceList<Row> {
  columns: readonly ResourceColumn<Row>[];
  /** search conditions; default 1 title, 2 content, 3 both; false hides the search */
  conditions?: readonly SearchOption[] | false;
  defaultCondition?: string;
  /** server (default) or client paging (spec 3 §2.1) */
  paging?: 'server' | 'client';
  /** page sizes a user may choose (authority and access lists) */
  pageSizes?: readonly number[];
  /** the view link carries the search, and the view's list button returns to it (notices) */
  keepSearch?: boolean;
  /** false: no Excel button */
  excel?: boolean;
  /** check boxes with a select-all box; delete-selected and other actions on the checked rows */
  selection?: {
    deleteSelected?: boolean;
    actions?: readonly BulkAction<Row>[];
    /** the accessible name of a row (default: the link column's value) */
    rowLabel?: (row: Row) => string;
  };
  toolbar?: (ctx: ListToolbarContext<Row>) => ReactNode;
  /** buttons in a last column '관리', one set per row */
  rowActions?: readonly RowAction<Row>[];
}

export interface ViewField<View> {
  label: string;
  value: (view: View) => ReactNode;
}

export interface ResourceView<View> {
  fields: readonly ViewField<View>[];
  /** content below the table (the HTML body) */
  below?: (view: View) => ReactNode;
  /**
   * code the fields or `below` draw with that the resource's module imports lazily (so the list does not carry
   * it): loaded beside the view screen's code, before the view draws (decision 226)
   */
  code?: () => Promise<unknown>;
  /** default '삭제하시겠습니까?' */
  deleteConfirm?: string;
}

export interface FormContext<In extends FieldValues, View> {
  form: UseFormReturn<In, unknown, unknown>;
  existing: View | null;
}

type FieldOn = {
  /** show the field only on the create or the edit screen */
  onlyOn?: 'create' | 'edit';
};

/** The fields of a form, in screen order (the first invalid one is alerted and focused). */
export type FormField<In extends FieldValues, View> = FieldOn &
  (
    | {
        kind: 'text';
        name: Path<In>;
        label: string;
        required?: boolean;
        input?: Omit<TextInputProps, 'name' | 'label' | 'error' | 'withAsterisk'>;
      }
    | { kind: 'yn'; name: Path<In>; label: string }
    /** a drop-down: fixed options, or options loaded once and cached under `key` (departments, groups…) */
    | {
        kind: 'select';
        name: Path<In>;
        label: string;
        required?: boolean;
        /** a first, empty choice, e.g. '선택' */
        placeholder?: string;
        options:
          | readonly SelectOption[]
          | { key: string; load: (signal?: AbortSignal) => Promise<readonly SelectOption[]> };
      }
    | {
        kind: 'richText';
        name: Path<In>;
        label: string;
        required?: boolean;
        touchOnBlur?: boolean;
        minHeight?: number;
      }
    /** the one file to upload, sent as `extras.file` */
    | { kind: 'file'; label: string; typeMessage?: string }
    /** the stored attachments of the record (edit screens), optionally loaded afresh and deletable */
    | {
        kind: 'attachments';
        label: string;
        files: (view: View) => readonly Attachment[];
        load?: (id: string, signal?: AbortSignal) => Promise<readonly Attachment[]>;
        remove?: (id: string, file: Attachment) => Promise<unknown>;
        removedMessage?: string;
      }
    /** read-only label/value lines (writer, dates) */
    | { kind: 'readOnly'; rows: (view: View) => readonly ViewRow[] }
    | { kind: 'grid'; cols: { base: number; sm?: number }; fields: readonly FormField<In, View>[] }
    | { kind: 'custom'; render: (ctx: FormContext<In, View>) => ReactNode }
  );

export interface ResourceForm<In extends FieldValues, Out, View> {
  /**
   * the shared zod schema (packages/shared) the server checks too, or a function importing it: then zod and the
   * area's schemas load with the form's code, not with the resource's list (decision 226)
   */
  schema: ZodType<Out, In> | (() => Promise<ZodType<Out, In>>);
  /** the values of a new record, or of the record being edited */
  defaults: (existing: View | null) => In;
  fields: readonly FormField<In, View>[];
  /** one alert for any invalid form instead of the first field's message (e.g. '필수값 확인') */
  invalidMessage?: string;
  /** list button beside cancel: on the edit screen only (default) or always */
  listButton?: 'always' | 'edit';
  /** buttons before save (e.g. preview) */
  extraButtons?: (ctx: FormContext<In, View>) => ReactNode;
  /**
   * What the form's custom fields ask for when they show (the same query options they use), for the edited
   * record or null on the create screen: the route starts them beside the form's code (decision 222). The
   * drop-downs' option lists and the attachment list are found from `fields` without this.
   */
  queries?: (existing: View | null) => readonly RouteQuery[];
}

// biome-ignore lint/suspicious/noExplicitAny: a descriptor of any resource (pages are generic over it)
export type AnyResource = ResourceDescriptor<any, any, any, any>;

/** The query keys under the resource's root. */
export const resourceKeys = {
  list: (r: AnyResource) => [...r.queryKey] as const,
  view: (r: AnyResource, id: string | null) => [...r.queryKey, 'view', id] as const,
  attachments: (r: AnyResource, id: string | null) => [...r.queryKey, 'attach', id] as const,
};

/** The route-data key of the update screen. */
export const routeDataKeyOf = (r: AnyResource) => r.routeData?.key ?? `resource-${r.paths.list}`;

/** The number column (descending, as every list of spec 3 shows it). */
export function numberColumn<Row>(): ResourceColumn<Row> {
  return {
    key: 'no',
    header: ko.admin.kit.number,
    value: (_r, ctx) => ctx.number,
    width: 70,
    hideOnMobile: true,
    excel: 8,
  };
}

/** The table columns of a descriptor; custom cells get their context from `cellContext`. */
export function tableColumns<Row>(
  columns: readonly ResourceColumn<Row>[],
  cellContext: (row: Row, index: number) => CellContext<Row>,
): TableColumn<Row>[] {
  return columns
    .filter((c) => c.table !== false)
    .map((c) => ({
      key: c.key,
      header: c.header,
      render: (row: Row, index: number) => {
        const ctx = cellContext(row, index);
        return c.cell ? c.cell(row, ctx) : c.value(row, ctx);
      },
      link: c.link,
      width: c.width,
      align: c.align,
      hideOnMobile: c.hideOnMobile,
      wrap: c.wrap,
    }));
}

/** The Excel columns of a descriptor: the same columns, their plain values, numbers counted down. */
export function excelColumns<Row>(columns: readonly ResourceColumn<Row>[]): ExcelColumn<Row>[] {
  return columns
    .filter((c) => c.excel !== false)
    .map((c) => ({
      header: c.header,
      value: (row: Row, index: number, count: number) => c.value(row, { index, number: count - index }),
      width: typeof c.excel === 'number' ? c.excel : undefined,
    }));
}

/** The names of a form's value fields in screen order (which invalid field is alerted first). */
export function fieldOrder(fields: readonly FormField<FieldValues, unknown>[]): string[] {
  return fields.flatMap((f) => {
    if (f.kind === 'grid') return fieldOrder(f.fields);
    if (f.kind === 'text' || f.kind === 'yn' || f.kind === 'select' || f.kind === 'richText') return [f.name];
    return [];
  });
}

/** True when a form has a rich-text field (its screen then starts the editor's code beside its own). */
export function hasRichText(fields: readonly FormField<FieldValues, unknown>[]): boolean {
  return fields.some((f) => f.kind === 'richText' || (f.kind === 'grid' && hasRichText(f.fields)));
}

/** The form schemas given as loaders, once loaded (the form screen's loader waits for them: loadFormSchema). */
const loadedSchemas = new WeakMap<AnyResource, ZodType>();

/** Loads the form's schema when the descriptor gives a loader (before the form screen draws). */
export async function loadFormSchema(r: AnyResource): Promise<void> {
  const schema = r.form?.schema;
  if (typeof schema === 'function' && !loadedSchemas.has(r)) loadedSchemas.set(r, await schema());
}

/** True when the form's schema is there (the descriptor's own, or its loader has brought it). */
export function formSchemaReady(r: AnyResource): boolean {
  return typeof r.form?.schema !== 'function' || loadedSchemas.has(r);
}

/** The form's zod schema: the descriptor's own, or the one its loader brought (loadFormSchema ran first). */
export function formSchemaOf(r: AnyResource): ZodType {
  const schema = r.form?.schema;
  if (typeof schema !== 'function') {
    if (!schema) throw new Error(`${r.name}: no form in the descriptor`);
    return schema;
  }
  const loaded = loadedSchemas.get(r);
  if (!loaded) throw new Error(`${r.name}: the form's schema has not been loaded (loadFormSchema)`);
  return loaded;
}
