import { ko } from '@parking/shared/messages/ko';
import { PendingApprovalNotice } from '../../../components/pending-approval/pending-approval-notice';
import { Completion } from '../components/completion';
import { isCompletedState, useStepState } from '../route-state';

/** /businesscompletion: the application is complete; the result is sent by text (spec 1 §2.8). */
export function BusinessCompletionPage() {
  const state = useStepState(isCompletedState);
  if (!state) return null;
  const c = ko.accounts.completion;
  return (
    <Completion
      pageTitle={ko.routes.businesscompletion}
      steps={ko.accounts.steps.business}
      message={c.business}
      detail={c.businessDetail}
      notice={<PendingApprovalNotice always />}
    />
  );
}
