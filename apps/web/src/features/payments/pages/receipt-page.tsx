import type { Domain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { Receipt } from '@parking/shared/payments/schemas';
import { SummaryTable } from '../../../components/card-payment/summary-table';
import { FeeLinesTable } from '../../../components/lot-data/fee-lines-table';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '../../../components/ui/core';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert/load-failed-alert';
import { ApiError } from '../../../lib/api-client';
import { formatWon } from '../../../lib/format';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { useReceipt } from '../api/receipt';
import classes from './receipt.module.css';

const t = ko.payments.receipt;
const w = ko.payments.web;

/** /receipt?paymentId=&carNo= : a printable card receipt of one payment (decisions 057, 083). */
export function ReceiptPage() {
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId')?.trim() || null;
  const receipt = useReceipt(paymentId, params.get('carNo')?.trim() || null);
  const navigate = useNavigate();

  const close = () => {
    // a receipt opened in its own window closes; otherwise go back to where the payer came from
    if (window.opener) {
      window.close();
      return;
    }
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/main');
  };

  const notFound = !paymentId || (receipt.error instanceof ApiError && receipt.error.status === 404);

  return (
    <div className={classes.receipt}>
      <Stack gap="md">
        <Title order={1}>{t.title}</Title>
        {notFound ? (
          <Alert color="red" variant="light" role="alert">
            {t.notFound}
          </Alert>
        ) : receipt.isPending ? (
          <Stack gap="xs" aria-busy="true">
            <Text role="status">{w.loading}</Text>
            <Skeleton height={160} />
            <Skeleton height={120} />
          </Stack>
        ) : receipt.isError ? (
          <LoadFailedAlert
            title={w.receiptLoadFailed}
            error={receipt.error}
            onRetry={() => void receipt.refetch()}
          />
        ) : (
          <ReceiptSheet receipt={receipt.data} />
        )}
        <Group justify="center" gap="sm" className={classes.noPrint}>
          <Button variant="default" onClick={close}>
            {t.close}
          </Button>
          {receipt.data ? <Button onClick={() => window.print()}>{t.print}</Button> : null}
        </Group>
      </Stack>
    </div>
  );
}

function ReceiptSheet({ receipt: r }: { receipt: Domain<Receipt> }) {
  return (
    <Stack gap="lg" className={classes.sheet}>
      <SummaryTable
        caption={w.receiptPaymentInfo}
        rows={[
          { label: t.issuer, value: r.merchantName },
          { label: t.paymentId, value: r.paymentId },
          { label: t.moid, value: r.moid },
          { label: t.category, value: t.categories[r.category] },
          { label: t.plate, value: r.plate },
          { label: t.approvedAt, value: r.approvedAt ?? '-' },
          { label: t.cardName, value: r.cardName ?? '-' },
          { label: t.authCode, value: r.authCode ?? '-' },
          { label: t.payMethod, value: t.card },
          { label: t.status, value: t.statuses[r.status], testId: 'receipt-status' },
          ...(r.cancelledAt
            ? [{ label: t.cancelledAt, value: r.cancelledAt, testId: 'receipt-cancelled-at' }]
            : []),
        ]}
      />

      <Stack gap="md" component="section" aria-label={t.items}>
        <Title order={2} size="h4">
          {t.items}
        </Title>
        {r.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items keep their order and have no id
          <Stack key={i} gap={4}>
            <Text fw={600}>{item.title}</Text>
            {item.inDttm || item.outDttm ? (
              <Text size="sm" c="gray.7">
                {item.parkingName} · {w.period(item.inDttm ?? '-', item.outDttm ?? '-')}
              </Text>
            ) : null}
            <FeeLinesTable
              caption={`${item.title} ${w.receiptItemsCaption}`}
              lines={item.lines}
              total={item.amount}
              totalLabel={t.total}
              captionHidden
            />
          </Stack>
        ))}
      </Stack>

      <SummaryTable
        caption={w.receiptSummary}
        rows={[
          { label: t.supplyAmt, value: formatWon(r.supplyAmt) },
          { label: t.vat, value: formatWon(r.vat) },
          { label: t.taxFree, value: formatWon(r.taxFree) },
          { label: t.total, value: formatWon(r.amount), strong: true, testId: 'receipt-total' },
        ]}
      />
    </Stack>
  );
}
