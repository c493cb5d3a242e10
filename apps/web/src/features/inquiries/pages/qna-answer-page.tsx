import { ko } from '@parking/shared/messages/ko';
import { useEffect, useState } from 'react';
import { PageTitle } from '../../../components/admin-kit/page-title';
import { useRequiredParam } from '../../../components/admin-kit/route-data';
import { isEmptyHtml, RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor';
import {
  Box,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '../../../components/ui/core';
import { showAlert, showConfirm } from '../../../components/ui/dialog/dialog-store';
import { AttachmentList } from '../../../components/ui/file-input/attachment-list';
import { errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { Link, useNavigate } from '../../../lib/router';
import { useSession } from '../../../lib/session-store';
import { useInquiryAdmin } from '../api/inquiry-admin';
import { useSaveInquiryAnswer } from '../api/inquiry-answer';

const t = ko.content.web.qna;
const b = ko.content.web.board;
/** the answer editor's editable element, focused when the answer is empty */
const ANSWER_ID = 'qna-answer-content';

/** /qnaanswerenrollment?inquiryId=… (administrator): the question and the answer editor; list, cancel, save. */
export function QnaAnswerPage() {
  const inquiryId = useRequiredParam('inquiryId', '/qnalist');
  const session = useSession();
  const navigate = useNavigate();
  const detail = useInquiryAdmin(inquiryId);
  const save = useSaveInquiryAnswer();
  const [respondent, setRespondent] = useState(session.empNm);
  const [content, setContent] = useState('');
  const [contentError, setContentError] = useState<string | undefined>();

  // prefill an existing answer once it arrives
  const existing = detail.data?.result.answer;
  useEffect(() => {
    if (existing) {
      setContent(existing.content);
      if (existing.respondent) setRespondent(existing.respondent);
    }
  }, [existing]);

  const submit = async () => {
    if (!inquiryId) return;
    if (isEmptyHtml(content)) {
      // under the editor, with the focus in it, no modal (decision 193)
      setContentError(ko.validation.required);
      document.getElementById(ANSWER_ID)?.focus();
      return;
    }
    setContentError(undefined);
    try {
      const ok = await save.mutateAsync({ inquiryId, respondent: respondent.trim(), content });
      if (!ok) {
        await showAlert(t.answerFailed);
        return;
      }
      await showAlert(t.answerRegistered);
      await navigate('/qnalist');
    } catch (e) {
      await showAlert(e instanceof Error && e.message ? errorText(e) : t.answerFailed);
    }
  };

  const cancel = async () => {
    if (await showConfirm(ko.common.cancelConfirm)) await navigate('/qnalist');
  };

  const q = detail.data?.result.inquiry;
  return (
    <Box>
      <PageTitle />
      {detail.isPending && inquiryId ? (
        <Center py="xl" role="status">
          <Loader size="sm" aria-hidden />
          <Text ml="sm">{ko.common.loading}</Text>
        </Center>
      ) : detail.error ? (
        <Text py="xl" ta="center" role="alert">
          {errorText(detail.error)}
        </Text>
      ) : q ? (
        <Stack gap="md">
          <Paper withBorder p="md" component="section" aria-labelledby="qna-q-title">
            <Text size="sm" c="dimmed">
              {t.question} · {q.status === 'answered' ? t.answered : t.waiting}
              {q.nondisclosure ? ` · ${t.secret}` : ''}
            </Text>
            <Title order={2} size="h3" id="qna-q-title" mt={4}>
              {q.title}
            </Title>
            <Group gap="lg" mt={4}>
              <Text span fz="sm" c="dimmed">
                {b.writer} {q.writer}
              </Text>
              <Text span fz="sm" c="dimmed">
                {b.date} {formatDate(q.createdate)}
              </Text>
            </Group>
            <Divider my="sm" />
            <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{q.content}</Text>
            {detail.data && detail.data.attachList.length > 0 && (
              <Box mt="sm">
                <AttachmentList files={detail.data.attachList} downloadBase="/api/inquiry/download.json" />
              </Box>
            )}
          </Paper>
          <TextInput
            label={t.respondent}
            value={respondent}
            onChange={(e) => setRespondent(e.currentTarget.value)}
            maxLength={50}
          />
          <RichTextEditor
            label={t.answerContent}
            value={content}
            onChange={setContent}
            error={contentError}
            required
            contentId={ANSWER_ID}
          />
        </Stack>
      ) : null}
      <Group justify="flex-end" mt="xl" gap="xs">
        <Button component={Link} to="/qnalist" variant="default">
          {b.list}
        </Button>
        <Button variant="default" onClick={cancel} disabled={save.isPending}>
          {ko.common.cancel}
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={!q}>
          {ko.admin.kit.save}
        </Button>
      </Group>
    </Box>
  );
}
