import type { AdminBoardViewResponse, BbsCd, BoardListItem } from '@parking/shared/boards/schemas';
import { ko } from '@parking/shared/messages/ko';
import { HtmlContentBox } from '../../components/admin-kit/admin-view-parts';
import { lazyPart } from '../../components/admin-kit/lazy-part';
import {
  numberColumn,
  type ResourceColumn,
  type ResourceDescriptor,
} from '../../components/admin-kit/resource';
import { resourcePages } from '../../components/admin-kit/resource-pages';
import { AttachmentIcon } from '../../components/ui/file-input/attachment-icon';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format';
import {
  adminBoardListFetcher,
  deleteAttachFile,
  deleteBoard,
  fetchAdminBoardView,
  fetchAttachList,
  insertBoard,
  updateBoard,
} from './api/admin-board-api';

const t = ko.content.web.board;
// the view's attachment list (Mantine's list and icons) loads with the view, not with the list (decision 226)
const { Part: AttachmentList, code: attachmentListCode } = lazyPart(() =>
  import('../../components/ui/file-input/attachment-list').then((m) => m.AttachmentList),
);
// the form's schema (zod) loads with the form, not with the list (decision 226)
const schema = () =>
  import('@parking/shared/boards/schemas').then((m) => m.boardInsertSchema.pick({ title: true, cts: true }));
interface Values {
  title: string;
  cts: string;
}

/** What differs between the two boards (spec 3 §2.2, §2.7). */
const boards = {
  notice: {
    name: t.noticeName,
    paths: {
      list: '/noticemanagement',
      view: '/noticemanagementview',
      create: '/noticemanagementenrollment',
      update: '/noticemanagementupdate',
    },
    attachColumn: true,
  },
  faq: {
    name: t.faqName,
    paths: {
      list: '/faqmanagement',
      view: '/faqmanagementview',
      create: '/faqmanagementenrollment',
      update: '/faqmanagementupdate',
    },
    attachColumn: false,
  },
} as const satisfies Record<BbsCd, unknown>;

/** Notices and FAQ of the back office: one descriptor per board (spec 3 §2.7, §7 "Boards"). */
function boardResource(bbsCd: BbsCd): ResourceDescriptor<BoardListItem, AdminBoardViewResponse, Values> {
  const cfg = boards[bbsCd];
  const download = `/api/admin/board/${bbsCd}/download.json`;
  const attachColumn: ResourceColumn<BoardListItem>[] = cfg.attachColumn
    ? [
        {
          key: 'atch',
          header: t.attachment,
          value: (r) => r.atchCnt,
          cell: (r) => <AttachmentIcon count={r.atchCnt} />,
          width: 60,
          hideOnMobile: true,
          excel: 8,
        },
      ]
    : [];
  return {
    name: cfg.name,
    queryKey: ['admin', 'board', bbsCd],
    // the public board and the main page's latest notices show the same articles
    alsoInvalidate: [
      ['board', bbsCd],
      ['main', 'content'],
    ],
    paths: cfg.paths,
    idParam: 'atclId',
    rowId: (r) => String(r.atclId),
    viewId: (v) => String(v.boardView.atclId),
    routeData: { key: `board-${bbsCd}` },
    api: {
      list: adminBoardListFetcher(bbsCd),
      view: (id, signal) => fetchAdminBoardView(bbsCd, id, signal),
      insert: (v, x) => insertBoard(bbsCd, { ...v, file: x.file }),
      update: (id, v, x) => updateBoard(bbsCd, id, { ...v, file: x.file }),
      delete: (id) => deleteBoard(bbsCd, id),
      download,
    },
    list: {
      keepSearch: true,
      columns: [
        numberColumn(),
        { key: 'title', header: t.title, value: (r) => r.title, link: true, excel: 50 },
        { key: 'writer', header: t.writer, value: (r) => r.regNm, width: 110, hideOnMobile: true },
        { key: 'date', header: t.date, value: (r) => formatDate(r.regDttm), width: 120 },
        ...attachColumn,
        {
          key: 'hits',
          header: t.hits,
          value: (r) => r.hits,
          cell: (r) => formatNumber(r.hits),
          width: 80,
          hideOnMobile: true,
          excel: 10,
        },
      ],
    },
    view: {
      fields: [
        { label: t.title, value: (v) => v.boardView.title },
        { label: t.regNm, value: (v) => v.boardView.regNm },
        { label: t.regDttm, value: (v) => formatDateTime(v.boardView.regDttm) },
        { label: t.updNm, value: (v) => v.boardView.updNm || '-' },
        { label: t.updDttm, value: (v) => formatDateTime(v.boardView.updDttm) || '-' },
        {
          label: t.attachments,
          value: (v) =>
            v.attachList.length > 0 ? <AttachmentList files={v.attachList} downloadBase={download} /> : '-',
        },
      ],
      below: (v) => <HtmlContentBox label={t.content} html={v.boardView.cts} />,
      code: attachmentListCode,
    },
    form: {
      schema,
      defaults: (v) => ({ title: v?.boardView.title ?? '', cts: v?.boardView.cts ?? '' }),
      fields: [
        { kind: 'text', name: 'title', label: t.title, required: true, input: { maxLength: 200 } },
        { kind: 'richText', name: 'cts', label: t.content, required: true, touchOnBlur: true },
        { kind: 'file', label: t.attachments },
        {
          kind: 'attachments',
          label: t.existingFiles,
          files: (v) => v.attachList,
          // loaded afresh, so a deleted file is gone even after a reload with stored route data (037)
          load: (id, signal) => fetchAttachList(bbsCd, id, signal),
          remove: (_id, f) => deleteAttachFile(bbsCd, f),
          removedMessage: t.fileDeleted,
        },
        {
          kind: 'readOnly',
          rows: ({ boardView: b }) => [
            { label: t.regNm, value: b.regNm },
            { label: t.regDttm, value: formatDateTime(b.regDttm) },
            { label: t.updNm, value: b.updNm },
            { label: t.updDttm, value: formatDateTime(b.updDttm) },
          ],
        },
      ],
    },
  };
}

export const noticeResource = boardResource('notice');
export const faqResource = boardResource('faq');
/** /noticemanagement, /noticemanagementview, /noticemanagementenrollment, /noticemanagementupdate */
export const noticePages = resourcePages(noticeResource);
/** /faqmanagement, /faqmanagementview, /faqmanagementenrollment, /faqmanagementupdate */
export const faqPages = resourcePages(faqResource);
