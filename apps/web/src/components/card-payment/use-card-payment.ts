import type { ReductionClaim } from '@parking/shared/accounts/schemas';
import { ko } from '@parking/shared/messages/ko';
import { type PayCategory, START_TARGET_FIELD } from '@parking/shared/payments/schemas';
import { useCallback, useRef, useState } from 'react';
import { errorText } from '../../lib/api-client';
import { getSession } from '../../lib/session-store';
import { showAlert } from '../ui/dialog/dialog-store';
import { insertPaymentLog } from './api/payment-log';
import { startPayment } from './api/start-payment';
import {
  openPaymentWindow,
  PAYMENT_WINDOW_NAME,
  startSmartroPayment,
  submitProviderForm,
} from './card-window';
import { savePendingPayment } from './pending-payment';

const t = ko.payments;

/** One card payment as the screens describe it; the server computes and checks the amount. */
export interface CardPaymentRequest {
  payCategory: PayCategory;
  /** the amount shown to the payer (the server refuses a different one) */
  amount: number;
  /**
   * the payment's target, sent as the start's `inOutId` (decision 227): PRESETTLEMENT the stay's id, DEFAULT
   * comma-joined unpaid ids, TIMEDISCOUNT the lot, STREET and COMMUTATION_TICKET ''
   */
  target: string;
  carNumber: string;
  /** STREET: JSON of the chosen on-street items */
  streetItems?: string;
  /** COMMUTATION_TICKET: the season pass id ('' otherwise) */
  period?: string;
  /** the lookup the result page returns to */
  backTo: string;
  /** the payment view a failed payment returns to, to try another card (default backTo; decision 189) */
  retryTo?: string;
  /** a reduction claim verified for this car (decision 147): the server prices with it */
  claim?: ReductionClaim;
}

export type CardPaymentOutcome =
  | { status: 'submitted'; paymentId: string; inPopup: boolean }
  | { status: 'failed'; error: unknown };

/** The payer id of spec 2 §4: the member's id when logged in, the car number otherwise. */
export function memberInfoIdFor(carNumber: string): string {
  const s = getSession();
  return s.isLogin && s.empNo ? s.empNo : carNumber;
}

/**
 * The card payment flow shared by pre-payment, unpaid fees (and later season passes and web prepaid time):
 * open the popup at once (still inside the click), start the payment on the server, log the provider form,
 * then post the form into the popup — or into this window when the popup was blocked. Errors are alerted
 * (server message) and the popup is closed; the caller decides what to refresh.
 */
export function useCardPayment(win: Window = window) {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const pay = useCallback(
    async (req: CardPaymentRequest): Promise<CardPaymentOutcome> => {
      if (busyRef.current) return { status: 'failed', error: null };
      busyRef.current = true;
      const popup = openPaymentWindow(win, t.result.processing);
      setBusy(true);
      const closePopup = () => {
        try {
          popup?.close();
        } catch {
          // already gone
        }
      };
      try {
        let start: Awaited<ReturnType<typeof startPayment>>;
        try {
          start = await startPayment({
            amount: String(req.amount),
            [START_TARGET_FIELD]: req.target,
            payCategory: req.payCategory,
            isStatus: 'false',
            memberInfoId: memberInfoIdFor(req.carNumber),
            carNumber: req.carNumber,
            ...(req.streetItems !== undefined ? { streetItems: req.streetItems } : {}),
            period: req.period ?? '',
            ...(req.claim ? { reductionClaim: req.claim.token } : {}),
          });
        } catch (error) {
          closePopup();
          await showAlert(errorText(error));
          return { status: 'failed', error };
        }
        const { result } = start;
        try {
          await insertPaymentLog(result.form);
        } catch (error) {
          // decision 055: without the log the payment does not go on (the started row simply stays READY)
          closePopup();
          await showAlert(t.result.logFailure);
          return { status: 'failed', error };
        }
        savePendingPayment({
          paymentId: result.paymentId,
          backTo: req.backTo,
          plate: req.carNumber,
          retryTo: req.retryTo ?? req.backTo,
          ...(req.claim ? { claim: req.claim } : {}),
        });
        if (result.provider === 'smartro') {
          // Smartro's SDK opens its own window: ours is not needed
          closePopup();
          try {
            await startSmartroPayment(win, result);
          } catch (error) {
            await showAlert(ko.errors.PAYMENT_PROVIDER_ERROR);
            return { status: 'failed', error };
          }
          return { status: 'submitted', paymentId: result.paymentId, inPopup: true };
        }
        const inPopup = !!popup && !popup.closed;
        submitProviderForm(win.document, result, inPopup ? PAYMENT_WINDOW_NAME : '_self');
        return { status: 'submitted', paymentId: result.paymentId, inPopup };
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [win],
  );

  return { pay, busy };
}
