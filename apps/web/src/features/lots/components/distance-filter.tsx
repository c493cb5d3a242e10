import { ko } from '@parking/shared/messages/ko';
import { DISTANCE_FILTERS, type DistanceFilter as Filter } from '../lib/geo';
import classes from './lots.module.css';

/**
 * 전체 / 500m / 1km / 1km 이상 from the user's position (spec 1 §2.9): a radio group that looks like Mantine's
 * segmented control (plain markup, decision 177; arrow keys move between the choices like any radio group).
 */
export function DistanceFilter({ value, onChange }: { value: Filter; onChange: (f: Filter) => void }) {
  return (
    <div className={classes.distanceFilter}>
      <span className={classes.distanceLabel} id="distance-filter-label">
        {ko.lots.map.distanceLegend}
      </span>
      <div role="radiogroup" aria-labelledby="distance-filter-label" className={classes.segmented}>
        {DISTANCE_FILTERS.map((f) => (
          <label key={f} className={classes.segment} data-active={f === value || undefined}>
            <input
              type="radio"
              name="distance-filter"
              value={f}
              checked={f === value}
              onChange={() => onChange(f)}
            />
            <span>{ko.lots.map.distances[f]}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
