import { ko } from '@parking/shared/messages/ko';
import { Box, Group, Text } from '../../../components/ui/core';

/** The step indicator of the sign-up flows: an ordered list with the current step marked. */
export function SignupSteps({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <Box component="nav" aria-label={ko.accounts.steps.label} mb="lg">
      <Group
        component="ol"
        gap="xs"
        justify="center"
        wrap="wrap"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {steps.map((step, i) => {
          const active = i === current;
          return (
            <Box
              component="li"
              key={step}
              aria-current={active ? 'step' : undefined}
              px="sm"
              py={6}
              style={{
                borderRadius: 999,
                border: `1px solid var(--mantine-color-${active ? 'primary-6' : 'gray-3'})`,
                background: active
                  ? 'var(--mantine-color-primary-6)'
                  : i < current
                    ? 'var(--mantine-color-primary-0)'
                    : '#fff',
              }}
            >
              <Text component="span" size="sm" fw={active ? 700 : 500} c={active ? 'white' : 'gray.8'}>
                {i + 1}. {step}
              </Text>
            </Box>
          );
        })}
      </Group>
    </Box>
  );
}
