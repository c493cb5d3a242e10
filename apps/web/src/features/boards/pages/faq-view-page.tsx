import type { BoardListItem } from '@parking/shared/boards/schemas';
import { ko } from '@parking/shared/messages/ko';
import { ListPagination } from '../../../components/admin-kit/list-pagination';
import { PageTitle } from '../../../components/admin-kit/page-title';
import { SearchBar, titleContentConditions } from '../../../components/admin-kit/search-bar';
import { useAdminList } from '../../../components/admin-kit/use-admin-list';
import { HtmlContent } from '../../../components/html-content/html-content';
import { Accordion, Box, Center, Group, Loader, Text } from '../../../components/ui/core';
import { faqListFetcher } from '../api/board-list';

/** /faqview (spec 2 §2): FAQ as an accordion (title, then the HTML answer) with search and pagination. */
export function FaqViewPage() {
  const list = useAdminList<BoardListItem>({ queryKey: ['board', 'faq'], fetchPage: faqListFetcher });
  return (
    <Box>
      <PageTitle />
      <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
        <Text fw={600}>{ko.admin.kit.total(list.total.toLocaleString('ko-KR'))}</Text>
        <Box w={{ base: '100%', sm: 460 }}>
          <SearchBar
            conditions={titleContentConditions}
            condition={list.condition}
            keyword={list.keyword}
            onSearch={list.search}
          />
        </Box>
      </Group>
      {list.loading && list.rows.length === 0 ? (
        <Center py="xl" role="status">
          <Loader size="sm" aria-hidden />
          <Text ml="sm">{ko.common.loading}</Text>
        </Center>
      ) : list.rows.length === 0 ? (
        <Text
          py="xl"
          ta="center"
          style={{
            borderTop: '1px solid var(--mantine-color-gray-3)',
            borderBottom: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          {ko.common.noData}
        </Text>
      ) : (
        <Accordion variant="separated" chevronPosition="right" multiple>
          {list.rows.map((r) => (
            <Accordion.Item key={r.atclId} value={String(r.atclId)}>
              <Accordion.Control>
                <Text span fw={700} c="primary" mr="xs" aria-hidden>
                  Q
                </Text>
                {r.title}
              </Accordion.Control>
              <Accordion.Panel>
                <Group align="flex-start" wrap="nowrap" gap="xs">
                  <Text span fw={700} c="danger" aria-hidden>
                    A
                  </Text>
                  <Box style={{ flex: 1, minWidth: 0 }}>
                    <HtmlContent html={r.cts ?? ''} />
                  </Box>
                </Group>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <ListPagination total={list.total} page={list.page} onChange={list.setPage} />
    </Box>
  );
}
