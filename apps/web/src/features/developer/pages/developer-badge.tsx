import { ko } from '@parking/shared/messages/ko';
import { Alert, Badge, Group } from '../../../components/ui/core';

/** Marks a developer page: not product behaviour and not in the visitor menus (spec 1 §2.1). */
export function DeveloperBadge() {
  return (
    <Alert variant="light" color="gray" mb="lg">
      <Group gap="sm" wrap="wrap">
        <Badge color="dark" variant="filled">
          {ko.developer.badge}
        </Badge>
        <span>{ko.developer.note}</span>
      </Group>
    </Alert>
  );
}
