import { ko } from '@parking/shared/messages/ko';
import { Stack } from '../../../components/ui/core';
import { Bullets, GuideAction, GuideHeader, GuideSection, Steps } from '../components/guide-parts';
import { PREPAY_EXIT_GRACE_MINUTES } from '../lib/constants';

const p = ko.lots.guides.prepayment;

/** /prepaymentinfo: how pre-payment works, the exit grace period, no cancellation; leads to /lookup. */
export function PrepaymentInfoPage() {
  return (
    <Stack gap={0}>
      <GuideHeader fallbackTitle={ko.routes.prepaymentinfo} intro={p.intro} />
      <GuideSection title={p.stepsTitle}>
        <Steps steps={p.steps} />
      </GuideSection>
      <GuideSection title={p.notesTitle}>
        <Bullets
          items={[<strong key="grace">{p.graceNote(PREPAY_EXIT_GRACE_MINUTES)}</strong>, ...p.notes]}
        />
      </GuideSection>
      <GuideAction to="/lookup" label={ko.routes.lookup} />
    </Stack>
  );
}
