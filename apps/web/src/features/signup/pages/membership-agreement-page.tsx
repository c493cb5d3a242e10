import { ko } from '@parking/shared/messages/ko';
import { AgreementStep } from '../components/agreement-step';

/** /membershipagreement: general sign-up step 1. Agree → verification; disagree → login. */
export function MembershipAgreementPage() {
  const terms = ko.accounts.terms;
  const a = ko.accounts.agreement;
  return (
    <AgreementStep
      title={ko.routes.join}
      steps={ko.accounts.steps.general}
      texts={[
        { key: 'privacy', title: terms.privacyTitle, label: a.privacy, paragraphs: terms.privacy },
        { key: 'terms', title: terms.termsTitle, label: a.terms, paragraphs: terms.terms },
      ]}
      next="/membershipcertification"
    />
  );
}
