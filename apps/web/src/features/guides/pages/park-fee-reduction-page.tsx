import { ko } from '@parking/shared/messages/ko';
import { useDiscountList } from '../../../components/lot-data/discount-list-query';
import { Stack, Table } from '../../../components/ui/core';
import {
  Bullets,
  DataState,
  GuideHeader,
  GuideSection,
  guideClasses,
  TableScroll,
} from '../components/guide-parts';
import { reductionBenefit } from '../lib/tariff-tables';

const r = ko.lots.guides.reduction;

/** /parkfeereduction (spec 1 §2.12): the reduction categories and what each takes off, from getDiscountList. */
export function ParkFeeReductionPage() {
  const list = useDiscountList();
  const rows = list.data ?? [];
  return (
    <Stack gap={0}>
      <GuideHeader fallbackTitle={ko.routes.parkfeereduction} intro={r.intro} />

      <GuideSection title={r.tableTitle}>
        <DataState
          pending={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        >
          <TableScroll label={r.caption}>
            <Table withTableBorder withColumnBorders striped verticalSpacing="sm">
              <Table.Caption className={guideClasses.srOnly}>{r.caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" w={70}>
                    {r.columns.no}
                  </Table.Th>
                  <Table.Th scope="col">{r.columns.name}</Table.Th>
                  <Table.Th scope="col">{r.columns.benefit}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={3} ta="center">
                      {ko.common.noData}
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((d, i) => (
                    <Table.Tr key={d.code}>
                      <Table.Td>{i + 1}</Table.Td>
                      <Table.Th scope="row" fw={600}>
                        {d.codeNm}
                      </Table.Th>
                      <Table.Td>{reductionBenefit(d)}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </DataState>
      </GuideSection>

      <GuideSection title={r.howTitle}>
        <Bullets items={r.how} />
      </GuideSection>

      <GuideSection title={r.notesTitle}>
        <Bullets items={r.notes} />
      </GuideSection>
    </Stack>
  );
}
