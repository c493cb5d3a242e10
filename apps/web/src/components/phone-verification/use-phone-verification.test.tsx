import { ko } from '@parking/shared/messages/ko';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { formatCountdown } from './countdown';
import { usePhoneVerification } from './use-phone-verification';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function Harness({ onExpire }: { onExpire: () => void }) {
  const v = usePhoneVerification({ purpose: 'SIGNUP', onExpire });
  return (
    <div>
      <button type="button" onClick={() => void v.send('01012345678')}>
        send
      </button>
      {v.sent && (
        <p>
          code section <span data-testid="timer">{formatCountdown(v.remaining)}</span>
        </p>
      )}
    </div>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePhoneVerification', () => {
  it('sends the code, counts down from 03:00 and on expiry alerts, hides the section and clears', async () => {
    fetchMock.mockResolvedValue(
      json(200, { result: true, message: 'ok', validSeconds: 180, resendSeconds: 30 }),
    );
    const onExpire = vi.fn();
    renderWithUi(<Harness onExpire={onExpire} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'send' }));
    });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/member/send.json?rcvAddr=01012345678&purpose=SIGNUP',
    );
    expect(screen.getByTestId('timer').textContent).toBe('03:00');
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByTestId('timer').textContent).toBe('01:59');
    await act(async () => {
      vi.advanceTimersByTime(120_000);
    });
    expect(screen.queryByText(/code section/)).toBeNull();
    const alert = screen.getByRole('alertdialog');
    expect(alert.textContent).toContain(ko.accounts.verify.expired);
    expect(ko.accounts.verify.expired).toBe('인증 시간이 만료되었습니다.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: ko.common.confirm }));
    });
    expect(onExpire).toHaveBeenCalledOnce();
  });
});
