import { DEFAULT_DISCOUNT_CD, type EasyCalculateResponse } from '@parking/shared/lots/schemas';
import { ko } from '@parking/shared/messages/ko';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useDiscountList } from '../../../components/lot-data/discount-list-query';
import { FeeLinesTable } from '../../../components/lot-data/fee-lines-table';
import { useParkingMap } from '../../../components/lot-data/parking-map-query';
import { SearchPrompt } from '../../../components/search-card/search-card';
import {
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '../../../components/ui/core';
import { DateTimeField } from '../../../components/ui/date-field/date-time-field';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { useWrongField } from '../../../components/ui/field-errors/field-errors';
import { errorText } from '../../../lib/api-client';
import { formatWon } from '../../../lib/format';
import { useEasyCalculate } from '../api/easy-calculate';
import { EMPTY_FORM, type EstimateForm, validateEstimate } from '../lib/validate';

const e = ko.lots.estimator;

/**
 * Lot, entry and exit date-time, discount type; reset and search; the estimated fee with its breakdown
 * (spec 1 §2.14). Used by /feecalculation and /advancepayment (`withDiscount` off: general fee only).
 */
export function FeeEstimator({ withDiscount = true }: { withDiscount?: boolean }) {
  const lots = useParkingMap();
  const discounts = useDiscountList();
  const calc = useEasyCalculate();
  const [form, setForm] = useState<EstimateForm>(EMPTY_FORM);
  const [result, setResult] = useState<EasyCalculateResponse['result'] | null>(null);
  const refs = {
    lotId: useRef<HTMLSelectElement>(null),
    inDttm: useRef<HTMLInputElement>(null),
    outDttm: useRef<HTMLInputElement>(null),
    discountCd: useRef<HTMLSelectElement>(null),
    plate: useRef<HTMLInputElement>(null),
    carOwnerNm: useRef<HTMLInputElement>(null),
  };

  const lotOptions = useMemo(
    () =>
      [...(lots.data ?? [])]
        .sort((a, b) => a.PARKING_NM.localeCompare(b.PARKING_NM, 'ko'))
        .map((l) => ({ value: String(l.SECTN_ID), label: `${l.PARKING_NM} (${l.PARKING_DIV_NM})` })),
    [lots.data],
  );
  const discountOptions = useMemo(() => {
    const list = discounts.data ?? [];
    if (list.length === 0) return [{ value: DEFAULT_DISCOUNT_CD, label: ko.lots.guides.reduction.general }];
    return list.map((d) => ({ value: d.code, label: d.codeNm }));
  }, [discounts.data]);

  const set = (k: keyof EstimateForm) => (ev: { currentTarget: { value: string } }) => {
    const value = ev.currentTarget.value;
    setForm((f) => ({ ...f, [k]: value }));
    wrong.clear(k);
  };
  // the one wrong field of the last submit and its message, shown under it (decision 193)
  const wrong = useWrongField<keyof EstimateForm>();
  const errorOf = wrong.errorOf;

  const onSubmit = async (ev: FormEvent) => {
    ev.preventDefault();
    const v = validateEstimate(
      withDiscount ? form : { ...form, discountCd: DEFAULT_DISCOUNT_CD, plate: '', carOwnerNm: '' },
    );
    if (!v.ok) {
      // the previous estimate no longer answers what is on the form (issue 14)
      setResult(null);
      calc.reset();
      wrong.show(v.field, v.message);
      refs[v.field].current?.focus();
      return;
    }
    wrong.clear();
    try {
      const res = await calc.mutateAsync(v.request);
      setResult(res.result);
    } catch (err) {
      setResult(null);
      await showAlert(errorText(err));
    }
  };

  const onReset = () => {
    setForm(EMPTY_FORM);
    setResult(null);
    calc.reset();
    refs.lotId.current?.focus();
  };

  const optionsPending = lots.isPending || (withDiscount && discounts.isPending);

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={onSubmit} onReset={onReset} noValidate aria-label={e.form} aria-busy={calc.isPending}>
          {lots.isError ? (
            <Alert color="red" variant="light" mb="md" role="alert" title={e.optionsError}>
              <Group gap="sm">
                <Text size="sm">{errorText(lots.error)}</Text>
                <Button size="compact-sm" variant="outline" onClick={() => void lots.refetch()}>
                  {ko.lots.map.retry}
                </Button>
              </Group>
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              ref={refs.lotId}
              error={errorOf('lotId')}
              label={e.lot}
              value={form.lotId}
              onChange={set('lotId')}
              data={[
                { value: '', label: optionsPending ? e.optionsLoading : e.lotPlaceholder },
                ...lotOptions,
              ]}
              disabled={lots.isPending}
            />
            {withDiscount ? (
              <NativeSelect
                ref={refs.discountCd}
                error={errorOf('discountCd')}
                label={e.discount}
                value={form.discountCd}
                onChange={set('discountCd')}
                data={discountOptions}
                disabled={discounts.isPending}
              />
            ) : (
              <div />
            )}
            <DateTimeField
              inputRef={refs.inDttm}
              error={errorOf('inDttm')}
              label={e.inDttm}
              value={form.inDttm}
              onChange={(v) => set('inDttm')({ currentTarget: { value: v } })}
            />
            <DateTimeField
              inputRef={refs.outDttm}
              error={errorOf('outDttm')}
              label={e.outDttm}
              value={form.outDttm}
              onChange={(v) => set('outDttm')({ currentTarget: { value: v } })}
            />
            {withDiscount && (
              <>
                <TextInput
                  ref={refs.plate}
                  error={errorOf('plate')}
                  label={e.plate}
                  placeholder="12가3456"
                  value={form.plate ?? ''}
                  onChange={set('plate')}
                  maxLength={12}
                  description={e.carHint}
                />
                <TextInput
                  ref={refs.carOwnerNm}
                  error={errorOf('carOwnerNm')}
                  label={e.carOwnerNm}
                  value={form.carOwnerNm ?? ''}
                  onChange={set('carOwnerNm')}
                  maxLength={50}
                />
              </>
            )}
          </SimpleGrid>
          <Group justify="center" mt="lg" gap="sm">
            <Button type="reset" variant="default" size="md" miw={120}>
              {e.reset}
            </Button>
            <Button
              type="submit"
              size="md"
              miw={120}
              loading={calc.isPending}
              loaderProps={{ 'aria-label': e.calculating }}
            >
              {e.search}
            </Button>
          </Group>
        </form>
      </Card>

      <section aria-labelledby="fee-result-title" aria-live="polite">
        <Title order={2} size="h3" id="fee-result-title" mb="sm">
          {e.resultTitle}
        </Title>
        {calc.isPending ? (
          <Stack gap="xs" aria-busy="true">
            <Text size="sm">{e.calculating}</Text>
            <Skeleton height={64} />
            <Skeleton height={120} />
          </Stack>
        ) : result ? (
          <FeeResult result={result} />
        ) : (
          <SearchPrompt>{e.resultEmpty}</SearchPrompt>
        )}
      </section>
    </Stack>
  );
}

function FeeResult({ result }: { result: EasyCalculateResponse['result'] }) {
  return (
    <Stack gap="md">
      <Card withBorder radius="md" p="lg" bg="primary.0">
        <Text size="sm" c="gray.8">
          {result.parkingNm} · {result.inDttm} ~ {result.outDttm} ({e.stayText(result.stayMinutes)})
        </Text>
        <Group justify="space-between" align="baseline" mt={6} wrap="wrap">
          <Text fw={700}>{e.payAmt}</Text>
          <Text fw={800} fz={32} c="primary.7" data-testid="fee-pay-amount">
            {formatWon(result.payAmt)}
          </Text>
        </Group>
        <Group gap="lg" mt="xs">
          <Text size="sm">
            {e.useAmt} <strong>{formatWon(result.useAmt)}</strong>
          </Text>
          <Text size="sm">
            {e.discountAmt} <strong>{formatWon(result.discountAmt)}</strong>
          </Text>
        </Group>
      </Card>

      <FeeLinesTable caption={e.breakdown} lines={result.lines} total={result.payAmt} totalLabel={e.payAmt} />
      <Text size="sm" c="gray.7">
        {e.notice}
      </Text>
    </Stack>
  );
}
