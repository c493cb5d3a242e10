import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { PendingApprovalNotice } from '../../../components/pending-approval/pending-approval-notice';
import { Link } from '../../../lib/router';
import { useMainContent } from '../api/main-content';
import { LatestNotices } from '../components/latest-notices';
import { MainBanners } from '../components/main-banners';
import { MainPopups } from '../components/main-popups';
import { TopBanner } from '../components/top-banner';

const quick = [
  { to: '/map', ...ko.home.quick.map },
  { to: '/lookup', ...ko.home.quick.lookup },
  { to: '/lookupunpaid', ...ko.home.quick.lookupunpaid },
  { to: '/periodinfo', ...ko.home.quick.periodinfo },
  { to: '/noticelist', ...ko.home.quick.noticelist },
  { to: '/qnalist', ...ko.home.quick.qnalist },
] as const;

/**
 * Home (/main, /Main): the closable top banner, the services people come for, the latest notices and the
 * banners; the active popups float above (GET /api/main/content.json). A failed content request leaves the
 * links alone.
 */
export function MainPage() {
  const content = useMainContent();
  return (
    <>
      <TopBanner />
      <Container size="lg" py="xl">
        <PendingApprovalNotice />
        <Stack gap="xs" mb="xl">
          <Title order={1}>{ko.home.title}</Title>
          <Text size="lg" c="dimmed">
            {ko.home.intro}
          </Text>
        </Stack>
        <section aria-labelledby="home-quick-title">
          <Title order={2} id="home-quick-title" size="h3" mb="md">
            {ko.home.quickTitle}
          </Title>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing="md"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {quick.map((q) => (
              <li key={q.to}>
                <Card component={Link} to={q.to} withBorder padding="lg" radius="md" h="100%">
                  <Text component="h3" fw={700} size="lg" m={0}>
                    {q.title}
                  </Text>
                  <Text c="dimmed" mt="xs">
                    {q.description}
                  </Text>
                </Card>
              </li>
            ))}
          </SimpleGrid>
        </section>
        {content.data && <MainPopups popups={content.data.popups} />}
        <Stack gap="xl" mt="xl">
          <LatestNotices notices={content.data?.notices ?? []} loading={content.isPending} />
          <MainBanners banners={content.data?.banners ?? []} />
        </Stack>
      </Container>
    </>
  );
}
