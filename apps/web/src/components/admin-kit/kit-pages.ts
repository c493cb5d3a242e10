import type { ComponentType } from 'react';
import { type PageWithData, routeData } from '../../lib/route-declaration';
import type { RouteQuery } from '../../lib/route-entry';
import type { KitScreen } from './resource-pages';

// The route loaders of the kit's resources (decisions 073, 201, 222). This module is on the first page (the
// features' routes.ts import it): it holds only the loaders, the screens' code comes when a route asks for it.

/** What a resource's kit module exports (resource-pages): its screens and what they ask for first. */
interface KitModule {
  screen: (which: KitScreen) => Promise<ComponentType>;
  data: Record<KitScreen, (params: URLSearchParams) => readonly RouteQuery[]>;
}

/** The code of each kit screen: asked for beside the resource's module, not after it. */
const screenCode: Record<KitScreen, () => Promise<unknown>> = {
  list: () => import('./resource-list-page'),
  view: () => import('./resource-view-page'),
  create: () => import('./resource-form-page'),
  update: () => import('./resource-form-page'),
};

/**
 * The kit's screens made only of plain widgets (decision 226): the list (title, search, table, check boxes,
 * paging, Excel button) loads no Mantine code nor provider; the dialogs it may open (confirmations, the export
 * reason) bring their own. The view and the forms (Mantine's table, radios, date and file fields, the editor)
 * are wrapped in Mantine's provider by the router as before.
 */
const plainScreens: ReadonlySet<KitScreen> = new Set(['list']);

/**
 * The four route loaders of a resource whose module `load` imports (one lazy module per resource). Each carries
 * its screen's data declaration, which `route()` puts on the entry: the rows, the record, or a form's option
 * lists start as soon as the resource's module (descriptor and calls) is there, while the screen's code, the
 * frame and Mantine still load. The list's loader is marked `withoutMantine` (decision 226): a resource's list
 * columns, toolbar and row actions must then use plain kit widgets only (the resource test kit,
 * `resource-test-kit.tsx`, draws each descriptor's list without Mantine's provider).
 */
export function kitPages(load: () => Promise<KitModule>) {
  const page = (which: KitScreen): PageWithData =>
    Object.assign(
      async () => {
        // the screen's own extras (a form's schema and editor, a view's lazy parts) start as soon as the
        // resource's module is there, not once the screen's code has come as well
        const [screen] = await Promise.all([
          load().then((pages) => pages.screen(which)),
          screenCode[which](),
        ]);
        return screen;
      },
      {
        data: routeData(load, (pages, { search }) => pages.data[which](search)),
        ...(plainScreens.has(which) ? { withoutMantine: true } : {}),
      },
    );
  return { list: page('list'), view: page('view'), create: page('create'), update: page('update') };
}
