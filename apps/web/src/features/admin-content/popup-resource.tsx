import { todayKst } from '@parking/shared/common/korea-time';
import {
  POPUP_DEFAULTS,
  type PopupView,
  type PopupViewResponse,
  popupInsertSchema,
} from '@parking/shared/content/schemas';
import { ko } from '@parking/shared/messages/ko';
import type { z } from 'zod';
import { HtmlContentBox, LinkValue, ynLabel } from '../../components/admin-kit/admin-view-parts';
import { numberColumn, type ResourceDescriptor } from '../../components/admin-kit/resource';
import { resourcePages } from '../../components/admin-kit/resource-pages';
import { AttachmentIcon } from '../../components/ui/file-input/attachment-icon';
import { formatDate, formatDateTime } from '../../lib/format';
import {
  deletePopup,
  fetchPopupView,
  insertPopup,
  type PopupListItem,
  type PopupWrite,
  popupListFetcher,
  updatePopup,
} from './api/popup-api';
import { PopupPreviewButton } from './components/popup-preview';

const t = ko.content.web.popup;
type In = z.input<typeof popupInsertSchema>;
type Out = z.output<typeof popupInsertSchema>;

/** The request body: the close date carries 23:59:59 (spec 3 §4, §7). */
export function popupRequest(v: Out): PopupWrite {
  return {
    title: v.title,
    openDateString: v.openDateString,
    closeDateString: `${v.closeDateString} 23:59:59`,
    useYn: v.useYn,
    posX: v.posX,
    posY: v.posY,
    sizeX: v.sizeX,
    sizeY: v.sizeY,
    linkUrl: v.linkUrl,
    popupContents: v.popupContents,
  };
}

/** Defaults of a new popup (spec 3 §9): X 500, Y 1000, 540 × 540, in use, posted today. */
export function newPopupDefaults(today = todayKst()): In {
  return {
    title: '',
    openDateString: today,
    closeDateString: today,
    useYn: POPUP_DEFAULTS.useYn,
    posX: String(POPUP_DEFAULTS.posX),
    posY: String(POPUP_DEFAULTS.posY),
    sizeX: String(POPUP_DEFAULTS.sizeX),
    sizeY: String(POPUP_DEFAULTS.sizeY),
    linkUrl: '',
    popupContents: '',
  };
}

const formValues = (p: PopupView): In => ({
  title: p.title,
  openDateString: p.openDate.slice(0, 10),
  closeDateString: p.closeDate.slice(0, 10),
  useYn: p.useYn,
  posX: String(p.posX),
  posY: String(p.posY),
  sizeX: String(p.sizeX),
  sizeY: String(p.sizeY),
  linkUrl: p.linkUrl,
  popupContents: p.popupContents,
});

const period = (r: { openDate: string; closeDate: string }) =>
  `${formatDate(r.openDate)} ~ ${formatDate(r.closeDate)}`;
const px = (label: string) => `${label} (px)`;

/** Popups (spec 3 §2.8, §7 "Popups"). */
export const popupResource: ResourceDescriptor<PopupListItem, PopupViewResponse, In, Out> = {
  name: t.name,
  queryKey: ['admin', 'popup'],
  alsoInvalidate: [['main', 'content']],
  paths: { list: '/popuplist', view: '/popupview', create: '/popupenrollment', update: '/popupupdate' },
  idParam: 'popupId',
  rowId: (r) => String(r.popupId),
  viewId: (v) => String(v.popupView.popupId),
  // spec 3 §2.8 names this target for a missing popupId
  missingIdRedirect: '/noticemanagement',
  routeData: { key: 'popup', missingMessage: ko.admin.kit.noInformation },
  api: {
    list: popupListFetcher,
    view: fetchPopupView,
    insert: (v) => insertPopup(popupRequest(v)),
    update: (id, v) => updatePopup(id, popupRequest(v)),
    delete: deletePopup,
    download: '/api/admin/popup/download.json',
  },
  list: {
    columns: [
      numberColumn(),
      { key: 'title', header: t.title, value: (r) => r.title, link: true, excel: 40 },
      { key: 'period', header: t.period, value: period, width: 220, hideOnMobile: true, excel: 26 },
      { key: 'reg', header: t.regDate, value: (r) => formatDate(r.regDttm), width: 120, hideOnMobile: true },
      {
        key: 'atch',
        header: t.attachment,
        value: (r) => r.atchCnt,
        cell: (r) => <AttachmentIcon count={r.atchCnt} />,
        width: 60,
        hideOnMobile: true,
        excel: false,
      },
      { key: 'use', header: t.useYn, value: (r) => ynLabel(r.useYn), width: 90, excel: 10 },
    ],
  },
  view: {
    deleteConfirm: ko.admin.kit.deleteConfirmLoss,
    fields: [
      { label: t.title, value: (v) => v.popupView.title },
      { label: t.period, value: (v) => period(v.popupView) },
      { label: t.useYn, value: (v) => ynLabel(v.popupView.useYn) },
      { label: `${t.posX} / ${t.posY}`, value: ({ popupView: p }) => `${p.posX} / ${p.posY}` },
      { label: `${t.sizeX} × ${t.sizeY}`, value: ({ popupView: p }) => `${p.sizeX} × ${p.sizeY}` },
      { label: t.linkUrl, value: (v) => <LinkValue url={v.popupView.linkUrl} /> },
      { label: t.regDate, value: (v) => formatDateTime(v.popupView.regDttm) },
    ],
    below: (v) => <HtmlContentBox label={t.content} html={v.popupView.popupContents} />,
  },
  form: {
    schema: popupInsertSchema,
    defaults: (v) => (v ? formValues(v.popupView) : newPopupDefaults()),
    invalidMessage: ko.admin.kit.requiredCheck,
    listButton: 'always',
    extraButtons: ({ form }) => <PopupPreviewButton values={() => form.getValues()} />,
    fields: [
      { kind: 'text', name: 'title', label: t.title, required: true, input: { maxLength: 200 } },
      {
        kind: 'grid',
        cols: { base: 1, sm: 2 },
        fields: [
          {
            kind: 'text',
            name: 'openDateString',
            label: t.openDate,
            required: true,
            input: { type: 'date' },
          },
          {
            kind: 'text',
            name: 'closeDateString',
            label: t.closeDate,
            required: true,
            input: { type: 'date' },
          },
        ],
      },
      { kind: 'yn', name: 'useYn', label: t.useYn },
      {
        kind: 'grid',
        cols: { base: 2, sm: 4 },
        fields: [
          { kind: 'text', name: 'posX', label: px(t.posX), required: true, input: { inputMode: 'numeric' } },
          { kind: 'text', name: 'posY', label: px(t.posY), required: true, input: { inputMode: 'numeric' } },
          {
            kind: 'text',
            name: 'sizeX',
            label: px(t.sizeX),
            required: true,
            input: { inputMode: 'numeric' },
          },
          {
            kind: 'text',
            name: 'sizeY',
            label: px(t.sizeY),
            required: true,
            input: { inputMode: 'numeric', description: '≤ 640' },
          },
        ],
      },
      {
        kind: 'text',
        name: 'linkUrl',
        label: t.linkUrl,
        input: { placeholder: 'https://', description: ko.content.web.banner.linkHint },
      },
      { kind: 'richText', name: 'popupContents', label: t.content },
    ],
  },
};

/** /popuplist, /popupview, /popupenrollment, /popupupdate */
export const popupPages = resourcePages(popupResource);
