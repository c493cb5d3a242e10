import { ko } from '@parking/shared/messages/ko';
import { useMemo } from 'react';
import { PageTitle } from '../../../components/admin-kit/page-title';
import { PrevNextNav } from '../../../components/admin-kit/prev-next-nav';
import { useRequiredParam } from '../../../components/admin-kit/route-data';
import { listContext } from '../../../components/admin-kit/use-admin-list';
import { HtmlContent } from '../../../components/html-content/html-content';
import { Box, Button, Center, Divider, Group, Loader, Stack, Text, Title } from '../../../components/ui/core';
import { AttachmentList } from '../../../components/ui/file-input/attachment-list';
import { errorText } from '../../../lib/api-client';
import { formatDate, formatNumber } from '../../../lib/format';
import { Link, useSearchParams } from '../../../lib/router';
import { useNoticeView } from '../api/notice-view';

const t = ko.content.web.board;

/**
 * /noticeview?atclId=…&searchCondition=…&searchKeyword=…&curPageNum=… (spec 2 §2): the article, its
 * attachments, previous/next within the same search, and the list button back to the same page.
 */
export function NoticeViewPage() {
  const atclId = useRequiredParam('atclId', '/noticelist');
  const [params] = useSearchParams();
  const context = listContext(params);
  const searchCondition = params.get('searchCondition') || '1';
  const searchKeyword = params.get('searchKeyword') ?? '';
  const query = useMemo(
    () => (atclId ? { atclId, searchCondition, searchKeyword } : null),
    [atclId, searchCondition, searchKeyword],
  );
  const view = useNoticeView(query);
  const data = view.data;

  return (
    <Box>
      <PageTitle />
      {view.isPending && atclId ? (
        <Center py="xl" role="status">
          <Loader size="sm" aria-hidden />
          <Text ml="sm">{ko.common.loading}</Text>
        </Center>
      ) : view.error ? (
        <Text py="xl" ta="center" role="alert">
          {errorText(view.error)}
        </Text>
      ) : data ? (
        <article aria-labelledby="notice-title">
          <Box py="md" style={{ borderTop: '2px solid var(--mantine-color-gray-8)' }}>
            <Title order={2} id="notice-title" size="h3">
              {data.boardView.title}
            </Title>
            <Group gap="lg" mt="xs" c="dimmed" fz="sm">
              <Text span fz="sm">
                {t.writer} {data.boardView.updNm || data.boardView.regNm}
              </Text>
              <Text span fz="sm">
                {t.date} {formatDate(data.boardView.regDttm)}
              </Text>
              <Text span fz="sm">
                {t.hits} {formatNumber(data.boardView.hits)}
              </Text>
            </Group>
          </Box>
          <Divider />
          <Box py="lg">
            <HtmlContent html={data.boardView.cts} />
          </Box>
          {data.attachList.length > 0 && (
            <Stack gap={4} py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
              <Text fw={600} size="sm">
                {t.attachments}
              </Text>
              <AttachmentList files={data.attachList} downloadBase="/api/board/notice/download.json" />
            </Stack>
          )}
          <PrevNextNav
            prev={
              data.boardViewPrev
                ? {
                    title: data.boardViewPrev.title,
                    href: `/noticeview?atclId=${data.boardViewPrev.atclId}&${context}`,
                  }
                : null
            }
            next={
              data.boardViewNext
                ? {
                    title: data.boardViewNext.title,
                    href: `/noticeview?atclId=${data.boardViewNext.atclId}&${context}`,
                  }
                : null
            }
          />
        </article>
      ) : null}
      <Group justify="center" mt="lg">
        <Button component={Link} to={`/noticelist?${context}`}>
          {t.list}
        </Button>
      </Group>
    </Box>
  );
}
