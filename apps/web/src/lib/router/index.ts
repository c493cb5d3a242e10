// The portal's router (decision 173): one import for screens, layouts and tests.
export { createPath, type Location, parsePath } from './history';
export {
  createSearchParams,
  Link,
  type LinkProps,
  MemoryRouter,
  type NavigateFunction,
  Outlet,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigate,
  useRouteError,
  useSearchParams,
} from './react';
export {
  createBrowserRouter,
  createMemoryRouter,
  createRouter,
  type GuardContext,
  type GuardDecision,
  type NavigateOptions,
  type RouteMatch,
  RouteNotFoundError,
  type RouteObject,
  type Router,
  type RouterState,
  routerReady,
} from './router';
