import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { renderAt } from '../../test/mock-api';
import { AdminForm, reportSaveError } from './admin-form';
import { FormTextField } from './form-fields';

const schema = z.object({
  title: z.string().min(1, '제목을 입력해주세요.'),
  height: z.coerce.number().max(640, '가로값은 640을 넘게 하지 말아주세요.'),
});
type In = z.input<typeof schema>;
type Out = z.output<typeof schema>;

function Screen({ save }: { save: (v: Out) => Promise<void> }) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues: { title: '', height: '' },
    shouldFocusError: false,
  });
  return (
    <AdminForm
      form={form}
      onSave={async (v) => {
        try {
          await save(v);
        } catch (e) {
          await reportSaveError(form, e, ['title', 'height']);
        }
      }}
      listTo="/list"
      invalidMessage="필수값 확인"
      fieldOrder={['title', 'height']}
    >
      <FormTextField<In> name="title" label="제목" />
      <FormTextField<In> name="height" label="세로" />
    </AdminForm>
  );
}

function renderForm(save: (v: Out) => Promise<void> = async () => {}) {
  return renderAt({ '/form': () => <Screen save={save} /> }, '/form');
}

async function closeAlert(text: string) {
  const dlg = await screen.findByRole('alertdialog');
  expect(dlg.textContent).toContain(text);
  await userEvent.click(within(dlg).getByRole('button', { name: '확인' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

afterEach(cleanup);

describe('field-level validation of the form kit', () => {
  it('a missing value: no modal; the field is invalid, its message under it, focused, and the generic line shown', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    const title = screen.getByLabelText('제목');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toBeTruthy();
    const described = document.getElementById(title.getAttribute('aria-describedby')!.split(' ').at(-1)!);
    expect(described?.textContent).toBe('제목을 입력해주세요.');
    expect(screen.getByText('필수값 확인')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("a limit: the spec's message under that field, which gets the focus", async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('제목'), '공지');
    await userEvent.type(screen.getByLabelText('세로'), '700');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    const height = screen.getByLabelText('세로');
    await waitFor(() => expect(document.activeElement).toBe(height));
    expect(height.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('가로값은 640을 넘게 하지 말아주세요.')).toBeTruthy();
    expect(screen.getByLabelText('제목').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("a save the server refuses: the refused field shows the server's message under it and is focused", async () => {
    renderForm(async () => {
      throw new ApiError(400, 'VALIDATION', '입력값을 확인해주세요.', {
        title: ['이미 사용 중인 제목입니다.'],
      });
    });
    await userEvent.type(screen.getByLabelText('제목'), '공지');
    await userEvent.type(screen.getByLabelText('세로'), '300');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await closeAlert('이미 사용 중인 제목입니다.');
    const title = screen.getByLabelText('제목');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('이미 사용 중인 제목입니다.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(title));
  });
});
