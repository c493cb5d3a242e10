import { Text, Title } from '@mantine/core';
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
      <Title order={2} size="h4" id="map-lot-list-title" mb={4}>
        {ko.lots.map.listTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
        {ko.lots.map.listCount(views.length, total)}
      </Text>
      {views.length === 0 ? (
        <Text className={classes.lotList} p="md">
          {ko.lots.map.noLots}
        </Text>
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
                  <Text component="span" fw={700} display="block">
                    {v.lot.PARKING_NM}
                  </Text>
                  <Text component="span" size="sm" display="block">
                    {ko.lots.detail.available} {ko.lots.detail.count(v.available)} /{' '}
                    {ko.lots.detail.count(v.lot.CELL_CNT)} · {ko.lots.map.levels[v.level]} ·{' '}
                    {formatDistance(v.distanceKm)}
                  </Text>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
