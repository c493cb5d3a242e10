import type { Domain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { AdminApplicationRow } from '@parking/shared/season-pass/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/admin-kit/data-table';
import type { ExcelColumn } from '../../../components/admin-kit/excel-export';
import { useReasonedExport } from '../../../components/admin-kit/use-reasoned-export';
import { Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '../../../components/ui/core';
import { showAlert, showConfirm } from '../../../components/ui/dialog/dialog-store';
import { errorText } from '../../../lib/api-client';
import { formatWon } from '../../../lib/format';
import { Link } from '../../../lib/router';
import {
  cancelApplication,
  drawNow,
  exportApplications,
  PERIOD_PARKING_KEY,
  proofPath,
  usePeriodApplications,
} from '../api/period-parking-api';
import { CancelDialog } from './cancel-dialog';

const a = ko.seasonPass.admin;
const c = a.appColumns;
const CANCELLABLE = new Set(['MUT-001', 'MUT-004', 'MUT-005', 'MUT-006']);

/** Columns declared once for the table and the Excel file. */
const FIELDS: { key: string; header: string; value: (r: Domain<AdminApplicationRow>) => string | number }[] =
  [
    { key: 'periodId', header: c.periodId, value: (r) => r.periodId },
    { key: 'waitingNm', header: c.waitingNm, value: (r) => r.waitingNm },
    { key: 'mobile', header: c.mobile, value: (r) => r.mobile },
    { key: 'carNo', header: c.plate, value: (r) => r.plate },
    { key: 'useDiv', header: c.useDivCdNm, value: (r) => r.useDivCdNm },
    { key: 'period', header: c.usePeriod, value: (r) => `${r.useStartDt} ~ ${r.useEndDt}` },
    { key: 'discount', header: c.discountNm, value: (r) => r.discountNm },
    { key: 'useAmt', header: c.useAmt, value: (r) => formatWon(r.useAmt) },
    { key: 'sts', header: c.procStsNm, value: (r) => r.procStsNm },
    { key: 'queue', header: c.queueNo, value: (r) => r.queueNo ?? '' },
    { key: 'deadline', header: c.payDeadline, value: (r) => r.payDeadline?.slice(0, 16) ?? '' },
    { key: 'paid', header: c.paidDttm, value: (r) => r.paidDttm?.slice(0, 16) ?? '' },
    { key: 'req', header: c.reqDttm, value: (r) => r.reqDttm.slice(0, 16) },
    { key: 'reason', header: c.cancelReason, value: (r) => r.cancelReason ?? '' },
  ];

const EXCEL_COLUMNS: ExcelColumn<Domain<AdminApplicationRow>>[] = FIELDS.map((f) => ({
  header: f.header,
  value: f.value,
}));

/** The applications of one lot's current window (beyond spec 3 §2.6; decision 096). */
export function ApplicationsPanel({ lotId, onClose }: { lotId: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const list = usePeriodApplications(lotId);
  const [target, setTarget] = useState<Domain<AdminApplicationRow> | null>(null);
  const [busy, setBusy] = useState(false);
  const round = list.data?.round ?? null;
  const rows = list.data?.result ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: PERIOD_PARKING_KEY });
  const closed = round ? Date.parse(`${round.endDttm.replace(' ', 'T')}+09:00`) <= Date.now() : false;

  // names, mobiles and plates: the server builds the rows with the reason staff give and records the export
  const excel = useReasonedExport({
    name: a.excelName(round?.parkingNm ?? String(lotId)),
    columns: EXCEL_COLUMNS,
    fetchRows: (reason) => exportApplications(lotId, round?.roundId, reason),
  });
  const draw = async () => {
    if (!(await showConfirm(a.drawConfirm))) return;
    try {
      const res = await drawNow(lotId);
      await refresh();
      await showAlert(res.value.message);
    } catch (e) {
      await showAlert(errorText(e));
    }
  };
  const cancel = async (reason: string) => {
    if (!target) return;
    setBusy(true);
    try {
      const res = await cancelApplication(target.periodId, reason);
      setTarget(null);
      await refresh();
      await showAlert(res.value.message);
    } catch (e) {
      await showAlert(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumn<Domain<AdminApplicationRow>>[] = [
    ...FIELDS.map((f) => ({
      key: f.key,
      header: f.header,
      render: (r: Domain<AdminApplicationRow>) => <span style={{ whiteSpace: 'nowrap' }}>{f.value(r)}</span>,
    })),
    {
      key: 'proof',
      header: c.proof,
      render: (r) =>
        r.hasProof ? (
          <Anchor href={proofPath(r.periodId)} download>
            {a.proofDownload}
          </Anchor>
        ) : (
          '-'
        ),
    },
    {
      key: 'action',
      header: c.action,
      render: (r) =>
        CANCELLABLE.has(r.procStsCd) ? (
          <Button
            size="xs"
            variant="outline"
            color="red"
            onClick={() => setTarget(r)}
            aria-label={a.cancelRow(r.plate)}
          >
            {a.cancelTitle}
          </Button>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="period-applications-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="period-applications-title">
          {a.applicationsTitle(round?.parkingNm ?? '')}
        </Title>
        <Button variant="subtle" size="xs" onClick={onClose}>
          {a.close}
        </Button>
      </Group>
      {round ? (
        <Stack gap={4} mb="sm">
          <Text size="sm">
            {ko.seasonPass.allotType[round.periodAllotType]} · {round.startDttm.slice(0, 16)} ~{' '}
            {round.endDttm.slice(0, 16)} · {ko.seasonPass.draw.cells} {round.cellCnt} ·{' '}
            {ko.seasonPass.draw.applicants} {round.applicantCnt}
          </Text>
          {round.periodAllotType === 'RAFFLE' ? (
            <Group gap="sm">
              <Anchor component={Link} to={`/perioddraw?roundId=${round.roundId}`} size="sm">
                {a.drawRecord}
              </Anchor>
              {closed && !round.drawnAt ? (
                <Button size="xs" onClick={() => void draw()}>
                  {a.draw}
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      ) : null}
      {/* many columns: the table scrolls sideways inside the panel rather than squeezing its cells */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} aria-label={a.applicationsCaption}>
        <Box miw={1400}>
          <DataTable
            caption={a.applicationsCaption}
            columns={columns}
            rows={rows}
            rowKey={(r) => String(r.periodId)}
            loading={list.isPending}
            error={list.error}
          />
        </Box>
      </Box>
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={excel.ask} loading={excel.exporting}>
          {a.excel}
        </Button>
      </Group>
      {excel.dialog}
      <CancelDialog
        key={target?.periodId ?? 0}
        target={target}
        busy={busy}
        onClose={() => setTarget(null)}
        onConfirm={(reason) => void cancel(reason)}
      />
    </Paper>
  );
}
