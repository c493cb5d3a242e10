import { ko } from '@parking/shared/messages/ko';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminViewLayout, type ViewRow } from '../../../components/admin-kit/admin-view-layout';
import { Anchor, Button, Group, Text } from '../../../components/ui/core';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { errorText } from '../../../lib/api-client';
import { formatWon } from '../../../lib/format';
import { Link, useSearchParams } from '../../../lib/router';
import { PAYMENTS_ADMIN_KEY, refundPayment, usePaymentDetail } from '../api/payments-admin-api';
import { PaymentTimeline } from '../components/payment-timeline';
import { RefundDialog } from '../components/refund-dialog';

const v = ko.paymentsAdmin.view;
const c = ko.paymentsAdmin.columns;
const r = ko.payments.receipt;

/**
 * /paymentmanagementview?paymentId= (issue 21): the payment, what it paid for, its state timeline with times and
 * addresses, the receipt, and a refund (reason + confirmation) while it is APPROVED.
 */
export function PaymentViewPage() {
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId') ?? '';
  const detail = usePaymentDetail(paymentId);
  const queryClient = useQueryClient();
  const [refunding, setRefunding] = useState(false);
  const [busy, setBusy] = useState(false);
  const p = detail.data;

  const refund = async (reason: string) => {
    if (!p) return;
    setBusy(true);
    try {
      const res = await refundPayment({ paymentId: p.paymentId, reason, amount: p.amount });
      setRefunding(false);
      await queryClient.invalidateQueries({ queryKey: PAYMENTS_ADMIN_KEY });
      await showAlert(res.message);
    } catch (e) {
      await showAlert(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const rows: ViewRow[] = p
    ? [
        { label: v.paymentId, value: p.paymentId },
        { label: c.category, value: r.categories[p.category] },
        { label: c.status, value: <Text data-testid="payment-status">{r.statuses[p.status]}</Text> },
        { label: c.goodsName, value: p.goodsName },
        {
          label: c.amount,
          value: `${formatWon(p.amount)} (${r.supplyAmt} ${formatWon(p.supplyAmt)}, ${r.vat} ${formatWon(p.vat)})`,
        },
        { label: c.lot, value: p.parkingNm },
        { label: c.plate, value: p.plate || '-' },
        { label: v.buyer, value: p.memberName ?? v.anonymous },
        { label: v.provider, value: `${p.provider} · ${c.tid} ${p.tid ?? '-'} · ${c.moid} ${p.moid}` },
        { label: c.authCode, value: `${p.authCode ?? '-'} ${p.cardName ?? ''}` },
        { label: v.createdAt, value: p.createdAt },
        { label: v.approvedAt, value: p.approvedAt ?? '-' },
        ...(p.cancelledAt ? [{ label: v.cancelledAt, value: p.cancelledAt }] : []),
        ...(p.cancelReason ? [{ label: v.cancelReason, value: p.cancelReason }] : []),
        { label: v.result, value: [p.resultCode, p.resultMsg].filter(Boolean).join(' ') || '-' },
        ...p.targets.map((t, i) => ({
          label: i === 0 ? v.target : t.label,
          value: i === 0 ? `${t.label} · ${t.value}` : t.value,
        })),
      ]
    : [];

  return (
    <>
      <AdminViewLayout
        rows={rows}
        listTo="/paymentmanagement"
        loading={detail.isPending && paymentId !== ''}
        error={
          paymentId === '' || detail.error
            ? paymentId === ''
              ? ko.common.invalidAccess
              : errorText(detail.error)
            : undefined
        }
      >
        {p && (
          <>
            <Group justify="flex-end" mt="md" gap="xs">
              {(p.status === 'APPROVED' || p.status === 'CANCELLED') && (
                <Anchor component={Link} to={`/receipt?paymentId=${encodeURIComponent(p.paymentId)}`}>
                  {v.receipt}
                </Anchor>
              )}
              {p.refundable && (
                <Button color="red" variant="outline" onClick={() => setRefunding(true)}>
                  {ko.paymentsAdmin.refund.button}
                </Button>
              )}
            </Group>
            <PaymentTimeline entries={p.timeline} />
          </>
        )}
      </AdminViewLayout>
      {p && (
        <RefundDialog
          amount={p.amount}
          opened={refunding}
          busy={busy}
          onClose={() => setRefunding(false)}
          onRefund={(reason) => void refund(reason)}
        />
      )}
    </>
  );
}
