import { ko } from '@parking/shared/messages/ko';
import { LinkTabs } from '../../../components/usage-history/link-tabs';

const t = ko.payments.history.tabs;

/** The three usage-history screens of spec 2 §2 (pre-payment, season pass, unpaid fees) share one tab bar. */
export const HISTORY_TABS = [
  { path: '/mypageprepayment', label: t.prepayment },
  { path: '/mypagepayment', label: t.period },
  { path: '/mypageunpaid', label: t.unpaid },
] as const;

export function HistoryTabs() {
  return <LinkTabs tabs={HISTORY_TABS} label={ko.payments.web.historyTabs} />;
}
