import { ko } from '@parking/shared/messages/ko';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/admin-kit/data-table';
import { Anchor, Box, Button, Group, Text, Title } from '../../../components/ui/core';
import { showAlert, showConfirm } from '../../../components/ui/dialog/dialog-store';
import { errorText } from '../../../lib/api-client';
import { discountApi, type Pending } from '../api/vehicles-api';

const t = ko.adminVehicles.discount;
const p = t.pending;

/**
 * Pre-registrations with a proof document waiting for staff (decision 123), above the discount vehicle list:
 * the document to open, approve (registers the discount vehicle) or reject; the applicant gets a text.
 */
export function PendingReview() {
  const client = useQueryClient();
  const pending = useQuery({
    queryKey: ['admin', 'discount', 'pending'],
    queryFn: ({ signal }) => discountApi.pending(signal),
  });
  const [busy, setBusy] = useState<string | null>(null);
  const rows = pending.data?.pendingList ?? [];
  if (rows.length === 0) return null;

  const decide = async (row: Pending, approve: boolean) => {
    if (!(await showConfirm(approve ? p.approveConfirm : p.rejectConfirm))) return;
    setBusy(`${row.regId}${approve}`);
    try {
      const res = approve ? await discountApi.approve(row.regId) : await discountApi.reject(row.regId);
      await client.invalidateQueries({ queryKey: ['admin', 'discount'] });
      await showAlert(res.message);
    } catch (e) {
      await showAlert(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumn<Pending>[] = [
    { key: 'applied', header: p.applied, render: (r) => r.regDttm.slice(0, 10) },
    { key: 'plate', header: t.plate, render: (r) => r.plate },
    { key: 'owner', header: t.owner, render: (r) => r.carOwnerNm },
    { key: 'type', header: t.type, render: (r) => r.discountNm, wrap: true },
    { key: 'mobile', header: p.mobile, render: (r) => r.mobile },
    {
      key: 'document',
      header: p.document,
      wrap: true,
      render: (r) => r.fileName && <Anchor href={discountApi.documentUrl(r.regId)}>{r.fileName}</Anchor>,
    },
    {
      key: 'actions',
      header: ko.admin.kit.rowActions,
      render: (r) => (
        <Group gap={4} wrap="nowrap" justify="center">
          <Button
            size="xs"
            loading={busy === `${r.regId}true`}
            onClick={() => void decide(r, true)}
            aria-label={`${r.plate} ${p.approve}`}
          >
            {p.approve}
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="danger"
            loading={busy === `${r.regId}false`}
            onClick={() => void decide(r, false)}
            aria-label={`${r.plate} ${p.reject}`}
          >
            {p.reject}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Box
      component="section"
      aria-labelledby="pending-title"
      mb="lg"
      p="md"
      bg="yellow.0"
      style={{ borderRadius: 4 }}
    >
      <Title order={2} size="h4" id="pending-title">
        {`${p.title} (${rows.length})`}
      </Title>
      <Text size="sm" my="xs">
        {p.intro}
      </Text>
      <Box bg="white">
        <DataTable
          caption={`${p.title} (${rows.length})`}
          columns={columns}
          rows={rows}
          rowKey={(r) => String(r.regId)}
        />
      </Box>
    </Box>
  );
}
