import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithUi } from '../../../test/render';
import { ReasonDialog } from './reason-dialog';

afterEach(cleanup);

function open(onSubmit: (r: string) => void, confirm?: () => Promise<boolean>) {
  renderWithUi(
    <ReasonDialog
      opened
      title="환불"
      label="환불 사유"
      submitLabel="환불하기"
      closeLabel="닫기"
      busy={false}
      maxLength={10}
      messages={{ required: '사유를 입력하여 주십시오.', tooLong: '사유는 10자까지입니다.' }}
      confirm={confirm}
      onClose={() => {}}
      onSubmit={onSubmit}
    />,
  );
}

describe('ReasonDialog', () => {
  it('refuses an empty reason under the field and sends the trimmed one', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    open((r) => sent.push(r));
    await user.click(screen.getByRole('button', { name: '환불하기' }));
    expect(await screen.findByText('사유를 입력하여 주십시오.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /환불 사유/ }).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /환불 사유/ }), '  이중 결제  ');
    await user.click(screen.getByRole('button', { name: '환불하기' }));
    expect(sent).toEqual(['이중 결제']);
  });

  it('sends nothing when the extra confirmation is declined', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    open(
      (r) => sent.push(r),
      async () => false,
    );
    await user.type(screen.getByRole('textbox', { name: /환불 사유/ }), '취소');
    await user.click(screen.getByRole('button', { name: '환불하기' }));
    expect(sent).toEqual([]);
  });
});
