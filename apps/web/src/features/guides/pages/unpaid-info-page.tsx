import { ko } from '@parking/shared/messages/ko';
import { useSiteInfo } from '../../../components/frame/use-site-info';
import { Alert, Stack, Table, Text } from '../../../components/ui/core';
import { formatWon } from '../../../lib/format';
import {
  Bullets,
  GuideAction,
  GuideHeader,
  GuideSection,
  guideClasses,
  Steps,
  TableScroll,
} from '../components/guide-parts';
import { UNPAID_EXAMPLE_PRINCIPAL, UNPAID_SURCHARGE_PERCENT, unpaidWithSurcharge } from '../lib/constants';

const u = ko.lots.guides.unpaid;

/** /unpaidinfo (spec 2 §2 "Unpaid fees"): purpose, notice, payment, 200 % surcharge, seizure, law, contact. */
export function UnpaidInfoPage() {
  const site = useSiteInfo();
  const example = unpaidWithSurcharge(UNPAID_EXAMPLE_PRINCIPAL);
  return (
    <Stack gap={0}>
      <GuideHeader fallbackTitle={ko.routes.unpaidinfo} intro={u.intro} />

      <GuideSection title={u.purposeTitle}>
        <Text>{u.purpose}</Text>
      </GuideSection>

      <GuideSection title={u.targetTitle}>
        <Text>{u.target}</Text>
      </GuideSection>

      <GuideSection title={u.methodsTitle}>
        <TableScroll label={u.methodsCaption}>
          <Table withTableBorder withColumnBorders verticalSpacing="sm">
            <Table.Caption className={guideClasses.srOnly}>{u.methodsCaption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={140}>
                  {u.methodsColumns.type}
                </Table.Th>
                <Table.Th scope="col">{u.methodsColumns.how}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {u.methods.map(([type, how]) => (
                <Table.Tr key={type}>
                  <Table.Th scope="row">{type}</Table.Th>
                  <Table.Td>{how}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </GuideSection>

      <GuideSection title={u.stepsTitle}>
        <Steps steps={u.steps} />
      </GuideSection>

      <GuideSection title={u.surchargeTitle}>
        <Text>{u.surcharge(UNPAID_SURCHARGE_PERCENT)}</Text>
        <Alert color="yellow" variant="light" mt="sm">
          <Text fw={600}>
            {u.surchargeExample(
              formatWon(UNPAID_EXAMPLE_PRINCIPAL),
              formatWon(example.add),
              formatWon(example.total),
            )}
          </Text>
        </Alert>
      </GuideSection>

      <GuideSection title={u.seizureTitle}>
        <Text>{u.seizure}</Text>
      </GuideSection>

      <GuideSection title={u.lawTitle}>
        <Bullets items={u.law} />
      </GuideSection>

      <GuideSection title={u.contactTitle}>
        <Text>{site.data ? u.contact(site.data.orgName, site.data.phone) : ko.common.loading}</Text>
      </GuideSection>

      <GuideAction to="/lookupunpaid" label={ko.routes.lookupunpaid} />
    </Stack>
  );
}
