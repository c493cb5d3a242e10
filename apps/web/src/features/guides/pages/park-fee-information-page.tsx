import { ko } from '@parking/shared/messages/ko';
import { hoursText, minutesText, tariffTexts } from '../../../components/lot-data/lot-tariff';
import { useParkingMap } from '../../../components/lot-data/parking-map-query';
import { Stack, Table, Text } from '../../../components/ui/core';
import {
  Bullets,
  DataState,
  GuideHeader,
  GuideSection,
  guideClasses,
  TableScroll,
} from '../components/guide-parts';
import { commonFreeEntryMinutes, groupTariffs } from '../lib/tariff-tables';

const g = ko.lots.guides;
const f = g.feeInfo;

/** /parkfeeinformation (spec 1 §2.11): fee table from the lots' tariffs, hours, refusal, abandoned cars. */
export function ParkFeeInformationPage() {
  const lots = useParkingMap();
  const groups = groupTariffs(lots.data ?? []);
  const freeEntry = commonFreeEntryMinutes(lots.data ?? []);
  const c = g.tariffColumns;

  return (
    <Stack gap={0}>
      <GuideHeader fallbackTitle={ko.routes.parkfeeinformation} intro={f.intro} />

      <GuideSection title={f.feeTitle}>
        <DataState
          pending={lots.isPending}
          error={lots.error}
          onRetry={() => void lots.refetch()}
          retrying={lots.isFetching}
        >
          <TableScroll label={g.tariffCaption}>
            <Table withTableBorder withColumnBorders verticalSpacing="sm" className={guideClasses.compact}>
              <Table.Caption className={guideClasses.srOnly}>{g.tariffCaption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{c.grade}</Table.Th>
                  <Table.Th scope="col">{c.lots}</Table.Th>
                  <Table.Th scope="col">{c.base}</Table.Th>
                  <Table.Th scope="col">{c.unit}</Table.Th>
                  <Table.Th scope="col">{c.dayMax}</Table.Th>
                  <Table.Th scope="col">{c.freeFirst}</Table.Th>
                  <Table.Th scope="col">{c.hours}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {groups.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={7} ta="center">
                      {f.noLots}
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  groups.map((grp) => {
                    const t = tariffTexts(grp.sample);
                    return (
                      <Table.Tr key={`${grp.grade}-${grp.lots.join()}`}>
                        <Table.Th scope="row">{ko.lots.detail.gradeName(grp.grade)}</Table.Th>
                        <Table.Td className={guideClasses.wrap}>{grp.lots.join(', ')}</Table.Td>
                        <Table.Td>{t.base}</Table.Td>
                        <Table.Td>{t.unit}</Table.Td>
                        <Table.Td>{t.dayMax}</Table.Td>
                        <Table.Td>{t.freeFirst}</Table.Td>
                        <Table.Td>{hoursText(grp.sample)}</Table.Td>
                      </Table.Tr>
                    );
                  })
                )}
              </Table.Tbody>
            </Table>
          </TableScroll>
          <Text component="div" size="sm" mt="sm">
            <Bullets
              items={[...(freeEntry ? [f.feeNoteFreeEntry(minutesText(freeEntry))] : []), ...f.feeNotes]}
            />
          </Text>
        </DataState>
      </GuideSection>

      <GuideSection title={f.hoursTitle}>
        <TableScroll label={f.hoursCaption}>
          <Table withTableBorder withColumnBorders verticalSpacing="sm" maw={560}>
            <Table.Caption className={guideClasses.srOnly}>{f.hoursCaption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{f.hoursColumns.division}</Table.Th>
                <Table.Th scope="col">{f.hoursColumns.time}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {f.hoursRows.map(([k, v]) => (
                <Table.Tr key={k}>
                  <Table.Th scope="row">{k}</Table.Th>
                  <Table.Td>{v}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
        <Text size="sm" mt="xs">
          {f.hours24Note}
        </Text>
      </GuideSection>

      <GuideSection title={f.refusalTitle}>
        <Text mb="xs">{f.refusalIntro}</Text>
        <Bullets items={f.refusal} />
      </GuideSection>

      <GuideSection title={f.abandonedTitle}>
        <Bullets items={f.abandoned} />
      </GuideSection>

      <GuideSection title={f.liabilityTitle}>
        <Bullets items={f.liability} />
      </GuideSection>

      <GuideSection title={f.notesTitle}>
        <Bullets items={f.notes} />
      </GuideSection>
    </Stack>
  );
}
