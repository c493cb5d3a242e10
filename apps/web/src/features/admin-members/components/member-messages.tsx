import { ko } from '@parking/shared/messages/ko';
import { lazy, Suspense, useState } from 'react';
import { Button, Loader, Stack, Text, Title } from '../../../components/ui/core';

const t = ko.adminMembers.messages;
// the log (its table, query, schema and the notification texts) loads when staff open it (decision 223)
const MemberMessageLog = lazy(() =>
  import('./member-message-log').then((m) => ({ default: m.MemberMessageLog })),
);

/**
 * The member's latest messages on the member detail (issue 34 item 4): shown when staff ask, because every
 * read is a personal-data access and is recorded (decision 183).
 */
export function MemberMessages({ memberId }: { memberId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="member-messages">
      <Title order={3} size="h5" id="member-messages" mb="xs">
        {t.title}
      </Title>
      {!open ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="gray.8">
            {t.hint}
          </Text>
          <Button variant="outline" onClick={() => setOpen(true)}>
            {t.show}
          </Button>
        </Stack>
      ) : (
        <Suspense fallback={<Loader size="sm" aria-label={ko.common.loading} />}>
          <MemberMessageLog memberId={memberId} />
        </Suspense>
      )}
    </section>
  );
}
