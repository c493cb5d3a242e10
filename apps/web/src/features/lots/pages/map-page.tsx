import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSiteInfo } from '../../../components/frame/use-site-info';
import { useParkingMap } from '../../../components/lot-data/parking-map-query';
import { errorText } from '../../../lib/api-client';
import { useRouteEntry } from '../../../lib/route-entry';
import { DistanceFilter } from '../components/distance-filter';
import { LotListPanel } from '../components/lot-list-panel';
import classes from '../components/lots.module.css';
import { OccupancyLegend } from '../components/occupancy-legend';
import { useGeolocation } from '../hooks/use-geolocation';
import type { DistanceFilter as Filter } from '../lib/geo';
import { hasPosition, lotsForMap } from '../lib/lot-view';

const KakaoLotMap = lazy(() =>
  import('../components/kakao-lot-map').then((m) => ({ default: m.KakaoLotMap })),
);
// Leaflet (the map without a Kakao key) comes in a chunk of its own: the heading, filter and lot list render
// without waiting for it, and a phone runs the map's code in a task of its own. It is asked for as soon as this
// screen's code runs, beside the lots' answer, not after it.
const loadLeaflet = () => import('../components/leaflet-lot-map').then((m) => ({ default: m.LeafletLotMap }));
const leafletLoad = loadLeaflet();
leafletLoad.catch(() => undefined);
const LeafletLotMap = lazy(() => leafletLoad.catch(loadLeaflet));

/** /map (spec 1 §2.9): lots on a map coloured by occupancy, distance filter, popups, and a list beside it. */
export function MapPage() {
  const entry = useRouteEntry();
  const lots = useParkingMap();
  const site = useSiteInfo();
  const geo = useGeolocation();
  const [filter, setFilter] = useState<Filter>('all');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [kakaoFailed, setKakaoFailed] = useState(false);

  const origin = geo.position;
  const all = lots.data ?? [];
  const views = useMemo(() => lotsForMap(all, origin, filter), [all, origin, filter]);
  const total = useMemo(() => all.filter(hasPosition).length, [all]);

  const showLot = useCallback((id: number) => {
    setSelectedId(id);
    setFocusRequest((n) => n + 1);
  }, []);
  const onSelect = useCallback((id: number | null) => setSelectedId(id), []);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  const onKakaoFailed = useCallback(() => setKakaoFailed(true), []);

  const kakaoKey = site.data?.kakaoMapAppKey ?? null;
  const useKakao = Boolean(kakaoKey) && !kakaoFailed;
  const mapProps = { views, origin, filter, selectedId, onSelect, focusRequest };

  return (
    <Stack gap="md">
      <Title order={1}>{entry?.title ?? ko.routes.map}</Title>

      <div className={classes.toolbar}>
        <DistanceFilter value={filter} onChange={setFilter} />
        <Group gap="sm">
          <OccupancyLegend />
        </Group>
      </div>

      <GeoNotice status={geo.status} onRetry={geo.locate} />
      {kakaoFailed ? (
        <Alert color="yellow" variant="light" py="xs">
          {ko.lots.map.sdkFailed}
        </Alert>
      ) : null}

      {lots.isPending ? (
        <div className={classes.mapLayout} aria-busy="true">
          <Skeleton className={classes.mapBox} radius="md" />
          <Stack gap="xs">
            <Text size="sm">{ko.lots.map.loading}</Text>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} height={52} radius="sm" />
            ))}
          </Stack>
        </div>
      ) : lots.isError ? (
        <Alert color="red" variant="light" title={ko.lots.map.loadError} role="alert">
          <Text size="sm" mb="sm">
            {errorText(lots.error)}
          </Text>
          <Button size="sm" variant="outline" onClick={() => void lots.refetch()} loading={lots.isFetching}>
            {ko.lots.map.retry}
          </Button>
        </Alert>
      ) : (
        <div className={classes.mapLayout}>
          <div className={classes.mapColumn}>
            <section aria-label={ko.lots.map.region} className={classes.mapBox}>
              {site.isPending ? (
                <Skeleton height="100%" radius={0} />
              ) : (
                <Suspense fallback={<Skeleton height="100%" radius={0} />}>
                  {useKakao && kakaoKey ? (
                    <KakaoLotMap {...mapProps} appKey={kakaoKey} onSdkFailed={onKakaoFailed} />
                  ) : (
                    <LeafletLotMap {...mapProps} onTilesFailed={onTilesFailed} />
                  )}
                </Suspense>
              )}
            </section>
            {tilesFailed && !useKakao ? (
              <Text size="xs" c="gray.7" role="status">
                {ko.lots.map.tilesUnavailable}
              </Text>
            ) : null}
          </div>
          <LotListPanel views={views} total={total} selectedId={selectedId} onShow={showLot} />
        </div>
      )}
    </Stack>
  );
}

function GeoNotice({ status, onRetry }: { status: string; onRetry: () => void }) {
  if (status === 'locating') {
    return (
      <Text size="sm" c="dimmed" role="status">
        {ko.lots.map.locating}
      </Text>
    );
  }
  if (status === 'located') {
    return (
      <Text size="sm" c="dimmed" role="status">
        {ko.lots.map.located}
      </Text>
    );
  }
  return (
    <Alert color="blue" variant="light" py="xs" role="status">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">{status === 'unsupported' ? ko.lots.map.geoUnsupported : ko.lots.map.geoFailed}</Text>
        {status === 'failed' ? (
          <Button size="compact-sm" variant="subtle" onClick={onRetry}>
            {ko.lots.map.locate}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
