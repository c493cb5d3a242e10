import { ko } from '@parking/shared/messages/ko';
import { useNavigate } from 'react-router';
import { AdminViewLayout } from '../../../components/admin-kit/admin-view-layout';
import {
  HtmlContentBox,
  LinkValue,
  useAdminDelete,
  ynLabel,
} from '../../../components/admin-kit/admin-view-parts';
import { navigateWithRouteData, useRequiredParam } from '../../../components/admin-kit/route-data';
import { errorText } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { deletePopup, usePopupView } from '../api/popup-api';

const t = ko.content.web.popup;
export const POPUP_ROUTE_DATA = 'popup';

/** /popupview?popupId=… (spec 3 §2.8); a missing id alerts and goes to /noticemanagement as the spec says. */
export function PopupViewPage() {
  const popupId = useRequiredParam('popupId', '/noticemanagement');
  const navigate = useNavigate();
  const view = usePopupView(popupId);
  const v = view.data?.popupView;
  const onDelete = useAdminDelete({
    remove: popupId ? () => deletePopup(popupId) : undefined,
    queryKey: ['admin', 'popup'],
    listTo: '/popuplist',
  });

  return (
    <AdminViewLayout
      loading={!!popupId && view.isPending}
      error={view.error ? errorText(view.error) : undefined}
      listTo="/popuplist"
      onDelete={onDelete}
      deleteConfirm={ko.admin.kit.deleteConfirmLoss}
      onEdit={() => v && navigateWithRouteData(navigate, '/popupupdate', POPUP_ROUTE_DATA, v)}
      rows={
        v
          ? [
              { label: t.title, value: v.title },
              { label: t.period, value: `${formatDate(v.openDate)} ~ ${formatDate(v.closeDate)}` },
              { label: t.useYn, value: ynLabel(v.useYn) },
              { label: `${t.posX} / ${t.posY}`, value: `${v.posX} / ${v.posY}` },
              { label: `${t.sizeX} × ${t.sizeY}`, value: `${v.sizeX} × ${v.sizeY}` },
              { label: t.linkUrl, value: <LinkValue url={v.linkUrl} /> },
              { label: t.regDate, value: formatDateTime(v.regDttm) },
            ]
          : []
      }
    >
      {v && <HtmlContentBox label={t.content} html={v.popupContents} />}
    </AdminViewLayout>
  );
}
