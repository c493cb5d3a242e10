import { Group, Pagination } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { pageCount } from './paging';

const controlLabels = {
  first: '첫 페이지',
  previous: '이전 페이지',
  next: '다음 페이지',
  last: '마지막 페이지',
} as const;

interface Props {
  total: number;
  page: number;
  onChange: (page: number) => void;
  size?: number;
}

/** Page links under a list (10 per page); one page is shown even for an empty list. */
export function ListPagination({ total, page, onChange, size }: Props) {
  const pages = Math.max(1, pageCount(total, size));
  return (
    <Group justify="center" mt="lg" component="nav" aria-label={ko.admin.kit.pagination}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        withEdges
        siblings={2}
        size="md"
        getItemProps={(p) => ({ 'aria-current': p === page ? 'page' : undefined })}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
      />
    </Group>
  );
}
