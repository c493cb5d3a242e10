import { ko } from '@parking/shared/messages/ko';
import { Button, Stack, Text, Title } from '../../../components/ui/core';
import { Link } from '../../../lib/router';

/** /404 and /error (spec 1 §2.15). Rendered inside the public frame, which provides the main landmark. */
export function NotFoundPage() {
  return (
    <Stack align="center" gap="md" py={80} px="md" ta="center">
      <Title order={1}>{ko.notFound.title}</Title>
      <Text c="dimmed">{ko.notFound.detail}</Text>
      <Button component={Link} to="/main" mt="sm">
        {ko.common.goMain}
      </Button>
    </Stack>
  );
}
