import { ko } from '@parking/shared/messages/ko';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '../../../components/ui/core';
import { Link } from '../../../lib/router';
import { SignupSteps } from './signup-steps';

/** The last step of both flows: a heading, the message and the button to /main. */
export function Completion({
  steps,
  message,
  detail,
  pageTitle,
  notice,
}: {
  steps: readonly string[];
  message: string;
  detail: string;
  pageTitle: string;
  /** shown above the message (the business flow's '승인 대기 중') */
  notice?: React.ReactNode;
}) {
  return (
    <Stack gap="md" py="xl" maw={880} mx="auto">
      <Title order={1} ta="center">
        {pageTitle}
      </Title>
      <SignupSteps steps={steps} current={steps.length - 1} />
      {notice}
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color="success" variant="light" aria-hidden>
            <svg
              width="32"
              height="32"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              aria-hidden="true"
            >
              <path d="M5 12l5 5L20 7" />
            </svg>
          </ThemeIcon>
          <Text component="h2" fz="xl" fw={700} m={0}>
            {message}
          </Text>
          <Text c="gray.7">{detail}</Text>
          <Button component={Link} to="/main" size="md" miw={180} mt="sm">
            {ko.accounts.completion.goMain}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
