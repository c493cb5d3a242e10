import type { MenuRow } from '@parking/shared/admin-menus/schemas';
import { ko } from '@parking/shared/messages/ko';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button, Group, Modal, Text, TextInput, UnstyledButton } from '../../../components/ui/core';
import { useDisclosure } from '../../../components/ui/hooks';
import { fetchAllMenus } from '../api/menu-api';
import classes from './upper-menu-picker.module.css';

const t = ko.adminMenus;
type AnyForm = UseFormReturn<FieldValues>;

interface TreeItem {
  row: MenuRow;
  children: TreeItem[];
}

function buildTree(rows: readonly MenuRow[]): TreeItem[] {
  const items = new Map(rows.map((r) => [r.menuNo, { row: r, children: [] as TreeItem[] }]));
  const top: TreeItem[] = [];
  for (const item of items.values()) {
    const parent = item.row.upperMenuId ? items.get(item.row.upperMenuId) : undefined;
    (parent ? parent.children : top).push(item);
  }
  const sort = (list: TreeItem[]) => {
    list.sort((a, b) => a.row.menuOrdr - b.row.menuOrdr || a.row.menuNo.localeCompare(b.row.menuNo));
    for (const i of list) sort(i.children);
  };
  sort(top);
  return top;
}

/** The menu being edited and everything below it: choosing one would close a loop (the server refuses too). */
function blockedIds(rows: readonly MenuRow[], self: string | null): Set<string> {
  const out = new Set<string>();
  if (!self) return out;
  out.add(self);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (r.upperMenuId && out.has(r.upperMenuId) && !out.has(r.menuNo)) {
        out.add(r.menuNo);
        grew = true;
      }
    }
  }
  return out;
}

/** The upper-menu field: the chosen id, and a dialog with the menu tree to pick it from (spec 3 §2.10). */
export function UpperMenuPicker({ form: anyForm, self }: { form: object; self: string | null }) {
  const form = anyForm as AnyForm;
  const [opened, { open, close }] = useDisclosure(false);
  const menus = useQuery({
    queryKey: ['admin', 'menu', 'tree'],
    queryFn: ({ signal }) => fetchAllMenus(signal),
    enabled: opened,
  });
  const rows = menus.data ?? [];
  const tree = useMemo(() => buildTree(rows), [rows]);
  const blocked = useMemo(() => blockedIds(rows, self), [rows, self]);
  const value = String(form.watch('upperMenuId') ?? '');
  const error = form.formState.errors.upperMenuId?.message;
  const choose = (id: string) => {
    form.setValue('upperMenuId', id, { shouldDirty: true, shouldValidate: true });
    close();
  };
  const renderItems = (items: TreeItem[]) => (
    <ul className={classes.tree}>
      {items.map((i) => (
        <li key={i.row.menuNo}>
          <UnstyledButton
            className={classes.node}
            disabled={blocked.has(i.row.menuNo)}
            aria-current={i.row.menuNo === value ? 'true' : undefined}
            onClick={() => choose(i.row.menuNo)}
          >
            {i.row.menuNm} <span className={classes.id}>({i.row.menuNo})</span>
          </UnstyledButton>
          {i.children.length > 0 && renderItems(i.children)}
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t.upperMenu}
          value={value || t.noUpper}
          readOnly
          style={{ flex: 1 }}
          error={typeof error === 'string' ? error : undefined}
          data-readonly
        />
        <Button variant="outline" onClick={open}>
          {t.pickUpper}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t.pickUpperTitle} size="lg">
        <UnstyledButton
          className={classes.node}
          onClick={() => choose('')}
          aria-current={value === '' ? 'true' : undefined}
        >
          {t.noUpper}
        </UnstyledButton>
        {menus.isPending ? <Text c="dimmed">{ko.common.loading}</Text> : renderItems(tree)}
      </Modal>
    </>
  );
}
