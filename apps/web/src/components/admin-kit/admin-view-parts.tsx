import { Anchor, Box, Text } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorText } from '../../lib/api-client';
import { showAlert } from '../dialog/dialog-store';
import { HtmlContent } from '../html-content/html-content';
import type { TableColumn } from './data-table';
import type { ExcelColumn } from './excel-export';

/** '예' / '아니오' of a Y/N flag. */
export const ynLabel = (yn: string) => (yn === 'Y' ? ko.admin.kit.yes : ko.admin.kit.no);

/** The number column of a back-office list (screen and Excel). */
export function indexNoColumn<T extends { indexNo: number }>(): TableColumn<T> {
  return {
    key: 'no',
    header: ko.content.web.board.number,
    render: (r) => r.indexNo,
    width: 70,
    hideOnMobile: true,
  };
}
export function indexNoExcel<T extends { indexNo: number }>(): ExcelColumn<T> {
  return { header: ko.content.web.board.number, value: (r) => r.indexNo, width: 8 };
}

/** A link opened in a new tab, or '-'. */
export function LinkValue({ url }: { url: string | null | undefined }) {
  return url ? (
    <Anchor href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </Anchor>
  ) : (
    '-'
  );
}

/** The HTML body below a view table, under its label. */
export function HtmlContentBox({ label, html }: { label: string; html: string }) {
  return (
    <Box mt="md" p="md" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}>
      <Text fw={600} size="sm" mb="xs">
        {label}
      </Text>
      <HtmlContent html={html} />
    </Box>
  );
}

/**
 * The delete action of a view screen: delete, refresh the list queries, alert the server's message and
 * go to the list; a failure alerts its message.
 */
export function useAdminDelete(opts: {
  /** absent while the record's id is unknown */
  remove: (() => Promise<{ message: string }>) | undefined;
  queryKey: readonly unknown[];
  listTo: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    if (!opts.remove) return;
    try {
      const res = await opts.remove();
      await queryClient.invalidateQueries({ queryKey: opts.queryKey });
      await showAlert(res.message);
      await navigate(opts.listTo);
    } catch (e) {
      await showAlert(errorText(e));
    }
  };
}
