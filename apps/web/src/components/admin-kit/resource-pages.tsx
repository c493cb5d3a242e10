import { type ComponentType, useEffect, useState } from 'react';
import type { RouteQuery } from '../../lib/route-entry';
import { loadRichTextEditor } from '../rich-text-editor/load';
import { formQueries } from './form-queries';
import { type AnyResource, formSchemaReady, hasRichText, loadFormSchema } from './resource';
import { adminListQuery } from './use-admin-list';
import { resourceViewQuery } from './use-resource';

/** The kit's four screens. */
export type KitScreen = 'list' | 'view' | 'create' | 'update';

/**
 * The code of each kit screen, a chunk of its own (decision 222): a resource's module holds its descriptor and
 * calls, not the screens, so the list does not bring the form's code (react-hook-form, the date and file
 * fields) nor the form the table's, and the data a screen asks for first can start before the screen's code
 * has come.
 */
const screenModules = {
  list: () => import('./resource-list-page').then((m) => m.ResourceListPage),
  view: () => import('./resource-view-page').then((m) => m.ResourceViewPage),
  form: () => import('./resource-form-page').then((m) => m.ResourceFormPage),
};

/** The screens whose code has come (drawn at once from then on). */
const loaded: {
  list?: Awaited<ReturnType<typeof screenModules.list>>;
  view?: Awaited<ReturnType<typeof screenModules.view>>;
  form?: Awaited<ReturnType<typeof screenModules.form>>;
} = {};

const codeOf = (which: KitScreen) => (which === 'create' || which === 'update' ? 'form' : which);

async function loadCode(which: KitScreen, resource?: AnyResource): Promise<void> {
  const code = codeOf(which);
  if (code === 'list') loaded.list ??= await screenModules.list();
  else if (code === 'view') {
    // what the view's fields and `below` import lazily (decision 226) comes beside the view's code
    const [view] = await Promise.all([screenModules.view(), resource?.view?.code?.()]);
    loaded.view ??= view;
  } else {
    // the editor of a form with a rich-text field is fetched and run beside the form's code, not once the form
    // has drawn (~300 ms later here); the form draws without waiting for it (its field shows a loading line)
    if (resource?.form && hasRichText(resource.form.fields)) loadRichTextEditor().catch(() => undefined);
    // a form's schema given as a loader (zod and the area's schemas) comes beside the form's code (decision 226)
    const [form] = await Promise.all([screenModules.form(), resource && loadFormSchema(resource)]);
    loaded.form ??= form;
  }
}

/**
 * Loads the code of every kit screen (tests that draw the screens as components at once), with what the
 * `resources`' views and forms load lazily (their view code, a form schema given as a loader).
 */
export async function preloadKitScreens(...resources: AnyResource[]): Promise<void> {
  await Promise.all((['list', 'view', 'create'] as const).map((which) => loadCode(which)));
  await Promise.all(resources.flatMap((r) => [loadCode('view', r), loadCode('create', r)]));
}

/** The screen `which` of `resource` bound to its descriptor, or null while its code has not come. */
function boundScreen(resource: AnyResource, which: KitScreen) {
  if (which === 'list') return loaded.list ? <loaded.list resource={resource} /> : null;
  if (which === 'view') return loaded.view ? <loaded.view resource={resource} /> : null;
  if (!loaded.form || !formSchemaReady(resource)) return null;
  return <loaded.form resource={resource} mode={which === 'create' ? 'create' : 'edit'} />;
}

/** The screen `which` of `resource`, bound to its descriptor, once its code is there. */
async function screenOf(resource: AnyResource, which: KitScreen): Promise<ComponentType> {
  await loadCode(which, resource);
  return () => boundScreen(resource, which);
}

/** The four screens of a resource, as the route table loads them (one lazy module per resource). */
export interface ResourcePages {
  /** loads a screen's code and binds it to the descriptor (the route's page loader) */
  screen: (which: KitScreen) => Promise<ComponentType>;
  /** the same screens as components that load their code when first drawn (tests, embedding) */
  List: ComponentType;
  View: ComponentType;
  Create: ComponentType;
  Update: ComponentType;
  /**
   * What each screen asks for first at an address: the route starts it beside the screen's code (decisions 201,
   * 222), under the keys the screens read.
   */
  data: Record<KitScreen, (params: URLSearchParams) => readonly RouteQuery[]>;
}

/** A component that draws `which`: at once when its code is there, else once it has loaded. */
function lazyScreen(resource: AnyResource, which: KitScreen): ComponentType {
  return function KitScreen() {
    const [, setLoaded] = useState(false);
    const bound = boundScreen(resource, which);
    useEffect(() => {
      if (bound === null) void loadCode(which, resource).then(() => setLoaded(true));
    }, [bound]);
    return bound;
  };
}

/** Binds the kit's generic pages to one descriptor. */
export function resourcePages(resource: AnyResource): ResourcePages {
  return {
    screen: (which) => screenOf(resource, which),
    List: lazyScreen(resource, 'list'),
    View: lazyScreen(resource, 'view'),
    Create: lazyScreen(resource, 'create'),
    Update: lazyScreen(resource, 'update'),
    data: {
      list: (params) => [
        adminListQuery(
          {
            queryKey: resource.queryKey,
            fetchPage: resource.api.list,
            defaultCondition: resource.list.defaultCondition,
            paging: resource.list.paging,
            pageSizes: resource.list.pageSizes,
          },
          params,
        ).options,
      ],
      view: (params) => {
        // the view screen's own rule (useRequiredParam): a missing id asks for nothing
        const id = params.get(resource.idParam)?.trim() || null;
        return id !== null && resource.api.view ? [resourceViewQuery(resource, id)] : [];
      },
      // the drop-downs' option lists, the custom fields' first queries, the edited record's attachments
      create: () => formQueries(resource, 'create'),
      update: () => formQueries(resource, 'edit'),
    },
  };
}
