import type { AccessRule } from '@parking/shared/auth/roles';
import { ko } from '@parking/shared/messages/ko';
import { PageTitle } from '../../../components/admin-kit/page-title';
import { useFrameConfig } from '../../../components/frame/frame-config';
import { Anchor, Badge, Code, Table, Text } from '../../../components/ui/core';
import { Link } from '../../../lib/router';
import { DeveloperBadge } from './developer-badge';

const t = ko.developer.codinglist;

/** Who may open a route, in words. */
export function guardLabel(rule: AccessRule): string {
  if (rule.guestOnly) return t.guards.guest;
  if (!rule.auth) return t.guards.public;
  const parts: string[] = [];
  if (rule.roles?.length) {
    parts.push(
      rule.roles.length === 1 && rule.roles[0] === 'ROLE_ADMIN'
        ? t.guards.admin
        : t.guards.roles(rule.roles.join(', ')),
    );
  }
  if (rule.category) parts.push(t.guards.category(rule.category));
  return parts.length ? parts.join(' · ') : t.guards.login;
}

/**
 * /codinglist: every screen of the route table (route, title, area, layout, guard, the feature file that
 * declares it, built or not) — the project's living screen inventory, generated from the features' route
 * declarations (decision 198).
 */
export function CodingListPage() {
  const { routes } = useFrameConfig();
  const built = routes.filter((r) => r.built !== false).length;
  return (
    <>
      <PageTitle />
      <DeveloperBadge />
      <Text mb="sm">{t.intro}</Text>
      <Text fw={700} mb="md" role="status">
        {t.summary(routes.length, built)}
      </Text>
      <Table.ScrollContainer minWidth={960}>
        <Table striped withTableBorder>
          <Table.Caption>{t.title}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t.route}</Table.Th>
              <Table.Th scope="col">{t.screenTitle}</Table.Th>
              <Table.Th scope="col">{t.area}</Table.Th>
              <Table.Th scope="col">{t.layout}</Table.Th>
              <Table.Th scope="col">{t.guard}</Table.Th>
              <Table.Th scope="col">{t.declaredIn}</Table.Th>
              <Table.Th scope="col">{t.built}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {routes.map((r) => (
              <Table.Tr key={r.path}>
                <Table.Td>
                  <Anchor component={Link} to={r.path}>
                    {r.path}
                  </Anchor>
                </Table.Td>
                <Table.Td>{r.title}</Table.Td>
                <Table.Td>{r.category?.[0] ?? '-'}</Table.Td>
                <Table.Td>{r.layout ?? '-'}</Table.Td>
                <Table.Td>{guardLabel(r.access)}</Table.Td>
                <Table.Td>
                  <Code>{r.declaredIn ?? '-'}</Code>
                </Table.Td>
                <Table.Td>
                  {r.built === false ? (
                    <Badge color="gray" variant="outline">
                      {t.builtNo}
                    </Badge>
                  ) : (
                    <Badge color="green" variant="light">
                      {t.builtYes}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
