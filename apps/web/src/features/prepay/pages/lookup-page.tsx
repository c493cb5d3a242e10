import type { Domain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { PrepayRow } from '@parking/shared/prepay/schemas';
import type { TableColumn } from '../../../components/admin-kit/data-table';
import { PageTitle } from '../../../components/admin-kit/page-title';
import {
  Last4Results,
  Last4SearchForm,
  useSearchedLast4,
} from '../../../components/last4-search/last4-search';
import { buttonClass, PlainButton } from '../../../components/ui/plain-form/plain-form';
import { Link } from '../../../lib/router';
import { usePrepayList } from '../api/search-prepay-list';
import { paymentViewPath } from '../lib/view-params';
import classes from './lookup-page.module.css';

const p = ko.payments.prepay;
const w = ko.payments.web;

/**
 * /lookup (spec 1 §2.13, §4, §5): the last 4 digits of the car number (Enter searches); the searched digits
 * stay in ?carNo= so a return from the payment shows the list again. A row without outDttm can be pre-paid;
 * a row with outDttm is done ('결제완료', disabled). Plain markup, no Mantine (decision 177): citizens open it on a
 * phone at the pay machine, where each row is a card with the car and its pay button (decision 189).
 */
export function LookupPage() {
  const searched = useSearchedLast4();
  const list = usePrepayList(searched);

  const columns: TableColumn<Domain<PrepayRow>>[] = [
    {
      key: 'no',
      header: p.columns.no,
      render: (_r, i) => (list.data?.length ?? 0) - i,
      width: 70,
      hideOnMobile: true,
    },
    { key: 'carNo', header: p.columns.plate, render: (r) => r.plate, card: 'title' },
    { key: 'divNm', header: p.columns.divNm, render: (r) => r.divNm, hideOnMobile: true },
    { key: 'parkingNm', header: p.columns.parkingNm, wrap: true, render: (r) => r.parkingNm },
    { key: 'inDttm', header: p.columns.inDttm, render: (r) => r.inDttm },
    { key: 'outDttm', header: p.columns.outDttm, render: (r) => r.outDttm ?? '-', hideOnMobile: true },
    {
      key: 'state',
      header: p.columns.state,
      width: 120,
      card: 'action',
      render: (r) =>
        r.outDttm ? (
          <PlainButton size="xs" disabled aria-label={w.doneRow(r.plate, r.inDttm)}>
            {p.done}
          </PlainButton>
        ) : (
          <Link
            className={buttonClass({ size: 'xs' })}
            to={paymentViewPath(r)}
            aria-label={w.payRow(r.plate, r.inDttm)}
          >
            {p.possible}
          </Link>
        ),
    },
  ];

  return (
    <div className={classes.page}>
      <PageTitle size="h1" fallback={p.lookupTitle} />
      <p className={classes.intro}>{w.lookupIntro}</p>

      <Last4SearchForm
        label={w.lookupForm}
        submitLabel={p.search}
        inputLabel={p.last4Label}
        description={ko.payments.v.last4Hint}
        placeholder={w.last4Placeholder}
        invalidMessage={ko.payments.v.last4Format}
        loading={list.isFetching}
        onRepeat={() => void list.refetch()}
      />
      <Last4Results
        searched={searched}
        prompt={w.lookupFirst}
        query={list}
        total={list.data ? w.total(list.data.length) : ''}
        caption={w.lookupCaption}
        columns={columns}
        rows={list.data ?? []}
        cardsOnMobile
        rowKey={(r) => String(r.stayId)}
      />
    </div>
  );
}
