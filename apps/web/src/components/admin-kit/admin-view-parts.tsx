import { ko } from '@parking/shared/messages/ko';
import { HtmlContent } from '../html-content/html-content';
import { Anchor, Box, Text } from '../ui/core';

/** '예' / '아니오' of a Y/N flag. */
export const ynLabel = (yn: string) => (yn === 'Y' ? ko.admin.kit.yes : ko.admin.kit.no);

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
