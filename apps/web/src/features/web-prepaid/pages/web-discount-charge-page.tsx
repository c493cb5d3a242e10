import { ko } from '@parking/shared/messages/ko';
import { checkBuyMinutes, MAX_BUY_MINUTES } from '@parking/shared/web-prepaid/schemas';
import { useMemo, useRef, useState } from 'react';
import { PaymentFailedNotice, usePaymentRetry } from '../../../components/card-payment/payment-retry';
import { readPaymentReturn } from '../../../components/card-payment/payment-return';
import { PaymentReturnView } from '../../../components/card-payment/payment-return-view';
import { SummaryTable } from '../../../components/card-payment/summary-table';
import { useCardPayment } from '../../../components/card-payment/use-card-payment';
import {
  Alert,
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
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert/load-failed-alert';
import { errorText } from '../../../lib/api-client';
import { formatWon } from '../../../lib/format';
import { useRouteEntry } from '../../../lib/route-entry';
import { useSearchParams } from '../../../lib/router';
import { usePoint } from '../api/point';
import { fetchQuote } from '../api/quote';

const t = ko.webPrepaid.charge;
const min = ko.webPrepaid.minutes;

/** The price the server computed for the minutes typed, until the minutes or the lot change. */
interface Applied {
  lotId: number;
  minutes: number;
  amount: number;
}

/**
 * /webdiscountcharge (spec 2 §2, §4 "Prepaid top-up", §5): the store's lot, its balance, minutes (digits
 * only, 30-minute units), 적용 (the server prices them), then 결제하기 in the card popup. The provider sends
 * the payer back here with ?r=true|false&paymentId= (handled by the payments feature), then the balance is
 * read again.
 */
export function WebDiscountChargePage() {
  const [params] = useSearchParams();
  const result = useMemo(() => readPaymentReturn(params), [params]);
  if (result) return <PaymentReturnView result={result} fallback="/webdiscountcharge" />;
  return <ChargeView />;
}

function ChargeView() {
  const entry = useRouteEntry();
  const retry = usePaymentRetry();
  const [chosenLotId, setLotId] = useState<number | null>(null);
  const point = usePoint(chosenLotId);
  const [minutes, setMinutes] = useState('');
  const [applied, setApplied] = useState<Applied | null>(null);
  const [minutesError, setMinutesError] = useState<string | undefined>();
  const [quoting, setQuoting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const { pay, busy } = useCardPayment();

  const data = point.data;
  const lots = data?.mappingList ?? [];
  const lotId = chosenLotId ?? data?.data.lotId ?? null;
  const lot = lots.find((l) => l.SECTN_ID === lotId);

  const onMinutes = (value: string) => {
    // digits only (spec 2 §5): anything else never reaches the field
    setMinutes(value.replace(/[^0-9]/g, ''));
    setApplied(null);
    setMinutesError(undefined);
  };

  const onApply = async () => {
    if (!lot) return;
    const check = checkBuyMinutes(minutes);
    if (!check.ok) {
      // under the minutes, with the focus on them, no modal (decision 193)
      setMinutesError(check.message);
      inputRef.current?.focus();
      return;
    }
    setMinutesError(undefined);
    setQuoting(true);
    try {
      const q = await fetchQuote(lot.SECTN_ID, check.minutes);
      setApplied({ lotId: q.lotId, minutes: q.buyTime, amount: q.amount });
    } catch (error) {
      await showAlert(errorText(error));
    } finally {
      setQuoting(false);
    }
  };

  const onPay = async () => {
    if (!applied || applied.lotId !== lot?.SECTN_ID) {
      setMinutesError(ko.webPrepaid.v.applyFirst);
      inputRef.current?.focus();
      return;
    }
    const outcome = await pay({
      payCategory: 'TIMEDISCOUNT',
      amount: applied.amount,
      // decision 100: the lot is the payment's target (inOutId on the wire), the minutes in period
      target: String(applied.lotId),
      carNumber: '',
      period: String(applied.minutes),
      backTo: '/webdiscountcharge',
    });
    if (outcome.status === 'failed') {
      setApplied(null);
      void point.refetch();
    }
  };

  return (
    <Stack gap="md">
      <Title order={1}>{entry?.title ?? t.form}</Title>
      <PaymentFailedNotice retry={retry} />
      <Text c="gray.8">{t.intro}</Text>

      {point.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Text role="status">{ko.payments.web.loading}</Text>
          <Skeleton height={200} />
        </Stack>
      ) : point.isError || !data ? (
        <LoadFailedAlert
          title={ko.admin.kit.loadFailed}
          error={point.error}
          onRetry={() => void point.refetch()}
        />
      ) : !lot ? (
        <Alert color="yellow" variant="light" role="alert">
          {t.noMapping}
        </Alert>
      ) : (
        <>
          {lots.length > 1 ? (
            <NativeSelect
              label={t.lot}
              value={String(lot.SECTN_ID)}
              data={lots.map((l) => ({ value: String(l.SECTN_ID), label: l.PARKING_NM }))}
              onChange={(e) => {
                setLotId(Number(e.currentTarget.value));
                setApplied(null);
              }}
              maw={420}
            />
          ) : null}
          <SummaryTable
            caption={t.summary}
            rows={[
              { label: t.lot, value: lot.PARKING_NM },
              { label: t.unitPrice, value: formatWon(lot.WEB_DISCOUNT_DEFAULT_AMT) },
              {
                label: t.remaining,
                value: min(data.data.remainingTime),
                strong: true,
                testId: 'remaining-time',
              },
              { label: t.totalBuy, value: min(data.data.totalBuyTime) },
              { label: t.totalUse, value: min(data.data.totalUseTime) },
            ]}
          />

          <Card withBorder radius="md" p="md" component="section" aria-label={t.form}>
            <Stack gap="sm">
              <Group align="flex-end" gap="sm" wrap="wrap">
                <TextInput
                  ref={inputRef}
                  label={t.minutes}
                  description={t.minutesHint}
                  placeholder={t.minutesPlaceholder}
                  value={minutes}
                  error={minutesError}
                  onChange={(e) => onMinutes(e.currentTarget.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      void onApply();
                    }
                  }}
                  inputMode="numeric"
                  maxLength={String(MAX_BUY_MINUTES).length}
                  autoComplete="off"
                  style={{ flex: '1 1 200px' }}
                />
                <Button
                  variant="outline"
                  onClick={() => void onApply()}
                  loading={quoting}
                  w={{ base: '100%', xs: 'auto' }}
                >
                  {t.apply}
                </Button>
              </Group>
              <Group gap="xs" aria-live="polite">
                <Text fw={600}>{t.amount}</Text>
                <Text fw={800} fz="lg" c="primary.7" data-testid="charge-amount">
                  {applied ? formatWon(applied.amount) : '-'}
                </Text>
                <Text size="sm" c="gray.7">
                  {applied ? t.applied(applied.minutes, applied.amount) : t.notApplied}
                </Text>
              </Group>
            </Stack>
          </Card>

          <Group justify="center">
            <Button size="md" miw={160} loading={busy} onClick={() => void onPay()}>
              {t.pay}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
