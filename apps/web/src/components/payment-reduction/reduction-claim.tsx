import type { ReductionClaim } from '@parking/shared/accounts/schemas';
import { ko } from '@parking/shared/messages/ko';
import type { ReductionBreakdown } from '@parking/shared/payments/schemas';
import { useId, useState } from 'react';
import { errorText } from '../../lib/api-client';
import { formatWon } from '../../lib/format';
import { checkReduction } from '../discount-check/check-reduction';
import { Button, Group, Stack, Table, Text, TextInput, Title } from '../ui/core';
import { showAlert } from '../ui/dialog/dialog-store';

const t = () => ko.payments.reductionClaim;

export interface ReductionClaimBoxProps {
  /** the car being paid for */
  plate: string;
  /** the verified claim (its token goes with the priced view and the payment start), or null */
  onClaim: (claim: ReductionClaim | null) => void;
}

/**
 * '감면 대상 확인' on the payment screens (decision 147): the owner's name is checked with irs.json?claim=Y for
 * this car. An entitled owner gets a claim that the server prices the amount with; a wrong owner or no
 * entitlement hears '할인 조회 결과 일반으로 적용됩니다.' and the amount stays.
 */
export function ReductionClaimBox({ plate, onClaim }: ReductionClaimBoxProps) {
  const id = useId();
  const [ownerNm, setOwnerNm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (ownerNm.trim() === '') {
      setError(t().needOwner);
      document.getElementById(id)?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const res = await checkReduction(plate, ownerNm, 'GET', true);
      const claim = res.value.claim ?? null;
      onClaim(claim);
      await showAlert(claim ? t().found(claim.note) : t().general);
    } catch (e) {
      await showAlert(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby={`${id}-title`}>
      <Title order={2} size="h4" id={`${id}-title`}>
        {t().title}
      </Title>
      <Text size="sm" c="gray.8">
        {t().intro}
      </Text>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          id={id}
          label={t().ownerNm}
          value={ownerNm}
          maxLength={50}
          autoComplete="name"
          error={error}
          onChange={(e) => setOwnerNm(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void run();
          }}
          style={{ flex: 1, minWidth: 0, maxWidth: 320 }}
        />
        <Button
          variant="outline"
          mt={25}
          onClick={() => void run()}
          loading={busy}
          loaderProps={{ 'aria-label': t().checking }}
        >
          {t().check}
        </Button>
      </Group>
    </Stack>
  );
}

/** The breakdown line of a reduction the server applied: 원래 요금, 감면 (종류, 율), 결제 금액. */
export function ReductionBreakdownLine({ reduction: r }: { reduction: ReductionBreakdown }) {
  return (
    <Table withTableBorder verticalSpacing="xs" layout="fixed" data-testid="reduction-breakdown">
      <caption className="sr-only">{t().caption}</caption>
      <colgroup>
        <col style={{ width: '50%' }} />
        <col />
      </colgroup>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row" bg="gray.0">
            {t().originalAmt}
          </Table.Th>
          <Table.Td ta="right">{formatWon(r.originalAmt)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row" bg="gray.0">
            {t().reductionLabel(r.discountNm, t().rateText(r.rate, r.fixedAmt))}
          </Table.Th>
          <Table.Td ta="right" c="red.8">
            {t().minus(r.reductionAmt)}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row" bg="gray.0">
            {t().payAmt}
          </Table.Th>
          <Table.Td ta="right" fw={800} c="primary.7">
            {formatWon(r.payAmt)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
