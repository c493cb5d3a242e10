import { ko } from '@parking/shared/messages/ko';
import { Alert, Anchor, Button, Card, SimpleGrid, Stack, Text, Title } from '../../../components/ui/core';
import { Link } from '../../../lib/router';

/** /join (spec 1 §2.6): general or business sign-up, the eligibility note, back to login. */
export function JoinPage() {
  const t = ko.accounts.join;
  return (
    <Stack gap="lg" py="xl" maw={880} mx="auto">
      <Title order={1} ta="center">
        {ko.routes.join}
      </Title>
      <Text ta="center" c="gray.7">
        {t.intro}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="join-general">
          <Stack gap="sm" h="100%">
            <Title order={2} fz="xl" id="join-general">
              {t.generalTitle}
            </Title>
            <Text c="gray.7" style={{ flex: 1 }}>
              {t.generalDescription}
            </Text>
            <Button component={Link} to="/membershipagreement" size="md" fullWidth>
              {t.general}
            </Button>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="join-business">
          <Stack gap="sm" h="100%">
            <Title order={2} fz="xl" id="join-business">
              {t.businessTitle}
            </Title>
            <Text c="gray.7" style={{ flex: 1 }}>
              {t.businessDescription}
            </Text>
            <Button component={Link} to="/businessagreement" size="md" fullWidth variant="outline">
              {t.business}
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
      <Alert color="information" variant="light" title={t.noteTitle}>
        {t.note}
      </Alert>
      <Text ta="center">
        {t.haveAccount}{' '}
        <Anchor component={Link} to="/loginmain" fw={600}>
          {t.toLogin}
        </Anchor>
      </Text>
    </Stack>
  );
}
