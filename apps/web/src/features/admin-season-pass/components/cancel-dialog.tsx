import { ko } from '@parking/shared/messages/ko';
import { ReasonDialog } from '../../../components/ui/dialog/reason-dialog';

const a = ko.seasonPass.admin;

/** Asks the reason of a manual cancel (sent to the applicant by SMS). */
export function CancelDialog({
  target,
  busy,
  onClose,
  onConfirm,
}: {
  target: { periodId: number; plate: string } | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  return (
    <ReasonDialog
      opened={target !== null}
      title={`${a.cancelTitle} (${target?.plate ?? ''})`}
      intro={a.cancelConfirm}
      label={a.cancelReason}
      submitLabel={a.cancelTitle}
      closeLabel={a.close}
      busy={busy}
      messages={{ required: ko.seasonPass.v.reason, tooLong: ko.seasonPass.v.reason }}
      onClose={onClose}
      onSubmit={onConfirm}
    />
  );
}
