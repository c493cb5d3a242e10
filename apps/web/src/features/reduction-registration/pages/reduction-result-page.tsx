import type { Domain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { ReductionResult } from '@parking/shared/reduction-registration/schemas';
import { Alert, Button, Group, Table, Text } from '../../../components/ui/core';
import { Link } from '../../../lib/router';
import { benefitText, ReductionFrame, useStepState } from '../components/reduction-parts';

const t = ko.reductionRegistration.result;
type ResultState =
  | { agreed: true; result: Domain<ReductionResult> }
  | { agreed: true; refused: { message: string; plate: string } };

/** /reductionresult: what was registered (category, what it takes off, period, status) or why not. */
export function ReductionResultPage() {
  const state = useStepState<ResultState>((s) => 'result' in s || 'refused' in s);
  if (!state) return null;
  if ('refused' in state) {
    return (
      <ReductionFrame step={3} title={t.title}>
        <Alert color="danger" title={t.refused} role="alert">
          <Text>{state.refused.message}</Text>
        </Alert>
        <Table withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row" w={160}>
                {t.plate}
              </Table.Th>
              <Table.Td>{state.refused.plate}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Actions retry />
      </ReductionFrame>
    );
  }
  const r = state.result;
  const active = r.status === 'ACTIVE';
  const rows: [string, string][] = [
    [t.plate, r.plate],
    [t.type, r.discountNm],
    [t.rate, benefitText(r)],
    [t.period, `${r.startDt} ~ ${r.endDt}`],
    [t.status, active ? t.statusActive : t.statusPending],
  ];
  return (
    <ReductionFrame step={3} title={t.title}>
      <Alert
        color={active ? 'green' : 'yellow'}
        title={active ? (r.already ? t.already : t.active) : t.pending}
        role="status"
      >
        <Text>{active ? t.activeDetail : t.pendingDetail}</Text>
      </Alert>
      <Table withTableBorder withColumnBorders>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w={160} bg="gray.0">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Actions />
    </ReductionFrame>
  );
}

function Actions({ retry }: { retry?: boolean }) {
  return (
    <Group justify="center" mt="md">
      <Button component={Link} to="/main" variant="default">
        {t.home}
      </Button>
      {retry ? (
        <Button component={Link} to="/reductioninfo">
          {t.retry}
        </Button>
      ) : (
        <Button component={Link} to="/feecalculation">
          {t.parkfee}
        </Button>
      )}
    </Group>
  );
}
