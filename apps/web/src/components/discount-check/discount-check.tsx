import type { DcItem } from '@parking/shared/accounts/schemas';
import { DEFAULT_DISCOUNT_CD } from '@parking/shared/lots/schemas';
import { ko } from '@parking/shared/messages/ko';
import { useState } from 'react';
import { errorText } from '../../lib/api-client';
import { Button, Group, TextInput } from '../ui/core';
import { showAlert } from '../ui/dialog/dialog-store';
import { checkReduction } from './check-reduction';

/** The general class: what an empty result means (spec 1 §3, §8). */
export const GENERAL_DISCOUNT: DcItem = { dcCode: DEFAULT_DISCOUNT_CD, note: '일반', rate: 0 };

/** The reduction to apply for a result list: the first registered one, or general (DC001) when empty. */
export function discountFromList(list: readonly DcItem[]): DcItem {
  return list[0] ?? GENERAL_DISCOUNT;
}

export interface DiscountCheckProps {
  id: string;
  /** current values of the car number and owner inputs */
  getCar: () => { plate: string; carOwnerNm: string };
  value: DcItem | null;
  onChange: (value: DcItem) => void;
  method?: 'GET' | 'POST';
}

const t = () => ko.accounts.signup;

/**
 * '감면 구분' with the check button (spec 1 §2.7, spec 2 §5): asks irs.json for the car and owner and shows
 * the applicable reduction; an empty answer applies general (DC001) with '할인 조회 결과 일반으로 적용됩니다.'.
 * The server decides the reduction again when the form is saved.
 */
export function DiscountCheck({ id, getCar, value, onChange, method = 'POST' }: DiscountCheckProps) {
  const [busy, setBusy] = useState(false);
  const [needCar, setNeedCar] = useState<string | undefined>();
  const run = async () => {
    const { plate, carOwnerNm } = getCar();
    // said under the reduction field beside the pressed button, no modal (decision 193)
    const missing = plate.trim() === '' || carOwnerNm.trim() === '';
    setNeedCar(missing ? t().discountNeedCar : undefined);
    if (missing) return;
    setBusy(true);
    try {
      const res = await checkReduction(plate, carOwnerNm, method);
      const found = discountFromList(res.value.dcList);
      onChange(found);
      await showAlert(res.value.dcList.length === 0 ? t().discountGeneral : t().discountFound(found.note));
    } catch (e) {
      await showAlert(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        id={id}
        label={t().discount}
        value={value?.note ?? t().discountNone}
        error={needCar}
        readOnly
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button
        variant="outline"
        onClick={() => void run()}
        loading={busy}
        loaderProps={{ 'aria-label': t().discountChecking }}
      >
        {t().discountCheck}
      </Button>
    </Group>
  );
}
