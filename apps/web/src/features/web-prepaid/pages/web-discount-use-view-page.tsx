import { ko } from '@parking/shared/messages/ko';
import { checkUseMinutes, WEB_PREPAID_UNIT_MINUTES } from '@parking/shared/web-prepaid/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { SummaryTable } from '../../../components/card-payment/summary-table';
import { FeeLinesTable } from '../../../components/lot-data/fee-lines-table';
import {
  Button,
  Card,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '../../../components/ui/core';
import { showAlert, showConfirm } from '../../../components/ui/dialog/dialog-store';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert/load-failed-alert';
import { ApiError, errorText } from '../../../lib/api-client';
import { formatWon } from '../../../lib/format';
import { useRouteEntry } from '../../../lib/route-entry';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { type UseViewParams, useTimeInit } from '../api/time-init';
import { applyTime, newRequestKey } from '../api/time-receipt';
import { readViewParams, searchPathOf } from '../lib/view-params';

const u = ko.webPrepaid.use;
const f = u.fields;
const v = ko.webPrepaid.v;
const min = ko.webPrepaid.minutes;

/**
 * webdiscountuseview (spec 2 §2, §5 "Web prepaid use", §7 init.json / receipt.json): one parked car, its fee
 * now and the store's balance; minutes (30-minute units, at most 3 digits, within the balance and what the
 * stay needs) and, at market lots for marketYn Y members, free extra time; 적용 after a confirmation →
 * '적용되었습니다.'. Opened without a stay: '잘못된 접근입니다.' and back to the search.
 */
export function WebDiscountUseViewPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const p = useMemo(() => readViewParams(params), [params]);
  const redirected = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice: alert once
    if (p || redirected.current) return;
    redirected.current = true;
    void showAlert(ko.common.invalidAccess).then(() => navigate('/webdiscountuse', { replace: true }));
  }, [p, navigate]);

  return p ? <UseView p={p} /> : null;
}

function UseView({ p }: { p: UseViewParams }) {
  const entry = useRouteEntry();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const init = useTimeInit(p);
  const [useTime, setUseTime] = useState('');
  const [useTimeError, setUseTimeError] = useState<string | undefined>();
  const [freeTime, setFreeTime] = useState(0);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // One key per application the user confirmed: a retry after a network error sends the same one again.
  const requestKey = useRef<string | null>(null);
  const backTo = searchPathOf(p.plate);

  const data = init.data;
  const stay = data?.result;
  const room = data?.data;

  const onUseTime = (value: string) => {
    setUseTime(value.replace(/[^0-9]/g, ''));
    setUseTimeError(undefined);
    requestKey.current = null;
  };

  const onApply = async () => {
    if (!stay || !room || busy) return;
    const check = checkUseMinutes(useTime);
    const total = check.ok ? check.minutes + freeTime : 0;
    // a wrong time: the message under it, with the focus on it, no modal (decision 193)
    const problem =
      !check.ok || total <= 0 || total > room.neededTime
        ? v.useTime
        : check.minutes > room.remainingTime
          ? ko.errors.TIME_BALANCE_SHORT
          : check.minutes > room.maxUseTime
            ? v.useTime
            : undefined;
    setUseTimeError(problem);
    if (problem || !check.ok) {
      inputRef.current?.focus();
      return;
    }
    if (!(await showConfirm(u.confirm(check.minutes, freeTime, stay.plate)))) return;
    requestKey.current ??= newRequestKey();
    setBusy(true);
    try {
      await applyTime({
        plate: stay.plate,
        stayId: stay.stayId,
        useTime: check.minutes,
        freeTime,
        requestKey: requestKey.current,
      });
      requestKey.current = null;
      setUseTime('');
      setFreeTime(0);
      await showAlert(ko.webPrepaid.applied);
    } catch (error) {
      // Only a request whose answer never arrived may have been applied: keep its key for the retry.
      if (!(error instanceof ApiError && error.status === 0)) requestKey.current = null;
      await showAlert(errorText(error));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: ['web-prepaid'] });
    }
  };

  const freeOptions = room
    ? Array.from({ length: room.maxFreeTime / WEB_PREPAID_UNIT_MINUTES + 1 }, (_x, i) => {
        const m = i * WEB_PREPAID_UNIT_MINUTES;
        return { value: String(m), label: m === 0 ? u.freeNone : min(m) };
      })
    : [];
  const listButton = (
    <Button variant="default" size="md" miw={120} onClick={() => void navigate(backTo)}>
      {u.list}
    </Button>
  );

  return (
    <Stack gap="md">
      <Title order={1}>{entry?.title ?? u.viewTitle}</Title>

      {init.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Text role="status">{ko.payments.web.loading}</Text>
          <Skeleton height={280} />
        </Stack>
      ) : init.isError || !stay || !room ? (
        <LoadFailedAlert title={u.loadFailed} error={init.error} onRetry={() => void init.refetch()}>
          <Button size="sm" variant="default" onClick={() => void navigate(backTo)}>
            {u.list}
          </Button>
        </LoadFailedAlert>
      ) : (
        <>
          <SummaryTable
            caption={u.session}
            rows={[
              { label: f.plate, value: stay.plate },
              { label: f.parkingNm, value: stay.parkingNm },
              { label: f.inDttm, value: stay.inDttm },
              { label: f.stay, value: ko.lots.estimator.stayText(stay.stayMinutes) },
              { label: f.useTm, value: min(stay.useTm), testId: 'applied-time' },
              ...(room.freeAvailable || stay.freeTm > 0
                ? [{ label: f.freeTm, value: min(stay.freeTm) }]
                : []),
              { label: f.payAmt, value: formatWon(stay.payAmt), strong: true, testId: 'current-fee' },
              { label: f.remaining, value: min(room.remainingTime), testId: 'remaining-time' },
              { label: f.maxUse, value: min(room.maxUseTime) },
            ]}
          />
          <FeeLinesTable caption={u.lines} lines={stay.lines} />

          {room.neededTime === 0 ? (
            <Text role="status" fw={600}>
              {u.nothingNeeded}
            </Text>
          ) : null}
          <Card withBorder radius="md" p="md" component="section" aria-label={u.viewTitle}>
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                ref={inputRef}
                label={u.useTime}
                description={u.minutesHint(room.maxUseTime)}
                value={useTime}
                error={useTimeError}
                onChange={(e) => onUseTime(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    void onApply();
                  }
                }}
                maxLength={3}
                inputMode="numeric"
                autoComplete="off"
                style={{ flex: '1 1 200px' }}
              />
              {room.freeAvailable ? (
                <NativeSelect
                  label={u.freeTime}
                  description={u.freeHint(room.maxFreeTime)}
                  value={String(freeTime)}
                  data={freeOptions}
                  disabled={room.maxFreeTime === 0}
                  onChange={(e) => {
                    setFreeTime(Number(e.currentTarget.value));
                    requestKey.current = null;
                  }}
                  style={{ flex: '1 1 240px' }}
                />
              ) : null}
            </Group>
          </Card>
          <Group justify="center" gap="sm">
            {listButton}
            <Button
              size="md"
              miw={120}
              loading={busy}
              disabled={room.neededTime === 0}
              onClick={() => void onApply()}
            >
              {u.apply}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
