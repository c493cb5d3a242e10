import { ko } from '@parking/shared/messages/ko';
import { OCCUPANCY_COLORS, type OccupancyLevel } from '../lib/geo';
import classes from './lots.module.css';

const LEVELS: OccupancyLevel[] = ['busy', 'crowded', 'free'];

/** Legend of the marker colours (spec 1 §9): red > 80 %, orange > 60 %, blue otherwise. */
export function OccupancyLegend() {
  return (
    <div>
      <span className={classes.srOnly} id="occupancy-legend-title">
        {ko.lots.map.legendTitle}
      </span>
      <ul className={classes.legend} aria-labelledby="occupancy-legend-title">
        {LEVELS.map((l) => (
          <li key={l}>
            <span className={classes.dot} style={{ background: OCCUPANCY_COLORS[l] }} aria-hidden="true" />
            <span>
              <strong>{ko.lots.map.levels[l]}</strong> ({ko.lots.map.levelRanges[l]})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
