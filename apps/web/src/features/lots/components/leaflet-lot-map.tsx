import 'leaflet/dist/leaflet.css';
// Leaflet's module evaluated without Error stacks (it throws one in its old-IE check): ~13 ms of main-thread CPU
// under an inspector such as Lighthouse (lib/error-stacks.ts, decision 237). Order matters.
import '../lib/leaflet-stacks-off';
import { divIcon, type LatLngBounds, type Marker as LeafletMarker, latLngBounds } from 'leaflet';
import '../lib/leaflet-stacks-on';
import { ko } from '@parking/shared/messages/ko';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import {
  Circle,
  CircleMarker,
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  useMap,
  ZoomControl,
} from 'react-leaflet';
import { type DistanceFilter, type LatLng, OCCUPANCY_COLORS } from '../lib/geo';
import { useAfterYield, useInChunks } from '../lib/in-chunks';
import type { LotView } from '../lib/lot-view';
import { LotPopupBody } from './lot-popup-body';
import classes from './lots.module.css';

/**
 * Markers added per task on the map's first showing (issue 36): each marker is a Leaflet marker with its element,
 * icon and popup binding; a city's few dozen lots in one task kept a phone from answering for the whole of it.
 */
const MARKERS_PER_TASK = 5;

const OSM_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> 기여자';

export interface LotMapProps {
  views: LotView[];
  origin: LatLng;
  filter: DistanceFilter;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  /** bumped when the list asks to show a lot: the map opens its popup and moves focus into it */
  focusRequest: number;
  onTilesFailed?: () => void;
}

/**
 * Leaflet + OpenStreetMap (no Kakao key). Markers are keyboard buttons; tiles are optional decoration.
 * The map starts in a task of its own, after the page around it (the lot list) has been committed, and its
 * markers come a few per task after it (issue 36): on a phone the map's first showing is several short tasks
 * instead of one long one, and the page answers input in between.
 */
export function LeafletLotMap(props: LotMapProps) {
  if (!useAfterYield())
    return <div className={classes.skeleton} style={{ height: '100%', borderRadius: 0 }} />;
  return <LeafletMap {...props} />;
}

type MapView =
  | { center: [number, number]; zoom: number }
  | { bounds: LatLngBounds; options: { padding: [number, number]; maxZoom: number } };

/**
 * Where the map looks: the shown lots and the origin, fitted (with room for the pins), or the origin alone.
 * The map starts there (no first view at another zoom whose tiles are thrown away at once) and MapSync keeps it so.
 */
function fittedView(views: readonly LotView[], origin: LatLng, filter: DistanceFilter): MapView {
  const points: [number, number][] = views.map((v) => [v.lot.LAT, v.lot.LNG]);
  points.push([origin.lat, origin.lng]);
  if (points.length === 1) {
    return { center: [origin.lat, origin.lng], zoom: filter === 'within500' ? 16 : 15 };
  }
  return { bounds: latLngBounds(points), options: { padding: [40, 40], maxZoom: 16 } };
}

function LeafletMap(props: LotMapProps) {
  const { views, origin, filter } = props;
  const markers = useRef(new Map<number, LeafletMarker>());
  const focusPopup = useRef(false);
  const [start] = useState(() => fittedView(views, origin, filter));

  return (
    <MapContainer
      {...('bounds' in start
        ? { bounds: start.bounds, boundsOptions: start.options }
        : { center: start.center, zoom: start.zoom })}
      zoomControl={false}
      zoomSnap={0.25}
      scrollWheelZoom
      keyboard
      attributionControl
    >
      <MapLayers {...props} markers={markers} focusPopup={focusPopup} />
      <MapSync {...props} markers={markers} focusPopup={focusPopup} />
    </MapContainer>
  );
}

/**
 * The tiles, controls, circles and markers, from the task after the map's own start (issue 36): Leaflet's map
 * and its first tile grid were one task of 22–29 ms of a phone-class CPU.
 */
function MapLayers(props: LayerProps) {
  const ready = useAfterYield();
  // (at once when the list asks to show a lot: its marker must be there to open)
  return ready || props.focusRequest > 0 ? <Layers {...props} /> : null;
}

type LayerProps = LotMapProps & Pick<SyncProps, 'markers' | 'focusPopup'>;

function Layers(props: LayerProps) {
  const { views, origin, filter, onTilesFailed, focusRequest, markers, focusPopup } = props;
  const tileFailed = useRef(false);
  // all at once as soon as the list asks to show a lot: its marker must be there to open
  const markerViews = useInChunks(views, MARKERS_PER_TASK, focusRequest > 0);

  return (
    <>
      <TileLayer
        url={OSM_URL}
        subdomains="abc"
        attribution={OSM_ATTRIBUTION}
        maxZoom={19}
        eventHandlers={{
          tileerror: () => {
            if (tileFailed.current) return;
            tileFailed.current = true;
            onTilesFailed?.();
          },
        }}
      />
      <ZoomControl position="topright" zoomInTitle={ko.lots.map.zoomIn} zoomOutTitle={ko.lots.map.zoomOut} />
      {filter === 'within500' || filter === 'within1000' ? (
        <Circle
          center={[origin.lat, origin.lng]}
          radius={filter === 'within500' ? 500 : 1000}
          interactive={false}
          pathOptions={{ color: '#256ef4', weight: 1, dashArray: '4 4', fillOpacity: 0.06 }}
        />
      ) : null}
      <CircleMarker
        center={[origin.lat, origin.lng]}
        radius={7}
        interactive={false}
        pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#1e2124', fillOpacity: 1 }}
      />
      {markerViews.map((v) => (
        <LotMarker
          key={v.id}
          view={v}
          register={(m) => {
            if (m) markers.current.set(v.id, m);
            else markers.current.delete(v.id);
          }}
          focusPopup={focusPopup}
          onSelect={props.onSelect}
        />
      ))}
    </>
  );
}

interface MarkerProps {
  view: LotView;
  register: (m: LeafletMarker | null) => void;
  focusPopup: React.RefObject<boolean>;
  onSelect: (id: number | null) => void;
}

/** The pin: the available count on a disc in the occupancy colour, named for screen readers. */
function markerElement(v: LotView): HTMLElement {
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
  const root = document.createElement('span');
  root.append(pin, name);
  return root;
}

const LotMarker = memo(function LotMarker({ view, register, focusPopup, onSelect }: MarkerProps) {
  const name = view.lot.PARKING_NM;
  const { available, level } = view;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the icon depends on these three values only
  const icon = useMemo(
    () =>
      divIcon({
        html: markerElement(view),
        className: `${classes.marker} lot-marker lot-marker--${level}`,
        iconSize: [34, 42],
        iconAnchor: [17, 41],
        popupAnchor: [0, -38],
      }),
    [name, available, level],
  );
  const ref = useRef<LeafletMarker | null>(null);

  return (
    <Marker
      ref={(m) => {
        ref.current = m;
        register(m);
      }}
      position={[view.lot.LAT, view.lot.LNG]}
      icon={icon}
      keyboard
      riseOnHover
      eventHandlers={{
        keypress: (e) => {
          const key = (e.originalEvent as KeyboardEvent).key;
          if (key === 'Enter') focusPopup.current = true;
          if (key === ' ') {
            e.originalEvent.preventDefault();
            focusPopup.current = true;
            ref.current?.togglePopup();
          }
        },
        popupopen: () => onSelect(view.id),
        popupclose: () => {
          onSelect(null);
          // keep keyboard users where they were: back on the marker whose popup closed
          const active = document.activeElement;
          if (!active || active === document.body) ref.current?.getElement()?.focus();
        },
      }}
    >
      <Popup
        className={classes.popup}
        autoPanPadding={[16, 16]}
        minWidth={240}
        maxWidth={300}
        maxHeight={340}
      >
        <LotPopupBody view={view} focusPopup={focusPopup} />
      </Popup>
    </Marker>
  );
});

interface SyncProps extends LotMapProps {
  markers: React.RefObject<Map<number, LeafletMarker>>;
  focusPopup: React.RefObject<boolean>;
}

/** Keeps the map in step with the page: fits the shown lots, opens the popup the list asked for. */
function MapSync({ views, origin, filter, selectedId, focusRequest, markers, focusPopup }: SyncProps) {
  const map = useMap();
  const idsKey = views.map((v) => v.id).join(',');

  // the map started at the first fit (fittedView): refit only when the set of lots, the origin or the filter changes
  const fitKey = `${idsKey}|${origin.lat},${origin.lng}|${filter}`;
  const fitted = useRef(fitKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit only when the set of lots or the origin changes
  useEffect(() => {
    if (fitted.current === fitKey) return;
    fitted.current = fitKey;
    map.invalidateSize();
    const view = fittedView(views, origin, filter);
    if ('bounds' in view) map.fitBounds(view.bounds, view.options);
    else map.setView(view.center, view.zoom);
  }, [map, fitKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each request from the list
  useEffect(() => {
    if (focusRequest === 0 || selectedId === null) return;
    const m = markers.current.get(selectedId);
    if (!m) return;
    focusPopup.current = true;
    if (m.isPopupOpen()) {
      const el = m.getPopup()?.getElement()?.querySelector<HTMLElement>('[data-popup-title]');
      el?.focus();
      focusPopup.current = false;
    } else {
      m.openPopup();
    }
  }, [focusRequest]);

  // the box changes size with the layout (left navigation, 390 px screens): keep Leaflet's idea of it right
  useEffect(() => {
    const el = map.getContainer();
    const ro = new ResizeObserver(() => map.invalidateSize());
    ro.observe(el);
    return () => ro.disconnect();
  }, [map]);

  // Leaflet's popup close button is labelled in English; give it a Korean name.
  useEffect(() => {
    const relabel = () => {
      for (const b of map.getContainer().querySelectorAll('.leaflet-popup-close-button')) {
        b.setAttribute('aria-label', ko.lots.map.closePopup);
        b.setAttribute('title', ko.lots.map.closePopup);
      }
    };
    map.on('popupopen', relabel);
    return () => {
      map.off('popupopen', relabel);
    };
  }, [map]);

  return null;
}
