import { Button, Group } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { Link, useLocation } from 'react-router';

const t = ko.payments.history.tabs;

/** The three usage-history screens of spec 2 §2 (pre-payment, season pass, unpaid fees) share one tab bar. */
export const HISTORY_TABS = [
  { path: '/mypageprepayment', label: t.prepayment },
  { path: '/mypagepayment', label: t.period },
  { path: '/mypageunpaid', label: t.unpaid },
] as const;

export function HistoryTabs() {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={ko.payments.web.historyTabs} gap={0} wrap="nowrap">
      {HISTORY_TABS.map((tab) => {
        const current = pathname.toLowerCase() === tab.path;
        return (
          <Button
            key={tab.path}
            component={Link}
            to={tab.path}
            aria-current={current ? 'page' : undefined}
            variant={current ? 'filled' : 'default'}
            radius={0}
            size="md"
            style={{ flex: '1 1 0' }}
          >
            {tab.label}
          </Button>
        );
      })}
    </Group>
  );
}
