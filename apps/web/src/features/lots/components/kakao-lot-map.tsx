import { ko } from '@parking/shared/messages/ko';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button, Loader, Text } from '../../../components/ui/core';
import { MantineRoot } from '../../../components/ui/mantine-root/mantine-root';
import { OCCUPANCY_COLORS, PANORAMA_RADIUS_M } from '../lib/geo';
import {
  type KakaoCustomOverlay,
  type KakaoMap,
  type KakaoMaps,
  type KakaoRoadview,
  loadKakaoMaps,
} from '../lib/kakao-sdk';
import type { LotView } from '../lib/lot-view';
import type { LotMapProps } from './leaflet-lot-map';
import { LotPopupBody } from './lot-popup-body';
import classes from './lots.module.css';

interface Props extends LotMapProps {
  appKey: string;
  onSdkFailed: () => void;
}

/** The Kakao map with its Mantine provider: /map itself is built without Mantine (decision 177). */
export function KakaoLotMap(props: Props) {
  return (
    <MantineRoot>
      <KakaoMapView {...props} />
    </MantineRoot>
  );
}

/** Kakao Maps with roadview (KAKAO_MAP_APP_KEY set). Markers are real buttons in custom overlays. */
function KakaoMapView({
  views,
  origin,
  filter,
  selectedId,
  onSelect,
  focusRequest,
  appKey,
  onSdkFailed,
}: Props) {
  const box = useRef<HTMLDivElement>(null);
  const roadBox = useRef<HTMLElement>(null);
  const [sdk, setSdk] = useState<{ maps: KakaoMaps; map: KakaoMap } | null>(null);
  const [popupEl] = useState(() => document.createElement('div'));
  const focusPopup = useRef(false);
  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;
  // panorama near the selected lot: undefined = searching, null = none within 50 m
  const [pano, setPano] = useState<{ lotId: number; panoId: number | null } | undefined>(undefined);
  const [roadview, setRoadview] = useState(false);
  const roadviewObj = useRef<KakaoRoadview | null>(null);
  // the lots and origin the map was last fitted to: a live count change redraws a marker, never moves the map
  const fitted = useRef('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once per key
  useEffect(() => {
    let cancelled = false;
    loadKakaoMaps(appKey)
      .then((maps) => {
        if (cancelled || !box.current) return;
        const map = new maps.Map(box.current, { center: new maps.LatLng(origin.lat, origin.lng), level: 5 });
        map.addControl(new maps.ZoomControl(), maps.ControlPosition.RIGHT);
        setSdk({ maps, map });
      })
      .catch(() => {
        if (!cancelled) onSdkFailed();
      });
    return () => {
      cancelled = true;
    };
  }, [appKey]);

  // markers
  useEffect(() => {
    if (!sdk) return;
    const { maps, map } = sdk;
    // A marker redrawn by a live count change keeps the keyboard focus it had (decision 219).
    const focusedLot = (document.activeElement as HTMLElement | null)?.dataset?.lotId;
    const overlays: KakaoCustomOverlay[] = views.map((v) => {
      const overlay = new maps.CustomOverlay({
        position: new maps.LatLng(v.lot.LAT, v.lot.LNG),
        content: markerButton(v, () => {
          onSelect(selectedRef.current === v.id ? null : v.id);
        }),
        yAnchor: 1,
        clickable: true,
        map,
      });
      return overlay;
    });
    if (focusedLot) box.current?.querySelector<HTMLElement>(`[data-lot-id="${focusedLot}"]`)?.focus();
    const fitKey = `${origin.lat},${origin.lng}|${views.map((v) => v.id).join(',')}`;
    if (fitted.current !== fitKey) {
      fitted.current = fitKey;
      const bounds = new maps.LatLngBounds();
      bounds.extend(new maps.LatLng(origin.lat, origin.lng));
      for (const v of views) bounds.extend(new maps.LatLng(v.lot.LAT, v.lot.LNG));
      if (views.length > 0) map.setBounds(bounds, 40);
      else map.setCenter(new maps.LatLng(origin.lat, origin.lng));
    }
    return () => {
      for (const o of overlays) o.setMap(null);
    };
  }, [sdk, views, origin.lat, origin.lng, onSelect]);

  const selected = views.find((v) => v.id === selectedId) ?? null;

  // popup of the selected lot, and the panorama search around it
  useEffect(() => {
    if (!sdk || !selected) return;
    const { maps, map } = sdk;
    const pos = new maps.LatLng(selected.lot.LAT, selected.lot.LNG);
    const overlay = new maps.CustomOverlay({
      position: pos,
      content: popupEl,
      yAnchor: 1.15,
      clickable: true,
      zIndex: 10,
      map,
    });
    map.panTo(pos);
    setPano(undefined);
    new maps.RoadviewClient().getNearestPanoId(pos, PANORAMA_RADIUS_M, (panoId) =>
      setPano({ lotId: selected.id, panoId }),
    );
    return () => overlay.setMap(null);
  }, [sdk, selected, popupEl]);

  useEffect(() => {
    if (focusRequest > 0) focusPopup.current = true;
  }, [focusRequest]);

  // roadview panel
  useEffect(() => {
    if (!sdk || !roadview || !selected || !pano?.panoId || !roadBox.current) return;
    if (!roadviewObj.current) roadviewObj.current = new sdk.maps.Roadview(roadBox.current);
    roadviewObj.current.setPanoId(pano.panoId, new sdk.maps.LatLng(selected.lot.LAT, selected.lot.LNG));
    roadviewObj.current.relayout();
  }, [sdk, roadview, selected, pano]);

  useEffect(() => {
    if (!selected || pano?.panoId === null) setRoadview(false);
  }, [selected, pano]);

  const panoFound = pano !== undefined && pano.lotId === selectedId && pano.panoId !== null;

  return (
    <div style={{ position: 'relative', width: '100%', height: '100%' }}>
      <div ref={box} style={{ width: '100%', height: '100%' }} data-filter={filter} />
      {!sdk ? (
        <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Loader aria-label={ko.lots.map.loading} />
        </div>
      ) : null}
      <section
        ref={roadBox}
        hidden={!roadview}
        aria-label={ko.lots.map.roadview}
        style={{ position: 'absolute', inset: 0, zIndex: 20, background: '#000' }}
      />
      {roadview ? (
        <Button
          size="sm"
          style={{ position: 'absolute', top: 8, left: 8, zIndex: 21 }}
          onClick={() => setRoadview(false)}
        >
          {ko.lots.map.roadviewOff}
        </Button>
      ) : null}
      {selected
        ? createPortal(
            <div className={classes.kakaoPopup}>
              <button
                type="button"
                className={classes.kakaoClose}
                aria-label={ko.lots.map.closePopup}
                onClick={() => onSelect(null)}
              >
                ×
              </button>
              <LotPopupBody view={selected} focusPopup={focusPopup} />
              <div style={{ marginTop: 10 }}>
                {pano === undefined || pano.lotId !== selectedId ? null : panoFound ? (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setRoadview((r) => !r)}
                    aria-pressed={roadview}
                  >
                    {roadview ? ko.lots.map.roadviewOff : ko.lots.map.roadviewOn}
                  </Button>
                ) : (
                  <Text size="xs" c="dimmed">
                    {ko.lots.map.noPanorama}
                  </Text>
                )}
              </div>
            </div>,
            popupEl,
          )
        : null}
    </div>
  );
}

function markerButton(v: LotView, onClick: () => void): HTMLElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `${classes.kakaoMarker ?? ''} lot-marker lot-marker--${v.level}`;
  button.dataset.lotId = String(v.id);
  const pin = document.createElement('span');
  pin.className = classes.pin ?? '';
  pin.dataset.occupancy = v.level;
  pin.style.background = OCCUPANCY_COLORS[v.level];
  const count = document.createElement('span');
  count.setAttribute('aria-hidden', 'true');
  count.textContent = v.available > 999 ? '999+' : String(v.available);
  pin.append(count);
  const name = document.createElement('span');
  name.className = classes.srOnly ?? '';
  name.textContent = ko.lots.map.marker(v.lot.PARKING_NM, v.available, ko.lots.map.levels[v.level]);
  button.append(pin, name);
  button.addEventListener('click', onClick);
  return button;
}
