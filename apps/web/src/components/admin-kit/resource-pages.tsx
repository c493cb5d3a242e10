import type { ComponentType } from 'react';
import type { RouteQuery } from '../../lib/route-entry';
import type { AnyResource } from './resource';
import { ResourceFormPage } from './resource-form-page';
import { ResourceListPage } from './resource-list-page';
import { ResourceViewPage } from './resource-view-page';
import { adminListQuery } from './use-admin-list';
import { resourceViewQuery } from './use-resource';

/** The four screens of a resource, as the route table loads them (one lazy module per resource). */
export interface ResourcePages {
  List: ComponentType;
  View: ComponentType;
  Create: ComponentType;
  Update: ComponentType;
  /**
   * What the list and view screens ask for first at an address: the route starts it beside the screen's code
   * (decision 201), under the keys the screens read.
   */
  data: {
    list: (params: URLSearchParams) => readonly RouteQuery[];
    view: (params: URLSearchParams) => readonly RouteQuery[];
  };
}

/** Binds the kit's generic pages to one descriptor. */
export function resourcePages(resource: AnyResource): ResourcePages {
  return {
    List: () => <ResourceListPage resource={resource} />,
    View: () => <ResourceViewPage resource={resource} />,
    Create: () => <ResourceFormPage resource={resource} mode="create" />,
    Update: () => <ResourceFormPage resource={resource} mode="edit" />,
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
    },
  };
}
