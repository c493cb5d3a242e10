import { ko } from '@parking/shared/messages/ko';
import { PASS_MONTHS } from '@parking/shared/season-pass/rules';
import type { ParkingAndDiscountResponse } from '@parking/shared/season-pass/schemas';
import { useState } from 'react';
import { FormSection } from '../../../components/account-fields/form-section';
import { controlledParts, PhonePartsInput } from '../../../components/phone-verification/phone-parts-input';
import { PostcodeField } from '../../../components/postcode/postcode-field';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  PlainSkeleton as Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '../../../components/ui/core';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert/load-failed-alert';
import { errorText } from '../../../lib/api-client';
import { useRouteEntry } from '../../../lib/route-entry';
import { useLocation, useNavigate } from '../../../lib/router';
import { getSession } from '../../../lib/session-store';
import { checkTime } from '../api/check-time';
import { useParkingAndDiscountList } from '../api/parking-discount-list';
import { CarFields } from '../components/car-fields';
import { ConsentFields } from '../components/consent-fields';
import { DiscountFields } from '../components/discount-fields';
import { LotFields } from '../components/lot-fields';
import {
  APPLY_PHONE_LENGTHS,
  type ApplicationForm,
  checkApplication,
  fieldsOf,
  formFromSession,
} from '../lib/application-form';
import { type ResultRouteState, readFormState, setPendingFile } from '../lib/route-data';

const w = ko.seasonPass.web;

/** Inputs whose id is not `period-<field>`. */
const FOCUS_ID: Partial<Record<keyof ApplicationForm, string>> = {
  m1: 'period-mobile-1',
  m2: 'period-mobile-2',
  m3: 'period-mobile-3',
  zipcode: 'period-address-zipcode',
  addr: 'period-address-address',
};

/** /periodapplication (spec 2 §2, §5): the season-pass application form of a general member. */
export function PeriodApplicationPage() {
  const entry = useRouteEntry();
  const data = useParkingAndDiscountList();
  return (
    <Stack gap="md">
      <Title order={1}>{entry?.title ?? ko.routes.periodapplication}</Title>
      <Text c="gray.8">{w.applyIntro}</Text>
      {data.isPending ? (
        <Skeleton height={480} aria-busy="true" aria-label={ko.common.loading} />
      ) : data.isError ? (
        <LoadFailedAlert title={w.loadFailed} error={data.error} onRetry={() => void data.refetch()} />
      ) : data.data.parkingList.every((l) => l.PERIOD_CELL_CNT === 0) ? (
        <Alert color="gray">{w.noLots}</Alert>
      ) : (
        <ApplicationFormView data={data.data} />
      )}
    </Stack>
  );
}

function ApplicationFormView({ data }: { data: ParkingAndDiscountResponse }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [form, setForm] = useState<ApplicationForm>(
    () => readFormState(location.state) ?? formFromSession(getSession(), data.startChoices[0] ?? ''),
  );
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof ApplicationForm | 'proof', string>>>({});
  const [busy, setBusy] = useState(false);

  const set = (patch: Partial<ApplicationForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as keyof ApplicationForm];
      if ('m1' in patch || 'm2' in patch || 'm3' in patch) delete next.m1;
      return next;
    });
  };
  const input = (key: keyof ApplicationForm) => ({
    value: String(form[key]),
    onChange: (e: { currentTarget: { value: string } }) => set({ [key]: e.currentTarget.value }),
  });

  const onNext = async () => {
    // a wrong field: its message under it and the focus on it, no modal (decision 193)
    const problem = checkApplication(form);
    if (problem) {
      const field = problem.field.startsWith('m') ? 'm1' : problem.field;
      setErrors({ [field]: problem.message });
      document.getElementById(FOCUS_ID[problem.field] ?? `period-${problem.field}`)?.focus();
      return;
    }
    if (form.discountCd !== 'DC001' && !file) {
      setErrors({ proof: ko.seasonPass.v.proofRequired });
      document.getElementById('period-proof')?.focus();
      return;
    }
    setBusy(true);
    try {
      const time = await checkTime(Number(form.lotId));
      if (time.result !== 'OPEN') return await showAlert(time.message);
      setPendingFile(file);
      const state: ResultRouteState = {
        kind: 'period-apply',
        fields: fieldsOf(form),
        form,
        fileName: file?.name ?? null,
      };
      await navigate('/periodresult', { state });
    } catch (e) {
      await showAlert(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        void onNext();
      }}
    >
      <Stack gap="lg">
        <FormSection title={w.applicantSection}>
          <Stack gap="md">
            <TextInput
              id="period-waitingNm"
              label={w.waitingNm}
              required
              maxLength={50}
              autoComplete="name"
              error={errors.waitingNm}
              {...input('waitingNm')}
            />
            <PhonePartsInput
              id="period-mobile"
              label={w.mobile}
              required
              maxLengths={APPLY_PHONE_LENGTHS.max}
              description={w.mobileVerifiedHint}
              error={errors.m1}
              parts={controlledParts([form.m1, form.m2, form.m3], ([m1, m2, m3]) => set({ m1, m2, m3 }))}
            />
            <PostcodeField
              id="period-address"
              required
              zipcode={input('zipcode')}
              address={input('addr')}
              detail={input('addrDetail')}
              zipcodeError={errors.zipcode}
              addressError={errors.addr}
              onPick={({ zipcode, address }) => set({ zipcode, addr: address })}
            />
          </Stack>
        </FormSection>

        <FormSection title={w.passSection}>
          <Stack gap="md">
            <LotFields
              lots={data.parkingList}
              lotId={form.lotId}
              useDivCd={form.useDivCd}
              errors={{ lotId: errors.lotId, useDivCd: errors.useDivCd }}
              onLot={(lotId) => set({ lotId, useDivCd: '' })}
              onUseDiv={(useDivCd) => set({ useDivCd })}
            />
            <Group grow align="flex-start">
              <NativeSelect
                id="period-startDttm"
                label={w.startMonth}
                required
                data={data.startChoices.map((d) => ({ value: d, label: d.slice(0, 7) }))}
                value={form.startDttm}
                onChange={(e) => set({ startDttm: e.currentTarget.value })}
                error={errors.startDttm}
              />
              <NativeSelect
                id="period-months"
                label={w.months}
                required
                data={PASS_MONTHS.map((m) => ({ value: String(m), label: w.monthsOption(m) }))}
                value={form.months}
                onChange={(e) => set({ months: e.currentTarget.value })}
              />
            </Group>
          </Stack>
        </FormSection>

        <FormSection title={w.carSection}>
          <Stack gap="md">
            <CarFields
              plate={form.plate}
              error={errors.plate ?? errors.carOwnerNm}
              onCar={({ plate, carOwnerNm }) => set({ plate, carOwnerNm })}
            />
            <DiscountFields
              discounts={data.discountList}
              value={form.discountCd}
              onChange={(discountCd) => set({ discountCd })}
              file={file}
              onFile={(f) => {
                setFile(f);
                setErrors(({ proof: _, ...rest }) => rest);
              }}
              fileError={errors.proof}
              getCar={() => ({ plate: form.plate, carOwnerNm: form.carOwnerNm })}
            />
          </Stack>
        </FormSection>

        <FormSection title={w.consentSection}>
          <ConsentFields
            agree1={form.agree1}
            agree2={form.agree2}
            onChange={(next) => set(next)}
            error={errors.agree1 ?? errors.agree2}
          />
        </FormSection>

        <Group justify="center" gap="sm">
          <Button type="submit" size="md" miw={160} loading={busy}>
            {w.next}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
