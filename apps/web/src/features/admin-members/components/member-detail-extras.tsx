import type { MemberActionAnswer, MemberListKind } from '@parking/shared/admin-members/schemas';
import { ko } from '@parking/shared/messages/ko';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Anchor,
  Button,
  Group,
  List,
  NativeSelect,
  Stack,
  Table,
  Text,
  Title,
} from '../../../components/ui/core';
import { showAlert, showConfirm } from '../../../components/ui/dialog/dialog-store';
import { errorText } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { type MemberView, memberActions, memberFileUrl } from '../api/members-api';
import { MemberMessages } from './member-messages';

const t = ko.adminMembers;

interface Props {
  view: MemberView;
  kind: MemberListKind;
}

/**
 * Below the member's profile: the lots and documents of a business member, and the staff actions — lock
 * release, approve / cancel approval (by status), the market discount (members of the market lots), the
 * authority group. Each asks first, then alerts the server's message and reloads the screen.
 */
export function MemberDetailExtras({ view, kind }: Props) {
  const m = view.resultVo;
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [auth, setAuth] = useState(m.authorCode);

  const run = async (name: string, confirm: string, call: () => Promise<MemberActionAnswer>) => {
    if (!(await showConfirm(confirm))) return;
    setBusy(name);
    try {
      const res = await call();
      await client.invalidateQueries({ queryKey: ['admin', 'member'] });
      await showAlert(res.message);
    } catch (e) {
      await showAlert(errorText(e));
    } finally {
      setBusy(null);
    }
  };
  const button = (name: string, label: string, confirm: string, call: () => Promise<MemberActionAnswer>) => (
    <Button
      key={name}
      variant="outline"
      loading={busy === name}
      onClick={() => void run(name, confirm, call)}
    >
      {label}
    </Button>
  );
  const groupName = (code: string) => t.groupNames[code] ?? code;

  return (
    <Stack mt="lg" gap="lg">
      {kind === 'BSN' && (
        <section aria-labelledby="member-lots">
          <Title order={3} size="h5" id="member-lots" mb="xs">
            {t.sections.lots}
          </Title>
          {view.mappingList.length === 0 ? (
            <Text c="dimmed">{t.noLots}</Text>
          ) : (
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.col.lots}</Table.Th>
                  <Table.Th>{t.col.webAmt}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.mappingList.map((l) => (
                  <Table.Tr key={l.SECTN_ID}>
                    <Table.Td>{l.PARKING_NM}</Table.Td>
                    <Table.Td>{`${formatNumber(l.WEB_DISCOUNT_DEFAULT_AMT)}${ko.common.won}`}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </section>
      )}
      {kind === 'BSN' && (
        <section aria-labelledby="member-files">
          <Title order={3} size="h5" id="member-files" mb="xs">
            {t.sections.files}
          </Title>
          {view.memberFileList.length === 0 ? (
            <Text c="dimmed">{t.noFiles}</Text>
          ) : (
            <List>
              {view.memberFileList.map((f) => (
                <List.Item key={f.atchFileId}>
                  <Anchor href={memberFileUrl(m.memberId, f.atchFileId)} aria-label={t.download(f.viewNm)}>
                    {f.viewNm}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          )}
        </section>
      )}
      <MemberMessages memberId={m.memberId} />
      <Group gap="xs" justify="flex-end">
        {button('unlock', t.unlock, t.confirm.unlock, () => memberActions.unlock(m.memberId))}
        {kind === 'BSN' &&
          m.empSttus === 'A' &&
          button('approve', t.approve, t.confirm.approve, () => memberActions.status(m.memberId, 'P'))}
        {kind === 'BSN' &&
          m.empSttus === 'P' &&
          button('cancel', t.cancelApproval, t.confirm.cancelApproval, () =>
            memberActions.status(m.memberId, 'A'),
          )}
        {m.marketLot &&
          m.marketYn !== 'Y' &&
          button('marketY', t.marketApprove, t.confirm.marketApprove, () =>
            memberActions.market(m.memberId, 'Y'),
          )}
        {m.marketLot &&
          m.marketYn === 'Y' &&
          button('marketN', t.marketCancel, t.confirm.marketCancel, () =>
            memberActions.market(m.memberId, 'N'),
          )}
      </Group>
      {m.grantableAuthorCodes.length > 1 && (
        <Group gap="xs" justify="flex-end" align="flex-end">
          <NativeSelect
            label={t.grantable}
            value={auth}
            onChange={(e) => setAuth(e.currentTarget.value)}
            data={m.grantableAuthorCodes.map((c) => ({ value: c, label: groupName(c) }))}
            w={220}
          />
          {button('auth', t.changeAuth, t.confirm.changeAuth(groupName(auth)), () =>
            memberActions.auth(m.memberId, auth),
          )}
        </Group>
      )}
    </Stack>
  );
}
