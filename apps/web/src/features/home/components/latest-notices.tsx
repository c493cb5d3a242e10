import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MainContentResponse } from '@parking/shared/content/schemas';
import { ko } from '@parking/shared/messages/ko';
import { formatDate } from '../../../lib/format';
import { Link } from '../../../lib/router';

type Notice = MainContentResponse['notices'][number];

/** The newest notices with a link to the list. */
export function LatestNotices({ notices, loading }: { notices: readonly Notice[]; loading: boolean }) {
  const t = ko.content.web.board;
  return (
    <Paper component="section" aria-labelledby="home-notices-title" withBorder p="lg" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} id="home-notices-title" size="h3">
          {t.latest}
        </Title>
        <Anchor component={Link} to="/noticelist" size="sm">
          {t.more}
        </Anchor>
      </Group>
      {loading ? (
        <Text c="dimmed" role="status">
          {ko.common.loading}
        </Text>
      ) : notices.length === 0 ? (
        <Text c="dimmed">{ko.common.noData}</Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {notices.map((n) => (
            <Group component="li" key={n.atclId} justify="space-between" wrap="nowrap" gap="sm">
              <Anchor
                component={Link}
                to={`/noticeview?atclId=${n.atclId}`}
                c="inherit"
                truncate
                style={{ minWidth: 0 }}
              >
                {n.title}
              </Anchor>
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {formatDate(n.regDttm)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
