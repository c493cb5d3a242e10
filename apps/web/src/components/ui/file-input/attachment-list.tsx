import { CloseButton, List } from '@mantine/core';
import type { Attachment } from '@parking/shared/content/common';
import { ko } from '@parking/shared/messages/ko';
import { PaperclipIcon } from '../../icons/icons';
import { Anchor, Group, Text } from '../layout/layout';
import { formatFileSize } from './validate-file';

/** The download address of an attachment: browser navigation with the stored parts (spec 2 §7). */
export function downloadHref(base: string, f: Attachment): string {
  const q = new URLSearchParams({
    filePath: f.filePath,
    saveNm: f.saveNm,
    viewNm: f.viewNm,
    fileExt: f.fileExt,
    repoId: f.repoId,
  });
  return `${base}?${q.toString()}`;
}

interface Props {
  files: readonly Attachment[];
  /** e.g. '/api/board/notice/download.json' */
  downloadBase: string;
  /** edit screens: delete one attachment (the caller confirms) */
  onDelete?: (file: Attachment) => void;
  label?: string;
}

/** Attachments with their size and a download link each (spec 2 §2, spec 3 §2.7). */
export function AttachmentList({
  files,
  downloadBase,
  onDelete,
  label = ko.content.web.board.attachments,
}: Props) {
  if (files.length === 0) return null;
  return (
    <nav aria-label={label}>
      <List listStyleType="none" spacing={4} p={0} m={0}>
        {files.map((f) => (
          <List.Item key={f.atchFileId}>
            <Group gap={6} wrap="nowrap">
              <Text span c="gray.7" display="inline-flex">
                <PaperclipIcon />
              </Text>
              <Anchor
                href={downloadHref(downloadBase, f)}
                download={f.viewNm}
                style={{ wordBreak: 'break-all' }}
              >
                {f.viewNm}
              </Anchor>
              <Text span size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                ({formatFileSize(f.fileSize)})
              </Text>
              {onDelete && (
                <CloseButton
                  size="sm"
                  aria-label={ko.content.web.board.deleteFile(f.viewNm)}
                  onClick={() => onDelete(f)}
                />
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </nav>
  );
}
