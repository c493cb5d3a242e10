import { ko } from '@parking/shared/messages/ko';

/** The duplicate check of the id field (spec 1 §4): editing the id resets it to unchecked. */
export type IdCheckState = 'unchecked' | 'available' | 'taken' | 'invalid';

export interface IdCheck {
  state: IdCheckState;
  /** the id the state belongs to */
  checkedId: string;
}

export type IdCheckAction =
  | { type: 'edit' }
  | { type: 'invalid'; id: string }
  | { type: 'result'; id: string; usedCnt: number };

export const initialIdCheck: IdCheck = { state: 'unchecked', checkedId: '' };

export function idCheckReducer(check: IdCheck, action: IdCheckAction): IdCheck {
  switch (action.type) {
    case 'edit':
      return check.state === 'unchecked' ? check : initialIdCheck;
    case 'invalid':
      return { state: 'invalid', checkedId: action.id };
    case 'result':
      return { state: action.usedCnt === 0 ? 'available' : 'taken', checkedId: action.id };
  }
}

/** True when `id` was checked and is free: the only state that lets the form go on. */
export function idCheckPassed(check: IdCheck, id: string): boolean {
  return check.state === 'available' && check.checkedId === id.trim();
}

/** The spec's text for each state (spec 1 §8). */
export function idCheckMessage(state: IdCheckState): string {
  const v = ko.accounts.v;
  switch (state) {
    case 'unchecked':
      return v.idCheckRequired;
    case 'available':
      return v.idAvailable;
    case 'taken':
      return v.idTaken;
    case 'invalid':
      return v.idRule;
  }
}

/** Mobile duplicate check of the business form (spec 1 §4: 1 taken, 2 available). */
export type MobileCheckState = 'unchecked' | 'taken' | 'available';

export interface MobileCheck {
  state: MobileCheckState;
  checkedMobile: string;
}

export const initialMobileCheck: MobileCheck = { state: 'unchecked', checkedMobile: '' };

export function mobileCheckPassed(check: MobileCheck, mobile: string): boolean {
  return check.state === 'available' && check.checkedMobile === mobile;
}

/** The text of a mobile check state; '' when unchecked. */
export function mobileCheckMessage(state: MobileCheckState): string {
  if (state === 'taken') return ko.accounts.mobileTaken;
  if (state === 'available') return ko.accounts.mobileAvailable;
  return '';
}
