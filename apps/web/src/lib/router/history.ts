// The two histories the router runs on: the browser's (window.history) and one in memory (tests, embedded
// screens). Each entry carries its position (idx) so a refused Back/Forward can be undone by the same distance.

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** the state the navigation passed (screens hand data to the next one this way) */
  state: unknown;
  /** unique per history entry; 'default' for the first one */
  key: string;
}

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/** A change the user made outside the app: Back, Forward, or history.go. */
export interface PopEvent {
  location: Location;
  /** how far the user moved (negative = back); null when the entry did not say where it was */
  delta: number | null;
}

export interface History {
  readonly location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Called after Back/Forward (not after push or replace). Returns the unsubscribe function. */
  listen(listener: (event: PopEvent) => void): () => void;
}

/** The state stored in each history entry. */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

export function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** "/a?b#c" → its parts (a path without a leading slash is taken from the root). */
export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  let rest = path;
  let hash = '';
  let search = '';
  const h = rest.indexOf('#');
  if (h >= 0) {
    hash = rest.slice(h);
    rest = rest.slice(0, h);
  }
  const q = rest.indexOf('?');
  if (q >= 0) {
    search = rest.slice(q);
    rest = rest.slice(0, q);
  }
  return {
    pathname: rest.startsWith('/') ? rest : `/${rest}`,
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  };
}

export function createPath({
  pathname,
  search,
  hash,
}: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return pathname + search + hash;
}

/** A target relative to the current address ('?q=1' keeps the path, '#x' the path and query) made absolute. */
export function resolveTo(to: string, from: Pick<Location, 'pathname' | 'search'>): string {
  if (to.startsWith('?')) return from.pathname + to;
  if (to.startsWith('#')) return from.pathname + from.search + to;
  return to;
}

export function createLocation(path: string, state: unknown = null, key = createKey()): Location {
  return { ...parsePath(path), state, key };
}

function isEntryState(s: unknown): s is EntryState {
  return typeof s === 'object' && s !== null && 'idx' in s && typeof (s as EntryState).idx === 'number';
}

/** window.history, with the entry's state and position kept beside what the page stored. */
export function createBrowserHistory(win: Window = window): History {
  const h = win.history;
  // an entry another script pushed has no key of ours: each gets its own (the first page's is 'default')
  const read = (foreignKey: string): { location: Location; idx: number | null } => {
    const s = h.state as unknown;
    const entry = isEntryState(s) ? s : null;
    const { pathname, search, hash } = win.location;
    return {
      location: { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? foreignKey },
      idx: entry?.idx ?? null,
    };
  };
  let { location, idx } = read('default');
  // The first page's entry gets its position when the app first adds an entry of its own, not at boot: the only
  // way back to it is then from an entry the app added. `history.replaceState` is a call to the browser process
  // that the page waits for; at boot, while that process handles the page's requests, the wait took 0.4–24 ms of
  // the entry script's task (issue 36).
  let stamped = idx !== null;
  idx ??= 0;
  const write = (loc: Location, at: number, replace: boolean) => {
    if (!stamped && !replace) {
      h.replaceState({ usr: location.state, key: location.key, idx: idx ?? 0 } satisfies EntryState, '');
    }
    stamped = true;
    const state: EntryState = { usr: loc.state, key: loc.key, idx: at };
    const url = createPath(loc);
    if (replace) h.replaceState(state, '', url);
    else {
      try {
        h.pushState(state, '', url);
      } catch {
        // iOS caps pushState calls; a full load still reaches the page
        win.location.assign(url);
        return;
      }
    }
    location = loc;
    idx = at;
  };
  return {
    get location() {
      return location;
    },
    push: (loc) => write(loc, (idx ?? 0) + 1, false),
    replace: (loc) => write(loc, idx ?? 0, true),
    go: (delta) => h.go(delta),
    listen(listener) {
      const onPop = () => {
        const next = read(createKey());
        const delta = next.idx === null || idx === null ? null : next.idx - idx;
        location = next.location;
        idx = next.idx;
        listener({ location: next.location, delta });
      };
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
  };
}

/** A history held in memory: `initialEntries` are paths, the last one (or `initialIndex`) is current. */
export function createMemoryHistory(initialEntries: string[] = ['/'], initialIndex?: number): History {
  const entries = initialEntries.map((p, i) => createLocation(p, null, i === 0 ? 'default' : createKey()));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const listeners = new Set<(event: PopEvent) => void>();
  return {
    get location() {
      return entries[index] as Location;
    },
    push(loc) {
      index += 1;
      entries.splice(index, entries.length - index, loc);
    },
    replace(loc) {
      entries[index] = loc;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      const moved = next - index;
      index = next;
      // like the browser's popstate: after the current task
      setTimeout(() => {
        for (const l of listeners) l({ location: entries[index] as Location, delta: moved });
      }, 0);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
