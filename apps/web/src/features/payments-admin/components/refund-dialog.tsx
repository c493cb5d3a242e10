import { ko } from '@parking/shared/messages/ko';
import { showConfirm } from '../../../components/ui/dialog/dialog-store';
import { ReasonDialog } from '../../../components/ui/dialog/reason-dialog';
import { formatNumber } from '../../../lib/format';

const r = ko.paymentsAdmin.refund;

/** Asks the refund's reason, then confirms the amount before the provider is asked to cancel. */
export function RefundDialog({
  amount,
  opened,
  busy,
  onClose,
  onRefund,
}: {
  amount: number;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onRefund: (reason: string) => void;
}) {
  return (
    <ReasonDialog
      opened={opened}
      title={r.title}
      label={r.reason}
      placeholder={r.reasonPlaceholder}
      submitLabel={r.submit}
      closeLabel={r.cancel}
      busy={busy}
      messages={{ required: ko.paymentsAdmin.v.reason, tooLong: ko.paymentsAdmin.v.reasonMax }}
      confirm={() => showConfirm(r.confirm(formatNumber(amount)))}
      onClose={onClose}
      onSubmit={onRefund}
    />
  );
}
