import { ko } from '@parking/shared/messages/ko';
import { notificationSettingsKo } from '@parking/shared/messages/ko/notifications';
import type {
  MemberMessage,
  MemberNotifications,
  PreferredChannel,
} from '@parking/shared/notifications/member-settings';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  Button,
  Group,
  Loader,
  Paper,
  Radio,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '../../../components/ui/core';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert/load-failed-alert';
import { ApiError, errorText } from '../../../lib/api-client';
import {
  memberNotificationsKey,
  saveMemberNotifications,
  useMemberNotifications,
} from '../api/notifications';

const t = notificationSettingsKo;

/** One message of the latest 20: when, what, how it went, and its text. */
function MessageItem({ m }: { m: MemberMessage }) {
  return (
    <Paper withBorder radius="sm" p="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{t.kindName(m.kind)}</Text>
        <Text size="sm" c="gray.8">
          {m.sentAt ?? m.createdAt}
        </Text>
      </Group>
      <Text size="sm" c="gray.8">
        {`${t.channelName(m.channel)} · ${t.statusName(m.status)}`}
      </Text>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {m.text}
      </Text>
    </Paper>
  );
}

/** The form, built once from the loaded settings (a save replaces them with the server's answer). */
function SettingsForm({ data }: { data: MemberNotifications }) {
  const client = useQueryClient();
  const [reminders, setReminders] = useState(() =>
    Object.fromEntries(data.reminders.map((r) => [r.kind, r.enabled])),
  );
  const [channel, setChannel] = useState<PreferredChannel>(data.channel);
  const business = data.prepaidLowMinutes !== undefined;
  const [lowMinutes, setLowMinutes] = useState(String(data.prepaidLowMinutes ?? 60));
  const [lowError, setLowError] = useState<string | undefined>();
  const lowOn = reminders.prepaid_balance_low !== false;
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    let prepaidLowMinutes: number | null | undefined;
    if (business) {
      // the threshold is kept while the reminder is off; a blank one while off means none
      const typed = lowMinutes.trim();
      if (/^\d+$/.test(typed)) prepaidLowMinutes = Number(typed);
      else if (!lowOn && typed === '') prepaidLowMinutes = null;
      else {
        setLowError(t.v.prepaidLow);
        document.getElementById('prepaid-low-minutes')?.focus();
        return;
      }
    }
    setBusy(true);
    try {
      const res = await saveMemberNotifications({
        reminders,
        channel,
        ...(business ? { prepaidLowMinutes } : {}),
      });
      client.setQueryData(memberNotificationsKey, res.settings);
      await showAlert(res.message);
    } catch (err) {
      const field = err instanceof ApiError ? err.fieldErrors?.prepaidLowMinutes?.[0] : undefined;
      if (field) {
        setLowError(field);
        document.getElementById('prepaid-low-minutes')?.focus();
      } else await showAlert(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="fieldset" m={0}>
          <Title order={2} size="h4" component="legend" px={4}>
            {t.remindersTitle}
          </Title>
          <Stack gap="sm" mt="xs">
            {data.reminders.map((r) => (
              <Switch
                key={r.kind}
                label={t.kindName(r.kind)}
                description={t.kindHint(r.kind)}
                checked={reminders[r.kind] ?? true}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setReminders((prev) => ({ ...prev, [r.kind]: on }));
                  setLowError(undefined);
                }}
              />
            ))}
            {business && (
              <TextInput
                id="prepaid-low-minutes"
                label={t.prepaidLowLabel}
                description={t.prepaidLowHint}
                inputMode="numeric"
                rightSection={<Text size="sm">{t.minutes}</Text>}
                maw={260}
                ml={{ base: 0, sm: 'xl' }}
                disabled={!lowOn}
                value={lowMinutes}
                error={lowError}
                onChange={(e) => {
                  setLowMinutes(e.currentTarget.value);
                  setLowError(undefined);
                }}
              />
            )}
          </Stack>
          {data.reminders.some((r) => r.kind.startsWith('unpaid_')) && (
            <Text size="sm" c="gray.8" mt="md">
              {t.unpaidNote}
            </Text>
          )}
          <Text size="sm" c="gray.8" mt="md">
            {t.fixedNote}
          </Text>
          <Text size="sm" c="gray.8" mt={4}>
            {data.fixed.map((k) => t.kindName(k)).join(', ')}
          </Text>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Radio.Group
            label={t.channelTitle}
            description={t.channelHint}
            value={channel}
            onChange={(v) => setChannel(v as PreferredChannel)}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="alimtalk" label={t.channelChoice.alimtalk} />
              <Radio value="sms" label={t.channelChoice.sms} />
            </Stack>
          </Radio.Group>
        </Paper>

        <Group justify="center">
          <Button type="submit" miw={160} loading={busy} loaderProps={{ 'aria-label': t.saving }}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /mypagenotification (issue 34 item 4, decision 215): which reminders the member receives, how (알림톡 or
 * SMS), a business's prepaid threshold, and the latest 20 messages sent to the member.
 */
export function MypageNotificationsPage() {
  const q = useMemberNotifications();
  return (
    <Stack gap="lg" maw={640} mx="auto" py="md">
      <Title order={1}>{ko.routes.mypagenotification}</Title>
      <Text c="gray.8">{t.intro}</Text>
      {q.isError ? (
        <LoadFailedAlert
          title={t.loadFailed}
          error={q.error}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : !q.data ? (
        <Loader size="sm" aria-label={t.loading} />
      ) : (
        <>
          <SettingsForm data={q.data} />
          <section aria-labelledby="latest-messages">
            <Title order={2} size="h4" id="latest-messages" mb="xs">
              {t.messagesTitle}
            </Title>
            {q.data.messages.length === 0 ? (
              <Text c="gray.8">{t.messagesEmpty}</Text>
            ) : (
              <Stack component="ul" gap="xs" p={0} m={0}>
                {q.data.messages.map((m) => (
                  <MessageItem key={m.id} m={m} />
                ))}
              </Stack>
            )}
          </section>
        </>
      )}
    </Stack>
  );
}
