import { ko } from '@parking/shared/messages/ko';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithUi } from '../../../test/render';
import { showAlert, showAlertWithAction, showConfirm } from './dialog-store';

afterEach(cleanup);

describe('DialogHost', () => {
  it('shows an alert as a labelled alertdialog with OK focused, and resolves on OK', async () => {
    const user = userEvent.setup();
    renderWithUi(<button type="button">before</button>);
    screen.getByRole('button', { name: 'before' }).focus();
    let done = false;
    act(() => {
      void showAlert(ko.auth.loggedOut).then(() => {
        done = true;
      });
    });
    const dialog = await screen.findByRole('alertdialog', { name: ko.dialog.alertTitle });
    expect(dialog).toHaveProperty('textContent', expect.stringContaining(ko.auth.loggedOut));
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    const ok = screen.getByRole('button', { name: ko.common.confirm });
    await waitFor(() => expect(document.activeElement).toBe(ok));
    expect(screen.queryByRole('button', { name: ko.common.cancel })).toBeNull();
    await user.click(ok);
    await waitFor(() => expect(done).toBe(true));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'before' })));
  });

  it('closes an alert with Escape as OK', async () => {
    const user = userEvent.setup();
    renderWithUi(<div />);
    let done = false;
    act(() => {
      void showAlert('안내').then(() => {
        done = true;
      });
    });
    await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: ko.common.confirm })),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(done).toBe(true));
  });

  it("offers an alert's extra action before OK: true when chosen, false on OK or Escape", async () => {
    const user = userEvent.setup();
    renderWithUi(<div />);
    const answers: boolean[] = [];
    const ask = () =>
      act(() => {
        void showAlertWithAction('결제 완료', '영수증 보기').then((a) => answers.push(a));
      });
    ask();
    let dialog = await screen.findByRole('alertdialog');
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons.slice(-2)).toEqual(['영수증 보기', ko.common.confirm]);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: ko.common.confirm })),
    );
    await user.click(within(dialog).getByRole('button', { name: '영수증 보기' }));
    await waitFor(() => expect(answers).toEqual([true]));
    ask();
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: ko.common.confirm }));
    await waitFor(() => expect(answers).toEqual([true, false]));
    ask();
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(answers).toEqual([true, false, false]));
  });

  it('resolves a confirm true on OK and false on cancel or Escape', async () => {
    const user = userEvent.setup();
    renderWithUi(<div />);

    let answer: boolean | undefined;
    act(() => {
      void showConfirm(ko.common.deleteConfirm).then((v) => {
        answer = v;
      });
    });
    await screen.findByRole('alertdialog', { name: ko.dialog.confirmTitle });
    await user.click(screen.getByRole('button', { name: ko.common.confirm }));
    await waitFor(() => expect(answer).toBe(true));

    answer = undefined;
    act(() => {
      void showConfirm(ko.common.deleteConfirm).then((v) => {
        answer = v;
      });
    });
    await user.click(await screen.findByRole('button', { name: ko.common.cancel }));
    await waitFor(() => expect(answer).toBe(false));

    answer = undefined;
    act(() => {
      void showConfirm(ko.common.cancelConfirm, '취소 확인').then((v) => {
        answer = v;
      });
    });
    await screen.findByRole('alertdialog', { name: '취소 확인' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: ko.common.confirm })),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(answer).toBe(false));
  });

  it('shows queued dialogs one after another', async () => {
    const user = userEvent.setup();
    renderWithUi(<div />);
    act(() => {
      void showAlert('첫 번째');
      void showAlert('두 번째');
    });
    expect((await screen.findByRole('alertdialog')).textContent).toContain('첫 번째');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: ko.common.confirm }));
    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain('두 번째'));
    await user.click(screen.getByRole('button', { name: ko.common.confirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
