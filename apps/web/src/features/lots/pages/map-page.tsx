import { ko } from '@parking/shared/messages/ko';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { PageTitle } from '../../../components/admin-kit/page-title';
import { useSiteInfo } from '../../../components/frame/use-site-info';
import { type LiveTarget, useLiveAvailability } from '../../../components/lot-data/live-availability';
import { parkingMapQueryKey, useParkingMap } from '../../../components/lot-data/parking-map-query';
import { Alert } from '../../../components/ui/alert/alert';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert/load-failed-alert';
import { PlainButton } from '../../../components/ui/plain-form/plain-form';
import { useInBrowser } from '../../../lib/browser-value';
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

/** The answer the stream keeps up to date (decision 219). */
const LIVE: LiveTarget[] = [{ queryKey: parkingMapQueryKey, field: 'parkingMapList' }];

/** The map's place while its site settings or its code load. */
const MAP_PLACEHOLDER = <div className={classes.skeleton} style={{ height: '100%', borderRadius: 0 }} />;

/**
 * /map (spec 1 §2.9): lots on a map coloured by occupancy, distance filter, popups, and a list beside it. Plain
 * markup (decision 177); the Kakao map, when configured, brings Mantine with it.
 */
export function MapPage() {
  const lots = useParkingMap();
  const liveNews = useLiveAvailability(LIVE);
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

  // the map itself is the browser's: the page the server renders (and the browser hydrates) holds its place
  const inBrowser = useInBrowser();
  const kakaoKey = site.data?.kakaoMapAppKey ?? null;
  const useKakao = Boolean(kakaoKey) && !kakaoFailed;
  const mapProps = { views, origin, filter, selectedId, onSelect, focusRequest };

  return (
    <div className={classes.mapPage}>
      <PageTitle size="h1" fallback={ko.routes.map} />
      <p className={classes.srOnly} aria-live="polite" aria-atomic="true">
        {liveNews}
      </p>

      <div className={classes.toolbar}>
        <DistanceFilter value={filter} onChange={setFilter} />
        <OccupancyLegend />
      </div>

      {kakaoFailed ? (
        <Alert color="warning" role="none">
          {ko.lots.map.sdkFailed}
        </Alert>
      ) : null}

      {lots.isPending ? (
        <div className={classes.mapLayout} aria-busy="true">
          <div className={classes.mapColumn}>
            <div className={`${classes.mapBox} ${classes.skeleton}`} />
            <GeoNotice status={geo.status} onRetry={geo.locate} />
          </div>
          <div className={classes.loadingList}>
            <p className={classes.muted}>{ko.lots.map.loading}</p>
            {[0, 1, 2, 3, 4].map((i) => (
              <div key={i} className={classes.skeleton} style={{ height: 52 }} />
            ))}
          </div>
        </div>
      ) : lots.isError ? (
        <LoadFailedAlert
          title={ko.lots.map.loadError}
          error={lots.error}
          onRetry={() => void lots.refetch()}
          retrying={lots.isFetching}
        />
      ) : (
        <div className={classes.mapLayout}>
          <div className={classes.mapColumn}>
            <section aria-label={ko.lots.map.region} className={classes.mapBox}>
              {site.isPending || !inBrowser ? (
                MAP_PLACEHOLDER
              ) : (
                <Suspense fallback={MAP_PLACEHOLDER}>
                  {useKakao && kakaoKey ? (
                    <KakaoLotMap {...mapProps} appKey={kakaoKey} onSdkFailed={onKakaoFailed} />
                  ) : (
                    <LeafletLotMap {...mapProps} onTilesFailed={onTilesFailed} />
                  )}
                </Suspense>
              )}
            </section>
            {tilesFailed && !useKakao ? (
              <p className={classes.smallNote} role="status">
                {ko.lots.map.tilesUnavailable}
              </p>
            ) : null}
            <GeoNotice status={geo.status} onRetry={geo.locate} />
          </div>
          <LotListPanel views={views} total={total} selectedId={selectedId} onShow={showLot} />
        </div>
      )}
    </div>
  );
}

/**
 * Where the distances are measured from. Under the map, not above it: the line changes as the position is found
 * or refused, and the map and the list must not move when it does (layout shift on a phone).
 */
function GeoNotice({ status, onRetry }: { status: string; onRetry: () => void }) {
  if (status === 'locating' || status === 'located') {
    return (
      <p className={classes.muted} role="status">
        {status === 'locating' ? ko.lots.map.locating : ko.lots.map.located}
      </p>
    );
  }
  return (
    <Alert color="primary" role="status">
      <div className={classes.geoRow}>
        <span>{status === 'unsupported' ? ko.lots.map.geoUnsupported : ko.lots.map.geoFailed}</span>
        {status === 'failed' ? (
          <PlainButton size="compact" variant="subtle" onClick={onRetry}>
            {ko.lots.map.locate}
          </PlainButton>
        ) : null}
      </div>
    </Alert>
  );
}
