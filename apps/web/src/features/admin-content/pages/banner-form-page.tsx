import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Text } from '@mantine/core';
import { type BannerViewResponse, bannerInsertSchema } from '@parking/shared/content/schemas';
import { ko } from '@parking/shared/messages/ko';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { AdminForm } from '../../../components/admin-kit/admin-form';
import { FormRichText, FormTextField, FormYnRadio } from '../../../components/admin-kit/form-fields';
import { clearRouteData, useRouteData } from '../../../components/admin-kit/route-data';
import { showAlert } from '../../../components/dialog/dialog-store';
import { AttachmentList } from '../../../components/file-input/attachment-list';
import { FileInput } from '../../../components/file-input/file-input';
import { errorText } from '../../../lib/api-client';
import { insertBanner, updateBanner } from '../api/banner-api';
import { BANNER_ROUTE_DATA } from './banner-view-page';

const t = ko.content.web.banner;
type In = z.input<typeof bannerInsertSchema>;
type Out = z.output<typeof bannerInsertSchema>;

function BannerForm({ existing }: { existing: BannerViewResponse | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const b = existing?.bannerView;
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(bannerInsertSchema),
    defaultValues: {
      title: b?.title ?? '',
      useYn: b?.useYn ?? 'Y',
      linkUrl: b?.linkUrl ?? '',
      bannerContents: b?.bannerContents ?? '',
      bannerOrder: b ? String(b.bannerOrder) : '',
    },
    shouldFocusError: false,
  });

  const onSave = async (v: Out) => {
    try {
      const body = { ...v, file };
      const res = b ? await updateBanner(String(b.bannerId), body) : await insertBanner(body);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'banner'] });
      if (b) clearRouteData(BANNER_ROUTE_DATA);
      await showAlert(res.message);
      await navigate('/bannerlist');
    } catch (e) {
      await showAlert(errorText(e));
    }
  };

  return (
    <AdminForm
      form={form}
      onSave={onSave}
      listTo="/bannerlist"
      withListButton={!!existing}
      invalidMessage={ko.admin.kit.requiredCheck}
      fieldOrder={['title', 'bannerOrder', 'useYn', 'linkUrl']}
    >
      <FormTextField<In> name="title" label={t.title} withAsterisk maxLength={200} />
      <FormTextField<In>
        name="bannerOrder"
        label={t.order}
        withAsterisk
        inputMode="numeric"
        maxLength={2}
        description={t.orderHint}
        w={160}
      />
      <FormYnRadio<In> name="useYn" label={t.useYn} />
      <FormTextField<In> name="linkUrl" label={t.linkUrl} placeholder="https://" description={t.linkHint} />
      <FileInput
        label={t.image}
        value={file}
        onChange={setFile}
        typeMessage={ko.content.upload.bannerTypes}
      />
      {existing && existing.attachList.length > 0 && (
        <Box>
          <Text size="sm" fw={500} mb={4}>
            {ko.content.web.board.existingFiles}
          </Text>
          <AttachmentList files={existing.attachList} downloadBase="/api/admin/banner/download.json" />
        </Box>
      )}
      <FormRichText<In> name="bannerContents" label={t.content} minHeight={140} />
    </AdminForm>
  );
}

/** /bannerenrollment */
export function BannerEnrollmentPage() {
  return <BannerForm existing={null} />;
}

/** /bannerupdate (route data kept in localStorage; without it: '잘못된 접근입니다.' and /bannerlist) */
export function BannerUpdatePage() {
  const data = useRouteData<BannerViewResponse>(BANNER_ROUTE_DATA, '/bannerlist');
  if (!data) return null;
  return <BannerForm existing={data} />;
}
