import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/mock-api';
import { Last4Results, Last4SearchForm, useSearchedLast4 } from './last4-search';

const repeats = vi.fn();

function Page({ digitsOnly = false }: { digitsOnly?: boolean }) {
  const searched = useSearchedLast4();
  return (
    <>
      <Last4SearchForm
        label="차량 조회"
        submitLabel="조회"
        inputLabel="차량번호 뒤 4자리"
        invalidMessage="4자리 전부 입력해주세요."
        onRepeat={repeats}
        digitsOnly={digitsOnly}
      />
      <Last4Results
        searched={searched}
        prompt="차량번호 뒤 4자리를 입력하세요."
        query={{ isError: false, isPending: false, error: null, refetch: () => undefined }}
        total={`총 ${searched ?? ''}`}
        caption="차량 목록"
        columns={[{ key: 'carNo', header: '차량번호', render: (r: string) => r }]}
        rows={searched ? [`12가${searched}`] : []}
        rowKey={(r) => r}
      />
    </>
  );
}

afterEach(() => {
  cleanup();
  repeats.mockReset();
});

describe('the last-4 car-number search', { timeout: 20_000 }, () => {
  it('answers anything but 4 digits under the field and refocuses it, and keeps the digits in ?carNo= (dropping the page)', async () => {
    const user = userEvent.setup();
    const { router } = renderAt({ '/x': () => <Page /> }, '/x?carNo=1111&page=3');
    const input = screen.getByLabelText('차량번호 뒤 4자리');
    expect((input as HTMLInputElement).value).toBe('1111');
    expect(screen.getByText('총 1111')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '12a{Enter}');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${input.id}-error`)?.textContent).toBe('4자리 전부 입력해주세요.');
    expect(input.getAttribute('aria-describedby')).toContain(`${input.id}-error`);
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.clear(input);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await user.type(input, '3456{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?carNo=3456'));
    expect(screen.getByText('총 3456')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '12가3456' })).toBeTruthy();
    // the same digits again (first page): the list is fetched again
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(repeats).toHaveBeenCalledTimes(1);
  });

  it('shows the prompt before a search; digitsOnly drops what is not a digit as it is typed', async () => {
    const user = userEvent.setup();
    renderAt({ '/x': () => <Page digitsOnly /> }, '/x');
    expect(screen.getByText('차량번호 뒤 4자리를 입력하세요.')).toBeTruthy();
    const input = screen.getByLabelText('차량번호 뒤 4자리');
    await user.type(input, '1a2-3');
    expect((input as HTMLInputElement).value).toBe('123');
  });
});
