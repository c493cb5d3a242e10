import type { Domain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import { isUnpaidAssigned } from '@parking/shared/season-pass/rules';
import type { PeriodViewResponse } from '@parking/shared/season-pass/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PaymentFailedNotice, usePaymentRetry } from '../../../components/card-payment/payment-retry';
import { readPaymentReturn } from '../../../components/card-payment/payment-return';
import { PaymentReturnView, receiptPath } from '../../../components/card-payment/payment-return-view';
import { SummaryTable } from '../../../components/card-payment/summary-table';
import { useCardPayment } from '../../../components/card-payment/use-card-payment';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '../../../components/ui/core';
import { showAlert, showConfirm } from '../../../components/ui/dialog/dialog-store';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert/load-failed-alert';
import { errorText } from '../../../lib/api-client';
import { formatWon } from '../../../lib/format';
import { useRouteEntry } from '../../../lib/route-entry';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { cancelPeriod } from '../api/cancel';
import { usePeriodView } from '../api/period-view';
import { StatusBadge } from '../components/status-legend';

const w = ko.seasonPass.web;
const f = w.fields;
const msg = ko.seasonPass.msg;

const lookupPath = (plate: string) => `/periodlookup?carNo=${plate.replace(/\D/g, '').slice(-4)}`;

/**
 * periodview (spec 2 §2, §4, §8): the detail of one application with cancel and pay (MUT-004/5/6) or a
 * disabled 결제완료 (MUT-002). Reached again from the card provider with ?r=true|false&paymentId=.
 */
export function PeriodViewPage() {
  const [params] = useSearchParams();
  const result = useMemo(() => readPaymentReturn(params), [params]);
  const raw = params.get('periodId') ?? '';
  const periodId = /^[0-9]{1,12}$/.test(raw) ? Number(raw) : null;
  if (result) return <PaymentReturnView result={result} fallback="/periodlookup" />;
  return <DetailGate periodId={periodId} />;
}

/** Leaves with an alert (spec 2 §8): no route data, an expired deadline, or no use dates. */
function useLeave(message: string | null) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (!message || done.current) return;
    done.current = true;
    void showAlert(message).then(() => navigate('/periodlookup', { replace: true }));
  }, [message, navigate]);
}

function DetailGate({ periodId }: { periodId: number | null }) {
  useLeave(periodId === null ? msg.invalidAccess : null);
  return periodId === null ? null : <Detail periodId={periodId} />;
}

function Detail({ periodId }: { periodId: number }) {
  const entry = useRouteEntry();
  const retry = usePaymentRetry();
  const navigate = useNavigate();
  const view = usePeriodView(periodId);
  const r = view.data?.result;
  const leave = !r
    ? null
    : r.expiredYn === 'N'
      ? msg.expired
      : !r.useStartDt || !r.useEndDt
        ? msg.noUseDates
        : null;
  useLeave(leave);

  return (
    <Stack gap="md">
      <Title order={1}>{entry?.title ?? ko.routes.periodview}</Title>
      <PaymentFailedNotice retry={retry} />
      <Text c="gray.8">{w.viewIntro}</Text>
      {view.isPending ? (
        <Skeleton height={420} aria-busy="true" aria-label={ko.common.loading} />
      ) : view.isError || !view.data ? (
        <LoadFailedAlert title={w.viewLoadFailed} error={view.error} onRetry={() => void view.refetch()}>
          <Button size="sm" variant="default" onClick={() => void navigate('/periodlookup')}>
            {w.list}
          </Button>
        </LoadFailedAlert>
      ) : leave ? null : (
        <DetailBody data={view.data} onChanged={() => void view.refetch()} />
      )}
    </Stack>
  );
}

function DetailBody({
  data,
  onChanged,
}: {
  data: Domain<PeriodViewResponse>['resultMap'];
  onChanged: () => void;
}) {
  const r = data.result;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pay, busy } = useCardPayment();
  const [cancelling, setCancelling] = useState(false);
  const unpaid = isUnpaidAssigned(r.procStsCd);
  const back = lookupPath(r.plate);

  const onPay = async () => {
    const p = data.easypayParams;
    if (!p) return;
    const outcome = await pay({
      payCategory: 'COMMUTATION_TICKET',
      amount: p.amount,
      target: '',
      carNumber: p.carNumber,
      period: p.value3,
      backTo: `/periodview?periodId=${r.periodId}`,
    });
    if (outcome.status === 'failed') onChanged();
  };

  const onCancel = async () => {
    if (!(await showConfirm(msg.cancelConfirm))) return;
    setCancelling(true);
    try {
      const res = await cancelPeriod(r.periodId);
      await queryClient.invalidateQueries({ queryKey: ['period'] });
      setCancelling(false);
      await showAlert(res.value.message);
      await navigate(back, { replace: true });
    } catch (e) {
      setCancelling(false);
      await showAlert(errorText(e));
      onChanged();
    }
  };

  return (
    <>
      <SummaryTable
        caption={w.viewCaption}
        rows={[
          { label: f.procStsNm, value: <StatusBadge row={r} /> },
          { label: f.waitingNm, value: r.waitingNm },
          { label: f.addr, value: r.addr },
          { label: f.mobile, value: r.mobile.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3') },
          { label: f.parkingNm, value: `${r.parkingNm} (${r.parkingDivCdNm})` },
          { label: f.useDivCdNm, value: `${r.useDivCdNm} ${ko.seasonPass.useDivHours[r.useDivCd] ?? ''}` },
          { label: f.plate, value: r.plate },
          { label: f.carOwnerNm, value: r.carOwnerNm },
          { label: f.discountNm, value: r.discountNm },
          { label: f.usePeriod, value: `${r.useStartDt} ~ ${r.useEndDt} (${w.monthsOption(r.months)})` },
          { label: f.baseAmt, value: formatWon(r.baseAmt) },
          { label: f.discountAmt, value: formatWon(r.discountAmt) },
          { label: f.useAmt, value: formatWon(r.useAmt), strong: true, testId: 'period-use-amt' },
          ...(unpaid && r.payDeadline ? [{ label: f.payDeadline, value: r.payDeadline.slice(0, 16) }] : []),
          ...(r.paidDttm ? [{ label: f.paidDttm, value: r.paidDttm.slice(0, 16) }] : []),
        ]}
      />
      {unpaid && r.payDeadline ? (
        <Alert color="yellow" variant="light">
          <Text size="sm">{ko.seasonPass.msg.assignedNow}</Text>
        </Alert>
      ) : null}
      <Group justify="center" gap="sm">
        <Button variant="default" size="md" miw={110} component={Link} to={back}>
          {w.list}
        </Button>
        {r.procStsCd === 'MUT-002' ? (
          <>
            <Button size="md" miw={110} disabled>
              {w.paid}
            </Button>
            {r.paymentId ? (
              <Button size="md" variant="outline" component={Link} to={receiptPath(r.paymentId)}>
                {w.receipt}
              </Button>
            ) : null}
          </>
        ) : unpaid ? (
          <>
            <Button
              size="md"
              miw={110}
              variant="outline"
              color="red"
              loading={cancelling}
              onClick={() => void onCancel()}
            >
              {w.cancel}
            </Button>
            <Button
              size="md"
              miw={110}
              loading={busy}
              disabled={!data.easypayParams}
              onClick={() => void onPay()}
            >
              {w.pay}
            </Button>
          </>
        ) : null}
      </Group>
    </>
  );
}
