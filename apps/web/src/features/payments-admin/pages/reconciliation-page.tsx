import { todayKst } from '@parking/shared/common/korea-time';
import { ko } from '@parking/shared/messages/ko';
import { SETTLEMENT_FILE_MAX_BYTES } from '@parking/shared/payments-admin/limits';
import type { ReconcileAnswer } from '@parking/shared/payments-admin/schemas';
import { useState } from 'react';
import { downloadBlob } from '../../../components/admin-kit/excel-export';
import { PageTitle } from '../../../components/admin-kit/page-title';
import { Alert, Box, Button, Group, Stack, Table, Text, Title } from '../../../components/ui/core';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { FileInput } from '../../../components/ui/file-input/file-input';
import { extensionOf } from '../../../components/ui/file-input/validate-file';
import { errorText } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { reconcileFile, simSettlementFile } from '../api/payments-admin-api';
import { DateField } from '../components/filter-fields';

const t = ko.paymentsAdmin.reconcile;
const amt = (n: number | null) => (n === null ? t.none : formatNumber(n));

/** The provider's settlement file: a CSV of at most SETTLEMENT_FILE_MAX_BYTES (the server's limit). */
function checkSettlementFile(file: File): string | undefined {
  if (extensionOf(file.name) !== 'csv') return t.csvOnly;
  if (file.size === 0) return ko.content.upload.empty;
  if (file.size > SETTLEMENT_FILE_MAX_BYTES) return t.tooLarge;
  return undefined;
}

/**
 * /reconciliation (issue 21): import the provider's settlement CSV of a day (UTF-8 or CP949) and list what differs;
 * with the simulated provider, its file of the day can be downloaded (clean, or with planted mismatches).
 */
export function ReconciliationPage() {
  const [date, setDate] = useState(todayKst());
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ReconcileAnswer | null>(null);

  const run = async () => {
    if (!file) return showAlert(ko.paymentsAdmin.v.file);
    setBusy(true);
    try {
      setResult(await reconcileFile(date, file));
    } catch (e) {
      setResult(null);
      await showAlert(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const simFile = async (plant: boolean) => {
    try {
      const res = await simSettlementFile(date, plant);
      const bytes = Uint8Array.from(atob(res.contentBase64), (ch) => ch.charCodeAt(0));
      downloadBlob(bytes, res.fileName, 'text/csv');
    } catch (e) {
      await showAlert(errorText(e));
    }
  };

  return (
    <Box>
      <PageTitle />
      <Stack gap="sm" maw={640} mb="lg">
        <DateField label={t.date} value={date} onChange={setDate} />
        <FileInput
          label={t.file}
          value={file}
          onChange={setFile}
          extensions={['csv']}
          check={checkSettlementFile}
          description={t.fileHint}
        />
        <Group gap="xs">
          <Button onClick={() => void run()} loading={busy}>
            {t.run}
          </Button>
          <Button variant="default" onClick={() => void simFile(false)}>
            {t.simExport}
          </Button>
          <Button variant="default" onClick={() => void simFile(true)}>
            {`${t.simExport} (${t.simPlant})`}
          </Button>
        </Group>
      </Stack>
      {result && (
        <section aria-labelledby="reconcile-result">
          <Title order={2} size="h4" id="reconcile-result" mb="xs">
            {t.summary(result.lines, result.encoding, result.mismatches.length)}
          </Title>
          {result.mismatches.length === 0 ? (
            <Alert color="teal" data-testid="reconcile-clean">
              {t.clean}
            </Alert>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table withTableBorder striped data-testid="reconcile-mismatches">
                <Table.Caption>{t.caption}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t.kind}</Table.Th>
                    <Table.Th scope="col">Tid</Table.Th>
                    <Table.Th scope="col">Moid</Table.Th>
                    <Table.Th scope="col">{`${t.here} (${ko.paymentsAdmin.columns.amount})`}</Table.Th>
                    <Table.Th scope="col">{`${t.there} (${ko.paymentsAdmin.columns.amount})`}</Table.Th>
                    <Table.Th scope="col">{`${t.here} / ${t.there}`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.mismatches.map((m) => (
                    <Table.Tr key={`${m.kind}|${m.tid}`}>
                      <Table.Td>{t.kinds[m.kind]}</Table.Td>
                      <Table.Td style={{ wordBreak: 'break-all' }}>{m.tid}</Table.Td>
                      <Table.Td>{m.moid}</Table.Td>
                      <Table.Td ta="right">{amt(m.hereAmt)}</Table.Td>
                      <Table.Td ta="right">{amt(m.thereAmt)}</Table.Td>
                      <Table.Td>
                        {`${m.hereStatus ? ko.payments.receipt.statuses[m.hereStatus as 'APPROVED'] : t.none} / ${
                          m.thereCancelled === null ? t.none : m.thereCancelled ? t.cancelled : t.approved
                        }`}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </section>
      )}
      {!result && (
        <Text size="sm" c="dimmed">
          {t.file}
        </Text>
      )}
    </Box>
  );
}
