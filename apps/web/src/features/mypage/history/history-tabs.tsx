import { ko } from '@parking/shared/messages/ko';
import { LinkTabs } from '../../../components/usage-history/link-tabs';

// each tab is named by its page's route title: one name per page (issue 32)
const t = ko.routes;

/** The three usage-history screens of spec 2 §2 (pre-payment, season pass, unpaid fees) share one tab bar. */
export const HISTORY_TABS = [
  { path: '/mypageprepayment', label: t.mypageprepayment },
  { path: '/mypagepayment', label: t.mypagepayment },
  { path: '/mypageunpaid', label: t.mypageunpaid },
] as const;

export function HistoryTabs() {
  return <LinkTabs tabs={HISTORY_TABS} label={ko.payments.web.historyTabs} />;
}
