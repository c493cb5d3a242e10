import { ko } from '@parking/shared/messages/ko';
import type { FormEventHandler, ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '../../../components/ui/core';
import { showConfirm } from '../../../components/ui/dialog/dialog-store';
import { useNavigate } from '../../../lib/router';
import { SignupSteps } from './signup-steps';

/** The information step of a sign-up flow: title, steps, the required note, the sections, cancel and apply. */
export function SignupFormFrame({
  title,
  steps,
  current,
  onSubmit,
  submitting,
  children,
}: {
  title: string;
  steps: readonly string[];
  current: number;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const t = ko.accounts.signup;
  const cancel = async () => {
    if (await showConfirm(t.cancelConfirm)) await navigate('/main');
  };
  return (
    <Stack gap="md" py="xl" maw={880} mx="auto">
      <Title order={1} ta="center">
        {title}
      </Title>
      <SignupSteps steps={steps} current={current} />
      <Text size="sm" c="gray.7">
        {t.requiredNote}
      </Text>
      <form noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <Stack gap="lg">
          {children}
          <Group justify="center" gap="sm">
            <Button variant="default" size="md" miw={140} onClick={() => void cancel()} disabled={submitting}>
              {t.cancel}
            </Button>
            <Button
              type="submit"
              size="md"
              miw={140}
              loading={submitting}
              loaderProps={{ 'aria-label': t.submitting }}
            >
              {t.apply}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
