import type { DiscountItem } from '@parking/shared/lots/schemas';
import { ko } from '@parking/shared/messages/ko';
import type { ReductionResult } from '@parking/shared/reduction-registration/schemas';
import { type ReactNode, useEffect, useRef } from 'react';
import { Box, Group, Stack, Text, Title } from '../../../components/ui/core';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { useLocation, useNavigate } from '../../../lib/router';

const t = ko.reductionRegistration;

/** What a category takes off: '50% 감면', '전액 면제', '2시간 무료 후 50% 감면', '2,000원 할인'. */
export function benefitText(d: Pick<DiscountItem, 'rate' | 'freeMinutes' | 'fixedAmt'>): string {
  if (d.fixedAmt > 0) return t.info.fixed(d.fixedAmt.toLocaleString('ko-KR'));
  if (d.freeMinutes > 0) return t.info.free(t.info.hours(d.freeMinutes), d.rate);
  return d.rate >= 100 ? t.info.exempt : t.info.rate(d.rate);
}

/** The page frame of the four steps: the title, the step list (current one marked) and the content. */
export function ReductionFrame({
  step,
  title,
  children,
}: {
  step: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" maw={880}>
      <Title order={1}>{title}</Title>
      <Box component="nav" aria-label={t.info.title}>
        <Group component="ol" gap="xs" wrap="wrap" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {t.steps.map((name, i) => (
            <Box
              component="li"
              key={name}
              aria-current={i === step ? 'step' : undefined}
              px="sm"
              py={6}
              style={{
                borderRadius: 999,
                border: `1px solid var(--mantine-color-${i === step ? 'primary-6' : 'gray-3'})`,
                background: i === step ? 'var(--mantine-color-primary-6)' : '#fff',
              }}
            >
              <Text
                component="span"
                size="sm"
                fw={i === step ? 700 : 500}
                c={i === step ? 'white' : 'gray.8'}
              >
                {`${i + 1}. ${name}`}
              </Text>
            </Box>
          ))}
        </Group>
      </Box>
      {children}
    </Stack>
  );
}

/** Route data between the steps (location state, decision 123). */
export type StepState =
  | { agreed: true }
  | { agreed: true; result: ReductionResult }
  | { agreed: true; refused: { message: string; plate: string } };

/**
 * The state a step needs, or null after '잘못된 접근입니다.' and a return to /reductioninfo (a later step
 * opened directly, a bookmark, a new tab).
 */
export function useStepState<T extends StepState>(
  valid: (s: Partial<Record<string, unknown>>) => boolean,
): T | null {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as Partial<Record<string, unknown>>;
  const ok = state.agreed === true && valid(state);
  const alerted = useRef(false);
  useEffect(() => {
    if (ok || alerted.current) return;
    alerted.current = true;
    void showAlert(ko.common.invalidAccess).then(() => navigate('/reductioninfo', { replace: true }));
  }, [ok, navigate]);
  return ok ? (state as T) : null;
}
