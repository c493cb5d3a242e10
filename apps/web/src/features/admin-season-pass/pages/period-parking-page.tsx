import { ko } from '@parking/shared/messages/ko';
import type { AdminLotRow } from '@parking/shared/season-pass/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/admin-kit/data-table';
import { PageTitle } from '../../../components/admin-kit/page-title';
import { Alert, Box, Button, Group, NativeSelect, Stack, Text, TextInput } from '../../../components/ui/core';
import { DateTimeField } from '../../../components/ui/date-field/date-time-field';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { ApiError, errorText } from '../../../lib/api-client';
import {
  type LotChange,
  PERIOD_PARKING_KEY,
  refreshLots,
  savePeriodParking,
  usePeriodLots,
} from '../api/period-parking-api';
import { ApplicationsPanel } from '../components/applications-panel';
import { CarProofsPanel } from '../components/car-proofs-panel';

const a = ko.seasonPass.admin;
const c = a.columns;

type Draft = { START_DTTM?: string; END_DTTM?: string; PERIOD_ALLOT_TYPE?: string };

/** 'YYYY-MM-DDTHH:mm' (datetime-local) → 'YYYY-MM-DD HH:mm:00'. */
const fromInput = (v: string) => `${v.replace('T', ' ')}:00`;

/**
 * /periodparking (spec 3 §2.6, §7, §8): lot-name search (Enter), start and end date-time with 'apply to selected',
 * reload, the lots with check boxes and their allotment type, 'save changed info'; per lot its applications.
 */
export function PeriodParkingPage() {
  const queryClient = useQueryClient();
  const [keywordInput, setKeywordInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const lots = usePeriodLots(keyword);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [drafts, setDrafts] = useState<ReadonlyMap<number, Draft>>(new Map());
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [timeError, setTimeError] = useState<'start' | 'end' | null>(null);
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'save' | 'reload' | null>(null);
  const [openLot, setOpenLot] = useState<number | null>(null);
  const rows = lots.data ?? [];
  const current = (r: AdminLotRow) => ({ ...r, ...drafts.get(r.SECTN_ID) });
  const patch = (ids: Iterable<number>, d: Draft) =>
    setDrafts((prev) => {
      const next = new Map(prev);
      for (const id of ids) next.set(id, { ...next.get(id), ...d });
      return next;
    });

  const applySelected = async () => {
    // a missing time answers under that field, with the focus on it (decision 193); no selection is alerted
    const missing = start === '' ? 'start' : end === '' ? 'end' : null;
    setTimeError(missing);
    if (missing) return void (missing === 'start' ? startRef : endRef).current?.focus();
    if (selected.size === 0) return showAlert(a.noSelection);
    patch(selected, { START_DTTM: fromInput(start), END_DTTM: fromInput(end) });
    await showAlert(a.timeApplied);
  };

  const reload = async () => {
    setBusy('reload');
    try {
      const res = await refreshLots();
      await queryClient.invalidateQueries({ queryKey: PERIOD_PARKING_KEY });
      await showAlert(res.message.includes('성공') ? a.refreshed : a.refreshFailed);
    } catch {
      await showAlert(a.refreshFailed);
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    const changes: LotChange[] = rows
      .filter((r) => drafts.has(r.SECTN_ID))
      .map(current)
      .filter((r) => r.START_DTTM && r.END_DTTM)
      .map((r) => ({
        lotId: r.SECTN_ID,
        startDttm: r.START_DTTM!,
        endDttm: r.END_DTTM!,
        periodAllotType: r.PERIOD_ALLOT_TYPE,
      }));
    if (changes.length === 0) return showAlert(a.noSelection);
    setBusy('save');
    try {
      const res = await savePeriodParking(changes);
      setDrafts(new Map());
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: PERIOD_PARKING_KEY });
      await showAlert(res.value.message);
    } catch (e) {
      // a refusal carries its reason (e.g. a window with applications); anything else: the spec's message
      await showAlert(e instanceof ApiError && e.status < 500 && e.status !== 0 ? errorText(e) : a.notSaved);
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumn<AdminLotRow>[] = [
    { key: 'no', header: c.no, render: (_r, i) => rows.length - i, width: 64 },
    { key: 'name', header: c.parkingNm, render: (r) => r.PARKING_NM },
    {
      key: 'period',
      header: c.period,
      render: (r) => {
        const v = current(r);
        return (
          <Text size="sm" fw={drafts.get(r.SECTN_ID)?.START_DTTM ? 700 : undefined}>
            {v.START_DTTM ? (
              <>
                <span style={{ whiteSpace: 'nowrap' }}>{v.START_DTTM.slice(0, 16)} ~</span>{' '}
                <span style={{ whiteSpace: 'nowrap' }}>{v.END_DTTM?.slice(0, 16) ?? ''}</span>
              </>
            ) : (
              '-'
            )}
            {drafts.has(r.SECTN_ID) ? ` (${a.changed})` : ''}
          </Text>
        );
      },
    },
    {
      key: 'type',
      header: c.allotType,
      render: (r) => (
        <NativeSelect
          aria-label={a.allotTypeOf(r.PARKING_NM)}
          size="xs"
          data={[
            { value: 'FCOME', label: ko.seasonPass.allotType.FCOME ?? 'FCOME' },
            { value: 'RAFFLE', label: ko.seasonPass.allotType.RAFFLE ?? 'RAFFLE' },
          ]}
          value={current(r).PERIOD_ALLOT_TYPE}
          onChange={(e) => patch([r.SECTN_ID], { PERIOD_ALLOT_TYPE: e.currentTarget.value })}
          w={100}
        />
      ),
    },
    { key: 'cells', header: c.cells, render: (r) => r.PERIOD_CELL_CNT, hideOnMobile: true },
    { key: 'apps', header: c.applicants, render: (r) => r.APPLICANT_CNT, hideOnMobile: true },
    {
      key: 'manage',
      header: c.manage,
      render: (r) => (
        <Button
          size="xs"
          variant="outline"
          onClick={() => setOpenLot(r.SECTN_ID)}
          aria-label={`${r.PARKING_NM} ${a.applications}`}
        >
          {a.applications}
        </Button>
      ),
    },
  ];

  const allOn = rows.length > 0 && rows.every((r) => selected.has(r.SECTN_ID));
  return (
    <Box>
      <PageTitle />
      <Stack gap="md">
        <CarProofsPanel />
        <Alert color="blue" variant="light">
          {a.hint}
        </Alert>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setSelected(new Set());
            setKeyword(keywordInput.trim());
          }}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={a.searchLabel}
              placeholder={a.searchPlaceholder}
              value={keywordInput}
              onChange={(e) => setKeywordInput(e.currentTarget.value)}
              maxLength={100}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit">{a.search}</Button>
          </Group>
        </form>
        <Group gap="xs" align="flex-end">
          <DateTimeField
            label={a.startDttm}
            value={start}
            onChange={(v) => {
              setStart(v);
              setTimeError(null);
            }}
            inputRef={startRef}
            error={timeError === 'start' ? a.needTime : undefined}
          />
          <DateTimeField
            label={a.endDttm}
            value={end}
            onChange={(v) => {
              setEnd(v);
              setTimeError(null);
            }}
            inputRef={endRef}
            error={timeError === 'end' ? a.needTime : undefined}
          />
          <Button variant="outline" onClick={() => void applySelected()}>
            {a.applySelected}
          </Button>
          <Button variant="default" loading={busy === 'reload'} onClick={() => void reload()}>
            {a.reload}
          </Button>
        </Group>
        {/* the table keeps its columns readable on a phone and scrolls sideways instead */}
        <Box style={{ overflowX: 'auto' }}>
          <Box miw={760}>
            <DataTable
              caption={a.caption}
              columns={columns}
              rows={rows}
              rowKey={(r) => String(r.SECTN_ID)}
              loading={lots.isPending}
              error={lots.error}
              selection={{
                isSelected: (r) => selected.has(r.SECTN_ID),
                toggle: (r) =>
                  setSelected((prev) => {
                    const next = new Set(prev);
                    if (!next.delete(r.SECTN_ID)) next.add(r.SECTN_ID);
                    return next;
                  }),
                all: allOn,
                some: !allOn && rows.some((r) => selected.has(r.SECTN_ID)),
                toggleAll: () => setSelected(allOn ? new Set() : new Set(rows.map((r) => r.SECTN_ID))),
                rowLabel: (r) => a.selectRow(r.PARKING_NM),
              }}
            />
          </Box>
        </Box>
        <Group justify="flex-end">
          <Button loading={busy === 'save'} onClick={() => void save()}>
            {a.save}
          </Button>
        </Group>
      </Stack>
      {openLot !== null ? <ApplicationsPanel lotId={openLot} onClose={() => setOpenLot(null)} /> : null}
    </Box>
  );
}
