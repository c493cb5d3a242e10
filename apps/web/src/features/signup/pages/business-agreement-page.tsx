import { Stack, Title } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { useNavigate } from 'react-router';
import { showAlert } from '../../../components/dialog/dialog-store';
import { AgreementForm } from '../components/agreement-form';
import { SignupSteps } from '../components/signup-steps';
import type { AgreedState } from '../route-state';

/** /businessagreement: business sign-up step 1 (privacy consent is required, spec 1 §5). */
export function BusinessAgreementPage() {
  const navigate = useNavigate();
  const terms = ko.accounts.terms;
  const a = ko.accounts.agreement;
  return (
    <Stack gap="md" py="xl" maw={880} mx="auto">
      <Title order={1} ta="center">
        {ko.routes.businessagreement}
      </Title>
      <SignupSteps steps={ko.accounts.steps.business} current={0} />
      <AgreementForm
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
        onAgree={() =>
          void navigate('/businessinformation', { state: { agreed: true } satisfies AgreedState })
        }
        onDisagree={() => void navigate('/loginmain')}
        onIncomplete={() => showAlert(ko.accounts.v.agreement)}
      />
    </Stack>
  );
}
