import { useSyncExternalStore } from 'react';

/** Nothing to subscribe to: the value is read at each render. */
const noChanges = () => () => undefined;

/**
 * A value only the browser knows (its storage, its cookies), read during render: `serverValue` in the page the
 * server renders and while the browser hydrates that page, the browser's own right after (React re-renders the
 * component once the hydration is committed; decision 239). `read` must return the same value while nothing
 * changed (a primitive, or a kept object).
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noChanges, read, () => serverValue);
}

const always = () => true;

/**
 * False in the page the server renders and while the browser hydrates it, true from the render right after: for
 * what only the browser can draw (the map, the popups).
 */
export function useInBrowser(): boolean {
  return useBrowserValue(always, false);
}
