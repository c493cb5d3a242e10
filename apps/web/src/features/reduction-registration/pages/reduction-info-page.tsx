import { ko } from '@parking/shared/messages/ko';
import { needsProofDocument } from '@parking/shared/reduction-registration/schemas';
import { useDiscountList } from '../../../components/lot-data/discount-list-query';
import { Alert, Button, Group, List, Loader, Table, Text, Title } from '../../../components/ui/core';
import { errorText } from '../../../lib/api-client';
import { Link } from '../../../lib/router';
import { benefitText, ReductionFrame } from '../components/reduction-parts';

const t = ko.reductionRegistration.info;

/** /reductioninfo: who may pre-register, what it does and what is checked (decision 123). */
export function ReductionInfoPage() {
  const list = useDiscountList();
  const rows = (list.data ?? []).filter((d) => d.code !== 'DC001');
  return (
    <ReductionFrame step={0} title={t.title}>
      <Text size="lg">{t.lead}</Text>
      <section aria-labelledby="who">
        <Title order={2} size="h3" id="who" mb="xs">
          {t.whoTitle}
        </Title>
        <Text mb="sm">{t.whoIntro}</Text>
        {list.isPending && <Loader size="sm" aria-label={ko.common.loading} />}
        {list.error && <Alert color="danger">{errorText(list.error)}</Alert>}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table withTableBorder withColumnBorders striped>
              <Table.Caption>{t.whoTitle}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t.colName}</Table.Th>
                  <Table.Th scope="col">{t.colRate}</Table.Th>
                  <Table.Th scope="col">{t.colCheck}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((d) => (
                  <Table.Tr key={d.code}>
                    <Table.Th scope="row">{d.codeNm}</Table.Th>
                    <Table.Td>{benefitText(d)}</Table.Td>
                    <Table.Td>{needsProofDocument(d.code) ? t.checkDocument : t.checkRegistry}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
      <section aria-labelledby="what">
        <Title order={2} size="h3" id="what" mb="xs">
          {t.whatTitle}
        </Title>
        <List spacing="xs">
          {t.what.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </section>
      <section aria-labelledby="checks">
        <Title order={2} size="h3" id="checks" mb="xs">
          {t.checkTitle}
        </Title>
        <List spacing="xs">
          {t.checks.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </section>
      <Group justify="center" mt="md">
        <Button component={Link} to="/reductionagreement" size="md">
          {t.start}
        </Button>
      </Group>
    </ReductionFrame>
  );
}
