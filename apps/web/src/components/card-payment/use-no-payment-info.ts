import { ko } from '@parking/shared/messages/ko';
import { useEffect, useRef } from 'react';
import { useNavigate } from '../../lib/router';
import { showAlert } from '../ui/dialog/dialog-store';

/**
 * A payment screen opened without its data (no lookup row, no stored selection): '결제 정보가 없습니다.' once,
 * then `to` in place of this address. Once only although StrictMode runs effects twice.
 */
export function useNoPaymentInfoRedirect(missing: boolean, to: string): void {
  const navigate = useNavigate();
  const redirected = useRef(false);
  useEffect(() => {
    if (!missing || redirected.current) return;
    redirected.current = true;
    void (async () => {
      await showAlert(ko.payments.result.noPaymentInfo);
      await navigate(to, { replace: true });
    })();
  }, [missing, to, navigate]);
}
