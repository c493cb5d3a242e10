import {
  type AnchorHTMLAttributes,
  Component,
  type ComponentType,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { createPath, type Location, parsePath, resolveTo } from './history';
import {
  createMemoryRouter,
  type NavigateOptions,
  type RouteMatch,
  type Router,
  type RouterState,
} from './router';

// React's side of the router: the provider, the outlet, links and the hooks screens use.

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
/** what <Outlet /> renders at this depth */
const OutletContext = createContext<ReactNode>(null);
const ErrorContext = createContext<unknown>(undefined);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('This component must be rendered inside a <RouterProvider>');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('This component must be rendered inside a <RouterProvider>');
  return state;
}

/** A route's error screen, showing `error`. */
function ErrorScreen({ Fallback, error }: { Fallback: ComponentType; error: unknown }) {
  return (
    <ErrorContext.Provider value={error}>
      <Fallback />
    </ErrorContext.Provider>
  );
}

interface BoundaryProps {
  fallback: ComponentType;
  /** a new navigation clears a caught error */
  resetKey: string;
  children: ReactNode;
}

/** Catches what a route's subtree throws while rendering and shows the route's error screen instead. */
class RouteBoundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <ErrorScreen Fallback={this.props.fallback} error={this.state.error} />;
  }
}

function renderMatches(matches: RouteMatch[], error: unknown, resetKey: string): ReactNode {
  // a failed load shows the error screen of the deepest route that has one, above the failure
  let upTo = matches.length;
  if (error != null) {
    upTo = -1;
    for (let i = matches.length - 1; i >= 0; i--) {
      if (matches[i]?.route.ErrorBoundary) {
        upTo = i;
        break;
      }
    }
  }
  let outlet: ReactNode = null;
  for (let i = Math.min(upTo, matches.length - 1); i >= 0; i--) {
    const m = matches[i] as RouteMatch;
    const Screen = m.Component;
    const Fallback = m.route.ErrorBoundary;
    let element: ReactNode;
    if (i === upTo && Fallback) {
      element = <ErrorScreen Fallback={Fallback} error={error} />;
    } else {
      element = Screen ? <Screen /> : (m.route.element ?? outlet);
      element = <OutletContext.Provider value={outlet}>{element}</OutletContext.Provider>;
      if (Fallback) {
        element = (
          <RouteBoundary fallback={Fallback} resetKey={resetKey}>
            {element}
          </RouteBoundary>
        );
      }
    }
    outlet = element;
  }
  if (error != null && upTo < 0) throw error;
  return outlet;
}

export interface RouterProviderProps {
  router: Router;
  /** shown until the first screen's code has loaded */
  fallback?: ReactNode;
}

export function RouterProvider({ router, fallback = null }: RouterProviderProps) {
  const [state, setState] = useState(router.state);
  // A new screen renders as a transition: React renders it in slices between which the browser can handle
  // input (a phone's main thread is not blocked for the whole screen), and the current screen stays until the
  // new one is ready. The effect also picks up a navigation that ended between the first render and it.
  useEffect(() => {
    setState(router.state);
    return router.subscribe((next) => startTransition(() => setState(next)));
  }, [router]);
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>
        {state.initialized ? renderMatches(state.matches, state.error, state.location.key) : fallback}
      </StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** A router in memory around `children` (component tests of pieces that use links or the location). */
export function MemoryRouter({
  children,
  initialEntries,
}: {
  children: ReactNode;
  initialEntries?: string[];
}) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: children }], { initialEntries }));
  return <RouterProvider router={router} />;
}

/** The child route's screen, inside a layout. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export function useLocation(): Location {
  return useRouterState().location;
}

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => Promise<void>;

export function useNavigate(): NavigateFunction {
  const router = useRouter();
  return router.navigate;
}

export function useMatches(): readonly RouteMatch[] {
  return useRouterState().matches;
}

/** The error a route's error screen is showing. */
export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

export type SearchParamsInit =
  | URLSearchParams
  | string
  | Record<string, string | readonly string[]>
  | [string, string][];

export function createSearchParams(init: SearchParamsInit = ''): URLSearchParams {
  if (init instanceof URLSearchParams || typeof init === 'string' || Array.isArray(init)) {
    return new URLSearchParams(init as string);
  }
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(init)) {
    for (const one of typeof v === 'string' ? [v] : v) params.append(k, one);
  }
  return params;
}

export type SetSearchParams = (
  next: SearchParamsInit | ((prev: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => Promise<void>;

/** The query string of the current address, and a setter that navigates to the same path with a new one. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useMemo<SetSearchParams>(
    () => (next, options) => {
      const prev = new URLSearchParams(router.state.location.search);
      const value = createSearchParams(typeof next === 'function' ? next(prev) : next);
      const query = value.toString();
      return router.navigate(`${router.state.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [router],
  );
  return [params, set];
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** An <a href> that navigates in the app on a plain click (new tab, download and the rest stay the browser's). */
export function Link({ to, replace, state, onClick, target, ref, ...rest }: LinkProps) {
  const router = useRouter();
  const location = useLocation();
  const href = resolveTo(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event, target)) return;
    event.preventDefault();
    // a link to where the user already is replaces the entry instead of stacking a copy
    const same = createPath(location) === createPath(parsePath(href));
    void router.navigate(href, { replace: replace ?? same, state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}
