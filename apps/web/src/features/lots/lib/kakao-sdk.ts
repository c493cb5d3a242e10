/** The small part of the Kakao Maps JavaScript SDK the map uses (loaded on demand, never bundled). */
export interface KakaoLatLng {
  getLat(): number;
  getLng(): number;
}
export interface KakaoMap {
  setBounds(bounds: KakaoLatLngBounds, padding?: number): void;
  setCenter(latlng: KakaoLatLng): void;
  panTo(latlng: KakaoLatLng): void;
  setLevel(level: number): void;
  relayout(): void;
  addControl(control: unknown, position: unknown): void;
}
export interface KakaoLatLngBounds {
  extend(latlng: KakaoLatLng): void;
}
export interface KakaoCustomOverlay {
  setMap(map: KakaoMap | null): void;
}
export interface KakaoRoadview {
  setPanoId(panoId: number, position: KakaoLatLng): void;
  relayout(): void;
}
export interface KakaoRoadviewClient {
  getNearestPanoId(position: KakaoLatLng, radius: number, callback: (panoId: number | null) => void): void;
}
export interface KakaoMaps {
  load(callback: () => void): void;
  LatLng: new (lat: number, lng: number) => KakaoLatLng;
  LatLngBounds: new () => KakaoLatLngBounds;
  Map: new (container: HTMLElement, options: { center: KakaoLatLng; level: number }) => KakaoMap;
  CustomOverlay: new (options: {
    position: KakaoLatLng;
    content: HTMLElement;
    xAnchor?: number;
    yAnchor?: number;
    clickable?: boolean;
    zIndex?: number;
    map?: KakaoMap;
  }) => KakaoCustomOverlay;
  Circle: new (options: Record<string, unknown>) => KakaoCustomOverlay;
  ZoomControl: new () => unknown;
  ControlPosition: { RIGHT: unknown; TOPRIGHT: unknown };
  Roadview: new (container: HTMLElement) => KakaoRoadview;
  RoadviewClient: new () => KakaoRoadviewClient;
}

declare global {
  interface Window {
    kakao?: { maps: KakaoMaps };
  }
}

let loading: Promise<KakaoMaps> | null = null;

/** Loads `dapi.kakao.com/v2/maps/sdk.js` once with the site's app key (autoload off, then `kakao.maps.load`). */
export function loadKakaoMaps(appKey: string, timeoutMs = 15_000): Promise<KakaoMaps> {
  if (window.kakao?.maps?.LatLng) return Promise.resolve(window.kakao.maps);
  if (loading) return loading;
  loading = new Promise<KakaoMaps>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://dapi.kakao.com/v2/maps/sdk.js?appkey=${encodeURIComponent(appKey)}&autoload=false`;
    script.async = true;
    const timer = window.setTimeout(() => reject(new Error('kakao sdk timeout')), timeoutMs);
    script.onload = () => {
      const maps = window.kakao?.maps;
      if (!maps) {
        window.clearTimeout(timer);
        reject(new Error('kakao sdk missing'));
        return;
      }
      maps.load(() => {
        window.clearTimeout(timer);
        resolve(maps);
      });
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('kakao sdk failed'));
    };
    document.head.append(script);
  }).catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}
