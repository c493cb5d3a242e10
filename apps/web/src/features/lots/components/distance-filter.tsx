import { SegmentedControl, Text } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { DISTANCE_FILTERS, type DistanceFilter as Filter } from '../lib/geo';

/** 전체 / 500m / 1km / 1km 이상 from the user's position (spec 1 §2.9). */
export function DistanceFilter({ value, onChange }: { value: Filter; onChange: (f: Filter) => void }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <Text component="span" fw={600} size="sm" id="distance-filter-label">
        {ko.lots.map.distanceLegend}
      </Text>
      <SegmentedControl
        aria-labelledby="distance-filter-label"
        value={value}
        onChange={(v) => onChange(v as Filter)}
        data={DISTANCE_FILTERS.map((f) => ({ value: f, label: ko.lots.map.distances[f] }))}
        size="sm"
      />
    </div>
  );
}
