import { ko } from '@parking/shared/messages/ko';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { allAgreed, noAgreements, setAllAgreements, someAgreed } from './agreement';
import { AgreementForm } from './components/agreement-form';

afterEach(cleanup);

const checked = (el: HTMLElement) => (el as HTMLInputElement).checked;

describe('agreement logic', () => {
  it('all-agree follows the boxes', () => {
    expect(allAgreed(noAgreements)).toBe(false);
    expect(allAgreed({ privacy: true, terms: false })).toBe(false);
    expect(someAgreed({ privacy: true, terms: false })).toBe(true);
    expect(allAgreed(setAllAgreements(true))).toBe(true);
    expect(setAllAgreements(false)).toEqual(noAgreements);
  });
});

describe('AgreementForm', () => {
  const texts = [
    {
      key: 'privacy',
      title: '개인정보',
      label: ko.accounts.agreement.privacy,
      paragraphs: ['보유 기간 5년'],
    },
    { key: 'terms', title: '약관', label: ko.accounts.agreement.terms, paragraphs: ['2023년 3월 1일 시행'] },
  ] as const;

  it('checks every box from the all-agree box, and the all-agree box follows the boxes', async () => {
    const user = userEvent.setup();
    const onAgree = vi.fn();
    renderWithUi(<AgreementForm texts={texts} onAgree={onAgree} onDisagree={vi.fn()} />);
    const all = screen.getByRole('checkbox', { name: ko.accounts.agreement.all });
    const privacy = screen.getByRole('checkbox', { name: ko.accounts.agreement.privacy });
    const terms = screen.getByRole('checkbox', { name: ko.accounts.agreement.terms });
    await user.click(all);
    expect(checked(privacy)).toBe(true);
    expect(checked(terms)).toBe(true);
    await user.click(terms);
    expect(checked(all)).toBe(false);
    await user.click(terms);
    expect(checked(all)).toBe(true);
    await user.click(screen.getByRole('button', { name: ko.accounts.agreement.agree }));
    expect(onAgree).toHaveBeenCalledOnce();
  });

  it('refuses to go on with a box unchecked: the message under it, focused, no modal; opens the texts on demand', async () => {
    const user = userEvent.setup();
    const onAgree = vi.fn();
    renderWithUi(<AgreementForm texts={texts} onAgree={onAgree} onDisagree={vi.fn()} />);
    await user.click(screen.getByRole('checkbox', { name: ko.accounts.agreement.privacy }));
    await user.click(screen.getByRole('button', { name: ko.accounts.agreement.agree }));
    expect(onAgree).not.toHaveBeenCalled();
    const terms = screen.getByRole('checkbox', { name: ko.accounts.agreement.terms });
    expect(document.activeElement).toBe(terms);
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(ko.accounts.v.agreement)).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const toggles = screen.getAllByRole('button', { name: ko.accounts.agreement.showText });
    expect(toggles[0]?.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggles[0] as HTMLElement);
    expect(
      screen.getByRole('button', { name: ko.accounts.agreement.hideText }).getAttribute('aria-expanded'),
    ).toBe('true');
  });
});
