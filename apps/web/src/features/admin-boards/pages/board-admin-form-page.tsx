import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack, Text } from '@mantine/core';
import { type AdminBoardViewResponse, type BbsCd, boardInsertSchema } from '@parking/shared/boards/schemas';
import type { Attachment } from '@parking/shared/content/common';
import { ko } from '@parking/shared/messages/ko';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AdminForm } from '../../../components/admin-kit/admin-form';
import { FormRichText, FormTextField, ReadOnlyField } from '../../../components/admin-kit/form-fields';
import { clearRouteData, useRouteData } from '../../../components/admin-kit/route-data';
import { showAlert, showConfirm } from '../../../components/dialog/dialog-store';
import { AttachmentList } from '../../../components/file-input/attachment-list';
import { FileInput } from '../../../components/file-input/file-input';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useAttachList } from '../api/admin-board-attach-list';
import { deleteAttachFile, insertBoard, updateBoard } from '../api/admin-board-write';
import { boardConfig, routeDataKey } from './board-config';

const t = ko.content.web.board;
const schema = boardInsertSchema.pick({ title: true, cts: true });
interface Values {
  title: string;
  cts: string;
}

type RouteData = AdminBoardViewResponse & { listTo?: string };

interface FormProps {
  bbsCd: BbsCd;
  /** present on the update screen */
  existing: RouteData | null;
}

function BoardAdminForm({ bbsCd, existing }: FormProps) {
  const cfg = boardConfig[bbsCd];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const atclId = existing ? String(existing.boardView.atclId) : null;
  const attach = useAttachList(bbsCd, atclId);
  const listTo = existing?.listTo ?? cfg.list;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { title: existing?.boardView.title ?? '', cts: existing?.boardView.cts ?? '' },
    shouldFocusError: false,
  });

  const onSave = async (v: Values) => {
    try {
      const res = atclId
        ? await updateBoard(bbsCd, atclId, { ...v, file })
        : await insertBoard(bbsCd, { ...v, file });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'board', bbsCd] });
      await queryClient.invalidateQueries({ queryKey: ['board', bbsCd] });
      if (atclId) clearRouteData(routeDataKey(bbsCd));
      await showAlert(res.message);
      await navigate(atclId ? listTo : cfg.list);
    } catch (e) {
      await showAlert(errorText(e));
    }
  };

  const removeFile = async (f: Attachment) => {
    if (!(await showConfirm(ko.admin.kit.deleteConfirm))) return;
    try {
      await deleteAttachFile(bbsCd, f);
      await attach.refetch();
      await showAlert(t.fileDeleted);
    } catch (e) {
      await showAlert(errorText(e));
    }
  };

  const files = attach.data?.attachList ?? existing?.attachList ?? [];
  return (
    <AdminForm
      form={form}
      onSave={onSave}
      listTo={listTo}
      withListButton={!!existing}
      fieldOrder={['title', 'cts']}
    >
      <FormTextField<Values> name="title" label={t.title} withAsterisk maxLength={200} />
      <FormRichText<Values> name="cts" label={t.content} required touchOnBlur />
      <FileInput label={t.attachments} value={file} onChange={setFile} />
      {existing && (
        <Box>
          <Text fw={500} size="sm" mb={4}>
            {t.existingFiles}
          </Text>
          {files.length > 0 ? (
            <AttachmentList
              files={files}
              downloadBase={`/api/admin/board/${bbsCd}/download.json`}
              onDelete={removeFile}
              label={t.existingFiles}
            />
          ) : (
            <Text size="sm" c="dimmed">
              -
            </Text>
          )}
        </Box>
      )}
      {existing && (
        <Stack gap={4} p="sm" bg="gray.0" style={{ borderRadius: 4 }}>
          <ReadOnlyField label={t.regNm} value={existing.boardView.regNm} />
          <ReadOnlyField label={t.regDttm} value={formatDateTime(existing.boardView.regDttm)} />
          <ReadOnlyField label={t.updNm} value={existing.boardView.updNm} />
          <ReadOnlyField label={t.updDttm} value={formatDateTime(existing.boardView.updDttm)} />
        </Stack>
      )}
    </AdminForm>
  );
}

function BoardAdminUpdate({ bbsCd }: { bbsCd: BbsCd }) {
  const data = useRouteData<RouteData>(routeDataKey(bbsCd), boardConfig[bbsCd].list);
  if (!data) return null;
  return <BoardAdminForm bbsCd={bbsCd} existing={data} />;
}

/** /noticemanagementenrollment */
export function NoticeEnrollmentPage() {
  return <BoardAdminForm bbsCd="notice" existing={null} />;
}
/** /noticemanagementupdate (route data kept in localStorage to survive a reload) */
export function NoticeUpdatePage() {
  return <BoardAdminUpdate bbsCd="notice" />;
}
/** /faqmanagementenrollment */
export function FaqEnrollmentPage() {
  return <BoardAdminForm bbsCd="faq" existing={null} />;
}
/** /faqmanagementupdate */
export function FaqUpdatePage() {
  return <BoardAdminUpdate bbsCd="faq" />;
}
