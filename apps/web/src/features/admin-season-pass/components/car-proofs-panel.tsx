import type { Domain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { CarProofListResponse } from '@parking/shared/season-pass/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/admin-kit/data-table';
import { Anchor, Button, Group, Paper, Text, Title } from '../../../components/ui/core';
import { showAlert, showConfirm } from '../../../components/ui/dialog/dialog-store';
import { ReasonDialog } from '../../../components/ui/dialog/reason-dialog';
import { errorText } from '../../../lib/api-client';
import { CAR_PROOFS_KEY, carProofFilePath, decideCarProof, useCarProofs } from '../api/car-proofs-api';

const a = ko.seasonPass.admin;
const c = a.carProofColumns;
type Row = Domain<CarProofListResponse>['value']['result'][number];

/**
 * Registration certificates members sent to prove a car before applying for a season pass (decision 179):
 * staff compare plate and owner with the document, then confirm or reject (the member gets an SMS).
 */
export function CarProofsPanel() {
  const client = useQueryClient();
  const list = useCarProofs();
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  const decide = async (row: Row, decision: 'CONFIRM' | 'REJECT', reason?: string) => {
    setBusy(true);
    try {
      const res = await decideCarProof(row.proofId, decision, reason);
      setRejecting(null);
      await showAlert(res.message);
    } catch (e) {
      await showAlert(errorText(e));
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: CAR_PROOFS_KEY });
    }
  };
  const confirm = async (row: Row) => {
    if (await showConfirm(a.carProofConfirmAsk(row.plate, row.carOwnerNm))) await decide(row, 'CONFIRM');
  };

  const columns: TableColumn<Row>[] = [
    { key: 'member', header: c.member, render: (r) => `${r.empNm} (${r.empNo})` },
    { key: 'carNo', header: c.plate, render: (r) => r.plate },
    { key: 'owner', header: c.carOwnerNm, render: (r) => r.carOwnerNm },
    { key: 'req', header: c.reqDttm, render: (r) => r.reqDttm.slice(0, 16) },
    {
      key: 'file',
      header: c.file,
      render: (r) => (
        <Anchor href={carProofFilePath(r.proofId)} download>
          {a.proofDownload}
        </Anchor>
      ),
    },
    {
      key: 'action',
      header: c.action,
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            disabled={busy}
            onClick={() => void confirm(r)}
            aria-label={a.carProofConfirmRow(r.plate)}
          >
            {a.carProofConfirm}
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red"
            disabled={busy}
            onClick={() => setRejecting(r)}
            aria-label={a.carProofRejectRow(r.plate)}
          >
            {a.carProofReject}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="period-car-proofs-title">
      <Title order={2} size="h4" id="period-car-proofs-title" mb="xs">
        {a.carProofs}
      </Title>
      <Text size="sm" c="gray.8" mb="sm">
        {a.carProofsHint}
      </Text>
      <DataTable
        caption={a.carProofsCaption}
        columns={columns}
        rows={list.data?.result ?? []}
        rowKey={(r) => String(r.proofId)}
        loading={list.isPending}
        error={list.error}
        empty={a.noCarProofs}
      />
      <ReasonDialog
        opened={rejecting !== null}
        title={`${a.carProofReject} (${rejecting?.plate ?? ''})`}
        intro={a.carProofsHint}
        label={a.carProofRejectReason}
        submitLabel={a.carProofReject}
        closeLabel={a.close}
        busy={busy}
        messages={{ required: ko.seasonPass.v.reason, tooLong: ko.seasonPass.v.reason }}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => rejecting && void decide(rejecting, 'REJECT', reason)}
      />
    </Paper>
  );
}
