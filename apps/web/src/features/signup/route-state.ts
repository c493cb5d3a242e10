import { MOBILE_RE } from '@parking/shared/accounts/rules';
import { ko } from '@parking/shared/messages/ko';
import { useEffect, useRef } from 'react';
import { showAlert } from '../../components/ui/dialog/dialog-store';
import { useLocation, useNavigate } from '../../lib/router';

/** Route data carried from one sign-up step to the next (location state, never the address). */
export interface AgreedState {
  agreed: true;
}

/** What the verification step hands to the information step (spec 1 §2.7 step 2). */
export interface VerifiedState {
  empNm: string;
  empMobile: string;
}

export interface CompletedState {
  completed: true;
  empNm?: string;
}

export function isAgreedState(s: unknown): s is AgreedState {
  return typeof s === 'object' && s !== null && (s as AgreedState).agreed === true;
}

export function isVerifiedState(s: unknown): s is VerifiedState {
  if (typeof s !== 'object' || s === null) return false;
  const v = s as Partial<VerifiedState>;
  return (
    typeof v.empNm === 'string' &&
    v.empNm.trim() !== '' &&
    typeof v.empMobile === 'string' &&
    MOBILE_RE.test(v.empMobile)
  );
}

export function isCompletedState(s: unknown): s is CompletedState {
  return typeof s === 'object' && s !== null && (s as CompletedState).completed === true;
}

/**
 * The state of the current step, or null after alerting '잘못된 접근입니다.' and going back to /join
 * (a later step opened without its route data).
 */
export function useStepState<T>(guard: (s: unknown) => s is T): T | null {
  const location = useLocation();
  const navigate = useNavigate();
  const valid = guard(location.state);
  const alerted = useRef(false);
  useEffect(() => {
    if (valid || alerted.current) return;
    alerted.current = true;
    void showAlert(ko.common.invalidAccess).then(() => navigate('/join', { replace: true }));
  }, [valid, navigate]);
  return valid ? (location.state as T) : null;
}
