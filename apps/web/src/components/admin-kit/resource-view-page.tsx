import { errorText } from '../../lib/api-client';
import { useNavigate, useSearchParams } from '../../lib/router';
import { showAlert } from '../ui/dialog/dialog-store';
import { AdminViewLayout } from './admin-view-layout';
import { type ResourceDescriptor, resourceKeys, routeDataKeyOf } from './resource';
import { navigateWithRouteData, useRequiredParam } from './route-data';
import { listContext } from './use-admin-list';
import { useResourceView, useResourceWrite } from './use-resource';

/** Route data of an update screen: the record as the view loaded it and where its list button goes. */
export interface ResourceRouteData<View> {
  view: View;
  listTo: string;
}

interface Props<View> {
  // biome-ignore lint/suspicious/noExplicitAny: the row and form types do not matter to the view
  resource: ResourceDescriptor<any, View, any, any>;
}

/**
 * The view screen of a resource: the id from the query (missing: '잘못된 접근입니다.' and a redirect), a
 * label/value table, list, delete (confirmed; the lists refresh) and edit (to the update screen with the
 * record as route data, decision 037).
 */
export function ResourceViewPage<View>({ resource }: Props<View>) {
  const { paths } = resource;
  const id = useRequiredParam(resource.idParam, resource.missingIdRedirect ?? paths.list);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const listTo = resource.list.keepSearch
    ? `${paths.list}?${listContext(params, resource.list.defaultCondition)}`
    : paths.list;
  const view = useResourceView<View>(resource, id);
  const data = view.data;
  const remove = resource.api.delete;
  const deletion = useResourceWrite(
    resource,
    (recordId: string) => {
      if (!remove) throw new Error('no delete call');
      return remove(recordId);
    },
    // the deleted record's view and attachments are not refetched (no view.json 404)
    [resourceKeys.view(resource, id), resourceKeys.attachments(resource, id)],
  );

  const onDelete = async () => {
    if (!id) return;
    try {
      const res = await deletion.mutateAsync(id);
      await showAlert(res.message);
      await navigate(listTo);
    } catch (e) {
      await showAlert(errorText(e));
    }
  };

  const update = paths.update;
  const onEdit =
    update && resource.api.update
      ? () => {
          if (!data) return;
          const routeData: ResourceRouteData<View> = { view: data, listTo };
          navigateWithRouteData(navigate, update, routeDataKeyOf(resource), routeData);
        }
      : undefined;

  return (
    <AdminViewLayout
      loading={!!id && view.isPending}
      error={view.error ? errorText(view.error) : undefined}
      listTo={listTo}
      onDelete={remove ? onDelete : undefined}
      deleteConfirm={resource.view?.deleteConfirm}
      onEdit={onEdit}
      rows={data ? (resource.view?.fields ?? []).map((f) => ({ label: f.label, value: f.value(data) })) : []}
    >
      {data && resource.view?.below?.(data)}
    </AdminViewLayout>
  );
}
