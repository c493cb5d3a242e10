import type { Attachment } from '@parking/shared/content/common';
import type { RouteQuery } from '../../lib/route-entry';
import type { SelectOption } from './form-fields';
import { type AnyResource, type FormField, resourceKeys, routeDataKeyOf } from './resource';
import type { ResourceRouteData } from './resource-view-page';
import { readRouteData } from './route-data';

// What a kit form asks for when it shows (decision 222): the option lists of its drop-downs, what its custom
// fields ask for, and on the update screen the record's fresh attachment list. The form's fields use these same
// query options, and the route starts them beside the form's code (decision 201), so a form's drop-downs no
// longer wait for the form to render before asking.

type Options =
  | readonly SelectOption[]
  | { key: string; load: (signal?: AbortSignal) => Promise<readonly SelectOption[]> };

/** The query of a drop-down's options loaded once and cached under its key (the kit's select field uses it). */
export function selectOptionsQuery(options: Extract<Options, { key: string }>) {
  return {
    queryKey: ['admin-kit', 'options', options.key] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) => options.load(signal),
    staleTime: 60_000,
  };
}

/** The query of the stored attachments of the record being edited (the kit's attachment field uses it). */
export function attachmentsQuery(
  resource: AnyResource,
  id: string | null,
  load: (id: string, signal?: AbortSignal) => Promise<readonly Attachment[]>,
) {
  return {
    queryKey: resourceKeys.attachments(resource, id),
    queryFn: ({ signal }: { signal?: AbortSignal }) => {
      if (id === null) throw new Error('no record');
      return load(id, signal);
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the fields of any form
type AnyField = FormField<any, any>;

function fieldQueries(
  resource: AnyResource,
  fields: readonly AnyField[],
  mode: 'create' | 'edit',
  id: string | null,
): RouteQuery[] {
  return fields.flatMap((f): RouteQuery[] => {
    if (f.onlyOn && f.onlyOn !== mode) return [];
    if (f.kind === 'grid') return fieldQueries(resource, f.fields, mode, id);
    if (f.kind === 'select' && 'load' in f.options) return [selectOptionsQuery(f.options)];
    if (f.kind === 'attachments' && f.load && mode === 'edit' && id !== null)
      return [attachmentsQuery(resource, id, f.load)];
    return [];
  });
}

/**
 * What the create or update screen of `resource` asks for first. The update screen's record is the route data
 * the view screen left in browser storage (decision 037): without it the screen sends the visitor away and asks
 * for nothing, so nothing is started.
 */
export function formQueries(resource: AnyResource, mode: 'create' | 'edit'): readonly RouteQuery[] {
  const form = resource.form;
  if (!form) return [];
  let existing: unknown = null;
  if (mode === 'edit') {
    const stored = readRouteData<ResourceRouteData<unknown>>(routeDataKeyOf(resource));
    // the update screen's own rule (useRouteData with isRouteData): another shape is refused there
    if (stored === null || typeof stored !== 'object' || !('view' in stored) || !('listTo' in stored))
      return [];
    existing = stored.view;
  }
  let id: string | null = null;
  try {
    id = existing === null ? null : resource.viewId(existing);
  } catch {
    return [];
  }
  return [...fieldQueries(resource, form.fields, mode, id), ...(form.queries?.(existing) ?? [])];
}
