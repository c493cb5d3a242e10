import { ko } from '@parking/shared/messages/ko';
import { Stack, Text, Title } from '../../../components/ui/core';
import { useRouteEntry } from '../../../lib/route-entry';
import { FeeEstimator } from '../components/fee-estimator';

/** /advancepayment (simple fee lookup, spec 1 §2.1): the same engine and form, without discount types. */
export function AdvancePaymentPage() {
  const entry = useRouteEntry();
  return (
    <Stack gap="md">
      <Title order={1}>{entry?.title ?? ko.routes.advancepayment}</Title>
      <Text size="lg" c="gray.8">
        {ko.lots.estimator.advanceIntro}
      </Text>
      <FeeEstimator withDiscount={false} />
    </Stack>
  );
}
