import { ko } from '@parking/shared/messages/ko';
import { useEffect, useRef, useState } from 'react';
import { SummaryTable } from '../../../components/card-payment/summary-table';
import { Button, Group, Skeleton, Stack, Text, Title } from '../../../components/ui/core';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert/load-failed-alert';
import { ApiError, errorText } from '../../../lib/api-client';
import { formatWon } from '../../../lib/format';
import { useRouteEntry } from '../../../lib/route-entry';
import { useLocation, useNavigate } from '../../../lib/router';
import { insertAction } from '../api/insert-action';
import { useQuote } from '../api/quote';
import { pendingFileNamed, type ResultRouteState, readResultState } from '../lib/route-data';

const w = ko.seasonPass.web;
const msg = ko.seasonPass.msg;

/**
 * periodresult (spec 2 §2, §4 flows): what will be applied for, as the server computes it; 신청하기 sends
 * insertAction.json at once — this page is itself the confirmation, it does not ask again (decision 190).
 * Success → '정기권 신청이 성공하였습니다.' and the lookup; a duplicate (message containing '중복됩니다') → OK
 * returns to the form. Without route data: '잘못된 접근입니다.'.
 */
export function PeriodResultPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = readResultState(location.state);
  const alerted = useRef(false);
  useEffect(() => {
    if (state || alerted.current) return;
    alerted.current = true;
    void showAlert(msg.invalidAccess).then(() => navigate('/periodinfo', { replace: true }));
  }, [state, navigate]);
  return state ? <ResultView state={state} /> : null;
}

function ResultView({ state }: { state: ResultRouteState }) {
  const entry = useRouteEntry();
  const navigate = useNavigate();
  const quote = useQuote(state.fields);
  const [busy, setBusy] = useState(false);
  const file = pendingFileNamed(state.fileName);
  const backToForm = () => navigate('/periodapplication', { state: { refill: state.form } });

  const onApply = async () => {
    // The file lives in memory only: after a reload it must be chosen again.
    if (state.fields.discountCd !== 'DC001' && !file) {
      await showAlert(ko.seasonPass.v.proofRequired);
      return backToForm();
    }
    setBusy(true);
    try {
      await insertAction(state.fields, file);
      setBusy(false);
      await showAlert(msg.success);
      const last4 = state.fields.plate.replace(/\D/g, '').slice(-4);
      await navigate(`/periodlookup?carNo=${last4}`, { replace: true });
    } catch (e) {
      setBusy(false);
      await showAlert(errorText(e));
      if (e instanceof ApiError && e.message.includes('중복됩니다')) await backToForm();
    }
  };

  const q = quote.data;
  return (
    <Stack gap="md">
      <Title order={1}>{entry?.title ?? ko.routes.periodresult}</Title>
      <Text c="gray.8">{w.resultIntro}</Text>
      {quote.isPending ? (
        <Skeleton height={360} aria-busy="true" aria-label={ko.common.loading} />
      ) : quote.isError || !q ? (
        <LoadFailedAlert title={w.loadFailed} error={quote.error} onRetry={() => void quote.refetch()}>
          <Button size="sm" variant="default" onClick={() => void backToForm()}>
            {w.back}
          </Button>
        </LoadFailedAlert>
      ) : (
        <>
          <SummaryTable
            caption={w.resultCaption}
            rows={[
              { label: w.waitingNm, value: state.fields.waitingNm },
              { label: w.plate, value: `${state.fields.plate} (${state.fields.carOwnerNm})` },
              { label: w.lot, value: q.parkingNm },
              { label: w.allotType, value: q.periodAllotTypeKor },
              { label: w.useDiv, value: `${q.useDivCdNm} ${ko.seasonPass.useDivHours[q.useDivCd] ?? ''}` },
              {
                label: w.usePeriod,
                value: `${w.period(q.useStartDt, q.useEndDt)} (${w.monthsOption(q.months)})`,
              },
              { label: w.monthlyAmt, value: formatWon(q.monthlyAmt) },
              {
                label: w.baseAmt,
                value: `${formatWon(q.monthlyAmt)} × ${q.months} = ${formatWon(q.baseAmt)}`,
              },
              {
                label: w.discountAmt,
                value:
                  q.discountCd === 'DC001'
                    ? `${formatWon(0)} (${q.discountNm})`
                    : `-${formatWon(q.discountAmt)} (${q.discountNm} ${q.discountRate}% ${q.discountVerified ? w.verified : w.unverified})`,
              },
              { label: w.useAmt, value: formatWon(q.useAmt), strong: true, testId: 'period-amount' },
              { label: w.proofFile, value: state.fileName ?? w.noProof },
            ]}
          />
          <Group justify="center" gap="sm">
            <Button variant="default" size="md" miw={120} onClick={() => void backToForm()} disabled={busy}>
              {w.back}
            </Button>
            <Button size="md" miw={120} loading={busy} onClick={() => void onApply()}>
              {w.apply}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
