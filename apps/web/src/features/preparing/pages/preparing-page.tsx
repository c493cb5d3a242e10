import { ko } from '@parking/shared/messages/ko';
import type { ReactNode } from 'react';
import { Button, Stack, Text, Title } from '../../../components/ui/core';
import { useRouteEntry } from '../../../lib/route-entry';
import { Link } from '../../../lib/router';

/** An honest page for routes whose screens come with later work: the route title, the notice, a way back. */
export function PreparingPage() {
  const entry = useRouteEntry();
  const body = (
    <Stack align="center" gap="md" py={80} px="md" ta="center">
      <Title order={1}>{entry?.title ?? ko.common.preparing}</Title>
      <Text size="lg" fw={600}>
        {ko.common.preparing}
      </Text>
      <Text c="dimmed">{ko.common.preparingDetail}</Text>
      <Button component={Link} to="/main" mt="sm">
        {ko.common.goMain}
      </Button>
    </Stack>
  );
  return entry?.layout === 'bare' ? <BareMain>{body}</BareMain> : body;
}

/** Pages without a frame provide the one main landmark themselves. */
function BareMain({ children }: { children: ReactNode }) {
  return (
    <main id="content" tabIndex={-1}>
      {children}
    </main>
  );
}
