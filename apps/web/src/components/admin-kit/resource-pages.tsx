import type { ComponentType } from 'react';
import type { AnyResource } from './resource';
import { ResourceFormPage } from './resource-form-page';
import { ResourceListPage } from './resource-list-page';
import { ResourceViewPage } from './resource-view-page';

/** The four screens of a resource, as the route table loads them (one lazy module per resource). */
export interface ResourcePages {
  List: ComponentType;
  View: ComponentType;
  Create: ComponentType;
  Update: ComponentType;
}

/** Binds the kit's generic pages to one descriptor. */
export function resourcePages(resource: AnyResource): ResourcePages {
  return {
    List: () => <ResourceListPage resource={resource} />,
    View: () => <ResourceViewPage resource={resource} />,
    Create: () => <ResourceFormPage resource={resource} mode="create" />,
    Update: () => <ResourceFormPage resource={resource} mode="edit" />,
  };
}
