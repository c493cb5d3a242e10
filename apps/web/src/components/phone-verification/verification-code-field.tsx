import { ko } from '@parking/shared/messages/ko';
import type { KeyboardEvent } from 'react';
import { useSiteInfo } from '../frame/use-site-info';
import { Anchor, Box, Button, Group, Stack, Text, TextInput } from '../ui/core';
import { formatCountdown } from './countdown';

export interface VerificationCodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** seconds left on the countdown */
  remaining: number;
  onConfirm: () => void;
  onExtend: () => void;
  confirming?: boolean;
  extending?: boolean;
  error?: string | undefined;
}

const t = () => ko.accounts.verify;

/**
 * The code entry of the verification flows (spec 1 §2.5, §2.7): a 6-digit input with the countdown shown
 * as 03:00, an extend button (KWCAG: timers can be extended) and the confirm button. Enter confirms. In
 * demo mode a link opens the SMS outbox in a new tab so a visitor can read the code.
 */
export function VerificationCodeField({
  id,
  value,
  onChange,
  remaining,
  onConfirm,
  onExtend,
  confirming,
  extending,
  error,
}: VerificationCodeFieldProps) {
  const site = useSiteInfo();
  const time = formatCountdown(remaining);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      onConfirm();
    }
  };

  return (
    <Stack gap={6}>
      <TextInput
        id={id}
        label={t().code}
        placeholder={t().codePlaceholder}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
        onKeyDown={onKeyDown}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={error}
        required
        rightSectionWidth={64}
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
            <Button variant="outline" onClick={onExtend} loading={extending} px="sm">
              {t().extend}
            </Button>
          </Group>
        )}
        rightSection={
          <Text
            role="timer"
            aria-label={t().timeLeft(time)}
            size="sm"
            fw={700}
            c={remaining <= 30 ? 'danger.6' : 'primary.6'}
          >
            {time}
          </Text>
        }
      />
      <Button
        onClick={onConfirm}
        loading={confirming}
        loaderProps={{ 'aria-label': t().confirming }}
        fullWidth
      >
        {t().confirm}
      </Button>
      {site.data?.demo && (
        <Box>
          <Anchor href="/smsoutbox" target="_blank" rel="noopener" size="sm">
            {t().demoOutbox}
            <Text component="span" size="xs" c="dimmed" ml={4}>
              ({t().newWindow})
            </Text>
          </Anchor>
        </Box>
      )}
    </Stack>
  );
}
