import { ko } from '@parking/shared/messages/ko';
import type { ParkingAndDiscountResponse } from '@parking/shared/season-pass/schemas';
import { useState } from 'react';
import { checkReduction } from '../../../components/discount-check/check-reduction';
import { Button, Group, NativeSelect, Stack } from '../../../components/ui/core';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { FileInput } from '../../../components/ui/file-input/file-input';
import { errorText } from '../../../lib/api-client';

const w = ko.seasonPass.web;

/**
 * The discount (spec 2 §5): a category of the pass reductions, the discount check through irs.json (an empty
 * answer applies general with '할인 조회 결과 일반으로 적용됩니다.'), and the proof file required for anything
 * but DC001.
 */
export function DiscountFields({
  discounts,
  value,
  onChange,
  file,
  onFile,
  getCar,
  fileError,
}: {
  discounts: ParkingAndDiscountResponse['discountList'];
  value: string;
  onChange: (code: string) => void;
  file: File | null;
  onFile: (file: File | null) => void;
  getCar: () => { plate: string; carOwnerNm: string };
  /** the proof file's error under it (a missing proof, decision 193) */
  fileError?: string | undefined;
}) {
  const [busy, setBusy] = useState(false);
  const [needCar, setNeedCar] = useState<string | undefined>();
  const check = async () => {
    const { plate, carOwnerNm } = getCar();
    // said under the discount field beside the pressed button, no modal (decision 193)
    const missing = plate.trim() === '' || carOwnerNm.trim() === '';
    setNeedCar(missing ? w.discountNeedCar : undefined);
    if (missing) return;
    setBusy(true);
    try {
      const res = await checkReduction(plate, carOwnerNm, 'GET');
      // a car not on the applicant's profile is answered by rate alone (decision 183): the category of that rate
      const byRate = (rate: number) => discounts.find((x) => x.code !== 'DC001' && x.rate === rate)?.code;
      const found = res.value.dcList
        .map((d) => ({ d, code: discounts.some((x) => x.code === d.dcCode) ? d.dcCode : byRate(d.rate) }))
        .find((f) => f.code !== undefined);
      onChange(found?.code ?? 'DC001');
      await showAlert(found ? w.discountFound(found.d.note) : ko.seasonPass.msg.discountGeneral);
    } catch (e) {
      await showAlert(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <NativeSelect
          id="period-discount"
          label={w.discount}
          description={w.discountHint}
          data={discounts.map((d) => ({
            value: d.code,
            label: d.code === 'DC001' ? d.codeNm : `${d.codeNm} (${d.rate}%)`,
          }))}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={needCar}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button variant="outline" onClick={() => void check()} loading={busy}>
          {w.discountCheck}
        </Button>
      </Group>
      {value !== 'DC001' ? (
        <FileInput
          id="period-proof"
          label={w.proof}
          required
          description={w.proofHint}
          value={file}
          onChange={onFile}
          error={fileError}
        />
      ) : null}
    </Stack>
  );
}
