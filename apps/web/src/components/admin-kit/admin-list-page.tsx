import { ko } from '@parking/shared/messages/ko';
import { type ReactNode, useState } from 'react';
import { formatNumber } from '../../lib/format';
import { Link } from '../../lib/router';
import { showAlert } from '../ui/dialog/dialog-store';
import { buttonClass, PlainButton, PlainSelect } from '../ui/plain-form/plain-form';
import classes from './admin-list-page.module.css';
import { DataTable, type TableColumn, type TableSelection } from './data-table';
import { type ExcelColumn, exportListToExcel } from './excel-export';
import { ListPagination } from './list-pagination';
import { PageTitle } from './page-title';
import { SearchBar, type SearchOption, titleContentConditions } from './search-bar';
import type { AdminListState } from './use-admin-list';
import { useReasonedExport } from './use-reasoned-export';

export interface AdminListPageProps<T> {
  /** the resource's name in captions and the Excel file, e.g. '공지사항' */
  resourceName: string;
  list: AdminListState<T>;
  columns: readonly TableColumn<T>[];
  rowKey: (row: T) => string;
  /** the view screen of a row */
  rowHref?: (row: T) => string;
  /** search conditions; default 1 title, 2 content, 3 both; `false` hides the search */
  conditions?: readonly SearchOption[] | false;
  /** where the register button goes; no button when absent */
  registerTo?: string;
  /** Excel export of the current search; no button when absent */
  excelColumns?: readonly ExcelColumn<T>[];
  /**
   * Lists with personal data: the whole search from the server's export call, which records the reason the
   * button asks for (decision 112). Absent: the list's own fetcher, page by page.
   */
  exportAll?: (query: AdminListState<T>['query'], reason: string) => Promise<T[]>;
  /** extra buttons beside register */
  actions?: ReactNode;
  /** render without the h1 (when the page has its own heading) */
  noTitle?: boolean;
  /** check boxes per row and a select-all box */
  selection?: TableSelection<T>;
  /** page sizes a user may choose (the list must offer the same ones) */
  pageSizes?: readonly number[];
  /** content between the search and the table (e.g. a period to apply to checked rows) */
  toolbar?: ReactNode;
}

/**
 * The one list screen of the back office (DESIGN §3 rule 7, spec 3 §2.1): total count, search condition +
 * keyword (Enter searches, a new search goes to page 1), table with a 'no data' row, 10 per page,
 * register button, row click to the view screen, Excel export of the current search. Plain markup (decision
 * 177): the public boards share it; the `actions` a screen adds may be Mantine buttons.
 */
export function AdminListPage<T>({
  resourceName,
  list,
  columns,
  rowKey,
  rowHref,
  conditions = titleContentConditions,
  registerTo,
  excelColumns,
  actions,
  noTitle,
  selection,
  pageSizes,
  toolbar,
  exportAll,
}: AdminListPageProps<T>) {
  const [exporting, setExporting] = useState(false);
  const reasoned = useReasonedExport({
    name: resourceName,
    columns: excelColumns ?? [],
    fetchRows: (reason) => (exportAll ? exportAll(list.query, reason) : Promise.resolve([])),
  });

  const exportExcel = async () => {
    if (!excelColumns) return;
    if (exportAll) {
      reasoned.ask();
      return;
    }
    setExporting(true);
    try {
      const n = await exportListToExcel({
        fileBase: resourceName,
        sheetName: resourceName,
        columns: excelColumns,
        fetchPage: list.fetchPage,
        query: list.query,
      });
      if (n === 0) await showAlert(ko.admin.kit.excelEmpty);
    } catch {
      await showAlert(ko.admin.kit.excelFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div>
      {!noTitle && <PageTitle fallback={resourceName} />}
      <div className={classes.head}>
        <div className={classes.count}>
          <p className={classes.total} aria-live="polite">
            {ko.admin.kit.total(formatNumber(list.total))}
          </p>
          {pageSizes && (
            <PlainSelect
              aria-label={ko.admin.kit.pageSize}
              options={pageSizes.map((n) => ({ value: String(n), label: ko.admin.kit.pageSizeOption(n) }))}
              value={String(list.pageSize)}
              onChange={(e) => list.setPageSize(Number(e.currentTarget.value))}
              style={{ width: 130 }}
            />
          )}
        </div>
        {conditions !== false && (
          <div className={classes.search}>
            <SearchBar
              conditions={conditions}
              condition={list.condition}
              keyword={list.keyword}
              onSearch={list.search}
            />
          </div>
        )}
      </div>
      {toolbar}
      <DataTable
        caption={ko.admin.kit.tableCaption(resourceName, list.page, Math.max(1, list.pages))}
        columns={columns}
        rows={list.rows}
        rowKey={rowKey}
        loading={list.loading}
        error={list.error}
        rowHref={rowHref}
        selection={selection}
      />
      <ListPagination total={list.total} page={list.page} onChange={list.setPage} size={list.pageSize} />
      <div className={classes.actions}>
        {actions}
        {excelColumns && (
          <PlainButton
            variant="default"
            onClick={exportExcel}
            busy={exporting || reasoned.exporting}
            aria-label={ko.admin.kit.excel}
          >
            {ko.admin.kit.excel}
          </PlainButton>
        )}
        {registerTo && (
          <Link className={buttonClass()} to={registerTo}>
            {ko.admin.kit.register}
          </Link>
        )}
      </div>
      {reasoned.dialog}
    </div>
  );
}
