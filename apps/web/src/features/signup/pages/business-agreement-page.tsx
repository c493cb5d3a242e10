import { ko } from '@parking/shared/messages/ko';
import { AgreementStep } from '../components/agreement-step';

/** /businessagreement: business sign-up step 1 (privacy consent is required, spec 1 §5). */
export function BusinessAgreementPage() {
  const terms = ko.accounts.terms;
  const a = ko.accounts.agreement;
  return (
    <AgreementStep
      title={ko.routes.businessagreement}
      steps={ko.accounts.steps.business}
      texts={[
        {
          key: 'privacy',
          title: terms.businessPrivacyTitle,
          label: a.privacy,
          paragraphs: terms.privacy,
          note: a.privacyRequiredNote,
        },
        { key: 'terms', title: terms.businessTermsTitle, label: a.terms, paragraphs: terms.businessTerms },
      ]}
      next="/businessinformation"
    />
  );
}
