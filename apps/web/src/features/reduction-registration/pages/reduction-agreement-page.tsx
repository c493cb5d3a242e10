import { ko } from '@parking/shared/messages/ko';
import { type FormEvent, useState } from 'react';
import { Box, Button, Checkbox, Group, Stack, Text, Title } from '../../../components/ui/core';
import { errorProps } from '../../../components/ui/field-errors/field-errors';
import { useNavigate } from '../../../lib/router';
import { ReductionFrame } from '../components/reduction-parts';

const t = ko.reductionRegistration.agreement;

/** /reductionagreement: the required consent to the eligibility check, with the all-agree box. */
export function ReductionAgreementPage() {
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const agree = (checked: boolean) => {
    setAgreed(checked);
    if (checked) setError(undefined);
  };
  const next = async (e: FormEvent) => {
    e.preventDefault();
    if (!agreed) {
      // under the consent box, with the focus on it, no modal (decision 193)
      setError(t.required);
      document.getElementById('reduction-agree')?.focus();
      return;
    }
    await navigate('/reductionconfirm', { state: { agreed: true } });
  };
  return (
    <ReductionFrame step={1} title={t.title}>
      <form onSubmit={(e) => void next(e)} noValidate>
        <Stack gap="md">
          <Checkbox
            id="reduction-agree-all"
            label={t.all}
            checked={agreed}
            onChange={(e) => agree(e.currentTarget.checked)}
            fw={700}
          />
          <section aria-labelledby="terms-title">
            <Title order={2} size="h4" id="terms-title" mb="xs">
              {t.termsTitle}
            </Title>
            <Box
              p="md"
              bg="gray.0"
              mah={260}
              style={{ overflowY: 'auto', borderRadius: 4 }}
              tabIndex={0}
              aria-label={t.termsTitle}
            >
              {t.terms.map((line) => (
                <Text key={line} size="sm" mb={6}>
                  {line}
                </Text>
              ))}
            </Box>
          </section>
          <Checkbox
            id="reduction-agree"
            label={t.agree}
            checked={agreed}
            onChange={(e) => agree(e.currentTarget.checked)}
            {...errorProps(error)}
          />
          <Group justify="center" mt="md">
            <Button variant="default" onClick={() => void navigate('/reductioninfo')}>
              {t.cancel}
            </Button>
            <Button type="submit">{t.next}</Button>
          </Group>
        </Stack>
      </form>
    </ReductionFrame>
  );
}
