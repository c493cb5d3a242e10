import { Stack, Title } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { useNavigate } from 'react-router';
import { showAlert } from '../../../components/dialog/dialog-store';
import { AgreementForm } from '../components/agreement-form';
import { SignupSteps } from '../components/signup-steps';
import type { AgreedState } from '../route-state';

/** /membershipagreement: general sign-up step 1. Agree → verification; disagree → login. */
export function MembershipAgreementPage() {
  const navigate = useNavigate();
  const terms = ko.accounts.terms;
  const a = ko.accounts.agreement;
  return (
    <Stack gap="md" py="xl" maw={880} mx="auto">
      <Title order={1} ta="center">
        {ko.routes.join}
      </Title>
      <SignupSteps steps={ko.accounts.steps.general} current={0} />
      <AgreementForm
        texts={[
          { key: 'privacy', title: terms.privacyTitle, label: a.privacy, paragraphs: terms.privacy },
          { key: 'terms', title: terms.termsTitle, label: a.terms, paragraphs: terms.terms },
        ]}
        onAgree={() =>
          void navigate('/membershipcertification', { state: { agreed: true } satisfies AgreedState })
        }
        onDisagree={() => void navigate('/loginmain')}
        onIncomplete={() => showAlert(ko.accounts.v.agreement)}
      />
    </Stack>
  );
}
