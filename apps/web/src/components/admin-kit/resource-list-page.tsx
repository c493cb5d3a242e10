import { ko } from '@parking/shared/messages/ko';
import { useMemo } from 'react';
import { errorText } from '../../lib/api-client';
import { useSession } from '../../lib/session-store';
import { Button, Group } from '../ui/core';
import { showAlert, showConfirm } from '../ui/dialog/dialog-store';
import { AdminListPage } from './admin-list-page';
import {
  type BulkAction,
  type CellContext,
  excelColumns,
  type ResourceDescriptor,
  type RowAction,
  tableColumns,
} from './resource';
import { useAdminList } from './use-admin-list';
import { useResourceWrite, useRowSelection } from './use-resource';

interface Props<Row> {
  // biome-ignore lint/suspicious/noExplicitAny: the view and form types do not matter to the list
  resource: ResourceDescriptor<Row, any, any, any>;
}

/**
 * The list screen of a resource (spec 3 §2.1): total, search, table with the descriptor's columns, paging
 * on the server or the client, register button, Excel export of the same columns, and — when the
 * descriptor asks — check boxes with delete-selected and other actions on the checked rows.
 */
export function ResourceListPage<Row>({ resource }: Props<Row>) {
  const { list: spec, paths } = resource;
  const session = useSession();
  const list = useAdminList<Row>({
    queryKey: resource.queryKey,
    fetchPage: resource.api.list,
    defaultCondition: spec.defaultCondition,
    paging: spec.paging,
    pageSizes: spec.pageSizes,
  });

  const linkColumn = spec.columns.find((c) => c.link);
  const rowLabel =
    spec.selection?.rowLabel ?? ((row: Row) => String(linkColumn?.value(row, { index: 0, number: 0 }) ?? ''));
  const resetKey = `${list.page}|${list.pageSize}|${list.condition}|${list.keyword}|${list.dataVersion}`;
  const selection = useRowSelection(
    list.rows,
    resource.rowId,
    (r) => ko.admin.kit.selectRow(rowLabel(r)),
    resetKey,
  );

  const cellContext = (row: Row, index: number): CellContext<Row> => ({
    index,
    number: list.rowNumber(index),
    selected: selection.table.isSelected(row),
    draft: selection.drafts.get(resource.rowId(row)) ?? {},
    setDraft: (patch) => selection.setDraft(row, patch),
  });

  const bulk = useResourceWrite(resource, (a: { action: BulkAction<Row>; rows: Row[] }) =>
    a.action.run(a.rows),
  );
  const perRow = useResourceWrite(resource, (a: { action: RowAction<Row>; row: Row }) => a.action.run(a.row));
  const runRowAction = async (action: RowAction<Row>, row: Row) => {
    if (action.confirm && !(await showConfirm(action.confirm))) return;
    try {
      const res = await perRow.mutateAsync({ action, row });
      if (res?.message) await showAlert(res.message);
    } catch (e) {
      await showAlert(errorText(e));
    }
  };
  const rowActions = spec.rowActions ?? [];
  const actionColumn =
    rowActions.length > 0
      ? [
          {
            key: 'row-actions',
            header: ko.admin.kit.rowActions,
            render: (row: Row) => (
              <Group gap={4} justify="center" wrap="nowrap">
                {rowActions
                  .filter((a) => a.shown?.(row) ?? true)
                  .map((a) => (
                    <Button
                      key={a.label}
                      size="xs"
                      variant="default"
                      aria-label={ko.admin.kit.rowAction(rowLabel(row), a.label)}
                      onClick={() => void runRowAction(a, row)}
                    >
                      {a.label}
                    </Button>
                  ))}
              </Group>
            ),
          },
        ]
      : [];
  const actions = useMemo(() => {
    const all: BulkAction<Row>[] = [];
    const deleteMany = resource.api.deleteMany;
    if (spec.selection?.deleteSelected && deleteMany) {
      all.push({
        label: ko.admin.kit.deleteSelected,
        confirm: ko.admin.kit.deleteConfirm,
        color: 'danger',
        run: (rows) => deleteMany(rows.map(resource.rowId)),
      });
    }
    return [...all, ...(spec.selection?.actions ?? [])].filter((a) => !a.allowed || a.allowed(session));
  }, [resource, spec.selection, session]);
  // check boxes only where something can be done with the checked rows
  const withSelection = !!spec.selection && (actions.length > 0 || !!spec.toolbar);

  const runAction = async (action: BulkAction<Row>) => {
    const rows = selection.selected;
    if (rows.length === 0) {
      await showAlert(ko.admin.kit.noneSelected);
      return;
    }
    if (action.confirm && !(await showConfirm(action.confirm))) return;
    try {
      const res = await bulk.mutateAsync({ action, rows });
      selection.clear();
      if (res?.message) await showAlert(res.message);
    } catch (e) {
      await showAlert(errorText(e));
    }
  };

  const viewPath = paths.view;
  const rowHref = viewPath
    ? (row: Row) =>
        `${viewPath}?${resource.idParam}=${encodeURIComponent(resource.rowId(row))}${spec.keepSearch ? `&${list.context}` : ''}`
    : undefined;

  return (
    <AdminListPage
      resourceName={resource.name}
      list={list}
      columns={[...tableColumns(spec.columns, cellContext), ...actionColumn]}
      rowKey={resource.rowId}
      rowHref={rowHref}
      conditions={spec.conditions}
      registerTo={resource.api.insert ? paths.create : undefined}
      excelColumns={spec.excel === false ? undefined : excelColumns(spec.columns)}
      exportAll={resource.api.export}
      selection={withSelection ? selection.table : undefined}
      pageSizes={spec.pageSizes}
      toolbar={spec.toolbar?.({
        rows: list.rows.map((r) => {
          const d = selection.drafts.get(resource.rowId(r));
          return d ? { ...r, ...d } : r;
        }),
        selected: selection.selected,
        setDraft: selection.setDraft,
      })}
      actions={actions.map((a) => (
        <Button
          key={a.label}
          variant="outline"
          color={a.color}
          onClick={() => void runAction(a)}
          loading={bulk.isPending && bulk.variables?.action === a}
        >
          {a.label}
        </Button>
      ))}
    />
  );
}
