import { ko } from '@parking/shared/messages/ko';
import { PlainCheckbox as Checkbox, Paper, Stack, Text } from '../../../components/ui/core';

const w = ko.seasonPass.web;

/** Both privacy consents of the form (spec 2 §5: required, '개인정보 동의는 필수 항목입니다.'). */
export function ConsentFields({
  agree1,
  agree2,
  onChange,
  error,
}: {
  agree1: boolean;
  agree2: boolean;
  onChange: (next: { agree1: boolean; agree2: boolean }) => void;
  error?: string | undefined;
}) {
  const item = (key: 'agree1' | 'agree2', text: string, label: string, checked: boolean) => (
    <Stack gap={6}>
      <Paper withBorder p="sm" bg="gray.0">
        <Text size="sm" c="gray.8">
          {text}
        </Text>
      </Paper>
      <Checkbox
        id={`period-${key}`}
        label={label}
        checked={checked}
        onChange={(e) => onChange({ agree1, agree2, [key]: e.currentTarget.checked })}
        error={!checked && error ? error : undefined}
      />
    </Stack>
  );
  return (
    <Stack gap="md">
      {item('agree1', w.consent1Text, w.consent1, agree1)}
      {item('agree2', w.consent2Text, w.consent2, agree2)}
    </Stack>
  );
}
