import { ko } from '@parking/shared/messages/ko';
import { Stack, Text, Title } from '../../../components/ui/core';
import { useRouteEntry } from '../../../lib/route-entry';
import { FeeEstimator } from '../components/fee-estimator';

/** /feecalculation (spec 1 §2.14): the fee estimator with discount types. */
export function FeeCalculationPage() {
  const entry = useRouteEntry();
  return (
    <Stack gap="md">
      <Title order={1}>{entry?.title ?? ko.routes.feecalculation}</Title>
      <Text size="lg" c="gray.8">
        {ko.lots.estimator.intro}
      </Text>
      <FeeEstimator />
    </Stack>
  );
}
