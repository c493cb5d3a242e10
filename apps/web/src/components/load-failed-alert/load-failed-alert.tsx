import { Alert, Button, Group, Text } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import type { ReactNode } from 'react';
import { errorText } from '../../lib/api-client';

/** A query that failed: its title, the server's (or network) message, 다시 시도 and any further actions. */
export function LoadFailedAlert({
  title,
  error,
  onRetry,
  children,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  /** more buttons after 다시 시도 (e.g. back to the list) */
  children?: ReactNode;
}) {
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Text size="sm" mb="sm">
        {errorText(error)}
      </Text>
      <Group gap="sm">
        <Button size="sm" variant="outline" onClick={onRetry}>
          {ko.payments.web.retry}
        </Button>
        {children}
      </Group>
    </Alert>
  );
}
