import { Title } from '@mantine/core';
import { useRouteEntry } from '../../lib/route-entry';

/** The one h1 of a screen: the route title of the route table. */
export function PageTitle({ fallback }: { fallback?: string }) {
  const entry = useRouteEntry();
  return (
    <Title order={1} size="h2" mb="lg">
      {entry?.title ?? fallback ?? ''}
    </Title>
  );
}
