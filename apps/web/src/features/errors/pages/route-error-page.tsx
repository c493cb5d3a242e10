import { Button, Stack, Text, Title } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { RouteNotFoundError, useRouteError } from '../../../lib/router';

/**
 * Shown when a screen fails to load or throws while rendering (root error boundary, outside any frame).
 * A plain link reloads the app at /main, which also recovers from a stale code chunk after a deploy.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = error instanceof RouteNotFoundError;
  return (
    <main id="content" tabIndex={-1}>
      <Stack align="center" gap="md" py={80} px="md" ta="center">
        <Title order={1}>{notFound ? ko.notFound.title : ko.errors.INTERNAL}</Title>
        {notFound && <Text c="dimmed">{ko.notFound.detail}</Text>}
        <Button component="a" href="/main" mt="sm">
          {ko.common.goMain}
        </Button>
      </Stack>
    </main>
  );
}
