import { ko } from '@parking/shared/messages/ko';
import { useEffect, useRef, useState } from 'react';
import { type NavigateFunction, useLocation, useNavigate, useSearchParams } from '../../lib/router';
import { showAlert } from '../ui/dialog/dialog-store';

const PREFIX = 'parking.routeData.';

function storageKey(resource: string): string {
  return PREFIX + resource;
}

/** Keep route data of `resource` in localStorage so an update screen survives a reload (spec 3 §2.7). */
export function storeRouteData(resource: string, data: unknown): void {
  try {
    globalThis.localStorage?.setItem(storageKey(resource), JSON.stringify(data));
  } catch {
    // storage full or unavailable: navigation state still carries the data
  }
}

export function readRouteData<T>(resource: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey(resource));
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function clearRouteData(resource: string): void {
  try {
    globalThis.localStorage?.removeItem(storageKey(resource));
  } catch {
    // nothing to clear
  }
}

/** Go to an update screen with its data as navigation state, stored first so a reload still has it. */
export function navigateWithRouteData(
  navigate: NavigateFunction,
  to: string,
  resource: string,
  data: unknown,
): void {
  storeRouteData(resource, data);
  void navigate(to, { state: { routeData: { resource, data } } });
}

function stateData<T>(state: unknown, resource: string): T | null {
  if (typeof state !== 'object' || state === null || !('routeData' in state)) return null;
  const rd = (state as { routeData?: { resource?: string; data?: T } }).routeData;
  return rd && rd.resource === resource && rd.data !== undefined ? rd.data : null;
}

/**
 * The data an update screen received through navigation (spec 3 §2.1), falling back to the copy kept in
 * localStorage. Without either: alert `message` ('잘못된 접근입니다.' by default) and go to `redirectTo`.
 */
export function useRouteData<T>(
  resource: string,
  redirectTo: string,
  message: string = ko.admin.kit.invalidAccess,
  /** refuses data of another shape (e.g. a copy stored by an older version of the screen) */
  accept: (data: unknown) => boolean = () => true,
): T | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [data] = useState<T | null>(() => {
    const fromState = stateData<T>(location.state, resource);
    if (fromState !== null && accept(fromState)) {
      storeRouteData(resource, fromState);
      return fromState;
    }
    const stored = readRouteData<T>(resource);
    return stored !== null && accept(stored) ? stored : null;
  });
  useRedirectWhen(data === null, message, redirectTo, navigate);
  return data;
}

/**
 * A required query parameter of a view screen. When it is missing: alert '잘못된 접근입니다.' and go to
 * `redirectTo` (spec 2 §8, spec 3 §2.1). Returns null meanwhile.
 */
export function useRequiredParam(
  name: string,
  redirectTo: string,
  message: string = ko.admin.kit.invalidAccess,
): string | null {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const value = params.get(name)?.trim() || null;
  useRedirectWhen(value === null, message, redirectTo, navigate);
  return value;
}

function useRedirectWhen(when: boolean, message: string, to: string, navigate: NavigateFunction): void {
  // StrictMode runs effects twice: alert once
  const done = useRef(false);
  useEffect(() => {
    if (!when || done.current) return;
    done.current = true;
    void (async () => {
      await showAlert(message);
      await navigate(to, { replace: true });
    })();
  }, [when, message, to, navigate]);
}
