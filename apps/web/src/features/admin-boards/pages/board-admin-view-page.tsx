import type { BbsCd } from '@parking/shared/boards/schemas';
import { ko } from '@parking/shared/messages/ko';
import { useNavigate, useSearchParams } from 'react-router';
import { AdminViewLayout } from '../../../components/admin-kit/admin-view-layout';
import { HtmlContentBox, useAdminDelete } from '../../../components/admin-kit/admin-view-parts';
import { navigateWithRouteData, useRequiredParam } from '../../../components/admin-kit/route-data';
import { listContext } from '../../../components/admin-kit/use-admin-list';
import { AttachmentList } from '../../../components/file-input/attachment-list';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useAdminBoardView } from '../api/admin-board-view';
import { deleteBoard } from '../api/admin-board-write';
import { boardConfig, routeDataKey } from './board-config';

const t = ko.content.web.board;

function BoardAdminView({ bbsCd }: { bbsCd: BbsCd }) {
  const cfg = boardConfig[bbsCd];
  const atclId = useRequiredParam('atclId', cfg.list);
  const [params] = useSearchParams();
  const listTo = `${cfg.list}?${listContext(params)}`;
  const navigate = useNavigate();
  const view = useAdminBoardView(bbsCd, atclId);
  const v = view.data?.boardView;
  const onDelete = useAdminDelete({
    remove: atclId ? () => deleteBoard(bbsCd, atclId) : undefined,
    queryKey: ['admin', 'board', bbsCd],
    listTo,
  });

  const onEdit = () => {
    if (!view.data) return;
    navigateWithRouteData(navigate, cfg.update, routeDataKey(bbsCd), { ...view.data, listTo });
  };

  return (
    <AdminViewLayout
      loading={!!atclId && view.isPending}
      error={view.error ? errorText(view.error) : undefined}
      listTo={listTo}
      onDelete={onDelete}
      onEdit={onEdit}
      rows={
        v
          ? [
              { label: t.title, value: v.title },
              { label: t.regNm, value: v.regNm },
              { label: t.regDttm, value: formatDateTime(v.regDttm) },
              { label: t.updNm, value: v.updNm || '-' },
              { label: t.updDttm, value: formatDateTime(v.updDttm) || '-' },
              {
                label: t.attachments,
                value:
                  view.data && view.data.attachList.length > 0 ? (
                    <AttachmentList
                      files={view.data.attachList}
                      downloadBase={`/api/admin/board/${bbsCd}/download.json`}
                    />
                  ) : (
                    '-'
                  ),
              },
            ]
          : []
      }
    >
      {v && <HtmlContentBox label={t.content} html={v.cts} />}
    </AdminViewLayout>
  );
}

/** /noticemanagementview?atclId=…&searchCondition=…&searchKeyword=… */
export function NoticeManagementViewPage() {
  return <BoardAdminView bbsCd="notice" />;
}

/** /faqmanagementview?atclId=… */
export function FaqManagementViewPage() {
  return <BoardAdminView bbsCd="faq" />;
}
