import { ko } from '@parking/shared/messages/ko';
import { useId, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Collapse,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '../../../components/ui/core';
import { errorProps } from '../../../components/ui/field-errors/field-errors';
import { type Agreements, allAgreed, noAgreements, setAllAgreements, someAgreed } from '../agreement';

export interface AgreementText {
  key: keyof Agreements;
  title: string;
  label: string;
  paragraphs: readonly string[];
  note?: string;
}

/**
 * The agreement step (spec 1 §2.7 step 1, §2.8): collapsible texts, one box each and an all-agree box that
 * follows them. Agree with a box unchecked → '약관 중 동의하지 않은 항목이 있습니다.' under each unchecked box and the
 * focus on the first (decision 193), no modal.
 */
export function AgreementForm({
  texts,
  onAgree,
  onDisagree,
}: {
  texts: readonly [AgreementText, AgreementText];
  onAgree: () => void;
  onDisagree: () => void;
}) {
  const [agreements, setAgreements] = useState<Agreements>(noAgreements);
  const [tried, setTried] = useState(false);
  const t = ko.accounts.agreement;

  const agree = () => {
    if (allAgreed(agreements)) return onAgree();
    setTried(true);
    const first = texts.find((x) => !agreements[x.key]);
    if (first) document.getElementById(`agree-${first.key}`)?.focus();
  };

  return (
    <Stack gap="lg">
      <Text>{t.intro}</Text>
      <Paper withBorder p="md" radius="md" bg="gray.0">
        <Checkbox
          id="agree-all"
          size="md"
          label={<Text fw={700}>{t.all}</Text>}
          checked={allAgreed(agreements)}
          indeterminate={someAgreed(agreements)}
          onChange={(e) => setAgreements(setAllAgreements(e.currentTarget.checked))}
        />
      </Paper>
      {texts.map((text) => (
        <AgreementSection
          key={text.key}
          text={text}
          checked={agreements[text.key]}
          error={tried && !agreements[text.key] ? ko.accounts.v.agreement : undefined}
          onChange={(checked) => setAgreements((a) => ({ ...a, [text.key]: checked }))}
        />
      ))}
      <Group justify="center" gap="sm" mt="md">
        <Button variant="default" size="md" onClick={onDisagree} miw={140}>
          {t.disagree}
        </Button>
        <Button size="md" onClick={agree} miw={140}>
          {t.agree}
        </Button>
      </Group>
    </Stack>
  );
}

function AgreementSection({
  text,
  checked,
  error,
  onChange,
}: {
  text: AgreementText;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const t = ko.accounts.agreement;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${panelId}-title`}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Title order={2} fz="lg" id={`${panelId}-title`}>
          {text.title}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t.hideText : t.showText}
        </Button>
      </Group>
      <Collapse expanded={open} id={panelId}>
        <Box
          mt="sm"
          p="sm"
          mah={260}
          tabIndex={0}
          role="region"
          aria-label={text.title}
          style={{ overflowY: 'auto', border: '1px solid var(--mantine-color-gray-2)', borderRadius: 6 }}
        >
          {text.paragraphs.map((p) => (
            <Text key={p} size="sm" mb={6} c="gray.8">
              {p}
            </Text>
          ))}
        </Box>
      </Collapse>
      <Checkbox
        id={`agree-${text.key}`}
        mt="sm"
        label={text.label}
        checked={checked}
        {...errorProps(error)}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      {text.note && (
        <Text size="sm" c="danger.6" mt={4}>
          {text.note}
        </Text>
      )}
    </Paper>
  );
}
