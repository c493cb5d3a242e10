import { ko } from '@parking/shared/messages/ko';
import { type ReactNode, useState } from 'react';
import { Link } from '../../lib/router';
import { Box, Button, Center, Group, Loader, Table, Text } from '../ui/core';
import { showConfirm } from '../ui/dialog/dialog-store';
import { PageTitle } from './page-title';

export interface ViewRow {
  label: string;
  value: ReactNode;
}

interface Props {
  rows: readonly ViewRow[];
  /** content below the table (HTML body, attachments) */
  children?: ReactNode;
  /** where the list button goes (with the search context) */
  listTo: string;
  /** called after the delete confirm was accepted */
  onDelete?: () => Promise<void> | void;
  /** confirm text of delete; default '삭제하시겠습니까?' */
  deleteConfirm?: string;
  /** the edit button: a path or an action (e.g. navigate with route data) */
  onEdit?: () => void;
  loading?: boolean;
  /** the record could not be loaded */
  error?: ReactNode;
}

/** The view screen of the back office: a label/value table, then list, delete (confirmed) and edit. */
export function AdminViewLayout({
  rows,
  children,
  listTo,
  onDelete,
  deleteConfirm = ko.admin.kit.deleteConfirm,
  onEdit,
  loading,
  error,
}: Props) {
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!onDelete) return;
    if (!(await showConfirm(deleteConfirm))) return;
    setBusy(true);
    try {
      await onDelete();
    } finally {
      setBusy(false);
    }
  };

  let content: ReactNode;
  if (loading) {
    content = (
      <Center py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text ml="sm">{ko.admin.kit.loading}</Text>
      </Center>
    );
  } else if (error) {
    content = (
      <Text py="xl" ta="center">
        {error}
      </Text>
    );
  } else {
    content = (
      <>
        <Table withTableBorder withColumnBorders verticalSpacing="sm" aria-label={ko.admin.kit.viewTable}>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.label}>
                <Table.Th scope="row" w={{ base: 110, sm: 180 }} bg="gray.0">
                  {r.label}
                </Table.Th>
                <Table.Td style={{ wordBreak: 'break-word' }}>{r.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {children}
      </>
    );
  }

  return (
    <Box>
      <PageTitle />
      {content}
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button component={Link} to={listTo} variant="default">
          {ko.admin.kit.list}
        </Button>
        {onDelete && !loading && !error && (
          <Button color="danger" variant="outline" onClick={remove} loading={busy}>
            {ko.admin.kit.delete}
          </Button>
        )}
        {onEdit && !loading && !error && <Button onClick={onEdit}>{ko.admin.kit.edit}</Button>}
      </Group>
    </Box>
  );
}
