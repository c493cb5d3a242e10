import { Link, useLocation } from '../../lib/router';
import { Button, Group } from '../ui/core';

/** A tab bar whose tabs are pages (the my-page usage histories, the web prepaid histories). */
export function LinkTabs({
  tabs,
  label,
}: {
  tabs: readonly { path: string; label: string }[];
  label: string;
}) {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={label} gap={0} wrap="nowrap">
      {tabs.map((tab) => {
        const current = pathname.toLowerCase() === tab.path;
        return (
          <Button
            key={tab.path}
            component={Link}
            to={tab.path}
            aria-current={current ? 'page' : undefined}
            variant={current ? 'filled' : 'default'}
            radius={0}
            size="md"
            style={{ flex: '1 1 0' }}
          >
            {tab.label}
          </Button>
        );
      })}
    </Group>
  );
}
