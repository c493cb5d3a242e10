import { ko } from '@parking/shared/messages/ko';
import { passFeeText } from '../../../components/lot-data/lot-tariff';
import { useParkingMap } from '../../../components/lot-data/parking-map-query';
import { Stack, Table, Text } from '../../../components/ui/core';
import { formatNumber } from '../../../lib/format';
import {
  Bullets,
  DataState,
  GuideAction,
  GuideHeader,
  GuideSection,
  guideClasses,
  Steps,
  TableScroll,
} from '../components/guide-parts';
import { groupPassFees, passLots } from '../lib/tariff-tables';

const p = ko.lots.guides.period;

/** /periodinfo (spec 2 §2 "Season pass"): steps, fee table and operation status from the lots' pass fees. */
export function PeriodInfoPage() {
  const lots = useParkingMap();
  const fees = groupPassFees(lots.data ?? []);
  const selling = passLots(lots.data ?? []);
  const state = {
    pending: lots.isPending,
    error: lots.error,
    onRetry: () => void lots.refetch(),
    retrying: lots.isFetching,
  };

  return (
    <Stack gap={0}>
      <GuideHeader fallbackTitle={ko.routes.periodinfo} intro={p.intro} />

      <GuideSection title={p.stepsTitle}>
        <Steps steps={p.steps} />
      </GuideSection>

      <GuideSection title={p.feeTitle}>
        <DataState {...state}>
          <TableScroll label={p.feeCaption}>
            <Table withTableBorder withColumnBorders verticalSpacing="sm" className={guideClasses.compact}>
              <Table.Caption className={guideClasses.srOnly}>{p.feeCaption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{p.feeColumns.grade}</Table.Th>
                  <Table.Th scope="col">{p.feeColumns.lots}</Table.Th>
                  <Table.Th scope="col">{p.feeColumns.day}</Table.Th>
                  <Table.Th scope="col">{p.feeColumns.night}</Table.Th>
                  <Table.Th scope="col">{p.feeColumns.all}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fees.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={5} ta="center">
                      {p.noLots}
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  fees.map((f) => (
                    <Table.Tr key={`${f.grade}-${f.lots.join()}`}>
                      <Table.Th scope="row">{ko.lots.detail.gradeName(f.grade)}</Table.Th>
                      <Table.Td className={guideClasses.wrap}>{f.lots.join(', ')}</Table.Td>
                      <Table.Td>{passFeeText(f.day)}</Table.Td>
                      <Table.Td>{passFeeText(f.night)}</Table.Td>
                      <Table.Td>{passFeeText(f.allDay)}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </TableScroll>
          <Text size="sm" mt="xs">
            {p.hoursNote}
          </Text>
        </DataState>
      </GuideSection>

      <GuideSection title={p.statusTitle}>
        <DataState {...state}>
          <TableScroll label={p.statusCaption}>
            <Table
              withTableBorder
              withColumnBorders
              striped
              verticalSpacing="sm"
              className={guideClasses.compact}
            >
              <Table.Caption className={guideClasses.srOnly}>{p.statusCaption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{p.statusColumns.name}</Table.Th>
                  <Table.Th scope="col">{p.statusColumns.kind}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {p.statusColumns.cells}
                  </Table.Th>
                  <Table.Th scope="col">{p.statusColumns.day}</Table.Th>
                  <Table.Th scope="col">{p.statusColumns.night}</Table.Th>
                  <Table.Th scope="col">{p.statusColumns.all}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {selling.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={6} ta="center">
                      {p.noLots}
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  selling.map((l) => (
                    <Table.Tr key={l.SECTN_ID}>
                      <Table.Th scope="row">{l.PARKING_NM}</Table.Th>
                      <Table.Td>{l.PARKING_DIV_NM}</Table.Td>
                      <Table.Td ta="right">{formatNumber(l.CELL_CNT)}</Table.Td>
                      <Table.Td>{passFeeText(l.PERIOD_DAYTM_AMT)}</Table.Td>
                      <Table.Td>{passFeeText(l.PERIOD_NIGHT_AMT)}</Table.Td>
                      <Table.Td>{passFeeText(l.PERIOD_TICKET_AMT)}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </DataState>
      </GuideSection>

      <GuideSection title={p.notesTitle}>
        <Bullets items={p.notes} />
      </GuideSection>

      <GuideAction to="/periodapplication" label={ko.routes.periodapplication} />
    </Stack>
  );
}
