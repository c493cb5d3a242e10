import { ko } from '@parking/shared/messages/ko';
import { formatDistance, OCCUPANCY_COLORS } from '../lib/geo';
import type { LotView } from '../lib/lot-view';
import classes from './lots.module.css';

interface Props {
  views: LotView[];
  total: number;
  selectedId: number | null;
  onShow: (id: number) => void;
}

/** The map's lots as a plain list (name, availability, distance): the screen works without the map. */
export function LotListPanel({ views, total, selectedId, onShow }: Props) {
  return (
    <section aria-labelledby="map-lot-list-title">
      <h2 className={classes.listTitle} id="map-lot-list-title">
        {ko.lots.map.listTitle}
      </h2>
      <p className={`${classes.muted} ${classes.listCount}`} aria-live="polite">
        {ko.lots.map.listCount(views.length, total)}
      </p>
      {views.length === 0 ? (
        <p className={classes.lotList} style={{ padding: 16 }}>
          {ko.lots.map.noLots}
        </p>
      ) : (
        <ul className={classes.lotList}>
          {views.map((v) => (
            <li key={v.id}>
              <button
                type="button"
                className={classes.lotButton}
                aria-current={selectedId === v.id ? 'true' : undefined}
                title={ko.lots.map.showOnMap(v.lot.PARKING_NM)}
                onClick={() => onShow(v.id)}
              >
                <span
                  className={classes.dot}
                  style={{ background: OCCUPANCY_COLORS[v.level] }}
                  aria-hidden="true"
                />
                <span>
                  <span className={classes.lotName}>{v.lot.PARKING_NM}</span>
                  <span className={classes.lotMeta}>
                    {ko.lots.detail.available} {ko.lots.detail.count(v.available)} /{' '}
                    {ko.lots.detail.count(v.lot.CELL_CNT)} · {ko.lots.map.levels[v.level]} ·{' '}
                    {formatDistance(v.distanceKm)}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
