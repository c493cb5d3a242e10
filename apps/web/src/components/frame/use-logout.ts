import { ko } from '@parking/shared/messages/ko';
import { useCallback } from 'react';
import { ApiError } from '../../lib/api-client';
import { useNavigate } from '../../lib/router';
import { clearSession } from '../../lib/session-store';
import { showAlert } from '../ui/dialog/dialog-store';
import { actionLogout } from './api/logout';

/**
 * Logout of spec 1 §4: the call, then the session is cleared, the alert '로그아웃 되었습니다.' and /loginmain.
 * The client session is cleared even when the call fails (network error): the user asked to leave.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await actionLogout();
    } catch (e) {
      // the session-expired handler of the api client already logged out, alerted and moved to /loginmain
      if (e instanceof ApiError && e.sessionExpired) return;
    }
    clearSession();
    await showAlert(ko.auth.loggedOut);
    await navigate('/loginmain');
  }, [navigate]);
}
