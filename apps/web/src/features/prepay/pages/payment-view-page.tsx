import type { ReductionClaim } from '@parking/shared/accounts/schemas';
import { ko } from '@parking/shared/messages/ko';
import { PREPAY_GRACE_MINUTES } from '@parking/shared/payments/schemas';
import { useMemo, useState } from 'react';
import { PaymentFailedNotice, usePaymentRetry } from '../../../components/card-payment/payment-retry';
import { readPaymentReturn } from '../../../components/card-payment/payment-return';
import { PaymentReturnView } from '../../../components/card-payment/payment-return-view';
import { SummaryTable } from '../../../components/card-payment/summary-table';
import { useCardPayment } from '../../../components/card-payment/use-card-payment';
import { useNoPaymentInfoRedirect } from '../../../components/card-payment/use-no-payment-info';
import { FeeLinesTable } from '../../../components/lot-data/fee-lines-table';
import {
  ReductionBreakdownLine,
  ReductionClaimBox,
} from '../../../components/payment-reduction/reduction-claim';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '../../../components/ui/core';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert/load-failed-alert';
import { formatWon } from '../../../lib/format';
import { useRouteEntry } from '../../../lib/route-entry';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { usePrepayView } from '../api/prepay-view';
import { lookupPathFor, readViewParams } from '../lib/view-params';

const p = ko.payments.prepay;
const w = ko.payments.web;

/**
 * paymentview (spec 1 §2.13, §7): the fee of the chosen stay up to now and the card payment. Opened with
 * the lookup row in its query; without it '결제 정보가 없습니다.' and /lookup. Reached again from the
 * provider with ?r=true|false&paymentId= (the result is handled by the payments feature); a failed payment
 * comes back here with its reason and the verified reduction, ready for another card (decision 189).
 */
export function PaymentViewPage() {
  const [params] = useSearchParams();
  const result = useMemo(() => readPaymentReturn(params), [params]);
  if (result) return <PaymentReturnView result={result} fallback="/lookup" />;
  return <PaymentView params={params} />;
}

function PaymentView({ params }: { params: URLSearchParams }) {
  const entry = useRouteEntry();
  const navigate = useNavigate();
  // after a failed payment: its reason, and the reduction the view was priced with (decision 189)
  const retry = usePaymentRetry();
  const [claim, setClaim] = useState<ReductionClaim | null>(retry?.claim ?? null);
  const viewParams = useMemo(() => readViewParams(params), [params]);
  const pricedParams = useMemo(
    () => (viewParams && claim ? { ...viewParams, reductionClaim: claim.token } : viewParams),
    [viewParams, claim],
  );
  const view = usePrepayView(pricedParams);
  const { pay, busy } = useCardPayment();

  useNoPaymentInfoRedirect(!viewParams, '/lookup');

  if (!viewParams) return null;

  const data = view.data;
  const r = data?.result;
  const amount = data?.easypayParams.amount ?? 0;
  const canPay = !!r && amount > 0 && !r.prepaid && r.payAmt > 0;
  const backTo = lookupPathFor(r?.plate ?? viewParams.plate);
  const here = `/paymentview?${params.toString()}`;

  const onPay = async () => {
    if (!r || !canPay) return;
    const outcome = await pay({
      payCategory: 'PRESETTLEMENT',
      amount,
      target: String(r.stayId),
      carNumber: r.plate,
      period: '',
      backTo,
      retryTo: here,
      ...(claim ? { claim } : {}),
    });
    // the fee may have moved on (e.g. PAYMENT_AMOUNT_MISMATCH): show the server's current answer
    if (outcome.status === 'failed') void view.refetch();
  };

  return (
    <Stack gap="md">
      <Title order={1}>{entry?.title ?? p.viewTitle}</Title>
      <PaymentFailedNotice retry={retry} />

      {view.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Text role="status">{w.loading}</Text>
          <Skeleton height={280} />
        </Stack>
      ) : view.isError || !r || !data ? (
        <LoadFailedAlert title={w.viewLoadFailed} error={view.error} onRetry={() => void view.refetch()}>
          <Button size="sm" variant="default" onClick={() => void navigate(backTo)}>
            {p.list}
          </Button>
        </LoadFailedAlert>
      ) : (
        <>
          <SummaryTable
            caption={p.viewTitle}
            rows={[
              { label: p.fields.plate, value: r.plate },
              { label: p.fields.parkingName, value: r.parkingName },
              { label: p.fields.inDttm, value: r.inDttm },
              { label: p.fields.outDttm, value: r.outDttm },
              { label: p.fields.stay, value: ko.lots.estimator.stayText(r.stayMinutes) },
              { label: p.fields.useAmt, value: formatWon(r.useAmt) },
              { label: p.fields.discountAmt, value: `${formatWon(r.discountAmt)} (${r.discountNm})` },
              // after an earlier pre-payment only: what was paid, and the overstay due now
              ...(r.paidAmt > 0
                ? [
                    { label: w.paidAmt, value: formatWon(r.paidAmt) },
                    { label: p.fields.extraAmt, value: formatWon(r.extraAmt) },
                  ]
                : []),
              { label: p.fields.payAmt, value: formatWon(amount), strong: true, testId: 'prepay-amount' },
            ]}
          />
          {r.reduction ? <ReductionBreakdownLine reduction={r.reduction} /> : null}
          <FeeLinesTable caption={p.fields.lines} lines={r.lines} />
          {!r.prepaid && r.payAmt > 0 && !r.reduction ? (
            <ReductionClaimBox plate={r.plate} onClaim={setClaim} />
          ) : null}
          <Alert color="yellow" variant="light">
            <Text size="sm">{p.notice(PREPAY_GRACE_MINUTES)}</Text>
          </Alert>
          {r.prepaid ? (
            <Text role="status" fw={600}>
              {w.prepaidNote}
            </Text>
          ) : !canPay ? (
            <Text role="status" fw={600}>
              {w.nothingToPay}
            </Text>
          ) : null}
          <Group justify="center" gap="sm">
            <Button variant="default" size="md" miw={120} onClick={() => void navigate(backTo)}>
              {p.list}
            </Button>
            <Button size="md" miw={120} disabled={!canPay} loading={busy} onClick={() => void onPay()}>
              {p.pay}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
