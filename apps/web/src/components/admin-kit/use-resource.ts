import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { applyWriteEffects } from '../../lib/write-effects';
import type { TableSelection } from './data-table';
import { type AnyResource, resourceKeys } from './resource';

/** The query roots a write of the resource changes: its own root and the related ones. */
export function resourceRoots(resource: AnyResource): readonly (readonly unknown[])[] {
  return [resource.queryKey, ...(resource.alsoInvalidate ?? [])];
}

/** Marks every query of the resource (lists, views, attachment lists) and its related roots stale. */
export async function invalidateResource(client: QueryClient, resource: AnyResource): Promise<void> {
  await applyWriteEffects(client, { invalidates: resourceRoots(resource) });
}

/**
 * A write of the kit (insert, update, delete, bulk action). The one convention of the app (decision 140):
 * the mutation declares its effects in `meta` and the query client applies them after success, before the
 * caller alerts and navigates, so every list and view shows the change. `removes` names the records the
 * write deletes: their views are marked stale, not refetched (no 404 of a deleted record).
 */
export function useResourceWrite<TArgs, TResult>(
  resource: AnyResource,
  write: (args: TArgs) => Promise<TResult>,
  removes?: readonly (readonly unknown[])[],
) {
  return useMutation({
    mutationFn: write,
    meta: { invalidates: resourceRoots(resource), removes },
  });
}

/** The query of a view screen's record (key and fetcher), shared with the route's prefetch (decision 201). */
export function resourceViewQuery<View>(resource: AnyResource, id: string | null) {
  const view = resource.api.view;
  return {
    queryKey: resourceKeys.view(resource, id),
    queryFn: ({ signal }: { signal?: AbortSignal }) => {
      if (!view || id === null) throw new Error('no view call');
      return view(id, signal) as Promise<View>;
    },
  };
}

/** The record of a view screen (not retried: a wrong id is answered at once). */
export function useResourceView<View>(resource: AnyResource, id: string | null) {
  return useQuery<View>({
    ...resourceViewQuery<View>(resource, id),
    enabled: id !== null && !!resource.api.view,
    retry: false,
  });
}

export interface RowSelection<Row> {
  table: TableSelection<Row>;
  selected: Row[];
  drafts: ReadonlyMap<string, Partial<Row>>;
  setDraft: (row: Row, patch: Partial<Row>) => void;
  clear: () => void;
}

/**
 * Check boxes of the rows on screen (spec 3 §4): the select-all box toggles the rows of the current page and
 * stays in step with the row boxes; a new page, search or answer (`resetKey`) clears the selection and the
 * pending per-row changes.
 */
export function useRowSelection<Row>(
  rows: readonly Row[],
  rowId: (row: Row) => string,
  rowLabel: (row: Row) => string,
  resetKey: string,
): RowSelection<Row> {
  const [state, setState] = useState<{
    key: string;
    ids: ReadonlySet<string>;
    drafts: ReadonlyMap<string, Partial<Row>>;
  }>({ key: resetKey, ids: new Set(), drafts: new Map() });
  // reset during render when the page changed, so no frame shows a stale selection
  const current =
    state.key === resetKey ? state : { key: resetKey, ids: new Set<string>(), drafts: new Map() };
  if (current !== state) setState(current);
  const { ids, drafts } = current;

  const update = useCallback(
    (fn: (s: typeof state) => Partial<typeof state>) =>
      setState((s) => {
        const base = s.key === resetKey ? s : { key: resetKey, ids: new Set<string>(), drafts: new Map() };
        return { ...base, ...fn(base) };
      }),
    [resetKey],
  );

  const withDraft = useCallback(
    (row: Row): Row => {
      const d = drafts.get(rowId(row));
      return d ? { ...row, ...d } : row;
    },
    [drafts, rowId],
  );

  const pageIds = rows.map(rowId);
  const checked = pageIds.filter((id) => ids.has(id)).length;
  const all = rows.length > 0 && checked === rows.length;

  const selected = useMemo(
    () => rows.filter((r) => ids.has(rowId(r))).map(withDraft),
    [rows, ids, rowId, withDraft],
  );

  return {
    selected,
    drafts,
    setDraft: (row, patch) =>
      update((s) => {
        const next = new Map(s.drafts);
        next.set(rowId(row), { ...next.get(rowId(row)), ...patch });
        return { drafts: next };
      }),
    clear: () => update(() => ({ ids: new Set(), drafts: new Map() })),
    table: {
      isSelected: (row) => ids.has(rowId(row)),
      toggle: (row) =>
        update((s) => {
          const next = new Set(s.ids);
          const id = rowId(row);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          return { ids: next };
        }),
      all,
      some: checked > 0 && !all,
      toggleAll: () => update(() => ({ ids: all ? new Set() : new Set(pageIds) })),
      rowLabel,
    },
  };
}
