import type { ReductionClaim } from '@parking/shared/accounts/schemas';
import { ko } from '@parking/shared/messages/ko';
import { useMemo, useState } from 'react';
import { PaymentFailedNotice, usePaymentRetry } from '../../../components/card-payment/payment-retry';
import { readPaymentReturn } from '../../../components/card-payment/payment-return';
import { PaymentReturnView } from '../../../components/card-payment/payment-return-view';
import { SummaryTable } from '../../../components/card-payment/summary-table';
import { useCardPayment } from '../../../components/card-payment/use-card-payment';
import { useNoPaymentInfoRedirect } from '../../../components/card-payment/use-no-payment-info';
import {
  ReductionBreakdownLine,
  ReductionClaimBox,
} from '../../../components/payment-reduction/reduction-claim';
import { Button, Group, Stack, Text, Title } from '../../../components/ui/core';
import { ApiError } from '../../../lib/api-client';
import { formatWon } from '../../../lib/format';
import { useRouteEntry } from '../../../lib/route-entry';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { useUnpaidPrice } from '../api/price-unpaid';
import { lookupUnpaidPath, readSelection, type UnpaidSelection } from '../lib/selection';

const u = ko.payments.unpaid;
const w = ko.payments.web;

/** Answers meaning the stored selection no longer matches the server: search again. */
const STALE = new Set([
  'PAYMENT_AMOUNT_MISMATCH',
  'PAYMENT_TARGET_NOT_FOUND',
  'PAYMENT_TARGET_PAID',
  'PAYMENT_NOTHING_TO_PAY',
  'UNPAID_NOT_FOUND',
]);

/**
 * unpaidview (spec 2 §2, §4): the totals of the selection made on /lookupunpaid (sessionStorage, the address
 * holds its key), 취소 back to the lookup, 결제하기 by card (DEFAULT for off-street ids, STREET with the
 * on-street items). Reached from the provider with ?r=true|false&paymentId=.
 */
export function UnpaidViewPage() {
  const [params] = useSearchParams();
  const result = useMemo(() => readPaymentReturn(params), [params]);
  const key = params.get('key');
  const selection = useMemo(() => readSelection(key), [key]);
  if (result) return <PaymentReturnView result={result} fallback="/lookupunpaid" />;
  return <UnpaidView selection={selection} selectionKey={key ?? ''} />;
}

function UnpaidView({
  selection: sel,
  selectionKey,
}: {
  selection: UnpaidSelection | null;
  selectionKey: string;
}) {
  const entry = useRouteEntry();
  const navigate = useNavigate();
  const { pay, busy } = useCardPayment();
  // after a failed payment: its reason, and the reduction the totals were priced with (decision 189)
  const retry = usePaymentRetry();
  const [claim, setClaim] = useState<ReductionClaim | null>(retry?.claim ?? null);
  const priced = useUnpaidPrice(sel, claim?.token ?? null);

  useNoPaymentInfoRedirect(!sel, '/lookupunpaid');

  if (!sel) return null;
  const backTo = lookupUnpaidPath(sel.plate);
  // With a verified claim the server's priced totals are shown and paid; the server prices the start again.
  const reduction = claim ? priced.data?.reduction : undefined;
  const totals = reduction && priced.data ? priced.data : null;
  const amount = totals ? totals.totSumAmt : sel.totalSumAmt;

  const onPay = async () => {
    const outcome = await pay({
      payCategory: sel.isOffSt ? 'DEFAULT' : 'STREET',
      amount,
      target: sel.isOffSt ? sel.inOutIds : '',
      ...(sel.isOffSt ? {} : { streetItems: JSON.stringify(sel.items ?? []) }),
      carNumber: sel.plate,
      backTo,
      retryTo: `/unpaidview?key=${encodeURIComponent(selectionKey)}`,
      ...(reduction && claim ? { claim } : {}),
    });
    if (outcome.status === 'failed' && outcome.error instanceof ApiError && STALE.has(outcome.error.code)) {
      await navigate(backTo, { replace: true });
    }
  };

  return (
    <Stack gap="md">
      <Title order={1}>{entry?.title ?? u.viewTitle}</Title>
      <PaymentFailedNotice retry={retry} />
      <Text c="gray.8">{w.unpaidViewIntro}</Text>
      <SummaryTable
        caption={u.viewTitle}
        rows={[
          { label: u.fields.plate, value: sel.plate },
          { label: u.fields.totalCnt, value: u.count(sel.totalCnt) },
          {
            label: u.fields.totalUnpaidAmt,
            value: formatWon(totals ? totals.totUseAmt : sel.totalUnpaidAmt),
          },
          { label: u.fields.totalAddAmt, value: formatWon(totals ? totals.totAddAmt : sel.totalAddAmt) },
          {
            label: u.fields.totalSumAmt,
            value: formatWon(amount),
            strong: true,
            testId: 'unpaid-total',
          },
        ]}
      />
      {reduction ? (
        <ReductionBreakdownLine reduction={reduction} />
      ) : (
        <ReductionClaimBox plate={sel.plate} onClaim={setClaim} />
      )}
      <Group justify="center" gap="sm">
        <Button variant="default" size="md" miw={120} onClick={() => void navigate(backTo)}>
          {u.cancel}
        </Button>
        <Button size="md" miw={120} loading={busy} disabled={priced.isFetching} onClick={() => void onPay()}>
          {u.pay}
        </Button>
      </Group>
    </Stack>
  );
}
