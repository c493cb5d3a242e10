import { ko } from '@parking/shared/messages/ko';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { showAlert } from '../ui/dialog/dialog-store';
import { buildWorkbook, downloadBlob, type ExcelColumn, excelFileName } from './excel-export';

// Only lists with personal data ask why they are exported, and only when asked: the dialog (Modal, focus trap,
// scroll area) is not loaded by the public lists that share this kit (/noticelist, /faqview).
const ExportReasonDialog = lazy(() =>
  import('./export-reason-dialog').then((m) => ({ default: m.ExportReasonDialog })),
);

export interface ReasonedExport {
  /** opens the reason dialog */
  ask: () => void;
  exporting: boolean;
  /** the dialog while it is open (render it anywhere in the screen) */
  dialog: ReactNode;
}

/**
 * The Excel export of a list with personal data (decisions 112, 183): asks why, has the server build the rows
 * of the whole search with that reason (it refuses without one and records the export), then writes the
 * workbook `name_YYYYMMDD.xlsx`.
 */
export function useReasonedExport<T>(opts: {
  name: string;
  columns: readonly ExcelColumn<T>[];
  fetchRows: (reason: string) => Promise<T[]>;
}): ReasonedExport {
  const [asking, setAsking] = useState(false);
  const [exporting, setExporting] = useState(false);
  const run = async (reason: string) => {
    setAsking(false);
    setExporting(true);
    try {
      const rows = await opts.fetchRows(reason);
      if (rows.length === 0) {
        await showAlert(ko.admin.kit.excelEmpty);
        return;
      }
      downloadBlob(await buildWorkbook(opts.name, opts.columns, rows), excelFileName(opts.name));
    } catch {
      await showAlert(ko.admin.kit.excelFailed);
    } finally {
      setExporting(false);
    }
  };
  const dialog = asking ? (
    <Suspense fallback={null}>
      <ExportReasonDialog opened onCancel={() => setAsking(false)} onSubmit={(reason) => void run(reason)} />
    </Suspense>
  ) : null;
  return { ask: () => setAsking(true), exporting, dialog };
}
