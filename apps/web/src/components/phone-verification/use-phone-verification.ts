import type { VerifyPurpose } from '@parking/shared/accounts/rules';
import { PIN_RE } from '@parking/shared/accounts/rules';
import { ko } from '@parking/shared/messages/ko';
import { useCallback, useRef, useState } from 'react';
import { ApiError, errorText } from '../../lib/api-client';
import { showAlert, showConfirm } from '../ui/dialog/dialog-store';
import { checkCode } from './api/check-code';
import { sendCode } from './api/send-code';
import { useCountdown, VERIFICATION_SECONDS } from './countdown';

export interface PhoneVerification {
  /** a code was sent and the code section is shown */
  sent: boolean;
  /** id to give the code input (focus returns there after a wrong code) */
  codeId: string;
  code: string;
  setCode: (code: string) => void;
  codeError: string | undefined;
  remaining: number;
  sending: boolean;
  confirming: boolean;
  /** send a code to `phone` (11 digits); resolves true when sent */
  send: (phone: string) => Promise<boolean>;
  /**
   * Extending sends a fresh code for another full period: the server keeps each code 180 s, so a longer
   * wait needs a new code (decision 015). `ask` is the confirm question, if any.
   */
  extend: (ask?: string) => Promise<void>;
  /** ask the server; resolves true when the code was right (then the timer stops) */
  confirm: () => Promise<boolean>;
  /** hide the code section and clear the code (expiry, cancel) */
  reset: () => void;
}

export interface PhoneVerificationOptions {
  purpose: VerifyPurpose;
  /** called after the expiry alert: the screen clears its own fields */
  onExpire?: () => void;
  /** a wrong code: the default shows the server message (PIN_MISMATCH…) in an alert */
  onWrongCode?: (message: string) => Promise<void> | void;
}

/**
 * The state of one phone verification (spec 1 §4): send → 180 s countdown → confirm on the server. On expiry
 * the alert '인증 시간이 만료되었습니다.' shows, the code section hides and the screen clears its fields.
 */
export function usePhoneVerification({
  purpose,
  onExpire,
  onWrongCode,
}: PhoneVerificationOptions): PhoneVerification {
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const phoneRef = useRef('');
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;

  const reset = useCallback(() => {
    setSent(false);
    setCode('');
    setCodeError(undefined);
  }, []);

  const expire = useCallback(() => {
    reset();
    void showAlert(ko.accounts.verify.expired).then(() => onExpireRef.current?.());
  }, [reset]);

  const countdown = useCountdown(expire, VERIFICATION_SECONDS);

  const send = useCallback(
    async (phone: string) => {
      setSending(true);
      try {
        await sendCode(phone, purpose);
        phoneRef.current = phone;
        setSent(true);
        setCode('');
        setCodeError(undefined);
        countdown.start();
        return true;
      } catch (e) {
        await showAlert(errorText(e));
        return false;
      } finally {
        setSending(false);
      }
    },
    [purpose, countdown],
  );

  const extend = useCallback(
    async (ask?: string) => {
      if (ask && !(await showConfirm(ask))) return;
      const ok = await send(phoneRef.current);
      if (ok) await showAlert(ko.accounts.verify.extended);
    },
    [send],
  );

  const confirm = useCallback(async () => {
    if (confirming) return false;
    if (!PIN_RE.test(code)) {
      const message = code === '' ? ko.accounts.v.pinRequired : ko.accounts.v.pinFormat;
      setCodeError(message);
      return false;
    }
    setCodeError(undefined);
    setConfirming(true);
    try {
      await checkCode(code);
      countdown.stop();
      return true;
    } catch (e) {
      const message = errorText(e);
      if (e instanceof ApiError && (e.code === 'PIN_EXPIRED' || e.code === 'PIN_TOO_MANY_TRIES')) {
        // the code is void on the server: start again
        countdown.stop();
        reset();
        await showAlert(message);
        onExpireRef.current?.();
        return false;
      }
      setCode('');
      if (onWrongCode) await onWrongCode(message);
      else await showAlert(message);
      document.getElementById(`${purpose}-code`)?.focus();
      return false;
    } finally {
      setConfirming(false);
    }
  }, [code, confirming, countdown, onWrongCode, purpose, reset]);

  return {
    sent,
    codeId: `${purpose}-code`,
    code,
    setCode: (c: string) => {
      setCode(c);
      setCodeError(undefined);
    },
    codeError,
    remaining: countdown.remaining,
    sending,
    confirming,
    send,
    extend,
    confirm,
    reset: () => {
      countdown.stop();
      reset();
    },
  };
}
