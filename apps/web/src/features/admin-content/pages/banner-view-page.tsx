import { Anchor, Box, Image, Text } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AdminViewLayout } from '../../../components/admin-kit/admin-view-layout';
import { navigateWithRouteData, useRequiredParam } from '../../../components/admin-kit/route-data';
import { showAlert } from '../../../components/dialog/dialog-store';
import { AttachmentList } from '../../../components/file-input/attachment-list';
import { HtmlContent } from '../../../components/html-content/html-content';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { deleteBanner, useBannerView } from '../api/banner-api';

const t = ko.content.web.banner;
export const BANNER_ROUTE_DATA = 'banner';

/** /bannerview?bannerId=… (spec 3 §2.9); a missing id alerts and goes to /bannerlist. */
export function BannerViewPage() {
  const bannerId = useRequiredParam('bannerId', '/bannerlist');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const view = useBannerView(bannerId);
  const v = view.data?.bannerView;

  const onDelete = async () => {
    if (!bannerId) return;
    try {
      const res = await deleteBanner(bannerId);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'banner'] });
      await showAlert(res.message);
      await navigate('/bannerlist');
    } catch (e) {
      await showAlert(errorText(e));
    }
  };

  return (
    <AdminViewLayout
      loading={!!bannerId && view.isPending}
      error={view.error ? errorText(view.error) : undefined}
      listTo="/bannerlist"
      onDelete={onDelete}
      onEdit={() =>
        view.data && navigateWithRouteData(navigate, '/bannerupdate', BANNER_ROUTE_DATA, view.data)
      }
      rows={
        v
          ? [
              { label: t.title, value: v.title },
              { label: t.order, value: v.bannerOrder },
              { label: t.useYn, value: v.useYn === 'Y' ? ko.admin.kit.yes : ko.admin.kit.no },
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
              {
                label: t.image,
                value: (
                  <>
                    {v.imageUrl && <Image src={v.imageUrl} alt={v.title} maw={360} radius="sm" mb="xs" />}
                    {view.data && view.data.attachList.length > 0 ? (
                      <AttachmentList
                        files={view.data.attachList}
                        downloadBase="/api/admin/banner/download.json"
                      />
                    ) : (
                      !v.imageUrl && '-'
                    )}
                  </>
                ),
              },
            ]
          : []
      }
    >
      {v?.bannerContents && (
        <Box mt="md" p="md" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}>
          <Text fw={600} size="sm" mb="xs">
            {t.content}
          </Text>
          <HtmlContent html={v.bannerContents} />
        </Box>
      )}
    </AdminViewLayout>
  );
}
