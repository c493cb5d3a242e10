import { Stack, Title } from '../../../components/ui/core';
import { useNavigate } from '../../../lib/router';
import type { AgreedState } from '../route-state';
import { AgreementForm, type AgreementText } from './agreement-form';
import { SignupSteps } from './signup-steps';

/** Step 1 of a sign-up flow: agree → `next` with the agreed state; disagree → login. */
export function AgreementStep({
  title,
  steps,
  texts,
  next,
}: {
  title: string;
  steps: readonly string[];
  texts: readonly [AgreementText, AgreementText];
  next: string;
}) {
  const navigate = useNavigate();
  return (
    <Stack gap="md" py="xl" maw={880} mx="auto">
      <Title order={1} ta="center">
        {title}
      </Title>
      <SignupSteps steps={steps} current={0} />
      <AgreementForm
        texts={texts}
        onAgree={() => void navigate(next, { state: { agreed: true } satisfies AgreedState })}
        onDisagree={() => void navigate('/loginmain')}
      />
    </Stack>
  );
}
