import { Anchor, Box, Text } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AdminViewLayout } from '../../../components/admin-kit/admin-view-layout';
import { navigateWithRouteData, useRequiredParam } from '../../../components/admin-kit/route-data';
import { showAlert } from '../../../components/dialog/dialog-store';
import { HtmlContent } from '../../../components/html-content/html-content';
import { errorText } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { deletePopup, usePopupView } from '../api/popup-api';

const t = ko.content.web.popup;
export const POPUP_ROUTE_DATA = 'popup';

/** /popupview?popupId=… (spec 3 §2.8); a missing id alerts and goes to /noticemanagement as the spec says. */
export function PopupViewPage() {
  const popupId = useRequiredParam('popupId', '/noticemanagement');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const view = usePopupView(popupId);
  const v = view.data?.popupView;

  const onDelete = async () => {
    if (!popupId) return;
    try {
      const res = await deletePopup(popupId);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'popup'] });
      await showAlert(res.message);
      await navigate('/popuplist');
    } catch (e) {
      await showAlert(errorText(e));
    }
  };

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
              { label: t.useYn, value: v.useYn === 'Y' ? ko.admin.kit.yes : ko.admin.kit.no },
              { label: `${t.posX} / ${t.posY}`, value: `${v.posX} / ${v.posY}` },
              { label: `${t.sizeX} × ${t.sizeY}`, value: `${v.sizeX} × ${v.sizeY}` },
              {
                label: t.linkUrl,
                value: v.linkUrl ? (
                  <Anchor href={v.linkUrl} target="_blank" rel="noopener noreferrer">
                    {v.linkUrl}
                  </Anchor>
                ) : (
                  '-'
                ),
              },
              { label: t.regDate, value: formatDateTime(v.regDttm) },
            ]
          : []
      }
    >
      {v && (
        <Box mt="md" p="md" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}>
          <Text fw={600} size="sm" mb="xs">
            {t.content}
          </Text>
          <HtmlContent html={v.popupContents} />
        </Box>
      )}
    </AdminViewLayout>
  );
}
