import { ko } from '@parking/shared/messages/ko';
import type { PassLotRow } from '@parking/shared/season-pass/schemas';
import { Anchor, NativeSelect, Stack, Text } from '../../../components/ui/core';
import { formatWon } from '../../../lib/format';
import { Link } from '../../../lib/router';

const w = ko.seasonPass.web;

/** Monthly fee of a use division at a lot (0 when not sold). */
export function feeOf(lot: PassLotRow, useDivCd: string): number {
  if (useDivCd === 'UTM-001') return lot.PERIOD_TICKET_AMT;
  if (useDivCd === 'UTM-002') return lot.PERIOD_DAYTM_AMT;
  if (useDivCd === 'UTM-003') return lot.PERIOD_NIGHT_AMT;
  return 0;
}

/**
 * Lot and use division (spec 2 §4 flows): lots whose PERIOD_CELL_CNT is 0 are hidden; the divisions offered
 * are the chosen lot's, and changing the lot resets the division. Under the lot: its window and what is left.
 */
export function LotFields({
  lots,
  lotId,
  useDivCd,
  errors,
  onLot,
  onUseDiv,
}: {
  lots: readonly PassLotRow[];
  lotId: string;
  useDivCd: string;
  errors: { lotId?: string | undefined; useDivCd?: string | undefined };
  onLot: (lotId: string) => void;
  onUseDiv: (useDivCd: string) => void;
}) {
  const shown = lots.filter((l) => l.PERIOD_CELL_CNT > 0);
  const lot = shown.find((l) => String(l.SECTN_ID) === lotId);
  const divisions = lot ? lot.PERIOD_USE_DIV_CD.split(',').filter(Boolean) : [];
  const hint = lot
    ? [
        lot.START_DTTM && lot.END_DTTM
          ? w.window(lot.START_DTTM.slice(0, 16), lot.END_DTTM.slice(0, 16))
          : w.noWindow,
        lot.PERIOD_ALLOT_TYPE === 'RAFFLE'
          ? w.raffleNote
          : lot.REMAIN_CNT !== null
            ? w.remain(lot.REMAIN_CNT)
            : '',
      ]
        .filter(Boolean)
        .join(' · ')
    : undefined;
  return (
    <Stack gap="md">
      <NativeSelect
        id="period-sectnId"
        label={w.lot}
        required
        data={[
          { value: '', label: w.lotPlaceholder },
          ...shown.map((l) => ({
            value: String(l.SECTN_ID),
            label: `${l.PARKING_NM} (${ko.seasonPass.allotType[l.PERIOD_ALLOT_TYPE] ?? l.PERIOD_ALLOT_TYPE})`,
          })),
        ]}
        value={lotId}
        onChange={(e) => onLot(e.currentTarget.value)}
        description={hint}
        error={errors.lotId}
      />
      <NativeSelect
        id="period-useDivCd"
        label={w.useDiv}
        required
        disabled={!lot}
        data={[
          { value: '', label: lot ? w.useDivChoose : w.useDivPlaceholder },
          ...divisions.map((cd) => ({
            value: cd,
            label: `${ko.seasonPass.useDiv[cd] ?? cd} ${ko.seasonPass.useDivHours[cd] ?? ''} · ${w.monthlyFee(formatWon(feeOf(lot!, cd)))}`,
          })),
        ]}
        value={useDivCd}
        onChange={(e) => onUseDiv(e.currentTarget.value)}
        error={errors.useDivCd}
      />
      {lot?.PERIOD_ALLOT_TYPE === 'RAFFLE' ? (
        <Anchor component={Link} to="/perioddraw" size="sm">
          {ko.seasonPass.draw.link}
        </Anchor>
      ) : null}
      {lot && divisions.length === 0 ? (
        <Text size="sm" c="red.8">
          {ko.seasonPass.v.useDiv}
        </Text>
      ) : null}
    </Stack>
  );
}
