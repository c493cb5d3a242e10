import { ko } from '@parking/shared/messages/ko';
import { type FormEvent, useState } from 'react';
import { PendingApprovalNotice } from '../../../components/pending-approval/pending-approval-notice';
import { MyReductionRegistrations } from '../../../components/reduction-registrations/my-registrations';
import { Button, Group, Paper, Stack, Text, Title } from '../../../components/ui/core';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { PlainPasswordInput } from '../../../components/ui/plain-form/password-input';
import { errorText } from '../../../lib/api-client';
import { useNavigate } from '../../../lib/router';
import { useSession } from '../../../lib/session-store';
import { pwCheck } from '../api/pw-check';
import { issueGateToken } from '../gate';

/**
 * /mypagemain (spec 2 §2, §5): re-enter the password before the profile edit; cancel goes to /Main. A general
 * member also sees their reduction pre-registrations; a business waiting for approval, that it waits.
 */
export function MypageMainPage() {
  const navigate = useNavigate();
  const session = useSession();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const t = ko.accounts.mypage;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (password === '') {
      setError(ko.accounts.v.gatePasswordRequired);
      document.getElementById('gate-password')?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await pwCheck(session.empNo, password);
      if (!res.result) {
        setBusy(false);
        setPassword('');
        setError(t.gatePasswordMismatch);
        await showAlert(t.gatePasswordMismatch);
        document.getElementById('gate-password')?.focus();
        return;
      }
      await navigate(`/mypageupdate?check=${issueGateToken()}`);
    } catch (err) {
      setBusy(false);
      setPassword('');
      await showAlert(errorText(err));
    }
  };

  return (
    <Stack gap="lg" maw={560} mx="auto" py="md">
      <Title order={1}>{ko.routes.mypagemain}</Title>
      <PendingApprovalNotice />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Stack gap="md">
            <Text>{t.gateIntro}</Text>
            <PlainPasswordInput
              id="gate-password"
              label={t.password}
              value={password}
              onChange={(e) => {
                setPassword(e.currentTarget.value);
                setError(undefined);
              }}
              required
              maxLength={20}
              autoComplete="current-password"
              error={error}
              toggleLabel={ko.auth.showPassword}
            />
            <Group justify="center" gap="sm" mt="sm">
              <Button variant="default" miw={120} onClick={() => void navigate('/Main')} disabled={busy}>
                {ko.common.cancel}
              </Button>
              <Button type="submit" miw={120} loading={busy} loaderProps={{ 'aria-label': t.checking }}>
                {ko.common.confirm}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {/* reduction pre-registration is a citizen's service (decision 189): not offered to a business */}
      {session.empDiv === 'USR' ? <MyReductionRegistrations /> : null}
    </Stack>
  );
}
