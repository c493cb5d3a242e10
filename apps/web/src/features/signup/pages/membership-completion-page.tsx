import { ko } from '@parking/shared/messages/ko';
import { useSession } from '../../../lib/session-store';
import { Completion } from '../components/completion';
import { isCompletedState, useStepState } from '../route-state';

/** /membershipcompletion: general sign-up step 4, reached logged in after the automatic login. */
export function MembershipCompletionPage() {
  const state = useStepState(isCompletedState);
  const session = useSession();
  if (!state) return null;
  const c = ko.accounts.completion;
  return (
    <Completion
      pageTitle={ko.routes.join}
      steps={ko.accounts.steps.general}
      message={c.general}
      detail={c.generalDetail(state.empNm ?? session.empNm)}
    />
  );
}
