import { zodResolver } from '@hookform/resolvers/zod';
import { INQUIRY_CONTENT_MAX, inquiryInsertSchema } from '@parking/shared/inquiries/schemas';
import { ko } from '@parking/shared/messages/ko';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { reportSaveError } from '../../../components/admin-kit/admin-form';
import { PageTitle } from '../../../components/admin-kit/page-title';
import {
  Alert,
  Box,
  Button,
  Group,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '../../../components/ui/core';
import { showAlert, showConfirm } from '../../../components/ui/dialog/dialog-store';
import { focusFirstInvalid } from '../../../components/ui/field-errors/field-errors';
import { FileInput } from '../../../components/ui/file-input/file-input';
import { PlainPasswordInput } from '../../../components/ui/plain-form/password-input';
import { useNavigate } from '../../../lib/router';
import { useSession } from '../../../lib/session-store';
import { useInsertInquiry } from '../api/inquiry-insert';

const t = ko.content.web.qna;
const b = ko.content.web.board;

type FormIn = z.input<typeof inquiryInsertSchema>;
type FormOut = z.output<typeof inquiryInsertSchema>;

const ORDER = ['title', 'content', 'password', 'passwordConfirm'] as const;

/**
 * /qnaenrollment (spec 2 §5 "Question form"): title, content, secret radio that shows the password and its
 * confirmation, one attachment; the writer is the member id or '비회원'.
 */
export function QnaEnrollmentPage() {
  const session = useSession();
  const navigate = useNavigate();
  const writer = session.isLogin ? session.empNo : t.nonMember;
  const [file, setFile] = useState<File | null>(null);
  const insert = useInsertInquiry();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(inquiryInsertSchema),
    defaultValues: { title: '', content: '', nondisclosure: 'false', password: '', passwordConfirm: '' },
    shouldFocusError: false,
  });
  const secret = String(form.watch('nondisclosure')) === 'true';

  // each message under its field, the focus on the first wrong one (decision 193)
  const onInvalid = focusFirstInvalid(form, ORDER);

  const onValid = async (v: FormOut) => {
    try {
      await insert.mutateAsync({
        writer,
        title: v.title,
        content: v.content,
        nondisclosure: v.nondisclosure,
        password: v.password,
        passwordConfirm: v.passwordConfirm,
        file,
      });
      await showAlert(t.registered);
      await navigate('/qnalist');
    } catch (e) {
      // a refused field shows its message under it and gets the focus (decision 143)
      await reportSaveError(form, e, ORDER);
    }
  };

  const cancel = async () => {
    if (await showConfirm(ko.common.cancelConfirm)) await navigate('/qnalist');
  };

  const err = (name: keyof FormIn) => form.formState.errors[name]?.message;

  return (
    <Box>
      <PageTitle />
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
        <Stack gap="md">
          <TextInput label={b.writer} value={writer} readOnly variant="filled" />
          <TextInput
            label={b.title}
            withAsterisk
            maxLength={200}
            {...form.register('title')}
            error={err('title')}
          />
          <Textarea
            label={b.content}
            withAsterisk
            autosize
            minRows={8}
            maxLength={INQUIRY_CONTENT_MAX}
            {...form.register('content')}
            error={err('content')}
          />
          <Controller
            control={form.control}
            name="nondisclosure"
            render={({ field }) => (
              <Radio.Group label={t.disclosure} value={String(field.value)} onChange={field.onChange}>
                <Group mt="xs">
                  <Radio value="false" label={t.open} />
                  <Radio value="true" label={t.closed} />
                </Group>
              </Radio.Group>
            )}
          />
          {secret && (
            <Group grow align="flex-start" wrap="wrap">
              <PlainPasswordInput
                toggleLabel={ko.auth.showPassword}
                label={t.password}
                withAsterisk
                autoComplete="new-password"
                maxLength={20}
                {...form.register('password')}
                error={err('password')}
              />
              <PlainPasswordInput
                toggleLabel={ko.auth.showPassword}
                label={t.passwordConfirm}
                withAsterisk
                autoComplete="new-password"
                maxLength={20}
                {...form.register('passwordConfirm')}
                error={err('passwordConfirm')}
              />
            </Group>
          )}
          {/* the lost-password warning concerns only a 비공개 question (issue 14) */}
          {secret && (
            <Alert color="warning" variant="light" title={t.secret} role="note">
              <Text size="sm">{t.lostPasswordWarning}</Text>
            </Alert>
          )}
          <FileInput label={b.attachments} value={file} onChange={setFile} />
        </Stack>
        <Group justify="center" mt="xl" gap="xs">
          <Button variant="default" onClick={cancel} disabled={insert.isPending}>
            {ko.common.cancel}
          </Button>
          <Button type="submit" loading={insert.isPending}>
            {t.register}
          </Button>
        </Group>
      </form>
    </Box>
  );
}
