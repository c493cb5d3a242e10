import { ko } from '@parking/shared/messages/ko';
import { runDraw, seedCommitment } from '@parking/shared/season-pass/draw';
import type { DrawRecordResponse } from '@parking/shared/season-pass/schemas';
import { useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/admin-kit/data-table';
import { SummaryTable } from '../../../components/card-payment/summary-table';
import {
  Alert,
  Button,
  Code,
  List,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '../../../components/ui/core';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert/load-failed-alert';
import { useRouteEntry } from '../../../lib/route-entry';
import { useSearchParams } from '../../../lib/router';
import { chosenRound, useDrawRecord, useDraws } from '../api/draws';

const d = ko.seasonPass.draw;
type Entry = DrawRecordResponse['value']['result'][number];

/** True when the revealed seed matches the published hash and the order follows from it (decision 091). */
export function verifyRecord(record: DrawRecordResponse['value']): boolean {
  const { round, result } = record;
  if (!round.seed || seedCommitment(round.seed) !== round.seedHash) return false;
  const rerun = runDraw(
    round.seed,
    result.map((e) => e.periodId),
    round.cellCnt,
  );
  return rerun.every((e, i) => {
    const shown = result[i]!;
    return (
      e.periodId === shown.periodId &&
      e.key === shown.key &&
      e.assigned === shown.assigned &&
      e.queueNo === shown.queueNo
    );
  });
}

/** /perioddraw (public): the record of each season-pass lottery, re-computable in the browser. */
export function PeriodDrawPage() {
  const entry = useRouteEntry();
  const [params, setParams] = useSearchParams();
  const draws = useDraws();
  const chosen = chosenRound(params.get('roundId'), draws.data);
  const record = useDrawRecord(chosen);
  return (
    <Stack gap="md">
      <Title order={1}>{entry?.title ?? d.title}</Title>
      <Text c="gray.8">{d.intro}</Text>
      <Paper withBorder p="md" bg="gray.0" component="section" aria-label={d.howTitle}>
        <Text fw={700} mb={6}>
          {d.howTitle}
        </Text>
        <List type="ordered" size="sm" spacing={4}>
          {d.how.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Paper>
      {draws.isPending ? (
        <Skeleton height={40} />
      ) : draws.isError ? (
        <LoadFailedAlert
          title={ko.admin.kit.loadFailed}
          error={draws.error}
          onRetry={() => void draws.refetch()}
        />
      ) : draws.data.length === 0 ? (
        <Alert color="gray">{d.none}</Alert>
      ) : (
        <NativeSelect
          id="draw-round"
          label={d.choose}
          data={draws.data.map((r) => ({
            value: String(r.roundId),
            label: `${r.parkingNm} · ${r.startDttm.slice(0, 10)} ~ ${r.endDttm.slice(0, 10)}${r.drawnAt ? '' : ` (${d.pending})`}`,
          }))}
          value={chosen ? String(chosen) : ''}
          onChange={(e) => setParams({ roundId: e.currentTarget.value }, { replace: true })}
          maw={560}
        />
      )}
      {record.data ? (
        <Record record={record.data} />
      ) : record.isPending && chosen ? (
        <Skeleton height={240} />
      ) : null}
    </Stack>
  );
}

function Record({ record }: { record: DrawRecordResponse['value'] }) {
  const { round, result } = record;
  const [verified, setVerified] = useState<boolean | null>(null);
  const columns: TableColumn<Entry>[] = [
    { key: 'rank', header: d.columns.rank, render: (e) => e.rank, width: 64 },
    { key: 'id', header: d.columns.periodId, render: (e) => e.periodId },
    { key: 'car', header: d.columns.plate, render: (e) => e.carNoMasked },
    {
      key: 'key',
      header: d.columns.key,
      render: (e) => <Code style={{ wordBreak: 'break-all' }}>{e.key.slice(0, 16)}…</Code>,
      hideOnMobile: true,
    },
    {
      key: 'out',
      header: d.columns.outcome,
      render: (e) => (e.assigned ? d.assigned : d.waiting(e.queueNo ?? 0)),
    },
  ];
  return (
    <Stack gap="md">
      <SummaryTable
        caption={d.title}
        rows={[
          { label: d.lot, value: round.parkingNm },
          { label: d.window, value: `${round.startDttm.slice(0, 16)} ~ ${round.endDttm.slice(0, 16)}` },
          { label: d.cells, value: round.cellCnt },
          { label: d.applicants, value: round.applicantCnt },
          {
            label: d.seedHash,
            value: <Code style={{ wordBreak: 'break-all' }}>{round.seedHash ?? '-'}</Code>,
          },
          {
            label: d.seed,
            value: round.seed ? <Code style={{ wordBreak: 'break-all' }}>{round.seed}</Code> : '-',
          },
          { label: d.drawnAt, value: round.drawnAt?.slice(0, 16) ?? d.notDrawn },
        ]}
      />
      {round.drawnAt ? (
        <>
          <Button variant="outline" onClick={() => setVerified(verifyRecord(record))} maw={320}>
            {d.verify}
          </Button>
          {verified !== null ? (
            <Alert color={verified ? 'green' : 'red'} role="status">
              {verified ? d.verifyOk : d.verifyFail}
            </Alert>
          ) : null}
          <DataTable caption={d.caption} columns={columns} rows={result} rowKey={(e) => String(e.periodId)} />
        </>
      ) : (
        <Alert color="gray">{d.notDrawn}</Alert>
      )}
    </Stack>
  );
}
