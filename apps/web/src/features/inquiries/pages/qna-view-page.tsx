import { ko } from '@parking/shared/messages/ko';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PageTitle } from '../../../components/admin-kit/page-title';
import { PrevNextNav } from '../../../components/admin-kit/prev-next-nav';
import { useRequiredParam } from '../../../components/admin-kit/route-data';
import { HtmlContent } from '../../../components/html-content/html-content';
import { LockIcon } from '../../../components/icons/icons';
import {
  Badge,
  Box,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '../../../components/ui/core';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { AttachmentList } from '../../../components/ui/file-input/attachment-list';
import { PlainPasswordInput } from '../../../components/ui/plain-form/password-input';
import { ApiError, errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { useSession } from '../../../lib/session-store';
import { checkInquiryPassword } from '../api/inquiry-pw-chk';
import { useInquiryView } from '../api/inquiry-view';

const t = ko.content.web.qna;
const b = ko.content.web.board;

/** A secret question the server refuses to show before the password was checked. */
function needsPassword(e: unknown): boolean {
  return e instanceof ApiError && (e.status === 403 || e.code === 'INQUIRY_SECRET') && !e.sessionExpired;
}

/** Questions unlocked in this page load: coming back from the list does not ask again (the grant lasts). */
const unlockedInquiries = new Set<string>();

/**
 * /qnaview?inquiryId=… (spec 2 §2, §4): a secret question asks its password first ('비밀번호가 일치하지
 * 않습니다.' modal on mismatch, the field cleared); administrators go straight to the answer screen.
 */
export function QnaViewPage() {
  const inquiryId = useRequiredParam('inquiryId', '/qnalist');
  const [params] = useSearchParams();
  const page = params.get('curPageNum') ?? '1';
  const session = useSession();
  const isAdmin = session.authorCode === 'ROLE_ADMIN';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // the list marks a secret question (&secret=Y): ask the password before any view request (issue 14)
  const [unlocked, setUnlocked] = useState(false);
  const askFirst =
    params.get('secret') === 'Y' && !unlocked && !(inquiryId !== null && unlockedInquiries.has(inquiryId));
  const view = useInquiryView(inquiryId, !isAdmin && !askFirst);
  const [password, setPassword] = useState('');
  const [checking, setChecking] = useState(false);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const pwRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (isAdmin && inquiryId) void navigate(`/qnaanswerenrollment?inquiryId=${inquiryId}`, { replace: true });
  }, [isAdmin, inquiryId, navigate]);

  const locked = (askFirst && !isAdmin) || needsPassword(view.error);
  useEffect(() => {
    if (locked) pwRef.current?.focus();
  }, [locked]);

  const submitPassword = async (e: FormEvent) => {
    e.preventDefault();
    if (!inquiryId) return;
    if (!password) {
      // under the field, with the focus on it, no modal (decision 193)
      setPasswordError(ko.content.web.qna.passwordRequired);
      pwRef.current?.focus();
      return;
    }
    setChecking(true);
    try {
      const ok = await checkInquiryPassword({ inquiryId, password });
      if (!ok) {
        setPassword('');
        await showAlert(t.passwordMismatch);
        pwRef.current?.focus();
        return;
      }
      unlockedInquiries.add(inquiryId);
      setUnlocked(true);
      await queryClient.invalidateQueries({ queryKey: ['inquiry', 'view', inquiryId] });
    } catch (err) {
      setPassword('');
      await showAlert(errorText(err));
    } finally {
      setChecking(false);
    }
  };

  const listHref = `/qnalist?curPageNum=${encodeURIComponent(page)}`;
  const data = view.data;
  const hrefOf = (id: number) => `/qnaview?inquiryId=${id}&curPageNum=${encodeURIComponent(page)}`;

  let body: React.ReactNode = null;
  if (!inquiryId || isAdmin) {
    body = null;
  } else if (locked) {
    body = (
      <Paper withBorder p="lg" maw={480} mx="auto" mt="md">
        <form onSubmit={submitPassword} aria-labelledby="qna-pw-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="qna-pw-title">
              {t.secret}
            </Title>
            <Text size="sm">{t.passwordPrompt}</Text>
            <PlainPasswordInput
              toggleLabel={ko.auth.showPassword}
              ref={pwRef}
              label={t.password}
              value={password}
              onChange={(e) => {
                setPassword(e.currentTarget.value);
                setPasswordError(undefined);
              }}
              autoComplete="current-password"
              maxLength={20}
              error={passwordError}
            />
            <Button type="submit" loading={checking}>
              {t.check}
            </Button>
          </Stack>
        </form>
      </Paper>
    );
  } else if (view.isPending) {
    body = (
      <Center py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text ml="sm">{ko.common.loading}</Text>
      </Center>
    );
  } else if (view.error) {
    body = (
      <Text py="xl" ta="center" role="alert">
        {errorText(view.error)}
      </Text>
    );
  } else if (data) {
    const q = data.inquiryView;
    body = (
      <article aria-labelledby="qna-title">
        <Box py="md" style={{ borderTop: '2px solid var(--mantine-color-gray-8)' }}>
          <Group gap="xs">
            <Badge
              color={q.status === 'answered' ? 'primary' : 'gray'}
              variant={q.status === 'answered' ? 'filled' : 'light'}
            >
              {q.status === 'answered' ? t.answered : t.waiting}
            </Badge>
            {q.nondisclosure && (
              <Text span role="img" aria-label={t.secret} display="inline-flex" c="gray.7">
                <LockIcon />
              </Text>
            )}
          </Group>
          <Title order={2} id="qna-title" size="h3" mt="xs">
            {q.title}
          </Title>
          <Group gap="lg" mt="xs">
            <Text span fz="sm" c="dimmed">
              {b.writer} {q.writer}
            </Text>
            <Text span fz="sm" c="dimmed">
              {b.date} {formatDate(q.createdate)}
            </Text>
          </Group>
        </Box>
        <Divider />
        <Text py="lg" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {q.content}
        </Text>
        {data.attachList.length > 0 && (
          <Box py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <Text fw={600} size="sm" mb={4}>
              {b.attachments}
            </Text>
            <AttachmentList files={data.attachList} downloadBase="/api/inquiry/download.json" />
          </Box>
        )}
        <Paper withBorder p="md" mt="md" bg="gray.0" component="section" aria-labelledby="qna-answer-title">
          <Title order={3} size="h4" id="qna-answer-title">
            {t.answer}
          </Title>
          {data.answer ? (
            <>
              <Text size="sm" c="dimmed" mt={4}>
                {t.respondent} {data.answer.respondent} · {formatDate(data.answer.answerDate)}
              </Text>
              <Box mt="sm">
                <HtmlContent html={data.answer.content} />
              </Box>
            </>
          ) : (
            <Text mt="xs" c="dimmed">
              {t.noAnswer}
            </Text>
          )}
        </Paper>
        <PrevNextNav
          prev={
            data.inquiryViewPrev
              ? { title: data.inquiryViewPrev.title, href: hrefOf(data.inquiryViewPrev.inquiryId) }
              : null
          }
          next={
            data.inquiryViewNext
              ? { title: data.inquiryViewNext.title, href: hrefOf(data.inquiryViewNext.inquiryId) }
              : null
          }
        />
      </article>
    );
  }

  return (
    <Box>
      <PageTitle />
      {body}
      <Group justify="center" mt="lg">
        <Button component={Link} to={listHref}>
          {b.list}
        </Button>
      </Group>
    </Box>
  );
}
