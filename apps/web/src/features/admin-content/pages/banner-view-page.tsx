import { Image } from '@mantine/core';
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
import { AttachmentList } from '../../../components/file-input/attachment-list';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { deleteBanner, useBannerView } from '../api/banner-api';

const t = ko.content.web.banner;
export const BANNER_ROUTE_DATA = 'banner';

/** /bannerview?bannerId=… (spec 3 §2.9); a missing id alerts and goes to /bannerlist. */
export function BannerViewPage() {
  const bannerId = useRequiredParam('bannerId', '/bannerlist');
  const navigate = useNavigate();
  const view = useBannerView(bannerId);
  const v = view.data?.bannerView;
  const onDelete = useAdminDelete({
    remove: bannerId ? () => deleteBanner(bannerId) : undefined,
    queryKey: ['admin', 'banner'],
    listTo: '/bannerlist',
  });

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
              { label: t.useYn, value: ynLabel(v.useYn) },
              { label: t.linkUrl, value: <LinkValue url={v.linkUrl} /> },
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
      {v?.bannerContents && <HtmlContentBox label={t.content} html={v.bannerContents} />}
    </AdminViewLayout>
  );
}
