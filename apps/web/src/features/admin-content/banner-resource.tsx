import { type BannerViewResponse, bannerInsertSchema } from '@parking/shared/content/schemas';
import { ko } from '@parking/shared/messages/ko';
import type { z } from 'zod';
import { HtmlContentBox, LinkValue, ynLabel } from '../../components/admin-kit/admin-view-parts';
import { numberColumn, type ResourceDescriptor } from '../../components/admin-kit/resource';
import { resourcePages } from '../../components/admin-kit/resource-pages';
import { Anchor, Image } from '../../components/ui/core';
import { AttachmentList } from '../../components/ui/file-input/attachment-list';
import { formatDate, formatDateTime } from '../../lib/format';
import {
  type BannerListItem,
  bannerListFetcher,
  deleteBanner,
  fetchBannerView,
  insertBanner,
  updateBanner,
} from './api/banner-api';

const t = ko.content.web.banner;
type In = z.input<typeof bannerInsertSchema>;
type Out = z.output<typeof bannerInsertSchema>;
const DOWNLOAD = '/api/admin/banner/download.json';

/** Banners (spec 3 §2.9, §7 "Banners"): one image each, an order of at most 2 digits. */
export const bannerResource: ResourceDescriptor<BannerListItem, BannerViewResponse, In, Out> = {
  name: t.name,
  queryKey: ['admin', 'banner'],
  alsoInvalidate: [['main', 'content']],
  paths: { list: '/bannerlist', view: '/bannerview', create: '/bannerenrollment', update: '/bannerupdate' },
  idParam: 'bannerId',
  rowId: (r) => String(r.bannerId),
  viewId: (v) => String(v.bannerView.bannerId),
  routeData: { key: 'banner' },
  api: {
    list: bannerListFetcher,
    view: fetchBannerView,
    insert: (v, x) => insertBanner({ ...v, file: x.file }),
    update: (id, v, x) => updateBanner(id, { ...v, file: x.file }),
    delete: deleteBanner,
    download: DOWNLOAD,
  },
  list: {
    columns: [
      numberColumn(),
      { key: 'order', header: t.order, value: (r) => r.bannerOrder, width: 70, excel: 8 },
      { key: 'title', header: t.title, value: (r) => r.title, link: true, excel: 40 },
      {
        key: 'link',
        header: t.link,
        value: (r) => r.linkUrl,
        cell: (r) =>
          r.linkUrl ? (
            <Anchor
              href={r.linkUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              style={{ wordBreak: 'break-all' }}
            >
              {r.linkUrl}
            </Anchor>
          ) : (
            '-'
          ),
        hideOnMobile: true,
        excel: 40,
      },
      { key: 'reg', header: t.regDate, value: (r) => formatDate(r.regDttm), width: 120, hideOnMobile: true },
      { key: 'use', header: t.useYn, value: (r) => ynLabel(r.useYn), width: 90, excel: 10 },
    ],
  },
  view: {
    fields: [
      { label: t.title, value: (v) => v.bannerView.title },
      { label: t.order, value: (v) => v.bannerView.bannerOrder },
      { label: t.useYn, value: (v) => ynLabel(v.bannerView.useYn) },
      { label: t.linkUrl, value: (v) => <LinkValue url={v.bannerView.linkUrl} /> },
      { label: t.regDate, value: (v) => formatDateTime(v.bannerView.regDttm) },
      {
        label: t.image,
        value: ({ bannerView: b, attachList }) => (
          <>
            {b.imageUrl && <Image src={b.imageUrl} alt={b.title} maw={360} radius="sm" mb="xs" />}
            {attachList.length > 0 ? (
              <AttachmentList files={attachList} downloadBase={DOWNLOAD} />
            ) : (
              !b.imageUrl && '-'
            )}
          </>
        ),
      },
    ],
    below: (v) =>
      v.bannerView.bannerContents ? (
        <HtmlContentBox label={t.content} html={v.bannerView.bannerContents} />
      ) : null,
  },
  form: {
    schema: bannerInsertSchema,
    defaults: (v) => ({
      title: v?.bannerView.title ?? '',
      useYn: v?.bannerView.useYn ?? 'Y',
      linkUrl: v?.bannerView.linkUrl ?? '',
      bannerContents: v?.bannerView.bannerContents ?? '',
      bannerOrder: v ? String(v.bannerView.bannerOrder) : '',
    }),
    invalidMessage: ko.admin.kit.requiredCheck,
    fields: [
      { kind: 'text', name: 'title', label: t.title, required: true, input: { maxLength: 200 } },
      {
        kind: 'text',
        name: 'bannerOrder',
        label: t.order,
        required: true,
        input: { inputMode: 'numeric', maxLength: 2, description: t.orderHint, w: 160 },
      },
      { kind: 'yn', name: 'useYn', label: t.useYn },
      {
        kind: 'text',
        name: 'linkUrl',
        label: t.linkUrl,
        input: { placeholder: 'https://', description: t.linkHint },
      },
      { kind: 'file', label: t.image, typeMessage: ko.content.upload.bannerTypes },
      { kind: 'attachments', label: ko.content.web.board.existingFiles, files: (v) => v.attachList },
      { kind: 'richText', name: 'bannerContents', label: t.content, minHeight: 140 },
    ],
  },
};

/** /bannerlist, /bannerview, /bannerenrollment, /bannerupdate */
export const bannerPages = resourcePages(bannerResource);
